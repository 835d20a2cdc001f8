import type { AdminSlider, AdminSlidersResponse } from '@cotizador/contracts/admin-content';
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
});
