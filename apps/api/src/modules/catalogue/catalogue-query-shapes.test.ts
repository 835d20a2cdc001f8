import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import {
  listProductPage,
  listTextMatchIds,
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

// Decision 027, "Catalogue queries": the same search answered by different SQL (colour, type and
// category filters as filter keys or as sets, pages past the middle read in the mirrored order) must
// give exactly the same products in exactly the same order.

const NONE: ProductListFilters = {
  words: [],
  maxDeliveryDays: null,
  minBaseCents: null,
  maxBaseCents: null,
  colorIds: [],
  materialIds: [],
  productTypeIds: [],
  productVersionIds: [],
  categoryIds: [],
};

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

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
    const db = t.ctx.db;
    const [black, white] = [await lookupId(db, 'colors', 'Negro'), await lookupId(db, 'colors', 'Blanco')];
    const [mugs, pens] = [
      await lookupId(db, 'product_types', 'Tazas y termos'),
      await lookupId(db, 'product_types', 'Bolígrafos'),
    ];
    const category = await db.selectFrom('product_categories').select('category_id').executeTakeFirstOrThrow();
    const words = ['taza'];
    const textMatchIds = await listTextMatchIds(db, t.ctx.dialect, words, 2000);
    cases = [
      { label: 'colours', filters: { ...NONE, colorIds: [black, white] } },
      { label: 'types', filters: { ...NONE, productTypeIds: [mugs, pens] } },
      { label: 'category', filters: { ...NONE, categoryIds: [category.category_id] } },
      {
        label: 'type + colours + price',
        filters: { ...NONE, productTypeIds: [mugs], colorIds: [black, white], minBaseCents: 1, maxBaseCents: 50_000 },
      },
      { label: 'text (ids) + colours', filters: { ...NONE, words, textMatchIds, colorIds: [black, white] } },
      { label: 'text (index) + type', filters: { ...NONE, words, productTypeIds: [mugs] } },
    ];
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const ids = async (filters: ProductListFilters, order: ProductOrder, limit: number, offset: number, shape: RelationShape) =>
    (await listProductPage(t.ctx.db, t.ctx.dialect, filters, order, { limit, offset }, shape)).map((row) => row.id);

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
