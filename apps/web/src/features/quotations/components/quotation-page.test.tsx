import type { QuotationDetail } from '@cotizador/contracts/quotation-detail';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoInfo } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { penProduct } from '../../quote/testing/product-fixtures';
import { CLOSED_TEXT, QUOTATION_NOT_FOUND_TEXT, STATUS_TEXTS } from './quotation-page';

vi.setConfig({ testTimeout: 20_000 });

const admin = { name: 'Andrea', last_name: 'Morales Díaz', avatar: [] };
const price = (final: number, created_at: string, byAdmin = false) => ({
  units: 500,
  number_of_positions: 1,
  historic_base_price: final / 500 - 2,
  historic_packaging_price_by_container: 0,
  historic_cost_per_impression: 2,
  historic_final_price: final,
  created_at,
  created_by: byAdmin ? admin : null,
});

function quotation(overrides: Partial<QuotationDetail> = {}): QuotationDetail {
  return {
    id: 7,
    status: 'SENT',
    admin_id: 3,
    admin,
    product_id: penProduct.id,
    product: penProduct,
    color: { id: 1, name: 'Azul marino', hex: '#1f2a44', images: [] },
    channel: null,
    brand: null,
    print_type_id: 1,
    print_type: { name: 'Grabado láser' },
    personalization: '3 x 3 cm - 7 x 7 cm',
    max_number_inks: null,
    ink_text: 'No aplica',
    printing_area: '8 x 10 cm',
    special_quotation: false,
    additional_requirements: null,
    file: null,
    file_name: null,
    units: 500,
    number_of_positions: 1,
    custom_total_master_boxes: 2,
    custom_days_approx_delivery: 10,
    custom_days_approx_customization: 6,
    custom_days_approx_shipping: 4,
    created_at: '2026-11-18T18:00:00.000Z',
    sales_operator: { name: 'Valeria', last_name: 'Hernández' },
    messages: [],
    historic_prices: [price(10_000, '2026-11-18T18:00:00.000Z')],
    ...overrides,
  };
}

async function open(detail: QuotationDetail | null) {
  storeSession('token-valido', demoInfo);
  const api = mockApi({
    'GET /api/auth/info-by-token': () => jsonResponse(demoInfo),
    'GET /api/sales-operator/quotations/7/data': () =>
      detail
        ? jsonResponse({ quotation: detail })
        : jsonResponse({ message: 'La cotización no existe.', code: 'NOT_FOUND' }, 404),
  });
  renderApp('/quotation/7');
  return api;
}

describe('quotation detail (SPEC §2)', () => {
  it('shows the heading, the responsible admin and the SENT text with the editor', async () => {
    await open(quotation());
    expect(await screen.findByRole('heading', { name: 'Solicitud 7' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(STATUS_TEXTS.SENT)).toBeInTheDocument();
    expect(screen.getByText('Andrea Morales Díaz')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enviar' }, { timeout: 8000 })).toBeDisabled();
    expect(screen.queryByText(CLOSED_TEXT)).not.toBeInTheDocument();
  });

  it('says "en proceso" while the admin works on it', async () => {
    await open(quotation({ status: 'IN_PROCESS' }));
    expect(await screen.findByText(STATUS_TEXTS.IN_PROCESS, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('hides the editor of a finished quotation and says so', async () => {
    await open(quotation({ status: 'CLOSE' }));
    expect(await screen.findByText(CLOSED_TEXT, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(STATUS_TEXTS.CLOSE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('renders the chat sanitised, mine apart from the admin', async () => {
    await open(
      quotation({
        messages: [
          {
            id: 1,
            user_id: demoInfo.user.id,
            user: { name: demoInfo.user.name, last_name: demoInfo.user.last_name, avatar: [] },
            is_admin: false,
            message: '<p>Hola <strong>equipo</strong><img src=x onerror="window.__xss=1"></p>',
            created_at: '2026-11-19T16:00:00.000Z',
          },
          { id: 2, user_id: 3, user: admin, is_admin: true, message: '<p>¡Claro!</p>', created_at: '2026-11-19T17:00:00.000Z' },
        ],
      }),
    );
    const log = await screen.findByRole('log', { name: 'Mensajes de la cotización' }, { timeout: 8000 });
    expect(within(log).getByText('equipo').tagName).toBe('STRONG');
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText(/^Tú/)).toBeInTheDocument();
    expect(within(log).getByText('19-11-2026 11:00').tagName).toBe('TIME');
    expect(within(log).getByText(/Andrea Morales Díaz/)).toBeInTheDocument();
  });

  it('lists the price history newest first with the change from the previous price', async () => {
    await open(
      quotation({ historic_prices: [price(9_400, '2026-11-19T18:00:00.000Z', true), price(10_000, '2026-11-18T18:00:00.000Z')] }),
    );
    await screen.findByRole('heading', { name: 'Historial de precios' }, { timeout: 8000 });
    expect(screen.getByText('−$600.00 (−6 %)')).toBeInTheDocument();
    expect(screen.getByText('Precio inicial')).toBeInTheDocument();
  });

  it('says when the quotation does not exist', async () => {
    await open(null);
    expect(await screen.findByText(QUOTATION_NOT_FOUND_TEXT, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Solicitud 7' })).not.toBeInTheDocument());
  });
});
