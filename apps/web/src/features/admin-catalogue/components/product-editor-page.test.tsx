import type { AdminCatalogueOptions, AdminProduct } from '@cotizador/contracts/admin-products';
import { PRODUCT_MESSAGES } from '@cotizador/contracts/admin-products-rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { demoUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ProductEditorPage } from './product-editor-page';

// A long form typed key by key on a shared machine takes a while.
vi.setConfig({ testTimeout: 90_000 });

const catalogueOptions: AdminCatalogueOptions = {
  types: [{ id: 1, name: 'Termos' }],
  categories: [{ id: 5, name: 'Oficina' }],
  materials: [{ id: 7, name: 'Acero' }],
  versions: [{ id: 9, name: 'Navidad' }],
  colors: [{ id: 11, name: 'Azul', hex: '#1144AA' }],
  print_types: [{ id: 21, name: 'Serigrafía' }],
  box_types: [{ id: 31, name: 'Grande' }],
};

const product: AdminProduct = {
  id: 4,
  sku: 'TER-001',
  name: 'Termo Ártico',
  description: 'Acero inoxidable.',
  images: [],
  length: 10,
  width: 8,
  height: 25,
  weight: 0.4,
  unit_measure: 'cm',
  material_id: 7,
  product_version_id: null,
  notes: null,
  is_active: true,
  type_ids: [1],
  category_ids: [5],
  colors: [{ id: 40, color_id: 11, name: 'Azul', hex: '#1144AA', stock: 120, images: [], quoted: true }],
  sale_volumes: [
    { id: 50, minimum_units: 1, maximum_units: 500, days_customization: 5, base_price_cents: 10_000, quoted: false },
  ],
  customizations: [
    {
      id: 60,
      print_type_id: 21,
      personalization: '1 tinta',
      max_number_inks: 1,
      printing_area: null,
      costs: [{ minimum_units: 1, cost_per_unit_cents: 500 }],
      quoted: false,
    },
  ],
  box: {
    length: 40,
    width: 30,
    height: 20,
    weight: 5,
    dimensions_known: true,
    master: {
      box_type_id: null,
      max_total_containers: 50,
      days_approx_shipping: 3,
      base_delivery_price_cents: 15_000,
      packaging_price_cents: 0,
    },
  },
  related: [],
  updated_at: '2026-11-20T18:00:00.000Z',
};

const companies = {
  data: [
    {
      id: 3,
      code: 'promo-norte',
      name: 'Promocionales del Norte',
      percentage_indirect_expenses: 20,
      users_count: 1,
      created_at: '',
      updated_at: '',
    },
  ],
  current_page: 1,
  last_page: 1,
  per_page: 100,
  total: 1,
  from: 1,
  to: 1,
};

function renderEditor(id: number | 'new') {
  const router = createMemoryRouter(
    [
      { path: '/admin/catalogue/products/:id', element: <ProductEditorPage /> },
      { path: '/admin/catalogue', element: <p>Lista</p> },
    ],
    { initialEntries: [`/admin/catalogue/products/${id}`] },
  );
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router };
}

const base = {
  'GET /api/admin/catalogue/options': () => jsonResponse(catalogueOptions),
  'GET /api/admin/companies': () => jsonResponse(companies),
  'GET /api/admin/catalogue/products': () =>
    jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null }),
  'GET /api/admin/audit': () =>
    jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null }),
};

