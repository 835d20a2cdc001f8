import type { AdminClient, AdminClientsResponse } from '@cotizador/contracts/admin-accounts';
import { render, screen, within } from '@testing-library/react';
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
});
