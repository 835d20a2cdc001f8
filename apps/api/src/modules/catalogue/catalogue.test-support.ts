import path from 'node:path';
import { type ProductCardDto, productPageResponse } from '@cotizador/contracts/catalogue';
import { expect } from 'vitest';
import type { z } from 'zod';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';
import { filterKeys } from './product-derived.repository.ts';

// Shared by the catalogue, favourites and home tests: the demo accounts plus the demo catalogue.

export const SEARCH_URL = '/api/sales-operator/products/products-by-search-specific';
export const FILTERS_URL = '/api/sales-operator/products/product-filters';
export const PRODUCT_URL = '/api/sales-operator/products/product-by-id-and-sales-operator';

/** vendedor@demo.mx's company has 10 % indirect expenses, cpa@demo.mx's 15 % (seed/accounts.ts). */
export type Operators = { vendedor: string; cpa: string; vendedorId: number; cpaId: number };

export async function createCatalogueTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const t = await createTestApp({ env: options.env });
  if (options.seed !== false) {
    await seedCatalogue(t.ctx.db, { mediaDir: path.join(t.dataDir, 'media'), now: t.clock.now().toISOString() });
  }
  return t;
}

export async function closeCatalogueTestApp(t: TestApp | undefined): Promise<void> {
  // test/helpers.ts waits for the pool's connections to close before dropping the database.
  await t?.close();
}

export async function signInOperators(t: TestApp): Promise<Operators> {
  const [vendedor, cpa] = [await signIn(t.app, DEMO_ACCOUNTS.operator), await signIn(t.app, DEMO_ACCOUNTS.cpa)];
  return {
    vendedor,
    cpa,
    vendedorId: await userId(t.ctx.db, DEMO_ACCOUNTS.operator),
    cpaId: await userId(t.ctx.db, DEMO_ACCOUNTS.cpa),
  };
}

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function productId(db: Db, sku: string): Promise<number> {
  const row = await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.id;
}

export async function lookupId(
  db: Db,
  table: 'colors' | 'materials' | 'product_types' | 'product_versions' | 'categories',
  name: string,
): Promise<number> {
  const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export type Page = z.output<typeof productPageResponse>;

/** GET with the operator's token; the body is parsed with the contract schema of the expected answer. */
export async function getJson<S extends z.ZodType>(
  t: TestApp,
  url: string,
  token: string,
  schema: S,
): Promise<{ status: number; body: z.output<S> }> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, body: expectContract(response, schema) };
}

export async function searchPage(t: TestApp, token: string, query: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `${SEARCH_URL}?${query}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`search ${query} → ${response.statusCode} ${response.body}`);
  return expectContract(response, productPageResponse);
}

/** Every page of a search, concatenated. */
export async function searchAll(t: TestApp, token: string, query: string, perPage = 48): Promise<ProductCardDto[]> {
  const all: ProductCardDto[] = [];
  for (let page = 1; ; page++) {
    const body = await searchPage(t, token, `${query}${query ? '&' : ''}per_page=${perPage}&page=${page}`);
    all.push(...body.data);
    if (page >= body.last_page) return all;
  }
}

/** What `products.filter_keys` must say for every product (migration 015), from the relation tables. */
export async function expectedFilterKeys(db: Db): Promise<Map<number, string>> {
  const [products, types, categories, colors] = await Promise.all([
    db.selectFrom('products').select('id').execute(),
    db.selectFrom('product_product_types').select(['product_id', 'product_type_id as ref']).execute(),
    db.selectFrom('product_categories').select(['product_id', 'category_id as ref']).execute(),
    db.selectFrom('product_colors').select(['product_id', 'color_id as ref']).execute(),
  ]);
  const byProduct = (rows: Array<{ product_id: number; ref: number }>, id: number) =>
    rows.filter((row) => row.product_id === id).map((row) => row.ref);
  return new Map(
    products.map((product) => [
      product.id,
      filterKeys(byProduct(types, product.id), byProduct(categories, product.id), byProduct(colors, product.id)),
    ]),
  );
}

/** Every product's filter keys agree with its types, categories and colours (after any admin change). */
export async function expectFilterKeysMatchTables(db: Db): Promise<void> {
  const expected = await expectedFilterKeys(db);
  const stored = await db.selectFrom('products').select(['id', 'filter_keys']).orderBy('id').execute();
  expect(stored.length).toBeGreaterThan(0);
  expect(Object.fromEntries(stored.map((row) => [row.id, row.filter_keys]))).toEqual(Object.fromEntries(expected));
}
