import type { AdminCatalogueOptions, AdminProductRow, AdminProductsResponse } from '@cotizador/contracts/admin-products';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { demoUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ProductsPage } from './products-page';

vi.setConfig({ testTimeout: 20_000 });

const catalogueOptions: AdminCatalogueOptions = {
  types: [
    { id: 1, name: 'Termos' },
    { id: 2, name: 'Plumas' },
  ],
  categories: [{ id: 5, name: 'Oficina' }],
  materials: [{ id: 7, name: 'Acero' }],
  versions: [{ id: 9, name: 'Navidad' }],
  colors: [
    { id: 11, name: 'Azul', hex: '#1144AA' },
    { id: 12, name: 'Rojo', hex: '#CC0000' },
  ],
  print_types: [{ id: 21, name: 'Serigrafía' }],
  box_types: [{ id: 31, name: 'Grande' }],
};

const row = (overrides: Partial<AdminProductRow>): AdminProductRow => ({
  id: 1,
  sku: 'TER-001',
  name: 'Termo Ártico',
  image: '/media/demo/termo.svg',
  is_active: true,
  colors: [
    { name: 'Azul', hex: '#1144AA', stock: 120 },
    { name: 'Rojo', hex: '#CC0000', stock: 0 },
  ],
  total_stock: 120,
  ...overrides,
});

function page(data: AdminProductRow[], total = data.length): AdminProductsResponse {
  return {
    data,
    current_page: 1,
    last_page: Math.ceil(total / 20) || 1,
    per_page: 20,
    total,
    from: data.length ? 1 : null,
    to: data.length || null,
  };
}

function renderPage(url = '/admin/catalogue') {
  const router = createMemoryRouter(
    [
      { path: '/admin/catalogue', element: <ProductsPage /> },
      { path: '/admin/catalogue/products/:id', element: <p>Editor abierto</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router };
}

describe('Productos (admin)', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // mantine-datatable shows a column while matchMedia('') matches, as it does in browsers.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  });
  afterAll(() => {
    window.matchMedia = original;
  });
  beforeEach(() => {
    useAdminSessionStore.setState({ token: 'admin-token', user: demoUser });
  });
  afterEach(() => {
    useAdminSessionStore.setState({ token: null, user: null });
  });

  it('shows each product with its colours and stock, and opens the editor on a row click', async () => {
    mockApi({
      'GET /api/admin/catalogue/products': () =>
        jsonResponse(
          page(
            [row({}), row({ id: 2, sku: 'PLU-9', name: 'Pluma', is_active: false, colors: [], total_stock: 0, image: null })],
            45,
          ),
        ),
      'GET /api/admin/catalogue/options': () => jsonResponse(catalogueOptions),
    });
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Productos' });
    const first = within(table).getByRole('row', { name: /TER-001/ });
    expect(within(first).getByText('Termo Ártico')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    expect(within(first).getByText('Azul:')).toBeInTheDocument();
    expect(within(first).getByText('120', { selector: 'p' })).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /PLU-9/ });
    expect(within(second).getByText('Inactivo')).toBeInTheDocument();
    expect(within(second).getByText('Sin colores')).toBeInTheDocument();
    expect(screen.getByText('1–2 de 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo producto' })).toHaveAttribute('href', '/admin/catalogue/products/new');

    await user.click(within(second).getByText('Pluma'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/catalogue/products/2'));
  });

  it('keeps search, type and state in the URL and sends them to the API', async () => {
    const api = mockApi({
      'GET /api/admin/catalogue/products': () => jsonResponse(page([row({})])),
      'GET /api/admin/catalogue/options': () => jsonResponse(catalogueOptions),
    });
    const { user, router } = renderPage('/admin/catalogue?activo=0');
    await screen.findByRole('table', { name: 'Productos' });
    expect(api.requests.some((r) => r.path.includes('active=0'))).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'termo');
    await waitFor(() => expect(router.state.location.search).toContain('q=termo'));
    await waitFor(() =>
      expect(api.requests.some((r) => r.path.includes('search=termo') && r.path.includes('active=0'))).toBe(true),
    );
    // One request after the pause, not one per key.
    expect(api.requests.filter((r) => r.path.includes('search=t&') || r.path.endsWith('search=t'))).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Plumas' }));
    await waitFor(() => expect(router.state.location.search).toContain('tipo=2'));
    await waitFor(() => expect(api.requests.some((r) => r.path.includes('type=2'))).toBe(true));
  });

  it('says so when nothing matches the filters', async () => {
    mockApi({
      'GET /api/admin/catalogue/products': () => jsonResponse(page([])),
      'GET /api/admin/catalogue/options': () => jsonResponse(catalogueOptions),
    });
    renderPage('/admin/catalogue?q=zzz');
    expect(await screen.findByText('Ningún producto coincide con la búsqueda o los filtros.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('zzz');
  });
});
