import { productPageResponse } from '@cotizador/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  type Operators,
  SEARCH_URL,
  signInOperators,
} from './catalogue.test-support.ts';

describe('catalogue search page cache (decision 005)', () => {
  let t: TestApp;
  let ops: Operators;
  beforeAll(async () => {
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const firstPage = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${SEARCH_URL}?page=1&per_page=24`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return expectContract(response, productPageResponse);
  };

  it('reuses a page for 30 s, with hearts and prices still per operator', async () => {
    const before = await firstPage(ops.vendedor);
    const first = before.data[0];
    if (!first) throw new Error('empty catalogue');
    await t.ctx.db.updateTable('products').set({ name: 'Nombre cambiado' }).where('id', '=', first.id).execute();

    // Within the cache time the page is reused…
    expect((await firstPage(ops.vendedor)).data[0]?.name).toBe(first.name);
    // …but a favourite toggle shows at once, and only for that operator.
    await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/favorite-products/edit-favorite-product',
      headers: bearer(ops.vendedor),
      payload: { product_id: first.id },
    });
    expect((await firstPage(ops.vendedor)).data[0]?.is_favorite).toBe(!first.is_favorite);
    const forCpa = (await firstPage(ops.cpa)).data[0];
    expect(forCpa?.is_favorite).toBe(false);
    // The cpa company (15 %) sees its own prices from the same shared page (10 % for vendedor).
    if (first.price !== null) expect(forCpa?.price).toBeGreaterThan(first.price);

    t.clock.advance(30_000);
    // The cpa operator builds the next page: the hearts its query brought are cpa's alone, and the
    // vendedor, served the same cached page, still sees his own.
    const rebuilt = (await firstPage(ops.cpa)).data[0];
    expect(rebuilt?.name).toBe('Nombre cambiado');
    expect(rebuilt?.is_favorite).toBe(false);
    const mine = (await firstPage(ops.vendedor)).data[0];
    expect(mine?.is_favorite).toBe(!first.is_favorite);
    expect(mine?.users_favorite).toEqual(mine?.is_favorite ? [{ id: ops.vendedorId }] : []);
  });
});
