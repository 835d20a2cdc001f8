import type { AdminTaxonomiesResponse, AdminTaxonomy } from '@cotizador/contracts/admin-taxonomies';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { TaxonomiesPage } from './taxonomies-page';

vi.setConfig({ testTimeout: 20_000 });

const BASE = '/api/admin/catalogue/taxonomies';

function entry(overrides: Partial<AdminTaxonomy> & Pick<AdminTaxonomy, 'id' | 'name'>): AdminTaxonomy {
  return { hex: null, image: null, products_count: 0, quotations_count: 0, banners_count: 0, ...overrides };
}

function page(data: AdminTaxonomy[]): AdminTaxonomiesResponse {
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

const categories = [
  entry({ id: 1, name: 'Navidad', products_count: 12, banners_count: 1, image: '/media/content/a.webp' }),
  entry({ id: 2, name: 'Navidades', products_count: 3 }),
  entry({ id: 3, name: 'Verano' }),
];
const colors = [entry({ id: 7, name: 'Rojo', hex: '#C62828', products_count: 9, quotations_count: 4 })];

function renderPage(path = '/admin/catalogue/taxonomies') {
  const router = createMemoryRouter([{ path: '/admin/catalogue/taxonomies', element: <TaxonomiesPage /> }], {
    initialEntries: [path],
  });
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

const writes = (requests: MockRequest[]) => requests.filter((r) => r.method !== 'GET');

describe('TaxonomiesPage', () => {
  const original = window.matchMedia;
  beforeAll(() => {
    // mantine-datatable shows a column while matchMedia('') matches, as it does in browsers.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '' });
  });
  afterAll(() => {
    window.matchMedia = original;
  });

  it('shows one tab per list with usage counts; the tab is kept in ?kind=', async () => {
    const api = mockApi({
      [`GET ${BASE}/categories`]: () => jsonResponse(page(categories)),
      [`GET ${BASE}/colors`]: () => jsonResponse(page(colors)),
    });
    const { router, user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Categorías (temporadas)' });
    const navidad = within(table).getByText('Navidad').closest('tr') as HTMLElement;
    expect(within(navidad).getByText('12')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Categorías (temporadas)',
      'Tipos de producto',
      'Materiales',
      'Colores',
      'Técnicas de impresión',
      'Versiones de producto',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Colores' }));
    const colorTable = await screen.findByRole('table', { name: 'Colores' });
    const rojo = within(colorTable).getByText('Rojo').closest('tr') as HTMLElement;
    expect(within(rojo).getByText('#C62828')).toBeInTheDocument();
    // Products and quotations that use it.
    expect(within(rojo).getByText('9')).toBeInTheDocument();
    expect(within(rojo).getByText('4')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=colors');
    expect(api.requests.some((r) => r.path.startsWith(`${BASE}/colors?`))).toBe(true);
  });

  it('renames an entry and shows the server refusal of a duplicate name under the field', async () => {
    let attempt = 0;
    const api = mockApi({
      [`GET ${BASE}/categories`]: () => jsonResponse(page(categories)),
      [`PATCH ${BASE}/categories/3`]: (request) => {
        attempt += 1;
        const name = (request.body as FormData).get('name');
        if (attempt === 1) {
          return jsonResponse(
            { message: 'Ya existe una categoría con ese nombre.', errors: { name: ['Ya existe una categoría con ese nombre.'] } },
            422,
          );
        }
        return jsonResponse({ entry: entry({ id: 3, name: String(name) }) });
      },
      'GET /api/admin/audit': () => jsonResponse({ ...page([]), data: [] }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Editar Verano' }));
    const field = await screen.findByRole('textbox', { name: /Nombre/ });
    await user.clear(field);
    await user.type(field, 'navidad');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe una categoría con ese nombre.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'Verano 2027');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    const sent = writes(api.requests).map((r) => (r.body as FormData).get('name'));
    expect(sent).toEqual(['navidad', 'Verano 2027']);
  });

  it('keeps the refusal of a delete in the dialog and offers the merge, which moves the uses', async () => {
    const api = mockApi({
      [`GET ${BASE}/categories`]: () => jsonResponse(page(categories)),
      [`DELETE ${BASE}/categories/2`]: () =>
        jsonResponse(
          {
            message: 'No se puede eliminar: la usan 3 productos. Fusiónala con otra entrada para conservar esos usos.',
            code: 'CONFLICT',
          },
          409,
        ),
      [`POST ${BASE}/categories/2/merge`]: () =>
        jsonResponse({
          message: '«Navidades» se fusionó con «Navidad»: 3 productos pasaron a «Navidad».',
          entry: entry({ id: 1, name: 'Navidad', products_count: 15 }),
        }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Navidades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    expect(within(dialog).getByText(/Ahora la usan 3 productos/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se puede eliminar: la usan 3 productos.');

    await user.click(within(dialog).getByRole('button', { name: 'Fusionar con…' }));
    const merge = await screen.findByRole('dialog', { name: 'Fusionar categoría' });
    await user.click(within(merge).getByRole('button', { name: 'Fusionar' }));
    expect(await within(merge).findByText('Elige la entrada con la que se fusiona.')).toBeInTheDocument();
    await user.click(within(merge).getByRole('combobox', { name: /Fusionar con/ }));
    // The entry itself is not offered.
    expect(screen.queryByRole('option', { name: 'Navidades' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Navidad' }));
    await user.click(within(merge).getByRole('button', { name: 'Fusionar' }));
    expect(await screen.findByText('«Navidades» se fusionó con «Navidad»: 3 productos pasaron a «Navidad».')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fusionar categoría' })).not.toBeInTheDocument());
    expect(writes(api.requests).map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', `${BASE}/categories/2`, null],
      ['POST', `${BASE}/categories/2/merge`, { into_id: 1 }],
    ]);
  });

  it('creates a colour with its hex from the colour field; a value that is not a colour is caught before sending', async () => {
    const api = mockApi({
      [`GET ${BASE}/colors`]: () => jsonResponse(page(colors)),
      [`POST ${BASE}/colors`]: (request) => {
        const form = request.body as FormData;
        return jsonResponse({ entry: entry({ id: 9, name: String(form.get('name')), hex: '#1A2B3C' }) }, 201);
      },
    });
    const { user } = renderPage('/admin/catalogue/taxonomies?kind=colors');
    await screen.findByRole('table', { name: 'Colores' });
    await user.click(screen.getByRole('button', { name: 'Nuevo color' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo color' });
    await user.type(within(drawer).getByRole('textbox', { name: /Nombre/ }), 'Azul petróleo');
    const hex = within(drawer).getByRole('textbox', { name: /Color \(hexadecimal\)/ });
    await user.type(hex, 'azul');
    await user.click(within(drawer).getByRole('button', { name: 'Crear' }));
    // The colour field drops a value that is not a colour when it loses focus.
    expect(await within(drawer).findByText('El campo color hexadecimal es requerido.')).toBeInTheDocument();
    expect(writes(api.requests)).toEqual([]);

    await user.clear(hex);
    await user.type(hex, '#1a2b3c');
    await user.click(within(drawer).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Color creado.')).toBeInTheDocument();
    const sent = writes(api.requests).map((r) => r.body as FormData);
    expect(sent.map((form) => [form.get('name'), form.get('hex'), form.has('image')])).toEqual([
      // Colours take no image.
      ['Azul petróleo', '#1a2b3c', false],
    ]);
  });
});
