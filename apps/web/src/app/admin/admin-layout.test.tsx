import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_NAV_GROUPS, visibleAdminNavGroups } from '@/config/admin-nav';
import { inboxPage, storeAdminSession } from '@/features/admin-inbox/testing/inbox-fixtures';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

afterEach(() => useAdminSessionStore.getState().clear());

const notifications = {
  unread: 1,
  notifications: [
    {
      id: 2,
      type: 'QUOTATION',
      data: { quotation_id: 13, quotation: { product: { image: [] } } },
      created_at: '2026-11-22T10:00:00Z',
      read_at: null,
    },
    {
      id: 1,
      type: 'NEW_QUOTATION',
      data: { quotation_id: 12, quotation: null },
      created_at: '2026-11-21T10:00:00Z',
      read_at: '2026-11-21T11:00:00Z',
    },
  ],
};

describe('admin layout', () => {
  it('lists only the navigation groups that have screens', () => {
    expect(ADMIN_NAV_GROUPS.map((group) => group.label)).toEqual([
      'Cotizaciones',
      'Catálogo',
      'Usuarios y empresas',
      'Contenido',
    ]);
    expect(visibleAdminNavGroups().map((group) => group.label)).toEqual([
      'Cotizaciones',
      'Catálogo',
      'Usuarios y empresas',
      'Contenido',
    ]);
    // A group without screens is not listed.
    expect(
      visibleAdminNavGroups(ADMIN_NAV_GROUPS.map((group) => (group.id === 'content' ? { ...group, links: [] } : group))).map(
        (group) => group.label,
      ),
    ).toEqual(['Cotizaciones', 'Catálogo', 'Usuarios y empresas']);
  });

  it("shows the admin's bell texts, opens the quotation, and reads them on open", async () => {
    storeAdminSession();
    const { requests } = mockApi({
      'GET /api/admin/quotations': () => jsonResponse(inboxPage([])),
      'GET /api/admin/notifications': () => jsonResponse(notifications),
      'POST /api/admin/notifications/read': () => jsonResponse({ unread: 0 }),
    });
    const { user } = renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Administración' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Bandeja de cotizaciones' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Tienes notificaciones nuevas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    const message = await screen.findByRole('menuitem', { name: 'Te han enviado un mensaje por la cotización 13' });
    expect(message).toHaveAttribute('href', '/admin/quotations/13');
    expect(screen.getByRole('menuitem', { name: 'Nueva cotización 12' })).toHaveAttribute('href', '/admin/quotations/12');
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/admin/notifications/read')).toBe(true),
    );
    expect(screen.queryByText('Tienes notificaciones nuevas')).toBeNull();
  }, 30_000);

  it("'Cerrar sesión' ends only the admin session and goes to /admin/login", async () => {
    storeSession('operator-token');
    storeAdminSession();
    mockApi({
      'GET /api/admin/quotations': () => jsonResponse(inboxPage([])),
      'GET /api/admin/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Cuenta: Andrea Morales Díaz' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(useAdminSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().token).toBe('operator-token');
  }, 30_000);
});
