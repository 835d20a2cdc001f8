import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin, inboxItem, inboxPage, storeAdminSession } from '@/features/admin-inbox/testing/inbox-fixtures';
import { adminQuotationKeys } from '@/features/admin-quotation/api/admin-quotation';
import { useAdminLiveStore } from '@/stores/admin-live-store';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Decision 028: the admin desk channel refreshes the inbox and the open quotation and highlights the
// changed row. The socket is replaced by a fake that hands the test the bridge's listeners.

type Listener = (payload: unknown) => void;
const live = vi.hoisted(() => ({ desk: new Set<(payload: unknown) => void>(), joined: 0, left: 0 }));

vi.mock('@/lib/realtime', () => ({
  connectRealtime: () => new Promise(() => {}),
  disconnectRealtime: () => {},
  listenNotifications: () => ({ stop: () => {} }),
  listenQuotationMessages: () => ({ stop: () => {} }),
  listenAdminDesk: (callback: Listener) => {
    live.desk.add(callback);
    live.joined += 1;
    return {
      stop: () => {
        live.desk.delete(callback);
        live.left += 1;
      },
    };
  },
  onRealtimeReconnect: () => () => {},
}));

const stubMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  window.matchMedia = stubMatchMedia;
  useAdminLiveStore.getState().clear();
  useAdminSessionStore.getState().clear();
  live.desk.clear();
});

const inboxCalls = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/quotations?')).length;

function signal(payload: unknown) {
  for (const listener of live.desk) listener(payload);
}

const row = (id: number) => document.querySelector(`tr[data-quotation-id="${id}"]`) as HTMLElement | null;

describe('admin desk channel', () => {
  it('refreshes the inbox and highlights a row another admin changed, not one this admin changed', async () => {
    storeAdminSession();
    let rows = [inboxItem({ id: 41 })];
    const { requests } = mockApi({
      'GET /api/admin/quotations': () => jsonResponse(inboxPage(rows)),
      'GET /api/admin/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    const { queryClient } = renderApp('/admin');
    await screen.findByRole('link', { name: '41' }, { timeout: 10_000 });
    // The bridge joins the channel once the session exists (after its short delay).
    await waitFor(() => expect(live.desk.size).toBe(1), { timeout: 5000 });

    // Another admin's quotation arrives: a new row, highlighted, and the open quotation 41 (cached)
    // is not touched by a signal about 43.
    queryClient.setQueryData(adminQuotationKeys.detail(41), { quotation: { id: 41 } });
    queryClient.setQueryData(adminQuotationKeys.detail(43), { quotation: { id: 43 } });
    let before = inboxCalls(requests);
    rows = [inboxItem({ id: 43 }), ...rows];
    signal({ quotation_id: 43, kind: 'NEW_QUOTATION', by_user_id: demoAdmin.id + 1 });
    const fresh = (await screen.findByRole('link', { name: '43' }, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(inboxCalls(requests)).toBeGreaterThan(before);
    expect(fresh.className).toMatch(/flash/);
    expect(row(41)?.className).not.toMatch(/flash/);
    expect(queryClient.getQueryState(adminQuotationKeys.detail(43))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminQuotationKeys.detail(41))?.isInvalidated).toBe(false);

    // This admin's own change (in another tab): refreshed, not highlighted.
    before = inboxCalls(requests);
    rows = [inboxItem({ id: 41, status: 'IN_PROCESS' }), inboxItem({ id: 43 })];
    signal({ quotation_id: 41, kind: 'PRICE', by_user_id: demoAdmin.id });
    await waitFor(() => expect(inboxCalls(requests)).toBeGreaterThan(before));
    await waitFor(() => expect(row(41)?.textContent).toMatch(/En proceso/));
    expect(row(41)?.className).not.toMatch(/flash/);
    expect(queryClient.getQueryState(adminQuotationKeys.detail(41))?.isInvalidated).toBe(true);

    // Anything else on the channel is ignored.
    signal({ quotation_id: 41, kind: 'SOMETHING', by_user_id: 1 });
    signal('not a signal');
    expect(useAdminLiveStore.getState().changed[41]).toBeUndefined();
  }, 30_000);

  it('leaves the channel when the admin signs out', async () => {
    storeAdminSession();
    mockApi({
      'GET /api/admin/quotations': () => jsonResponse(inboxPage([inboxItem()])),
      'GET /api/admin/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    renderApp('/admin');
    await waitFor(() => expect(live.desk.size).toBe(1), { timeout: 5000 });
    const left = live.left;
    useAdminSessionStore.getState().clear();
    await waitFor(() => expect(live.left).toBe(left + 1));
    expect(live.desk.size).toBe(0);
  }, 30_000);
});
