import type { CartItem } from '@cotizador/contracts/cart';
import type { ProductCard } from '@cotizador/contracts/catalogue';
import {
  CART_CLEARED_MESSAGE,
  CART_FINISH_ERROR_MESSAGE,
  CART_ITEM_DELETED_MESSAGE,
  CART_SENT_MESSAGE,
  PRICE_CONDITIONS_NOTE,
} from '@cotizador/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { jsonResponse, type MockRequest, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { cartItem, specialProductItem } from '../testing/cart-fixtures';

const relatedCard = (id: number, name: string): ProductCard => ({
  id,
  name,
  sku: `SKU-${id}`,
  image: [],
  minimum_units: 100,
  price: 5.67,
  is_favorite: false,
  users_favorite: [],
  productcolors: [],
});

/** What the server answers as the cart total: the sum of the final prices, in centavos. */
const serverTotal = (list: CartItem[]) => list.reduce((sum, item) => sum + Math.round(item.final_price * 100), 0) / 100;

function cartApi(initial: CartItem[], handlers: Record<string, (request: MockRequest) => Response> = {}) {
  let items = initial;
  return mockApi({
    'GET /api/sales-operator/cart': () => jsonResponse({ multi_quotation: items, total: serverTotal(items) }),
    'GET /api/sales-operator/products/products-by-search-specific': () =>
      jsonResponse({
        data: [relatedCard(2, 'Bolígrafo Metálico Ejecutivo'), relatedCard(1, 'Bolígrafo Clásico Click')],
        current_page: 1,
        last_page: 1,
        from: 1,
        to: 2,
        total: 2,
        per_page: 24,
      }),
    'POST /api/sales-operator/cart/delete': (request) => {
      const { quotation_id: id } = request.body as { quotation_id: number };
      items = items.filter((item) => item.id !== id);
      return jsonResponse({ multi_quotation: items, total: serverTotal(items), message: CART_ITEM_DELETED_MESSAGE });
    },
    'DELETE /api/sales-operator/cart/destroy': () => {
      items = [];
      return jsonResponse({ message: CART_CLEARED_MESSAGE, deleted: 2 });
    },
    'POST /api/sales-operator/cart/finish': () => {
      const ids = items.map((item) => item.id);
      items = [];
      return jsonResponse({ message: CART_SENT_MESSAGE, quotation_ids: ids });
    },
    ...handlers,
  });
}

const normalItem = cartItem({ id: 11, unit_price: 14.17, previous_unit_price: 13.5, final_price: 8502 });
const specialFlagItem = cartItem({
  id: 12,
  product_id: 12,
  product: {
    id: 12,
    name: 'Taza Térmica Mágica',
    sku: 'TAZ-2002',
    image: [],
    product_types: [{ id: 2, name: 'Tazas y termos' }],
    is_special: false,
  },
  special_quotation: true,
  additional_requirements: 'Caja individual con moño.',
  file: '/api/files/9/download?expires=1&signature=x',
  file_name: 'distribucion.xlsx',
  unit_price: 70.8,
  previous_unit_price: 70.8,
  final_price: 21240,
  units: 300,
});
const specialProduct = specialProductItem();

async function openCart(items: CartItem[], handlers?: Record<string, (request: MockRequest) => Response>) {
  storeSession();
  const api = cartApi(items, handlers);
  const app = renderApp('/cart');
  await screen.findByRole('heading', { name: 'Carrito de cotizaciones' }, { timeout: 5000 });
  return { ...app, ...api };
}

vi.setConfig({ testTimeout: 15_000 });

