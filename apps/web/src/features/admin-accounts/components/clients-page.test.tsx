import type { AdminClient, AdminClientsResponse } from '@cotizador/contracts/admin-accounts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ClientsPage } from './clients-page';

vi.setConfig({ testTimeout: 20_000 });

function page(data: AdminClient[]): AdminClientsResponse {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length || null,
  };
}

describe('ClientsPage', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // mantine-datatable shows a column while matchMedia('') matches, as it does in browsers.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('lists removed clients with the brands that come back with them, and shows a refused restore', async () => {
    const removed: AdminClient = { id: 4, name: 'Lácteos del Bajío', brands: [{ id: 40, name: 'Bajío Leche', client_id: 4 }] };
    const api = mockApi({
      'GET /api/admin/clients': (request) =>
        jsonResponse(
          page(request.path.includes('removed=true') ? [removed] : [{ id: 1, name: 'Cervecería del Golfo', brands: [] }]),
        ),
      'POST /api/admin/clients/4/restore': () =>
        jsonResponse(
          {
            message: 'Ya existe un cliente activo con ese nombre: cambia su nombre antes de restaurar este.',
            code: 'CONFLICT',
          },
          409,
        ),
    });
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <ClientsPage />
      </AppProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Cervecería del Golfo')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Mostrar eliminados' }));
    const table = await screen.findByRole('table', { name: 'Clientes eliminados' });
    expect(within(table).getByText('Bajío Leche')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Editar Lácteos del Bajío' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restaurar Lácteos del Bajío' }));
    expect(
      await screen.findByText('Ya existe un cliente activo con ese nombre: cambia su nombre antes de restaurar este.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/admin/clients/4/restore']);
    expect(within(table).getByText('Lácteos del Bajío')).toBeInTheDocument();
  });

  it('restores a brand removed on its own from the client drawer', async () => {
    let removedBrands = [{ id: 12, name: 'Golfo Oscura', client_id: 1 }];
    const api = mockApi({
      'GET /api/admin/clients': () =>
        jsonResponse(page([{ id: 1, name: 'Cervecería del Golfo', brands: [{ id: 11, name: 'Golfo Light', client_id: 1 }] }])),
      'GET /api/admin/clients/1/brands': () => jsonResponse({ brands: removedBrands }),
      'GET /api/admin/audit': () =>
        jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null }),
      'POST /api/admin/clients/1/brands/12/restore': () => {
        removedBrands = [];
        return jsonResponse({
          message: 'Marca restaurada: vuelve a aparecer en las cotizaciones nuevas.',
          brand: { id: 12, name: 'Golfo Oscura', client_id: 1 },
        });
      },
    });
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <ClientsPage />
      </AppProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Cervecería del Golfo' }));
    const list = await screen.findByRole('list', { name: 'Marcas eliminadas' });
    expect(within(list).getByText('Golfo Oscura')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/admin/clients/1/brands?removed=true')).toBe(true);
    await user.click(within(list).getByRole('button', { name: 'Restaurar la marca Golfo Oscura' }));
    expect(await screen.findByText('Marca restaurada: vuelve a aparecer en las cotizaciones nuevas.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/admin/clients/1/brands/12/restore',
    ]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Marcas eliminadas' })).not.toBeInTheDocument());
  });
});
