import type { AuthInfo } from '@cotizador/contracts/auth';
import type { ProductDetail } from '@cotizador/contracts/catalogue';
import {
  CART_ITEM_ADDED_MESSAGE,
  CART_ITEM_UPDATED_MESSAGE,
  PRICE_CONDITIONS_NOTE,
  QUOTATION_CREATED_MESSAGE,
} from '@cotizador/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { cpaCompany, demoInfo } from '@/testing/fixtures';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import type { EditableQuotation } from '../lib/quote-form';
import { penProduct, specialProduct } from '../testing/product-fixtures';
import { PRINTING_COST_NOTE, UNITS_NOT_INTEGER_MESSAGE } from './quotation-form';

// The whole product page renders on every keystroke; jsdom is slow at that on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

type Handlers = Record<string, (request: MockRequest) => Response | Promise<Response>>;

const cpaInfo: AuthInfo = { ...demoInfo, company: cpaCompany };

const editedItem: EditableQuotation & Record<string, unknown> = {
  id: 11,
  product_id: 2,
  product_color_id: 7,
  customization_id: 7,
  print_type_id: 3,
  personalization: '2 tintas',
  units: 600,
  special_quotation: true,
  additional_requirements: 'Logo centrado en el clip.',
  file: '/api/files/5/download?expires=1&signature=abc',
  file_name: 'distribucion.pdf',
  product: { id: 2, name: penProduct.name, sku: penProduct.sku, image: [], product_types: [], is_special: false },
};

async function openProduct(
  product: ProductDetail,
  {
    path = `/products/${product.id}`,
    info = demoInfo,
    handlers = {},
  }: { path?: string; info?: AuthInfo; handlers?: Handlers } = {},
) {
  storeSession('token-valido', info);
  const api = mockApi({
    'GET /api/auth/info-by-token': () => jsonResponse(info),
    [`GET /api/sales-operator/products/product-by-id-and-sales-operator/${product.id}`]: () => jsonResponse({ product }),
    'POST /api/sales-operator/product-views/add-product-view': () =>
      jsonResponse({ product_view: { product_id: product.id, viewed_at: '2026-11-21T00:00:00Z' } }),
    'GET /api/common/all-clients': () =>
      jsonResponse({
        clients: [
          { id: 1, name: 'Cliente Uno', brands: [{ id: 10, name: 'Marca Norte' }] },
          { id: 2, name: 'Cliente Dos', brands: [{ id: 20, name: 'Marca Sur' }] },
        ],
      }),
    'GET /api/common/all-channels': () => jsonResponse({ channels: [{ id: 3, name: 'Mayoreo' }] }),
    ...handlers,
  });
  const app = renderApp(path);
  await screen.findByRole('textbox', { name: 'Unidades' }, { timeout: 8000 });
  return { ...app, ...api };
}

const unitsInput = () => screen.getByRole('textbox', { name: 'Unidades' });
const printTypeSelect = () => screen.getByRole('combobox', { name: 'Tipo de personalización' });
const submitButton = (name: string) => screen.getByRole('button', { name });

