import type { AdminChannel, AdminChannelsResponse } from '@cotizador/contracts/admin-accounts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ChannelsPage } from './channels-page';

vi.setConfig({ testTimeout: 20_000 });

function page(data: AdminChannel[]): AdminChannelsResponse {
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

describe('ChannelsPage', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // mantine-datatable shows a column while matchMedia('') matches, as it does in browsers.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('shows the removed channels behind "Mostrar eliminados" and restores one', async () => {
    let removed: AdminChannel[] = [{ id: 8, name: 'Licitaciones', quotations_count: 3 }];
    const api = mockApi({
      'GET /api/admin/channels': (request) =>
        jsonResponse(
          page(request.path.includes('removed=true') ? removed : [{ id: 1, name: 'Distribuidor', quotations_count: 12 }]),
        ),
      'POST /api/admin/channels/8/restore': () => {
        removed = [];
        return jsonResponse({
          message: 'Canal restaurado: vuelve a aparecer en las cotizaciones nuevas.',
          channel: { id: 8, name: 'Licitaciones', quotations_count: 3 },
        });
      },
    });
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <ChannelsPage />
      </AppProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Distribuidor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar Licitaciones' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Mostrar eliminados' }));
    const table = await screen.findByRole('table', { name: 'Canales de venta eliminados' });
    expect(within(table).getByText('Licitaciones')).toBeInTheDocument();
    expect(within(table).queryByText('Distribuidor')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Eliminar Licitaciones' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restaurar Licitaciones' }));
    expect(await screen.findByText('Canal restaurado: vuelve a aparecer en las cotizaciones nuevas.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/admin/channels/8/restore']);
    expect(await screen.findByText('No hay canales eliminados que restaurar.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.filter((r) => r.path.includes('removed=true')).length).toBeGreaterThanOrEqual(2));
  });
});
