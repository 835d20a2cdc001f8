import type { AdminBanner, AdminSlider, AdminSlidersResponse, ContentProduct } from '@cotizador/contracts/admin-content';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { ContentPage } from './content-page';
import { moveItem } from './sortable-list';

vi.setConfig({ testTimeout: 20_000 });

function slider(id: number, title: string, overrides: Partial<AdminSlider> = {}): AdminSlider {
  return {
    id,
    title,
    description: null,
    status: true,
    product: null,
    product_color: null,
    image: [`/media/content/${String(id).padStart(32, '0')}.webp`],
    image_mobile: [],
    sort_order: id,
    ...overrides,
  };
}

function page(data: AdminSlider[]): AdminSlidersResponse {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 100,
    total: data.length,
    from: data.length ? 1 : null,
    to: data.length || null,
  };
}

function renderPage() {
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <ContentPage />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
  });
});

describe('ContentPage', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
    URL.revokeObjectURL = vi.fn();
  });

  it('reorders sliders with the arrow buttons and saves the new order', async () => {
    const api = mockApi({
      'GET /api/admin/sliders': () =>
        jsonResponse(page([slider(1, 'Navidad'), slider(2, 'Regreso a clases', { status: false })])),
      'POST /api/admin/sliders/order': () => jsonResponse({ sliders: [] }),
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Orden de los sliders' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Navidad'), expect.stringContaining('Regreso a clases')]);
    expect(screen.getByText('1 visibles de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Navidad' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Subir Regreso a clases' }));
    await waitFor(() => expect(api.requests.find((r) => r.path === '/api/admin/sliders/order')?.body).toEqual({ ids: [2, 1] }));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Regreso a clases');
  });

  it('creates a slider from the form with a live preview and shows the server’s image message', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/admin/sliders': () => jsonResponse(page([])),
      'POST /api/admin/sliders': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(
              {
                message: 'La imagen debe ser PNG, JPG o WebP.',
                code: 'VALIDATION_FAILED',
                errors: { image: ['La imagen debe ser PNG, JPG o WebP.'] },
              },
              422,
            )
          : jsonResponse({ slider: slider(5, 'Buen Fin') }, 201);
      },
    });
    const user = renderPage();
    expect(await screen.findByText(/Aún no hay sliders/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo slider' }));
    const form = await screen.findByRole('form', { name: 'Slider' });
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), 'Buen Fin');
    expect(within(form).getByRole('img', { name: 'Vista en escritorio: Buen Fin' })).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Vista en celular: Buen Fin' })).toBeInTheDocument();

    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'buen-fin.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await within(form).findByText('La imagen debe ser PNG, JPG o WebP.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Slider creado.')).toBeInTheDocument();

    const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/sliders');
    const body = sent[1]?.body as FormData;
    expect(body.get('title')).toBe('Buen Fin');
    expect(body.get('status')).toBe('true');
    expect((body.get('image') as File).name).toBe('buen-fin.png');
    expect(body.get('image_mobile')).toBeNull();
  });

  const thermos: ContentProduct = {
    id: 41,
    name: 'Termo de acero',
    sku: 'TER-041',
    colors: [
      { id: 410, color: { id: 1, name: 'Negro', hex: '#111111' } },
      { id: 411, color: { id: 2, name: 'Rojo', hex: '#c92a2a' } },
    ],
  };
  const notebook: ContentProduct = { id: 52, name: 'Libreta de piel', sku: 'LIB-052', colors: [] };

  /** The server filters by name or SKU, or returns the one product with that id. */
  function productsHandler(request: { path: string }) {
    const query = new URL(request.path, 'http://localhost').searchParams;
    const id = query.get('id');
    const search = (query.get('search') ?? '').toLowerCase();
    const all = [thermos, notebook];
    const products = id
      ? all.filter((p) => String(p.id) === id)
      : all.filter((p) => `${p.name} ${p.sku}`.toLowerCase().includes(search));
    return jsonResponse({ products });
  }

  it('picks the slider’s product by a server search and one of its colours by swatch, and sends both', async () => {
    const api = mockApi({
      'GET /api/admin/sliders': () => jsonResponse(page([])),
      'GET /api/admin/content/products': productsHandler,
      'POST /api/admin/sliders': () => jsonResponse({ slider: slider(7, 'Termos') }, 201),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo slider' }));
    const form = await screen.findByRole('form', { name: 'Slider' });
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), 'Termos');
    const colorBox = within(form).getByLabelText('Color del producto (opcional)', { selector: 'input' });
    expect(colorBox).toBeDisabled();

    await user.type(within(form).getByLabelText('Producto (opcional)', { selector: 'input' }), 'ter-0');
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/admin/content/products?search=ter-0')).toBe(true));
    const option = await screen.findByRole('option', { name: 'Termo de acero (TER-041)' });
    expect(screen.queryByRole('option', { name: /Libreta/ })).not.toBeInTheDocument();
    await user.click(option);

    await waitFor(() => expect(colorBox).toBeEnabled());
    await user.click(colorBox);
    await user.click(await screen.findByRole('option', { name: 'Rojo' }));
    expect(colorBox).toHaveValue('Rojo');

    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 't.png', { type: 'image/png' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Slider creado.')).toBeInTheDocument();
    const body = api.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/sliders')?.body as FormData;
    expect(body.get('product_id')).toBe('41');
    expect(body.get('product_color_id')).toBe('411');
  });

  it('editing a slider shows its product and colour; another product drops the colour', async () => {
    const existing = slider(3, 'Termos', {
      product: { id: 41, name: 'Termo de acero', sku: 'TER-041' },
      product_color: { id: 410, color: { id: 1, name: 'Negro', hex: '#111111' } },
    });
    const api = mockApi({
      'GET /api/admin/sliders': () => jsonResponse(page([existing])),
      'GET /api/admin/content/products': productsHandler,
      'GET /api/admin/audit': () =>
        jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null }),
      'PATCH /api/admin/sliders/3': () => jsonResponse({ slider: existing }),
    });
    const user = renderPage();
    expect(await screen.findByText('Producto: Termo de acero (TER-041) · Negro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Termos' }));
    const form = await screen.findByRole('form', { name: 'Slider' });
    expect(within(form).getByLabelText('Producto (opcional)', { selector: 'input' })).toHaveValue('Termo de acero (TER-041)');
    await waitFor(() =>
      expect(within(form).getByLabelText('Color del producto (opcional)', { selector: 'input' })).toHaveValue('Negro'),
    );

    const productBox = within(form).getByLabelText('Producto (opcional)', { selector: 'input' });
    await user.clear(productBox);
    await user.type(productBox, 'libreta');
    await user.click(await screen.findByRole('option', { name: 'Libreta de piel (LIB-052)' }));
    const colorBox = within(form).getByLabelText('Color del producto (opcional)', { selector: 'input' });
    await waitFor(() => expect(colorBox).toBeDisabled());
    expect(colorBox).toHaveValue('');
    expect(within(form).getByText(/no tiene colores/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const body = api.requests.find((r) => r.method === 'PATCH')?.body as FormData;
    expect(body.get('product_id')).toBe('52');
    expect(body.get('product_color_id')).toBe('');
  });

  it('chooses a banner’s category from the list of categories', async () => {
    const created: AdminBanner = {
      id: 9,
      title: 'Navidad',
      description: null,
      status: true,
      section: 'home',
      category: { id: 4, name: 'Navidad' },
      image: [],
      sort_order: 0,
    };
    const api = mockApi({
      'GET /api/admin/sliders': () => jsonResponse(page([])),
      'GET /api/admin/banners': () => jsonResponse({ ...page([]), data: [] }),
      'GET /api/admin/content/categories': () =>
        jsonResponse({
          categories: [
            { id: 4, name: 'Navidad' },
            { id: 6, name: 'Regreso a clases' },
          ],
        }),
      'POST /api/admin/banners': () => jsonResponse({ banner: created }, 201),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Banners' }));
    await user.click(await screen.findByRole('button', { name: 'Nuevo banner' }));
    const form = await screen.findByRole('form', { name: 'Banner' });
    await user.type(within(form).getByRole('textbox', { name: 'Título' }), 'Navidad');
    await user.click(within(form).getByLabelText('Categoría (opcional)', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Regreso a clases' }));
    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'b.png', { type: 'image/png' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Banner creado.')).toBeInTheDocument();
    const body = api.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/banners')?.body as FormData;
    expect(body.get('category_id')).toBe('6');
    expect(body.get('section')).toBe('home');
  });
});