function figure(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

/** The technique and its option are the browser's selects; the direct quote's client, brand and channel are searchable lists. */
async function choose(user: ReturnType<typeof renderApp>['user'], combobox: HTMLElement, option: string) {
  if (combobox instanceof HTMLSelectElement) {
    await user.selectOptions(combobox, option);
    return;
  }
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

function formFields(request: MockRequest | undefined): Record<string, FormDataEntryValue> {
  const body = request?.body;
  if (!(body instanceof FormData)) throw new Error('Se esperaba un cuerpo multipart');
  return Object.fromEntries(body.entries());
}

describe('quotation form logic (SPEC §4)', () => {
  it('units: range note, then print type and customization give the figures', async () => {
    const { user } = await openProduct(penProduct);

    expect(screen.getByText('NOTA: Este producto tiene un mínimo de venta de 100 y un máximo de 2,499 pzs')).toHaveAttribute(
      'data-out-of-range',
      'false',
    );
    expect(printTypeSelect()).toBeDisabled();
    expect(figure('Cantidad por caja master')).toBe('500 pzs');
    expect(figure('Precio total de la cotización')).toBe('-');

    await user.type(unitsInput(), '60');
    // Out of range: the note turns red and no printing can be chosen yet.
    expect(screen.getByText(/NOTA: Este producto tiene un mínimo de venta/)).toHaveAttribute('data-out-of-range', 'true');
    expect(printTypeSelect()).toBeDisabled();

    await user.type(unitsInput(), '0');
    expect(screen.getByText(/NOTA: Este producto/)).toHaveAttribute('data-out-of-range', 'false');
    await choose(user, printTypeSelect(), 'Tampografía');
    const inks = screen.getByRole('combobox', { name: 'Tintas de impresión' });
    await choose(user, inks, '2 tintas');

    // SPEC §9: (10.50 / 0.9 → 11.67) + 2.50 = 14.17; 14.17 × 600 + 237 × 2 boxes = 8,976.00.
    expect(figure('Precio base por unidad')).toBe('$14.17 MXN');
    expect(figure('Precio total de la cotización')).toBe('$8,976.00 MXN');
    expect(figure('Días aproximados de entrega')).toBe('13 días');
    expect(screen.getByRole('textbox', { name: 'Posiciones' })).toHaveValue('1');
    expect(submitButton('Agregar cotización al carrito')).toBeEnabled();
  });

  it('a new print type clears the customization; No aplica sets 0 positions; new units clear the print type', async () => {
    const { user } = await openProduct(penProduct);
    await user.type(unitsInput(), '600');
    await choose(user, printTypeSelect(), 'Tampografía');
    await choose(user, screen.getByRole('combobox', { name: 'Tintas de impresión' }), '2 tintas');

    // A new print type clears the customization.
    await choose(user, printTypeSelect(), 'Sin personalización');
    const measures = screen.getByRole('combobox', { name: 'Medidas mínimas - máximas' });
    expect(measures).toHaveValue('');
    expect(figure('Precio total de la cotización')).toBe('-');
    expect(submitButton('Agregar cotización al carrito')).toBeDisabled();

    // 'No aplica' sets positions to 0.
    await choose(user, measures, 'No aplica');
    expect(screen.getByRole('textbox', { name: 'Posiciones' })).toHaveValue('0');
    expect(submitButton('Agregar cotización al carrito')).toBeEnabled();

    // Changing units (still within range) clears the print type and with it the customization.
    await user.type(unitsInput(), '{Backspace}{Backspace}{Backspace}700');
    expect(unitsInput()).toHaveValue('700');
    expect(printTypeSelect()).toBeEnabled();
    expect(printTypeSelect()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Medidas mínimas - máximas' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Medidas mínimas - máximas' })).toBeDisabled();
    expect(submitButton('Agregar cotización al carrito')).toBeDisabled();
  });

  it('uses the colour stock as the maximum units', async () => {
    const { user } = await openProduct(penProduct);

    await user.click(screen.getByRole('radio', { name: 'Azul' }));

    expect(screen.getByText('NOTA: Este producto tiene un mínimo de venta de 100 y un máximo de 800 pzs')).toBeInTheDocument();
  });

  it('toggling the special quotation clears the requirements and the file', async () => {
    const { user } = await openProduct(penProduct);
    const requirements = screen.getByRole('textbox', { name: 'Requerimientos adicionales' });
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(requirements).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archivo de especificaciones' })).toBeDisabled();
    expect(fileInput).toHaveAttribute('accept', '.xlsx,.xls,.xlsm,.csv,.pdf');

    await user.click(screen.getByRole('checkbox', { name: 'Cotización especial' }));
    expect(requirements).toBeEnabled();
    await user.type(requirements, 'Grabado en el clip');
    expect(screen.getByText('18/1000')).toBeInTheDocument();
    await user.upload(fileInput as HTMLInputElement, new File(['%PDF-1.4'], 'specs.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('button', { name: 'Archivo de especificaciones' })).toHaveTextContent('specs.pdf');

    await user.click(screen.getByRole('checkbox', { name: 'Cotización especial' }));
    expect(requirements).toHaveValue('');
    expect(requirements).toBeDisabled();
    expect(screen.getByText('0/1000')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Cotización especial' }));
    expect(requirements).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Archivo de especificaciones' })).not.toHaveTextContent('specs.pdf');
    expect(screen.getByText(PRINTING_COST_NOTE)).toBeInTheDocument();
    expect(screen.getAllByText(PRICE_CONDITIONS_NOTE).length).toBeGreaterThan(0);
  });

  it('the special product forces and locks the special flag and hides the printing fields', async () => {
    const { user } = await openProduct(specialProduct);

    const special = screen.getByRole('checkbox', { name: 'Cotización especial' });
    expect(special).toBeChecked();
    expect(special).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Tipo de personalización' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Posiciones' })).not.toBeInTheDocument();
    expect(screen.queryByText(/NOTA: Este producto/)).not.toBeInTheDocument();
    expect(figure('Precio total de la cotización')).toBe('-');

    await user.type(unitsInput(), '250');
    await user.type(screen.getByRole('textbox', { name: 'Requerimientos adicionales' }), 'Termos con logo');
    expect(submitButton('Agregar cotización al carrito')).toBeDisabled();
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(fileInput as HTMLInputElement, new File(['%PDF-1.4'], 'specs.pdf', { type: 'application/pdf' }));
    expect(submitButton('Agregar cotización al carrito')).toBeEnabled();
  });
});

