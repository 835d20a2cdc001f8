import type { ProductDetail } from '@cotizador/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProductCard, makeProductDetail } from '@/components/product-card-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';

const PRODUCT_PATH = '/api/sales-operator/products/product-by-id-and-sales-operator';

function mockProduct(product: ProductDetail | (() => ProductDetail), handlers: Parameters<typeof mockApi>[0] = {}) {
  const read = typeof product === 'function' ? product : () => product;
  return mockApi({
    ...handlers,
    [`GET ${PRODUCT_PATH}/${read().id}`]: () => jsonResponse({ product: read() }),
    'POST /api/sales-operator/product-views/add-product-view': () =>
      jsonResponse({ product_view: { product_id: read().id, viewed_at: '2026-01-01T00:00:00Z' } }),
  });
}

async function openProduct(id: number) {
  const app = renderApp(`/products/${id}`);
  await screen.findByRole('heading', { level: 2, name: 'Bolígrafo Metálico Ejecutivo' }, { timeout: 10_000 });
  return app;
}

describe('product page (SPEC §2 Product detail)', { timeout: 20_000 }, () => {
  it('shows the not-found view for an unknown product, without a toast', async () => {
    storeSession();
    const { requests } = mockApi({
      [`GET ${PRODUCT_PATH}/99`]: () => jsonResponse({ message: 'El producto no ha sido encontrado' }, 404),
    });
    renderApp('/products/99');
    expect(await screen.findByRole('heading', { name: 'Lo sentimos' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('El producto no ha sido encontrado')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Regresar al catálogo' })).toHaveAttribute('href', '/catalogue');
    // No view is recorded for a product that does not exist.
    expect(requests.some((request) => request.path.includes('add-product-view'))).toBe(false);
  });

  it('shows the not-found view for an id that is not a number, without asking the API', async () => {
    storeSession();
    const { requests } = mockApi();
    renderApp('/products/abc');
    expect(await screen.findByRole('heading', { name: 'Lo sentimos' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith(PRODUCT_PATH))).toBe(false);
  });

  it('shows the product, records the view once and lists related products without duplicates', async () => {
    storeSession();
    const { requests } = mockProduct(makeProductDetail());
    await openProduct(2);

    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del producto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar al catálogo' })).toHaveAttribute('href', '/catalogue');
    expect(screen.getByText('BOL-1002')).toBeInTheDocument();
    expect(screen.getByText('Día del Maestro')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Blanco' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('img', { name: /Bolígrafo Metálico Ejecutivo, color Blanco \(imagen 1 de 2\)/ })).toBeInTheDocument();
    expect(screen.getByText('NOTAS')).toBeInTheDocument();

    await waitFor(() => expect(requests.filter((request) => request.path.includes('add-product-view'))).toHaveLength(1));
    expect(requests.find((request) => request.path.includes('add-product-view'))?.body).toEqual({ product_id: 2 });

    const related = screen.getByRole('region', { name: 'Productos relacionados' });
    const cards = within(related).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(related).getByRole('link', { name: 'Bolígrafo Clásico Click' })).toHaveAttribute('href', '/products/1');
    expect(within(related).getByText('Mínimo 100 pzas')).toBeInTheDocument();
  });

  it('shows the placeholder for a colour without images, and the special one for COTESPI001', async () => {
    storeSession();
    mockProduct(makeProductDetail());
    const { user, unmount } = await openProduct(2);
    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(screen.getByRole('img', { name: 'Bolígrafo Metálico Ejecutivo: imagen no disponible' })).toHaveAttribute(
      'src',
      '/placeholders/product.svg',
    );
    unmount();

    mockProduct(
      makeProductDetail({
        id: 83,
        sku: 'COTESPI001',
        productcolors: [{ id: 1, color: { id: 1, name: 'Blanco', hex: '#FFFFFF' }, images: [], stock: null }],
      }),
    );
    renderApp('/products/83');
    expect(
      await screen.findByRole('img', { name: 'Bolígrafo Metálico Ejecutivo: imagen no disponible' }, { timeout: 10_000 }),
    ).toHaveAttribute('src', '/placeholders/special-product.svg');
  });

  it('shows the basic, printing and packaging information', async () => {
    storeSession();
    mockProduct(makeProductDetail());
    const { user } = await openProduct(2);

    expect(screen.getByRole('tab', { name: 'Inf. básica' })).toHaveAttribute('aria-selected', 'true');
    const basic = screen.getByRole('tabpanel', { name: 'Inf. básica' });
    expect(within(basic).getByRole('row', { name: 'Material Metal' })).toBeInTheDocument();
    expect(within(basic).getByRole('row', { name: 'Largo x ancho x alto 13.8 x 1 x 1 cm' })).toBeInTheDocument();
    expect(within(basic).getByRole('row', { name: 'Unidad de medida Pieza' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inf. de impresión' }));
    const printing = screen.getByRole('tabpanel', { name: 'Inf. de impresión' });
    expect(within(printing).getByRole('row', { name: /Grabado láser 2 x 0.5 cm - 5 x 0.8 cm 5 x 0.8 cm/ })).toBeInTheDocument();
    expect(within(printing).getByRole('row', { name: /Tampografía 1 tinta 4 x 1 cm/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inf. de empaque' }));
    const packaging = screen.getByRole('tabpanel', { name: 'Inf. de empaque' });
    expect(within(packaging).getByRole('row', { name: 'Medidas de la caja contenedora 14.8 x 2 x 2 cm' })).toBeInTheDocument();
    expect(within(packaging).getByRole('row', { name: 'Tamaño de caja Mediana' })).toBeInTheDocument();
    expect(within(packaging).getByRole('row', { name: 'Peso 34 g' })).toBeInTheDocument();
    expect(within(packaging).getByRole('row', { name: 'Dimensiones de la caja contenedora conocidas Sí' })).toBeInTheDocument();
    expect(within(packaging).getByRole('row', { name: 'Piezas máximas por caja master 500' })).toBeInTheDocument();
  });

  it('toggles the favourite, reloads the product and scrolls to the top', async () => {
    storeSession();
    let product = makeProductDetail();
    const { requests } = mockProduct(() => product, {
      'POST /api/sales-operator/favorite-products/edit-favorite-product': () => {
        product = { ...product, is_favorite: !product.is_favorite, users_favorite: product.is_favorite ? [] : [{ id: 1 }] };
        return jsonResponse({ is_favorite: product.is_favorite });
      },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await openProduct(2);

    await user.click(
      screen.getAllByRole('button', { name: 'Agregar Bolígrafo Metálico Ejecutivo a favoritos' })[0] as HTMLElement,
    );
    expect(
      (await screen.findAllByRole('button', { name: 'Quitar Bolígrafo Metálico Ejecutivo de favoritos' }))[0],
    ).toHaveAttribute('aria-pressed', 'true');
    const toggles = requests.filter((request) => request.path.endsWith('edit-favorite-product'));
    expect(toggles.map((request) => request.body)).toEqual([{ product_id: 2 }]);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });
});

describe('related product cards', () => {
  it("follow the server's order (related by an admin first), once each, never the product itself", async () => {
    const { relatedProducts } = await import('../utils/product-details');
    const product = makeProductDetail({
      id: 2,
      related_products: [
        makeProductCard({ id: 9 }),
        makeProductCard({ id: 2 }),
        makeProductCard({ id: 1 }),
        makeProductCard({ id: 9 }),
      ],
    });
    expect(relatedProducts(product).map((card) => card.id)).toEqual([9, 1]);
  });
});