describe('cart page (SPEC §2 Cart)', () => {
  it('splits normal and special quotations and shows each item and the summary', async () => {
    const { user } = await openCart([normalItem, specialFlagItem, specialProduct]);

    const normal = await screen.findByRole('region', { name: 'Cotizaciones normales' });
    const special = screen.getByRole('region', { name: 'Cotizaciones especiales' });
    expect(within(normal).getAllByRole('article')).toHaveLength(1);
    expect(within(special).getAllByRole('article')).toHaveLength(2);

    const pen = within(normal).getByRole('article', { name: 'Bolígrafo Metálico Ejecutivo' });
    expect(within(pen).getByText('SKU: BOL-1002')).toBeInTheDocument();
    expect(within(pen).getByText('$14.17')).toBeInTheDocument();
    // The unit price changed since it was added: the old one is struck through.
    const previous = within(pen).getByLabelText('Precio anterior $13.50');
    expect(previous.tagName).toBe('S');
    expect(within(pen).getByText('Volumen de venta')).toBeInTheDocument();
    expect(within(pen).getByText('600 pzs')).toBeInTheDocument();
    expect(within(pen).getByText('Cotización final')).toBeInTheDocument();
    expect(within(pen).getByText('$8,502.00')).toBeInTheDocument();
    expect(within(pen).getByRole('link', { name: 'Editar cotización' })).toHaveAttribute('href', '/products/2?quotationId=11');

    // Same price as before: nothing struck through.
    const mug = within(special).getByRole('article', { name: 'Taza Térmica Mágica' });
    expect(within(mug).queryByLabelText(/Precio anterior/)).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(within(summary).getByText('Cotizaciones normales').nextElementSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Cotizaciones especiales').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('$29,742.00');
    expect(within(summary).getByText(PRICE_CONDITIONS_NOTE)).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Solicitar cotización' })).toBeEnabled();

    // Details of a normal item.
    await user.click(within(pen).getByRole('button', { name: 'Ver detalle' }));
    expect(within(pen).getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(pen).getByText('Cajas master').nextElementSibling).toHaveTextContent('2');
    expect(within(pen).getByText('Blanco')).toBeInTheDocument();
    expect(within(pen).getByText('Tampografía')).toBeInTheDocument();
    expect(within(pen).getByText('1 logo a 2 tinta(s)')).toBeInTheDocument();
    expect(within(pen).getByText('Tiempo de entrega').nextElementSibling).toHaveTextContent('13 días');
    expect(within(pen).queryByText('Requerimientos')).not.toBeInTheDocument();

    // A normal product quoted as special also shows its requirements and file.
    await user.click(within(mug).getByRole('button', { name: 'Ver detalle' }));
    expect(within(mug).getByText('Caja individual con moño.')).toBeInTheDocument();
    expect(await within(mug).findByRole('link', { name: 'distribucion.xlsx' })).toHaveAttribute('href', specialFlagItem.file);

    // The special product: only units, requirements and file.
    const specialCard = within(special).getByRole('article', { name: 'Cotización especial' });
    expect(within(specialCard).queryByText('Precio unitario')).not.toBeInTheDocument();
    await user.click(within(specialCard).getByRole('button', { name: 'Ver detalle' }));
    expect(within(specialCard).getByText('Unidades')).toBeInTheDocument();
    expect(within(specialCard).getByText('Termos de acero con logo grabado.')).toBeInTheDocument();
    expect(await within(specialCard).findByRole('link', { name: 'especificaciones.pdf' })).toBeInTheDocument();
    expect(within(specialCard).queryByText('Cajas master')).not.toBeInTheDocument();
    expect(within(specialCard).queryByText('Tipo de personalización')).not.toBeInTheDocument();
  });

  it('shows related products of the normal items, without those already in the cart', async () => {
    const { requests } = await openCart([normalItem, specialFlagItem]);

    const related = await screen.findByRole('region', { name: 'Productos relacionados' });
    expect(within(related).getByRole('link', { name: 'Bolígrafo Clásico Click' })).toHaveAttribute('href', '/products/1');
    expect(within(related).queryByText('Bolígrafo Metálico Ejecutivo')).not.toBeInTheDocument();
    const search = requests.find((request) => request.path.includes('products-by-search-specific'));
    // Only the normal item's type (1), not the special one's (2).
    expect(decodeURIComponent(search?.path ?? '')).toContain('product_types[]=1');
    expect(decodeURIComponent(search?.path ?? '')).not.toContain('product_types[]=2');
  });

  it('asks before deleting one item, deletes it and updates the cart', async () => {
    const { user, requests } = await openCart([normalItem, specialFlagItem]);

    await user.click(await screen.findByRole('button', { name: 'Eliminar Taza Térmica Mágica del carrito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('¿Quieres eliminar este producto de tu carrito?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.path === '/api/sales-operator/cart/delete')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eliminar Taza Térmica Mágica del carrito' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(CART_ITEM_DELETED_MESSAGE)).toBeInTheDocument();
    const deletion = requests.find((request) => request.path === '/api/sales-operator/cart/delete');
    expect(deletion?.body).toEqual({ quotation_id: 12 });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Taza Térmica Mágica' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cotizaciones especiales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Carrito de cotizaciones: 1' })).toBeInTheDocument();
    expect(useCartCacheStore.getState().items).toHaveLength(1);
  });

  it('ignores a failed delete silently: the modal closes and no error is shown', async () => {
    const { user } = await openCart([normalItem], {
      'POST /api/sales-operator/cart/delete': () => jsonResponse({ message: 'Error del servidor' }, 500),
    });

    await user.click(await screen.findByRole('button', { name: 'Eliminar Bolígrafo Metálico Ejecutivo del carrito' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Error del servidor')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bolígrafo Metálico Ejecutivo' })).toBeInTheDocument();
  });

  it('deletes everything after confirming, and shows the empty cart', async () => {
    const { user, requests } = await openCart([normalItem, specialProduct]);

    await user.click(await screen.findByRole('button', { name: 'Eliminar todo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('¿Quieres eliminar todos los productos de tu carrito?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText(CART_CLEARED_MESSAGE)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/sales-operator/cart/destroy')).toBe(
      true,
    );
    expect(await screen.findByText('Aún no has agregado cotizaciones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar todo' })).not.toBeInTheDocument();
    expect(useCartCacheStore.getState().items).toHaveLength(0);
    expect(localStorage.getItem('cotizador.cart')).toBeNull();
  });

  it('sends the cart once per click with an Idempotency-Key and shows the success modal', async () => {
    const { user, requests } = await openCart([normalItem, specialProduct]);

    await user.click(await screen.findByRole('button', { name: 'Solicitar cotización' }));

    const dialog = await screen.findByRole('dialog', { name: CART_SENT_MESSAGE });
    expect(within(dialog).getByText(/se pondrá en contacto contigo por correo electrónico/)).toHaveTextContent(
      /cotizaciones especiales/,
    );
    expect(within(dialog).getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute('href', '/catalogue');
    expect(within(dialog).getByRole('link', { name: 'Ir a mis cotizaciones' })).toHaveAttribute('href', '/quotations');

    const finishes = requests.filter((request) => request.path === '/api/sales-operator/cart/finish');
    expect(finishes).toHaveLength(1);
    expect(finishes[0]?.method).toBe('POST');
    expect(finishes[0]?.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(finishes[0]?.headers.get('Authorization')).toBe('Bearer token-valido');
    expect(useCartCacheStore.getState().items).toHaveLength(0);

    await user.click(within(dialog).getByRole('link', { name: 'Ir a mis cotizaciones' }));
  });

  it('says the cart could not be sent when finishing fails', async () => {
    const { user } = await openCart([normalItem], {
      'POST /api/sales-operator/cart/finish': () => jsonResponse({ message: 'Tu carrito está vacío.' }, 422),
    });

    await user.click(await screen.findByRole('button', { name: 'Solicitar cotización' }));

    expect(await screen.findByText(CART_FINISH_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Tu carrito está vacío.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar cotización' })).toBeEnabled();
  });

  it('shows the empty cart with a picture and a way to the catalogue', async () => {
    await openCart([]);

    expect(await screen.findByText('Aún no has agregado cotizaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al catálogo' })).toHaveAttribute('href', '/catalogue');
    expect(screen.queryByRole('region', { name: 'Resumen' })).not.toBeInTheDocument();
  });
});
