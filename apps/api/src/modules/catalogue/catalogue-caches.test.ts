import { productFiltersResponse, productPageResponse } from '@cotizador/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import { findCatalogueVersion } from './catalogue.repository.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  FILTERS_URL,
  type Operators,
  SEARCH_URL,
  signInOperators,
} from './catalogue.test-support.ts';
import { dropCatalogueCaches } from './catalogue-caches.ts';

// Totals, filter ranges and the order index are computed once per catalogue version (decision 027, migration 011):
// whatever writes the catalogue, the next request sees the change, with the page cache off.
describe('catalogue totals and filter ranges per catalogue version', () => {
  let t: TestApp;
  let ops: Operators;
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${SEARCH_URL}?${query}`, headers: bearer(ops.vendedor) });
    expect(response.statusCode).toBe(200);
    return expectContract(response, productPageResponse);
  };
  const filters = async () => {
    const response = await t.app.inject({ method: 'GET', url: FILTERS_URL, headers: bearer(ops.vendedor) });
    expect(response.statusCode).toBe(200);
    return expectContract(response, productFiltersResponse).filters;
  };

  it('bumps the version on every change to what the catalogue reads, and only then', async () => {
    const v0 = await findCatalogueVersion(t.ctx.db);
    expect(await findCatalogueVersion(t.ctx.db)).toBe(v0);
    const product = await t.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('products').set({ name: 'Cambio de nombre' }).where('id', '=', product.id).execute();
    const v1 = await findCatalogueVersion(t.ctx.db);
    expect(Number(v1)).toBeGreaterThan(Number(v0));
    await t.ctx.db.insertInto('colors').values({ name: 'Color de prueba', hex: '#123456' }).execute();
    expect(Number(await findCatalogueVersion(t.ctx.db))).toBeGreaterThan(Number(v1));
    // Operators' own data is not the catalogue.
    const v2 = await findCatalogueVersion(t.ctx.db);
    await t.ctx.db
      .insertInto('favorite_products')
      .values({ user_id: ops.vendedorId, product_id: product.id, created_at: t.clock.now().toISOString() })
      .execute();
    expect(await findCatalogueVersion(t.ctx.db)).toBe(v2);
  });

  it('counts a search again after the catalogue changed, not before', async () => {
    const query = 'page=1&per_page=24&order=priceAsc';
    const before = await search(query);
    expect(before.total).toBeGreaterThan(24);
    // The same request twice: the same total.
    expect((await search(query)).total).toBe(before.total);

    const hidden = before.data[0];
    if (!hidden) throw new Error('empty catalogue');
    await t.ctx.db.updateTable('products').set({ is_active: 0 }).where('id', '=', hidden.id).execute();
    const after = await search(query);
    expect(after.total).toBe(before.total - 1);
    expect(after.data.map((card) => card.id)).not.toContain(hidden.id);

    await t.ctx.db.updateTable('products').set({ is_active: 1 }).where('id', '=', hidden.id).execute();
    expect((await search(query)).total).toBe(before.total);
  });

  it('puts a product in its new place at once after a price change (the order index of the new version)', async () => {
    const cheapest = 'page=1&per_page=24&order=priceAsc';
    const dearest = 'page=1&per_page=24&order=priceDesc';
    const before = await search(cheapest);
    const moved = before.data[0];
    if (!moved || before.data.length < 24) throw new Error('not enough products');
    expect((await search(dearest)).data[0]?.id).not.toBe(moved.id);
    const row = await t.ctx.db
      .selectFrom('products')
      .select('min_base_price_cents')
      .where('id', '=', moved.id)
      .executeTakeFirstOrThrow();
    // What refreshProductDerived writes when its cheapest sale volume becomes the dearest of all.
    await t.ctx.db.updateTable('products').set({ min_base_price_cents: 99_999_999 }).where('id', '=', moved.id).execute();
    const after = await search(cheapest);
    expect(after.data.map((card) => card.id)).not.toContain(moved.id);
    expect(after.data.slice(0, 23).map((card) => card.id)).toEqual(before.data.slice(1).map((card) => card.id));
    expect((await search(dearest)).data[0]?.id).toBe(moved.id);

    await t.ctx.db
      .updateTable('products')
      .set({ min_base_price_cents: row.min_base_price_cents })
      .where('id', '=', moved.id)
      .execute();
    expect((await search(cheapest)).data.map((card) => card.id)).toEqual(before.data.map((card) => card.id));
  });

  it('finds a renamed product by its new words at once, and no longer by the old ones', async () => {
    expect((await search('search=Quetzalcoatl')).total).toBe(0);
    const product = await t.ctx.db
      .selectFrom('products')
      .select(['id', 'search_text'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const oldWord = product.search_text
      .split(' ')
      .find((word) => word.length >= 4 && !'quetzalcoatl edicion especial'.includes(word));
    if (!oldWord) throw new Error('no word to search');
    const withOldWord = (await search(`search=${encodeURIComponent(oldWord)}`)).total;
    expect(withOldWord).toBeGreaterThan(0);

    // What refreshProductDerived writes after a rename: the new words replace the old ones.
    await t.ctx.db
      .updateTable('products')
      .set({ search_text: 'quetzalcoatl edicion especial' })
      .where('id', '=', product.id)
      .execute();
    const found = await search('search=Quetzalcóatl');
    expect(found.total).toBe(1);
    expect(found.data[0]?.id).toBe(product.id);
    expect((await search(`search=${encodeURIComponent(oldWord)}`)).total).toBe(withOldWord - 1);

    await t.ctx.db.updateTable('products').set({ search_text: product.search_text }).where('id', '=', product.id).execute();
    expect((await search('search=Quetzalcoatl')).total).toBe(0);
  });

  it('computes the filter ranges once per catalogue version', async () => {
    const before = await filters();
    expect((await filters()).max_price).toBe(before.max_price);
    const cheapest = await t.ctx.db
      .selectFrom('products')
      .select(['id', 'min_base_price_cents'])
      .where('is_active', '=', 1)
      .where('min_base_price_cents', 'is not', null)
      .orderBy('min_base_price_cents')
      .executeTakeFirstOrThrow();
    // 100 000 pesos base: now the most expensive product.
    await t.ctx.db.updateTable('products').set({ min_base_price_cents: 10_000_000 }).where('id', '=', cheapest.id).execute();
    const after = await filters();
    expect(after.max_price).toBeGreaterThan(before.max_price);
    expect(after.max_price).toBe(Math.ceil(10_000_000 / (1 - 0.1) / 100));

    await t.ctx.db
      .updateTable('products')
      .set({ min_base_price_cents: cheapest.min_base_price_cents })
      .where('id', '=', cheapest.id)
      .execute();
    expect((await filters()).max_price).toBe(before.max_price);
  });

  it('answers the same after an explicit invalidation', async () => {
    const query = 'page=1&per_page=24';
    const before = await search(query);
    dropCatalogueCaches(t.ctx);
    expect((await search(query)).total).toBe(before.total);
  });
});
