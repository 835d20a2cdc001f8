import type { QuotationListItem, QuotationPage } from '@cotizador/contracts/quotations';
import { QUOTATION_CREATED_MESSAGE } from '@cotizador/domain/messages';
import { cleanNotifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpaCompany, demoInfo } from '@/testing/fixtures';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { markQuotationCreated } from '../stores/quotation-created';

vi.setConfig({ testTimeout: 15_000 });

function quotation(id: number, overrides: Partial<QuotationListItem> = {}): QuotationListItem {
  return {
    id,
    status: 'SENT',
    units: 600,
    special_quotation: false,
    created_at: '2026-11-20T18:30:00.000Z',
    product: { id: 2, name: 'Bolígrafo Metálico Ejecutivo', sku: 'BOL-1002', image: [] },
    color: { name: 'Blanco', hex: '#ffffff' },
    print_type: { name: 'Tampografía' },
    admin: null,
    brand: null,
    channel: null,
    final_price: 8502,
    ...overrides,
  };
}

function page(data: QuotationListItem[], current: number, total: number): QuotationPage {
  const from = (current - 1) * 10 + 1;
  return {
    data,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / 10)),
    per_page: 10,
    total,
    from: data.length ? from : null,
    to: data.length ? from + data.length - 1 : null,
  };
}

const LIST_PATH = '/api/sales-operator/quotations/all-my-quotations-created';

function listRequests(requests: MockRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.path.startsWith(LIST_PATH))
    .map((request) => new URL(request.path, 'http://localhost').searchParams);
}

async function openQuotations(handler: (params: URLSearchParams) => QuotationPage, info = demoInfo) {
  storeSession('token-valido', info);
  const api = mockApi({
    'GET /api/auth/info-by-token': () => jsonResponse(info),
    [`GET ${LIST_PATH}`]: (request) => jsonResponse(handler(new URL(request.path, 'http://localhost').searchParams)),
  });
  const app = renderApp('/quotations');
  await screen.findByRole('heading', { name: 'Mis cotizaciones' }, { timeout: 5000 });
  return { ...app, ...api };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Mis cotizaciones (SPEC §2)', () => {
  it('asks for 10 rows a page and pages remotely', async () => {
    const first = Array.from({ length: 10 }, (_, index) => quotation(30 - index));
    const second = [quotation(20), quotation(19, { status: 'CLOSE', final_price: null })];
    const { user, requests } = await openQuotations((params) =>
      params.get('page') === '2' ? page(second, 2, 12) : page(first, 1, 12),
    );

    expect(await screen.findByText('#30')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Mostrando 1 - 10 de 12 cotizaciones')).toBeInTheDocument();
    const [initial] = listRequests(requests);
    expect(initial?.get('page')).toBe('1');
    expect(initial?.get('size')).toBe('10');
    expect(initial?.get('order_select_type')).toBe('default');
    expect(initial?.has('date_start')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Página 2' }));

    expect(await screen.findByText('#19')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)?.get('page')).toBe('2');
    const closed = screen.getByRole('row', { name: /#19/ });
    expect(within(closed).getByRole('link', { name: 'Finalizada: ver la cotización 19' })).toBeInTheDocument();
    // No historic price yet: the total is unknown.
    expect(within(closed).getByText('-')).toBeInTheDocument();
  });

  it('shows the columns of a quotation with Spanish labels and DD-MM-YYYY dates', async () => {
    await openQuotations(() => page([quotation(12, { status: 'IN_PROCESS', units: 1500, final_price: 21240 })], 1, 1));

    const row = await screen.findByRole('row', { name: /#12/ });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Folio', 'Producto', 'Fecha', 'Unidades', 'Total (sin envío)', 'Estatus']);
    expect(within(row).getByText('Bolígrafo Metálico Ejecutivo')).toBeInTheDocument();
    expect(within(row).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(row).getByText('1,500')).toBeInTheDocument();
    expect(within(row).getByText('$21,240.00')).toBeInTheDocument();
    expect(within(row).getByText('En proceso')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copiar número de cotización 12' })).toBeInTheDocument();
  });

  it('opens the quotation from its status cell', async () => {
    const { user, router } = await openQuotations(() => page([quotation(12)], 1, 1));

    const row = await screen.findByRole('row', { name: /#12/ });
    await user.click(within(row).getByText('Enviada'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation/12'));
  });

  it('sends the chosen order and date range as YYYY-MM-DD, from page 1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00.000Z'));
    const { user, requests } = await openQuotations((params) => page([quotation(Number(params.get('page')) + 40)], 1, 1));
    await screen.findByText('#41');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Más antiguas');
    await waitFor(() => expect(listRequests(requests).at(-1)?.get('order_select_type')).toBe('createdAtAsc'));

    await user.click(screen.getByRole('button', { name: 'Rango de fechas' }));
    // Days after today cannot be picked.
    expect(await screen.findByRole('button', { name: '22 noviembre 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '3 noviembre 2026' }));
    const afterFirstDay = listRequests(requests).length;
    await user.click(screen.getByRole('button', { name: '9 noviembre 2026' }));

    await waitFor(() => expect(listRequests(requests).at(-1)?.get('date_start')).toBe('2026-11-03'));
    const last = listRequests(requests).at(-1);
    expect(last?.get('date_end')).toBe('2026-11-09');
    expect(last?.get('page')).toBe('1');
    expect(last?.get('order_select_type')).toBe('createdAtAsc');
    // A half-picked range asked for nothing.
    expect(
      listRequests(requests)
        .slice(0, afterFirstDay)
        .some((params) => params.has('date_start')),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Rango de fechas' })).toHaveTextContent('03-11-2026 – 09-11-2026');
  });

  it('shows client, brand and channel for company cpa', async () => {
    const cpaInfo = { ...demoInfo, company: cpaCompany };
    await openQuotations(
      () =>
        page(
          [quotation(7, { brand: { name: 'Marca Norte', client: { name: 'Cliente Uno' } }, channel: { name: 'Mayoreo' } })],
          1,
          1,
        ),
      cpaInfo,
    );

    const row = await screen.findByRole('row', { name: /#7/ });
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Canal' })).toBeInTheDocument();
    expect(within(row).getByText('Cliente Uno')).toBeInTheDocument();
    expect(within(row).getByText('Marca Norte')).toBeInTheDocument();
    expect(within(row).getByText('Mayoreo')).toBeInTheDocument();
  });

  it('announces a quotation saved directly once, then forgets it', async () => {
    markQuotationCreated();
    const first = await openQuotations(() => page([], 1, 0));

    expect(await screen.findByText(QUOTATION_CREATED_MESSAGE)).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    first.unmount();
    cleanNotifications();

    await openQuotations(() => page([], 1, 0));
    expect(await screen.findByText('Aún no tienes cotizaciones')).toBeInTheDocument();
    expect(screen.queryByText(QUOTATION_CREATED_MESSAGE)).not.toBeInTheDocument();
  });

  it('says when there are no quotations', async () => {
    await openQuotations(() => page([], 1, 0));

    expect(await screen.findByText('Aún no tienes cotizaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al catálogo' })).toHaveAttribute('href', '/catalogue');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