describe('saving a quotation (SPEC §4 Cart lifecycle)', () => {
  it('adds to the cart: multipart body, toast, cart badge, then the catalogue after 500 ms', async () => {
    const cartItem = { ...editedItem, special_quotation: false };
    const { user, requests, router } = await openProduct(penProduct, {
      handlers: {
        'POST /api/sales-operator/cart/add': () => jsonResponse({ multi_quotation: [cartItem], total: 8502 }),
        'GET /api/sales-operator/cart': () =>
          jsonResponse({ multi_quotation: requests.some((r) => r.path.endsWith('/cart/add')) ? [cartItem] : [] }),
      },
    });

    await user.type(unitsInput(), '600');
    await choose(user, printTypeSelect(), 'Tampografía');
    await choose(user, screen.getByRole('combobox', { name: 'Tintas de impresión' }), '2 tintas');
    const startedAt = Date.now();
    await user.click(submitButton('Agregar cotización al carrito'));

    expect(await screen.findByText(CART_ITEM_ADDED_MESSAGE)).toBeInTheDocument();
    const body = formFields(requests.find((request) => request.path === '/api/sales-operator/cart/add'));
    expect(body).toEqual({
      special_quotation: '0',
      product_id: '2',
      product_color_id: '6',
      units: '600',
      number_of_positions: '1',
      customization_id: '7',
      sale_volume_id: '5',
    });
    expect(await screen.findByRole('link', { name: 'Carrito de cotizaciones: 1' })).toBeInTheDocument();
    expect(useCartCacheStore.getState().items).toHaveLength(1);

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue'), { timeout: 3000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(500);
  });

  it('edits a cart item: pre-fills it, re-attaches its file and updates it', async () => {
    const { user, requests, router } = await openProduct(penProduct, {
      path: '/products/2?quotationId=11',
      handlers: {
        'GET /api/sales-operator/cart': () => jsonResponse({ multi_quotation: [editedItem], total: 8502 }),
        'GET /api/files/5/download': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
        'POST /api/sales-operator/cart/edit/11': () => jsonResponse({ multi_quotation: [editedItem], total: 8502 }),
      },
    });

    await waitFor(() => expect(unitsInput()).toHaveValue('600'));
    expect(printTypeSelect()).toHaveDisplayValue('Tampografía');
    expect(screen.getByRole('combobox', { name: 'Tintas de impresión' })).toHaveDisplayValue('2 tintas');
    expect(screen.getByRole('checkbox', { name: 'Cotización especial' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Requerimientos adicionales' })).toHaveValue('Logo centrado en el clip.');
    expect(screen.getByRole('radio', { name: 'Azul' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Archivo de especificaciones' })).toHaveTextContent('distribucion.pdf'),
    );

    await user.click(submitButton('Actualizar cotización del carrito'));

    expect(await screen.findByText(CART_ITEM_UPDATED_MESSAGE)).toBeInTheDocument();
    const body = formFields(requests.find((request) => request.path === '/api/sales-operator/cart/edit/11'));
    expect(body).toMatchObject({
      special_quotation: '1',
      product_color_id: '7',
      units: '600',
      customization_id: '7',
      sale_volume_id: '5',
      additional_requirements: 'Logo centrado en el clip.',
    });
    expect((body.specifications_file as File).name).toBe('distribucion.pdf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue'), { timeout: 3000 });
  });

  it('shows the server 422 message and stays on the page', async () => {
    const { user, router } = await openProduct(penProduct, {
      handlers: {
        'POST /api/sales-operator/cart/add': () =>
          jsonResponse(
            { message: 'Datos inválidos', errors: { units: ['Las unidades deben estar entre 100 y 2499 piezas.'] } },
            422,
          ),
      },
    });
    await user.type(unitsInput(), '600');
    await choose(user, printTypeSelect(), 'Tampografía');
    await choose(user, screen.getByRole('combobox', { name: 'Tintas de impresión' }), '1 tinta');
    await user.click(submitButton('Agregar cotización al carrito'));

    expect(await screen.findByText('Las unidades deben estar entre 100 y 2499 piezas.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/2');
    expect(submitButton('Agregar cotización al carrito')).toBeEnabled();
    await waitFor(() => expect(submitButton('Agregar cotización al carrito')).toHaveFocus());
  });
});

describe('company cpa (SPEC §6)', () => {
  it('asks for client, brand and channel, saves directly and announces it in Mis cotizaciones', async () => {
    const { user, requests, router } = await openProduct(penProduct, {
      info: cpaInfo,
      handlers: {
        'POST /api/sales-operator/quotations/create-quotation': () =>
          jsonResponse({ message: QUOTATION_CREATED_MESSAGE, quotation_id: 99 }),
        'GET /api/sales-operator/quotations/all-my-quotations-created': () =>
          jsonResponse({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null }),
      },
    });

    const brand = await screen.findByRole('combobox', { name: 'Marca' });
    expect(brand).toBeDisabled();
    await user.type(unitsInput(), '600');
    await choose(user, printTypeSelect(), 'Tampografía');
    await choose(user, screen.getByRole('combobox', { name: 'Tintas de impresión' }), '1 tinta');
    expect(submitButton('Guardar cotización')).toBeDisabled();

    await choose(user, screen.getByRole('combobox', { name: 'Cliente' }), 'Cliente Uno');
    await choose(user, screen.getByRole('combobox', { name: 'Marca' }), 'Marca Norte');
    expect(submitButton('Guardar cotización')).toBeDisabled();
    // A different client clears the brand and offers its own.
    await choose(user, screen.getByRole('combobox', { name: 'Cliente' }), 'Cliente Dos');
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('');
    await choose(user, screen.getByRole('combobox', { name: 'Marca' }), 'Marca Sur');
    await choose(user, screen.getByRole('combobox', { name: 'Canal' }), 'Mayoreo');
    expect(submitButton('Guardar cotización')).toBeEnabled();

    await user.click(submitButton('Guardar cotización'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/quotations'));
    expect(await screen.findByText(QUOTATION_CREATED_MESSAGE)).toBeInTheDocument();
    const body = formFields(requests.find((request) => request.path.endsWith('/quotations/create-quotation')));
    expect(body).toMatchObject({ brand_id: '20', channel_id: '3', customization_id: '6', units: '600' });
    expect(requests.some((request) => request.path.startsWith('/api/sales-operator/cart'))).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('labels the button for each mode', async () => {
    const first = await openProduct(penProduct);
    expect(submitButton('Agregar cotización al carrito')).toBeInTheDocument();
    first.unmount();

    const second = await openProduct(penProduct, {
      path: '/products/2?quotationId=11',
      handlers: { 'GET /api/sales-operator/cart': () => jsonResponse({ multi_quotation: [] }) },
    });
    expect(submitButton('Actualizar cotización del carrito')).toBeInTheDocument();
    second.unmount();

    await openProduct(penProduct, { info: cpaInfo });
    expect(submitButton('Guardar cotización')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('form', { name: 'Cotización' })).findByRole('combobox', { name: 'Canal' }),
    ).toBeInTheDocument();
  });
});

describe('units field: a plain integer, never rewritten', () => {
  it.each(['100.5', '-5', '1e3', '1,000'])('keeps «%s» as typed and refuses it with a field error', async (typed) => {
    const { user } = await openProduct(penProduct);
    await user.type(unitsInput(), typed);
    expect(unitsInput()).toHaveValue(typed);
    expect(unitsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(UNITS_NOT_INTEGER_MESSAGE);
    expect(printTypeSelect()).toBeDisabled();
    expect(submitButton('Agregar cotización al carrito')).toBeDisabled();
  });

  it('marks an out-of-range number on the field and in the note; the technique placeholder follows', async () => {
    const { user } = await openProduct(penProduct);
    expect(printTypeSelect()).toHaveDisplayValue('Indica primero las unidades');
    await user.type(unitsInput(), '5000');
    expect(unitsInput()).toHaveValue('5000');
    expect(unitsInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/NOTA: Este producto/)).toHaveAttribute('data-out-of-range', 'true');
    expect(printTypeSelect()).toHaveDisplayValue('Corrige primero las unidades');
    await user.clear(unitsInput());
    await user.type(unitsInput(), '1000');
    expect(unitsInput()).toHaveValue('1000');
    expect(unitsInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(printTypeSelect()).toHaveDisplayValue('Selecciona una técnica');
  });
});

describe('one action once', () => {
  it('a double click on «Agregar cotización al carrito» sends one request with an Idempotency-Key', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, requests } = await openProduct(penProduct, {
      handlers: {
        'POST /api/sales-operator/cart/add': async () => {
          await gate;
          return jsonResponse({ multi_quotation: [], total: 0 });
        },
      },
    });
    await user.type(unitsInput(), '600');
    await choose(user, printTypeSelect(), 'Tampografía');
    await choose(user, screen.getByRole('combobox', { name: 'Tintas de impresión' }), '2 tintas');
    await user.dblClick(submitButton('Agregar cotización al carrito'));
    await user.click(submitButton('Agregar cotización al carrito'));
    release();
    await screen.findByText(CART_ITEM_ADDED_MESSAGE);
    const adds = requests.filter((request) => request.method === 'POST' && request.path.endsWith('/cart/add'));
    expect(adds).toHaveLength(1);
    expect(adds[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
