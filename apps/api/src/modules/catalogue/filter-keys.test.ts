import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp, testDialect } from '../../../test/helpers.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';
import { productFilterKeysMigration } from '../../db/migrations/015_product_filter_keys.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  expectFilterKeysMatchTables,
  lookupId,
  type Operators,
  searchAll,
  signInOperators,
} from './catalogue.test-support.ts';
import { filterKeys } from './product-derived.repository.ts';

// Migration 015, decision 027 ("Filter keys on the order indexes"): a catalogue page checks its
// colour, type and category filters on `products.filter_keys`. The column must always say what
// the relation tables say, after every kind of change (the admin catalogue, taxonomy and import
// tests check it after theirs), and the migration must fill it as the app does.

describe('product filter keys', () => {
  let t: TestApp;
  let ops: Operators;
  let admin: string;

  beforeAll(async () => {
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });
    ops = await signInOperators(t);
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it('writes types, then categories, then colours, each ascending and once, between commas', () => {
    expect(filterKeys([12, 3], [7], [5, 1, 5])).toBe(',t3,t12,g7,c1,c5,');
    expect(filterKeys([], [], [])).toBe('');
    expect(filterKeys([], [], [2])).toBe(',c2,');
  });

  it('agrees with the tables for the seeded catalogue', async () => {
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('follows a product whose colours an admin replaced: the colour filter finds it at once', async () => {
    const red = await lookupId(t.ctx.db, 'colors', 'Rojo');
    const withoutRed = await t.ctx.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('products.is_active', '=', 1)
      .where('filter_keys', 'not like', `%,c${red},%`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await searchAll(t, ops.vendedor, `colors[]=${red}`)).map((card) => card.id);
    expect(before).not.toContain(withoutRed.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/products/${withoutRed.id}`,
      headers: bearer(admin),
    });
    const current = (detail.json() as { product: { colors: Array<{ color_id: number }> } }).product.colors;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/products/${withoutRed.id}`,
      headers: bearer(admin),
      payload: { colors: [...current, { color_id: red, name: 'Rojo', hex: '#D32F2F', stock: 5, images: [] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await searchAll(t, ops.vendedor, `colors[]=${red}`)).map((card) => card.id);
    expect(after).toContain(withoutRed.id);
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('fills the column for the products already there when the migration runs', async () => {
    const derived = await t.ctx.db.selectFrom('products').select(['id', 'filter_keys']).orderBy('id').execute();
    expect(derived.some((row) => row.filter_keys.includes(',g'))).toBe(true);
    const migration = productFilterKeysMigration(testDialect);
    await migration.down(t.ctx.db);
    await migration.up(t.ctx.db);
    const backfilled = await t.ctx.db.selectFrom('products').select(['id', 'filter_keys']).orderBy('id').execute();
    expect(backfilled).toEqual(derived);
    await expectFilterKeysMatchTables(t.ctx.db);
  });
});
