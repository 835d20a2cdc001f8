import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminLiveStore } from '@/stores/admin-live-store';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { inboxItem, inboxPage, storeAdminSession } from '../testing/inbox-fixtures';
import { usePickerRange } from './inbox-page';

// The date range box renders each time the inbox page does: counting its renders counts the page's.
const pageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/date-range-input', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/date-range-input')>();
  return {
    ...actual,
    DateRangeInput: (props: Parameters<typeof actual.DateRangeInput>[0]) => {
      pageRenders.count += 1;
      return actual.DateRangeInput(props);
    },
  };
});

// The data table shows a column while its media query matches; a browser matches the empty query
// (every column of this table), the shared jsdom stub matches nothing.
const stubMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) => ({ ...stubMatchMedia(query), matches: query.trim() === '' });
});
afterEach(() => {
  useAdminLiveStore.getState().clear();
  window.matchMedia = stubMatchMedia;
  useAdminSessionStore.getState().clear();
});

function adminApi(rows = [inboxItem(), inboxItem({ id: 42, status: 'IN_PROCESS', unread: true })]) {
  return mockApi({
    'GET /api/admin/quotations': () => jsonResponse(inboxPage(rows)),
    'GET /api/admin/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
  });
}

const inboxCalls = (requests: MockRequest[]) =>
  requests
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/quotations'))
    .map((r) => new URL(r.path, 'http://x').searchParams);

