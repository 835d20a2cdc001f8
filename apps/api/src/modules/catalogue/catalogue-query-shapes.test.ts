import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import {
  countProducts,
  listOrderIndexRows,
  listProductPage,
  listTextMatchIds,
  NO_FILTERS,
  type ProductListFilters,
  type ProductOrder,
  type RelationShape,
  reverseOrder,
} from './catalogue.repository.ts';
import { pageWindow } from './catalogue.service.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  lookupId,
  type Operators,
  searchAll,
  signInOperators,
} from './catalogue.test-support.ts';
import { buildOrderIndex, countInIndex, pageFromIndex } from './catalogue-index.ts';

// Decision 027, "Catalogue queries": the same search answered by different SQL (colour, type and
// category filters as filter keys or as sets, pages past the middle read in the mirrored order) must
// give exactly the same products in exactly the same order.

const order0: ProductOrder = { column: 'created_at', direction: 'desc' };
const ORDERS: ProductOrder[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'created_at', direction: 'asc' },
  { column: 'price', direction: 'asc' },
  { column: 'price', direction: 'desc' },
];

describe('pageWindow', () => {
  it('reads a page before the middle forwards and one past it from the other end', () => {
    expect(pageWindow(0, 24, 100)).toEqual({ offset: 0, limit: 24, reversed: false });
    expect(pageWindow(24, 24, 100)).toEqual({ offset: 24, limit: 24, reversed: false });
    // Rows 72–95 are rows 4–27 of the mirrored order.
    expect(pageWindow(72, 24, 100)).toEqual({ offset: 4, limit: 24, reversed: true });
    // The last, partial page: rows 96–99, the mirrored order's first four.
    expect(pageWindow(96, 24, 100)).toEqual({ offset: 0, limit: 4, reversed: true });
    expect(pageWindow(100, 24, 100)).toBeNull();
    expect(pageWindow(0, 24, 0)).toBeNull();
    expect(pageWindow(0, 24, 10)).toEqual({ offset: 0, limit: 24, reversed: false });
  });
});

