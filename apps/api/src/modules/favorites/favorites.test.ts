import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import {
  addProductViewResponse,
  favoriteProductsResponse,
  productViewsResponse,
  toggleFavoriteResponse,
} from '@cotizador/contracts/favorites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  getJson,
  type Operators,
  productId,
  searchPage,
  signInOperators,
} from '../catalogue/catalogue.test-support.ts';

const TOGGLE_URL = '/api/sales-operator/favorite-products/edit-favorite-product';
const FAVORITES_URL = '/api/sales-operator/favorite-products/all';
const ADD_VIEW_URL = '/api/sales-operator/product-views/add-product-view';
const VIEWS_URL = '/api/sales-operator/product-views/all';

describe('favoritos y vistos recientemente', () => {
  let t: TestApp;
  let ops: Operators;

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  async function post(url: string, token: string, payload: unknown) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
    const schema =
      response.statusCode === 422
        ? validationErrorResponse
        : response.statusCode >= 400
          ? errorResponse
          : url === TOGGLE_URL
            ? toggleFavoriteResponse
            : addProductViewResponse;
    return { status: response.statusCode, body: expectContract(response, schema) as Record<string, unknown> };
  }
  const favorites = async (token: string) =>
    (await getJson(t, FAVORITES_URL, token, favoriteProductsResponse)).body.favorite_products;
  const views = async (token: string) => (await getJson(t, VIEWS_URL, token, productViewsResponse)).body.products_views;

  it('toggles a favourite for one operator only', async () => {
    const mug = await productId(t.ctx.db, 'TAZ-2001');
    const cap = await productId(t.ctx.db, 'GOR-6001');

    expect(await post(TOGGLE_URL, ops.vendedor, { product_id: mug })).toEqual({ status: 200, body: { is_favorite: true } });
    const mine = await favorites(ops.vendedor);
    expect(mine.map((card) => card.id)).toEqual([mug]);
    expect(mine[0]).toMatchObject({ sku: 'TAZ-2001', is_favorite: true, users_favorite: [{ id: ops.vendedorId }] });
    expect(await favorites(ops.cpa)).toEqual([]);

    // The catalogue cards show the heart to its owner only.
    const vendedorCard = (await searchPage(t, ops.vendedor, 'search=TAZ-2001')).data[0];
    const cpaCard = (await searchPage(t, ops.cpa, 'search=TAZ-2001')).data[0];
    expect(vendedorCard).toMatchObject({ is_favorite: true, users_favorite: [{ id: ops.vendedorId }] });
    expect(cpaCard).toMatchObject({ is_favorite: false, users_favorite: [] });

    // The other operator's own favourite stays theirs.
    expect((await post(TOGGLE_URL, ops.cpa, { product_id: cap })).body).toEqual({ is_favorite: true });
    expect((await favorites(ops.cpa)).map((card) => card.id)).toEqual([cap]);
    expect((await favorites(ops.vendedor)).map((card) => card.id)).toEqual([mug]);

    // Toggling again removes it; the other operator's favourite is untouched.
    expect((await post(TOGGLE_URL, ops.vendedor, { product_id: mug })).body).toEqual({ is_favorite: false });
    expect(await favorites(ops.vendedor)).toEqual([]);
    expect((await favorites(ops.cpa)).map((card) => card.id)).toEqual([cap]);
    expect((await post(TOGGLE_URL, ops.cpa, { product_id: cap })).body).toEqual({ is_favorite: false });
  });

  it('lists favourites most recently marked first, accepting a numeric string id', async () => {
    const ids = [
      await productId(t.ctx.db, 'BOL-1001'),
      await productId(t.ctx.db, 'TER-3002'),
      await productId(t.ctx.db, 'LIB-7001'),
    ];
    for (const id of ids) {
      t.clock.advance(1000);
      expect((await post(TOGGLE_URL, ops.vendedor, { product_id: String(id) })).body).toEqual({ is_favorite: true });
    }
    expect((await favorites(ops.vendedor)).map((card) => card.id)).toEqual([...ids].reverse());
    for (const id of ids) await post(TOGGLE_URL, ops.vendedor, { product_id: id });
    expect(await favorites(ops.vendedor)).toEqual([]);
  });

  it('hides a favourite whose product becomes inactive, and still lets the operator remove it', async () => {
    const id = await productId(t.ctx.db, 'PAR-9001');
    await post(TOGGLE_URL, ops.vendedor, { product_id: id });
    await t.ctx.db.updateTable('products').set({ is_active: 0 }).where('id', '=', id).execute();
    try {
      expect((await favorites(ops.vendedor)).map((card) => card.id)).not.toContain(id);
      expect((await post(TOGGLE_URL, ops.vendedor, { product_id: id })).body).toEqual({ is_favorite: false });
      // Marking an inactive product is refused.
      expect((await post(TOGGLE_URL, ops.vendedor, { product_id: id })).status).toBe(404);
    } finally {
      await t.ctx.db.updateTable('products').set({ is_active: 1 }).where('id', '=', id).execute();
    }
  });

  it('validates the product id of both actions', async () => {
    for (const url of [TOGGLE_URL, ADD_VIEW_URL]) {
      expect(await post(url, ops.vendedor, { product_id: 999_999 })).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'El producto no ha sido encontrado' },
      });
      for (const payload of [{}, { product_id: 'abc' }, { product_id: -3 }, { product_id: 1.5 }, { product_id: null }]) {
        const { status, body } = await post(url, ops.vendedor, payload);
        expect(status, JSON.stringify(payload)).toBe(422);
        expect((body.errors as Record<string, string[]>).product_id?.[0]).toMatch(/product_id/);
      }
      const anonymous = await t.app.inject({ method: 'POST', url, payload: { product_id: 1 } });
      expect(anonymous.statusCode).toBe(401);
    }
    for (const url of [FAVORITES_URL, VIEWS_URL]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists recently viewed products, most recent first, without duplicates, per operator', async () => {
    const [a, b, c] = [
      await productId(t.ctx.db, 'TEX-5001'),
      await productId(t.ctx.db, 'TEX-5002'),
      await productId(t.ctx.db, 'TEX-5003'),
    ];
    for (const id of [a, b, c, a]) {
      t.clock.advance(1000);
      const { status, body } = await post(ADD_VIEW_URL, ops.vendedor, { product_id: id });
      expect(status).toBe(200);
      expect(body).toEqual({ product_view: { product_id: id, viewed_at: t.clock.now().toISOString() } });
    }
    const mine = await views(ops.vendedor);
    expect(mine.map((card) => card.id)).toEqual([a, c, b]);
    expect(mine[0]).toMatchObject({ sku: 'TEX-5001', is_favorite: false, users_favorite: [] });
    expect(await views(ops.cpa)).toEqual([]);

    t.clock.advance(1000);
    await post(ADD_VIEW_URL, ops.cpa, { product_id: b });
    expect((await views(ops.cpa)).map((card) => card.id)).toEqual([b]);
    expect((await views(ops.vendedor)).map((card) => card.id)).toEqual([a, c, b]);
  });

  it('refuses views of inactive products, hides ones that become inactive and keeps the 24 most recent', async () => {
    const inactive = await productId(t.ctx.db, 'BOL-1006');
    expect((await post(ADD_VIEW_URL, ops.cpa, { product_id: inactive })).status).toBe(404);

    const products = await t.ctx.db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('id')
      .limit(30)
      .execute();
    for (const product of products) {
      t.clock.advance(1000);
      await post(ADD_VIEW_URL, ops.cpa, { product_id: product.id });
    }
    const listed = (await views(ops.cpa)).map((card) => card.id);
    expect(listed).toEqual(
      products
        .map((product) => product.id)
        .reverse()
        .slice(0, 24),
    );

    const newest = listed[0] ?? 0;
    await t.ctx.db.updateTable('products').set({ is_active: 0 }).where('id', '=', newest).execute();
    try {
      expect((await views(ops.cpa)).map((card) => card.id)).not.toContain(newest);
    } finally {
      await t.ctx.db.updateTable('products').set({ is_active: 1 }).where('id', '=', newest).execute();
    }
  });
});