describe('admin inbox: filters and the URL', () => {
  it('restores the whole view from the URL and asks the API for it', async () => {
    storeAdminSession();
    const { requests } = adminApi();
    renderApp('/admin?estatus=IN_PROCESS&asignadas=me&buscar=taza&desde=2026-11-01&hasta=2026-11-20&pagina=2&per_page=50');

    await screen.findByRole('heading', { name: 'Cotizaciones' }, { timeout: 10_000 });
    await waitFor(() => expect(inboxCalls(requests).length).toBeGreaterThan(0));
    const query = inboxCalls(requests).at(-1);
    expect(query?.get('status')).toBe('IN_PROCESS');
    expect(query?.get('assigned')).toBe('me');
    expect(query?.get('search')).toBe('taza');
    expect(query?.get('date_start')).toBe('2026-11-01');
    expect(query?.get('date_end')).toBe('2026-11-20');
    expect(query?.get('page')).toBe('2');
    expect(query?.get('per_page')).toBe('50');

    expect(screen.getByRole('tab', { name: /En proceso/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Buscar')).toHaveValue('taza');
    expect(screen.getByRole('radio', { name: 'Asignadas a mí' })).toBeChecked();
  }, 30_000);

  it('writes tabs, the assignment filter and the debounced search to the URL, back to page 1', async () => {
    storeAdminSession();
    const { requests } = adminApi();
    const { router, user } = renderApp('/admin?pagina=3');
    await screen.findByRole('heading', { name: 'Cotizaciones' }, { timeout: 10_000 });

    // Tabs show their counts.
    expect(await screen.findByRole('tab', { name: /Enviadas\s*3/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Todas\s*6/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?estatus=CLOSE'));

    await user.click(screen.getByRole('radio', { name: 'Sin asignar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estatus=CLOSE&asignadas=unassigned'));
    await waitFor(() => expect(inboxCalls(requests).at(-1)?.get('assigned')).toBe('unassigned'));

    const before = inboxCalls(requests).length;
    await user.type(screen.getByLabelText('Buscar'), 'Pérez');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('buscar')).toBe('Pérez'));
    await waitFor(() => expect(inboxCalls(requests).at(-1)?.get('search')).toBe('Pérez'));
    // Debounced: fewer requests than letters (one for the whole word when typing is quick).
    expect(inboxCalls(requests).length - before).toBeLessThan('Pérez'.length);
    expect(screen.getByLabelText('Buscar')).toHaveValue('Pérez');
  }, 30_000);

  it('marks rows with unread operator messages and shows every column', async () => {
    storeAdminSession();
    adminApi([
      inboxItem({ id: 41 }),
      inboxItem({
        id: 42,
        status: 'IN_PROCESS',
        unread: true,
        admin: { id: 900, name: 'Andrea', last_name: 'Morales Díaz' },
        brand: { name: 'Lácteos La Vaquita', client: { name: 'Grupo Alimentos del Bajío' } },
        channel: { name: 'Distribuidor' },
      }),
    ]);
    renderApp('/admin');
    const unreadRow = (await screen.findByRole('link', { name: '42' }, { timeout: 10_000 })).closest('tr') as HTMLElement;
    const readRow = screen.getByRole('link', { name: '41' }).closest('tr') as HTMLElement;
    expect(within(unreadRow).getByRole('img', { name: 'Mensajes sin leer' })).toBeInTheDocument();
    expect(within(readRow).queryByRole('img', { name: 'Mensajes sin leer' })).toBeNull();

    for (const header of [
      'Folio',
      'Producto',
      'Vendedor',
      'Cliente / marca',
      'Unidades',
      'Precio final (MXN)',
      'Estatus',
      'Responsable',
      'Último mensaje',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(unreadRow).getByText('Grupo Alimentos del Bajío')).toBeInTheDocument();
    expect(within(unreadRow).getByText('En proceso')).toBeInTheDocument();
    expect(within(unreadRow).getByText('Andrea Morales Díaz')).toBeInTheDocument();
    expect(within(readRow).getByText('Sin asignar')).toBeInTheDocument();
    expect(within(readRow).getByText('$57,354.00')).toBeInTheDocument();
    expect(within(readRow).getByText('¿Se puede grabar a dos caras?')).toBeInTheDocument();
  }, 30_000);
});

describe('admin inbox: live changes', () => {
  it('refreshes and briefly highlights a quotation the notification channel reports', async () => {
    storeAdminSession();
    let rows = [inboxItem({ id: 41 })];
    const { requests } = mockApi({
      'GET /api/admin/quotations': () => jsonResponse(inboxPage(rows)),
      'GET /api/admin/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    const { queryClient } = renderApp('/admin');
    await screen.findByRole('link', { name: '41' }, { timeout: 10_000 });
    expect(document.querySelector('tr[data-quotation-id="41"]')?.className).not.toMatch(/flash/);

    // What the bridge does on a NotifyEvent: mark the quotation and invalidate the admin's queries.
    const before = inboxCalls(requests).length;
    rows = [inboxItem({ id: 43, status: 'SENT' }), ...rows];
    useAdminLiveStore.getState().touch(43);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    const fresh = (await screen.findByRole('link', { name: '43' }, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(inboxCalls(requests).length).toBeGreaterThan(before);
    expect(fresh.className).toMatch(/flash/);
    expect(document.querySelector('tr[data-quotation-id="41"]')?.className).not.toMatch(/flash/);
  }, 30_000);
});

/** The page's render count once it has not changed for 300 ms (a busy machine settles late). */
async function settledRenders(): Promise<number> {
  let last = -1;
  while (pageRenders.count !== last) {
    last = pageRenders.count;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

describe('admin inbox: background refreshes (issue 18)', () => {
  it('a refresh that brings the same rows does not render the page again (the real-time catch-up on connecting)', async () => {
    storeAdminSession();
    const { requests } = adminApi();
    const { queryClient } = renderApp('/admin');
    await screen.findByRole('link', { name: '42' }, { timeout: 10_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const rendersBefore = await settledRenders();
    const callsBefore = inboxCalls(requests).length;

    // What the real-time bridge does when its connection comes up: refresh every admin query.
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
    expect(inboxCalls(requests).length).toBeGreaterThan(callsBefore);
    expect(await settledRenders()).toBe(rendersBefore);
    expect(screen.getByRole('link', { name: '42' })).toBeInTheDocument();
  }, 30_000);
});

describe('admin inbox: no measured scrollbars (issue 18)', () => {
  it("scrolls the table and the navigation with the browser's own scrollbars, not Mantine's measured ones", async () => {
    storeAdminSession();
    adminApi();
    renderApp('/admin');
    const table = await screen.findByRole('table', { name: 'Cotizaciones' }, { timeout: 10_000 });
    await screen.findByRole('link', { name: '42' }, { timeout: 10_000 });
    const viewport = table.closest('.mantine-ScrollArea-viewport') as HTMLElement;
    // Mantine's drawn scrollbars set the viewport to overflow: scroll and measure it after renders.
    expect(viewport.style.overflowX).toBe('auto');
    expect(document.querySelector('.mantine-ScrollArea-scrollbar')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Administración' });
    expect(nav.querySelector('.mantine-ScrollArea-root')).toBeNull();
  }, 30_000);
});

describe('admin inbox: the date range follows the URL (issue 18)', () => {
  it('mounts in one render: the URL range is already the picked range', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return usePickerRange('2026-11-01', '2026-11-20');
    });
    expect(result.current[0]).toEqual(['2026-11-01', '2026-11-20']);
    expect(renders).toBe(1);
  });

  it('keeps a half-picked range until the URL changes, then shows the URL range', () => {
    const { result, rerender } = renderHook(({ start, end }) => usePickerRange(start, end), {
      initialProps: { start: null as string | null, end: null as string | null },
    });
    act(() => result.current[1](['2026-11-03', null]));
    rerender({ start: null, end: null });
    expect(result.current[0]).toEqual(['2026-11-03', null]);
    rerender({ start: '2026-11-05', end: '2026-11-09' });
    expect(result.current[0]).toEqual(['2026-11-05', '2026-11-09']);
  });
});

describe('admin session is apart from the operator session', () => {
  it('sends an operator without an admin session to /admin/login', async () => {
    storeSession();
    mockApi();
    const { router } = renderApp('/admin');
    await screen.findByRole('button', { name: 'Ingresar' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(document.title).toBe('Iniciar sesión | Cotizador Admin');
  });

  it('does not open operator screens with an admin session only', async () => {
    storeAdminSession();
    mockApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
  });

  it('sends admin calls with the admin token, never the operator one', async () => {
    storeSession('operator-token');
    storeAdminSession('admin-token');
    const { requests } = adminApi();
    renderApp('/admin');
    await waitFor(() => expect(inboxCalls(requests).length).toBeGreaterThan(0), { timeout: 10_000 });
    const call = requests.find((r) => r.path.startsWith('/api/admin/quotations'));
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
  });
});
