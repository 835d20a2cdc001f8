import type { AdminCompaniesResponse, AdminUser, AdminUsersResponse } from '@cotizador/contracts/admin-accounts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { demoInfo } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { UsersPage } from './users-page';

// Forms typed key by key on a shared machine take a while.
vi.setConfig({ testTimeout: 20_000 });

const company = { id: 1, code: 'promo-norte', name: 'Promocionales del Norte' };

function makeUser(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: 10,
    name: 'Laura',
    last_name: 'Gómez',
    email: 'vendedor@demo.mx',
    role: 'SALES_OPERATOR',
    active: true,
    state: 'active',
    company,
    created_at: '2026-11-20T18:00:00.000Z',
    updated_at: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

const me = makeUser({ id: 3, name: 'Andrea', last_name: 'Morales', email: 'admin@demo.mx', role: 'ADMIN', company: null });
const seller = makeUser({});
const pending = makeUser({
  id: 11,
  name: 'Jorge',
  last_name: 'Ramírez',
  email: 'pendiente@demo.mx',
  active: false,
  state: 'pending',
});

function page(data: AdminUser[]): AdminUsersResponse {
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

const companies: AdminCompaniesResponse = {
  data: [{ ...company, percentage_indirect_expenses: 10, users_count: 2, created_at: '', updated_at: '' }],
  current_page: 1,
  last_page: 1,
  per_page: 100,
  total: 1,
  from: 1,
  to: 1,
};

function renderPage() {
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <UsersPage />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('UsersPage', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // mantine-datatable shows a column while matchMedia('') matches, as it does in browsers.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  });
  afterAll(() => {
    window.matchMedia = original;
  });
  beforeEach(() => {
    useAdminSessionStore.setState({ token: 'admin-token', user: { ...demoInfo.user, id: me.id } });
  });
  afterEach(() => {
    useAdminSessionStore.setState({ token: null, user: null });
  });

  it('lists users with their state and offers only the actions that fit each one', async () => {
    mockApi({
      'GET /api/admin/users': () => jsonResponse(page([me, seller, pending])),
      'GET /api/admin/companies': () => jsonResponse(companies),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(screen.getByRole('row', { name: /Laura Gómez/ })).getByText('Activo')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Jorge Ramírez/ })).getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar a Laura Gómez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar a Andrea Morales' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar invitación a pendiente@demo.mx' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar invitación a vendedor@demo.mx' })).not.toBeInTheDocument();
    expect(screen.getByText('1–3 de 3')).toBeInTheDocument();
  });

  it('asks before deactivating, then sends the deactivation', async () => {
    const api = mockApi({
      'GET /api/admin/users': () => jsonResponse(page([seller])),
      'GET /api/admin/companies': () => jsonResponse(companies),
      'POST /api/admin/users/10/deactivate': () =>
        jsonResponse({ message: 'Usuario desactivado.', user: { ...seller, active: false, state: 'inactive' } }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Desactivar a Laura Gómez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
    expect(within(dialog).getByText(/Se cerrarán todas sus sesiones al instante/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.path.endsWith('/deactivate'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/admin/users/10/deactivate')).toHaveLength(1));
    expect(await screen.findByText('Usuario desactivado.')).toBeInTheDocument();
  });

  it('invites a user and shows the server’s field message under its field', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/admin/users': () => jsonResponse(page([])),
      'GET /api/admin/companies': () => jsonResponse(companies),
      'POST /api/admin/users': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(
              {
                message: 'Ya existe un usuario con ese correo.',
                code: 'VALIDATION_FAILED',
                errors: { email: ['Ya existe un usuario con ese correo.'] },
              },
              422,
            )
          : jsonResponse({ user: pending }, 201);
      },
    });
    const user = renderPage();
    expect(await screen.findByText('Aún no hay usuarios')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Invitar usuario' })[0] as HTMLElement);
    const form = await screen.findByRole('form', { name: 'Invitar usuario' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Jorge');
    await user.type(within(form).getByRole('textbox', { name: 'Apellidos' }), 'Ramírez');
    await user.type(within(form).getByRole('textbox', { name: 'Correo electrónico' }), 'pendiente@demo.mx');
    await user.click(within(form).getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Promocionales del Norte (promo-norte)' }));
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findByText('Ya existe un usuario con ese correo.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada a pendiente@demo.mx.')).toBeInTheDocument();
    const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/users');
    expect(sent[1]?.body).toEqual({
      name: 'Jorge',
      last_name: 'Ramírez',
      email: 'pendiente@demo.mx',
      role: 'SALES_OPERATOR',
      company_id: 1,
    });
  });
});
