import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ProductListFilters } from './catalogue.repository.ts';
import { buildOrderIndex, countInIndex, indexAnswers, type OrderIndexRow, pageFromIndex } from './catalogue-index.ts';

// The order index against SQL is compared in catalogue-query-shapes.test.ts; here, what the demo
// catalogue does not have: ids past 31 (a second word of bits), and rows that do not add up.

const row = (id: number, rank: number, price: number | null, keys: string): OrderIndexRow => ({
  id,
  created_rank: rank,
  min_base_price_cents: price,
  min_delivery_days: 5,
  material_id: null,
  product_version_id: null,
  filter_keys: keys,
});

describe('catalogue order index', () => {
  // Cheapest first (no price first), each with its place oldest first.
  const index = buildOrderIndex([
    row(7, 3, null, ''),
    row(3, 1, 100, ',t2,g40,c33,'),
    row(9, 2, 250, ',t40,c1,c64,'),
    row(4, 4, 250, ',t2,c32,'),
  ]);
  const ids = (filters: ProductListFilters, column: 'price' | 'created_at', direction: 'asc' | 'desc') =>
    pageFromIndex(index, filters, { column, direction }, { offset: 0, limit: 10 });

  it('walks each order both ways', () => {
    expect(ids(NO_FILTERS, 'price', 'asc')).toEqual([7, 3, 9, 4]);
    expect(ids(NO_FILTERS, 'price', 'desc')).toEqual([4, 9, 3, 7]);
    expect(ids(NO_FILTERS, 'created_at', 'asc')).toEqual([3, 9, 7, 4]);
    expect(ids(NO_FILTERS, 'created_at', 'desc')).toEqual([4, 7, 9, 3]);
    expect(pageFromIndex(index, NO_FILTERS, { column: 'created_at', direction: 'desc' }, { offset: 1, limit: 2 })).toEqual([
      7, 9,
    ]);
  });

  it('tells ids apart past the first 32 (types, categories and colours)', () => {
    expect(ids({ ...NO_FILTERS, productTypeIds: [40] }, 'price', 'asc')).toEqual([9]);
    expect(ids({ ...NO_FILTERS, productTypeIds: [8] }, 'price', 'asc')).toEqual([]);
    expect(ids({ ...NO_FILTERS, categoryIds: [40] }, 'price', 'asc')).toEqual([3]);
    expect(ids({ ...NO_FILTERS, colorIds: [32, 64] }, 'price', 'asc')).toEqual([9, 4]);
    // An id no product has matches nothing; ids far apart take a bit each, not a bit per value.
    expect(ids({ ...NO_FILTERS, colorIds: [500] }, 'price', 'asc')).toEqual([]);
    const sparse = buildOrderIndex([row(1, 1, 1, ',c2000000000,'), row(2, 2, 2, ',c7,')]);
    expect(sparse.colors.words).toBe(1);
    expect(
      pageFromIndex(
        sparse,
        { ...NO_FILTERS, colorIds: [2_000_000_000] },
        { column: 'price', direction: 'asc' },
        { offset: 0, limit: 5 },
      ),
    ).toEqual([1]);
    expect(countInIndex(index, { ...NO_FILTERS, productTypeIds: [2], colorIds: [33, 32] })).toBe(2);
  });

  it('counts a product without price as 0 and a floor of 0 as none', () => {
    expect(ids({ ...NO_FILTERS, maxBaseCents: 100 }, 'price', 'asc')).toEqual([7, 3]);
    expect(ids({ ...NO_FILTERS, minBaseCents: 101 }, 'price', 'asc')).toEqual([9, 4]);
    expect(countInIndex(index, { ...NO_FILTERS, minBaseCents: 0 })).toBe(4);
  });

  it('answers words only with their matches known', () => {
    expect(indexAnswers({ ...NO_FILTERS, words: ['taza'], textMatchIds: null })).toBe(false);
    expect(indexAnswers({ ...NO_FILTERS, words: ['taza'], textMatchIds: [9, 70] })).toBe(true);
    expect(ids({ ...NO_FILTERS, words: ['taza'], textMatchIds: [9, 70, 3] }, 'created_at', 'desc')).toEqual([9, 3]);
    // A product id far beyond the others is one more match, not a larger table.
    const far = buildOrderIndex([row(2_000_000_000, 1, 1, ''), row(5, 2, 2, '')]);
    const words = { ...NO_FILTERS, words: ['taza'], textMatchIds: [2_000_000_000] };
    expect(pageFromIndex(far, words, { column: 'created_at', direction: 'asc' }, { offset: 0, limit: 5 })).toEqual([
      2_000_000_000,
    ]);
  });

  it('refuses creation ranks that are not 1…n', () => {
    expect(() => buildOrderIndex([row(1, 1, 1, ''), row(2, 1, 2, '')])).toThrow(/ranks/);
    expect(() => buildOrderIndex([row(1, 2, 1, '')])).toThrow(/ranks/);
  });
});