describe('Editor de producto (admin)', () => {
  beforeEach(() => {
    useAdminSessionStore.setState({ token: 'admin-token', user: demoUser });
  });
  afterEach(() => {
    useAdminSessionStore.setState({ token: null, user: null });
  });

  it('checks the fields before sending, with the server’s Spanish messages', async () => {
    const api = mockApi(base);
    const { user } = renderEditor('new');
    const form = await screen.findByRole('form', { name: 'Nuevo producto' });
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'mal sku');
    await user.click(within(form).getByRole('button', { name: 'Agregar volumen' }));
    const volume = within(form).getByRole('group', { name: 'Volumen 1' });
    await user.type(within(volume).getByRole('textbox', { name: 'Unidades mínimas' }), '10');
    await user.type(within(volume).getByRole('textbox', { name: 'Unidades máximas' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Agregar color' }));
    const color = within(form).getByRole('group', { name: 'Color 1' });
    const hex = within(color).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, 'azul');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText(PRODUCT_MESSAGES.skuFormat)).toBeInTheDocument();
    expect(within(form).getByText(PRODUCT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(PRODUCT_MESSAGES.maxBelowMin)).toBeInTheDocument();
    expect(within(form).getByText(PRODUCT_MESSAGES.colorRequired)).toBeInTheDocument();
    expect(within(form).getByText(PRODUCT_MESSAGES.hex)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'SKU' })).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form)
        .getByText(/^Hay \d+ campos por corregir\.$/)
        .closest('[role="alert"]'),
    ).not.toBeNull();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('saves the changes in one PATCH (money in centavos) and shows the server’s field errors', async () => {
    let attempts = 0;
    const api = mockApi({
      ...base,
      'GET /api/admin/catalogue/products/4': () => jsonResponse({ product }),
      'PATCH /api/admin/catalogue/products/4': (request) => {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            { message: PRODUCT_MESSAGES.skuTaken, code: 'VALIDATION_FAILED', errors: { sku: [PRODUCT_MESSAGES.skuTaken] } },
            422,
          );
        const body = request.body as { name: string };
        return jsonResponse({ message: PRODUCT_MESSAGES.updated, product: { ...product, name: body.name } });
      },
    });
    const { user } = renderEditor(4);
    const form = await screen.findByRole('form', { name: 'Editar producto' });
    const name = within(form).getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Termo Ártico');
    await user.clear(name);
    await user.type(name, 'Termo Polar');
    const price = within(within(form).getByRole('group', { name: 'Volumen 1' })).getByRole('textbox', {
      name: 'Precio base (MXN)',
    });
    await user.clear(price);
    await user.type(price, '123.45');
    // A colour with quotations cannot be removed.
    expect(within(form).getByRole('button', { name: 'Quitar color 1' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(PRODUCT_MESSAGES.skuTaken)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();

    const patches = api.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1]?.body).toMatchObject({
      sku: 'TER-001',
      name: 'Termo Polar',
      sale_volumes: [{ minimum_units: 1, maximum_units: 500, days_customization: 5, base_price_cents: 12_345 }],
      customizations: [
        { print_type_id: 21, personalization: '1 tinta', costs: [{ minimum_units: 1, cost_per_unit_cents: 500 }] },
      ],
      colors: [{ color_id: 11, name: 'Azul', hex: '#1144AA', stock: 120 }],
      box: { master: { max_total_containers: 50, base_delivery_price_cents: 15_000 } },
      related_ids: [],
    });
    await waitFor(() => expect(within(form).queryByText(PRODUCT_MESSAGES.skuTaken)).not.toBeInTheDocument());
  });

  it('previews the operator’s price with the company percentage (domain pricing)', async () => {
    mockApi({ ...base, 'GET /api/admin/catalogue/products/4': () => jsonResponse({ product }) });
    const { user } = renderEditor(4);
    const preview = await screen.findByRole('region', { name: 'Vista previa del precio para el vendedor' });
    await user.click(within(preview).getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Promocionales del Norte' }));
    await user.click(within(preview).getByRole('combobox', { name: 'Personalización' }));
    await user.click(await screen.findByRole('option', { name: 'Serigrafía · 1 tinta' }));
    // 100 / (1 − 0.20) + 5 = 130 per piece; 100 pieces + 2 master boxes × 150 = 13,300.
    expect(within(preview).getByTestId('price-preview-result')).toHaveTextContent('Precio unitario $130.00 · Total $13,300.00');
    const units = within(preview).getByRole('textbox', { name: 'Unidades' });
    await user.clear(units);
    await user.type(units, '900');
    expect(within(preview).getByTestId('price-preview-result')).toHaveTextContent(
      'Ningún volumen de precio incluye esas unidades.',
    );
  });
});
