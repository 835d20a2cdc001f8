import type { AdminInboxResponse } from '@cotizador/contracts/admin-quotations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { type InboxView, inboxViewToQuery } from '../lib/inbox-params';

export const adminInboxKeys = {
  all: ['admin', 'quotations', 'inbox'] as const,
  view: (view: InboxView) => [...adminInboxKeys.all, view] as const,
};

/** GET /admin/quotations: one page of the inbox with the tab counts. */
export function getInbox(view: InboxView): Promise<AdminInboxResponse> {
  return adminApi.get<AdminInboxResponse>('admin/quotations', { query: inboxViewToQuery(view) });
}

/**
 * The admin desk channel (decision 028, app/admin/admin-realtime-bridge) refreshes the inbox at once
 * on every change by anyone. Events are hints: a publish that failed is not repeated, so the inbox
 * still re-reads once a minute while the tab is visible, as a safety net.
 */
export const INBOX_REFRESH_MS = 60_000;

export function inboxQueryOptions(view: InboxView) {
  return queryOptions({
    queryKey: adminInboxKeys.view(view),
    queryFn: () => getInbox(view),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useInbox(view: InboxView) {
  return useQuery(inboxQueryOptions(view));
}