describe('catalogue page queries: every way of writing a search gives the same rows', () => {
  let t: TestApp;
  let ops: Operators;
  let cases: Array<{ label: string; filters: ProductListFilters }>;
  let indexCases: Array<{ label: string; filters: ProductListFilters }>;
  let noPrice: number[];

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
    const db = t.ctx.db;
    // What the seed has not: products without price or delivery or material, and creation ties.
    const some = (await db.selectFrom('products').select('id').where('is_active', '=', 1).orderBy('id').limit(6).execute()).map(
      (row) => row.id,
    );
    noPrice = some.slice(0, 2);
    await db.updateTable('products').set({ min_base_price_cents: null }).where('id', 'in', noPrice).execute();
    await db
      .updateTable('products')
      .set({ min_delivery_days: null, material_id: null })
      .where('id', '=', some[2] ?? 0)
      .execute();
    const stamp = await db
      .selectFrom('products')
      .select('created_at')
      .where('id', '=', some[3] ?? 0)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ created_at: stamp.created_at }).where('id', 'in', some.slice(4)).execute();
    const [black, white] = [await lookupId(db, 'colors', 'Negro'), await lookupId(db, 'colors', 'Blanco')];
    const [mugs, pens] = [
      await lookupId(db, 'product_types', 'Tazas y termos'),
      await lookupId(db, 'product_types', 'Bolígrafos'),
    ];
    const category = await db.selectFrom('product_categories').select('category_id').executeTakeFirstOrThrow();
    const words = ['taza'];
    const textMatchIds = await listTextMatchIds(db, t.ctx.dialect, words, 2000);
    cases = [
      { label: 'colours', filters: { ...NO_FILTERS, colorIds: [black, white] } },
      { label: 'types', filters: { ...NO_FILTERS, productTypeIds: [mugs, pens] } },
      { label: 'category', filters: { ...NO_FILTERS, categoryIds: [category.category_id] } },
      {
        label: 'type + colours + price',
        filters: { ...NO_FILTERS, productTypeIds: [mugs], colorIds: [black, white], minBaseCents: 1, maxBaseCents: 50_000 },
      },
      { label: 'text (ids) + colours', filters: { ...NO_FILTERS, words, textMatchIds, colorIds: [black, white] } },
      { label: 'text (index) + type', filters: { ...NO_FILTERS, words, productTypeIds: [mugs] } },
    ];
    // What only the order index is compared on (below): every other filter, and no filter at all.
    const product = await db
      .selectFrom('products')
      .select(['material_id', 'product_version_id', 'min_delivery_days'])
      .where('material_id', 'is not', null)
      .where('product_version_id', 'is not', null)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    indexCases = [
      ...cases.filter((entry) => entry.filters.words.length === 0 || entry.filters.textMatchIds),
      { label: 'nothing', filters: NO_FILTERS },
      { label: 'text (ids)', filters: { ...NO_FILTERS, words, textMatchIds } },
      { label: 'price floor and ceiling', filters: { ...NO_FILTERS, minBaseCents: 5_000, maxBaseCents: 40_000 } },
      { label: 'price ceiling (no price counts as 0)', filters: { ...NO_FILTERS, maxBaseCents: 20_000 } },
      { label: 'price floor of 0 is none', filters: { ...NO_FILTERS, minBaseCents: 0 } },
      { label: 'delivery', filters: { ...NO_FILTERS, maxDeliveryDays: product.min_delivery_days ?? 10 } },
      {
        label: 'material + version',
        filters: { ...NO_FILTERS, materialIds: [product.material_id ?? 0], productVersionIds: [product.product_version_id ?? 0] },
      },
    ];
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const ids = async (filters: ProductListFilters, order: ProductOrder, limit: number, offset: number, shape: RelationShape) =>
    (await listProductPage(t.ctx.db, t.ctx.dialect, { filters, order, paging: { limit, offset }, shape })).map((row) => row.id);

  it('filter keys and sets find the same products in the same order, page by page and mirrored', async () => {
    for (const { label, filters } of cases) {
      for (const order of ORDERS) {
        const all = await ids(filters, order, 1000, 0, 'set');
        expect(all.length, label).toBeGreaterThanOrEqual(3);
        expect(await ids(filters, order, 1000, 0, 'keys'), `${label} ${JSON.stringify(order)}`).toEqual(all);
        // Pages of 2 with each shape.
        for (const shape of ['keys', 'set'] as const) {
          const paged: number[] = [];
          for (let offset = 0; offset < all.length; offset += 2) paged.push(...(await ids(filters, order, 2, offset, shape)));
          expect(paged, `${label} ${shape}`).toEqual(all);
        }
        // The mirrored order lists the same rows backwards.
        expect(await ids(filters, reverseOrder(order), 1000, 0, 'keys'), label).toEqual([...all].reverse());
      }
    }
  });

  it('the order index finds the products SQL finds, in the same order, with the same total, page by page', async () => {
    const index = buildOrderIndex(await listOrderIndexRows(t.ctx.db));
    for (const { label, filters } of indexCases) {
      const total = await countProducts(t.ctx.db, t.ctx.dialect, filters);
      expect(countInIndex(index, filters), label).toBe(total);
      if (label !== 'nothing') expect(total, label).toBeGreaterThanOrEqual(2);
      if (label.startsWith('price ceiling'))
        expect(await ids(filters, ORDERS[0] ?? order0, 1000, 0, 'set')).toEqual(expect.arrayContaining(noPrice));
      for (const order of ORDERS) {
        const all = await ids(filters, order, 1000, 0, 'set');
        expect(all.length, label).toBe(total);
        expect(pageFromIndex(index, filters, order, { offset: 0, limit: 1000 }), `${label} ${JSON.stringify(order)}`).toEqual(
          all,
        );
        const paged: number[] = [];
        for (let offset = 0; offset < all.length; offset += 3) {
          paged.push(...pageFromIndex(index, filters, order, { offset, limit: 3 }));
        }
        expect(paged, `${label} ${JSON.stringify(order)} pages of 3`).toEqual(all);
      }
    }
  });

  it('every page of a search, read forwards or from the other end, joins into the full list', async () => {
    const [black, white] = [await lookupId(t.ctx.db, 'colors', 'Negro'), await lookupId(t.ctx.db, 'colors', 'Blanco')];
    const colours = `colors[]=${black}&colors[]=${white}`;
    for (const query of ['order=createdAtDesc', 'order=priceAsc', 'order=priceDesc', `${colours}&order=priceAsc`, colours]) {
      const whole = (await searchAll(t, ops.vendedor, query, 48)).map((card) => card.id);
      // 24 per page: the pages past the middle are read in the mirrored order.
      const paged = (await searchAll(t, ops.vendedor, query, 24)).map((card) => card.id);
      expect(paged.length, query).toBeGreaterThan(48);
      expect(paged, query).toEqual(whole);
    }
  });
});
