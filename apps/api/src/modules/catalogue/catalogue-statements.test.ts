import { describe, expect, it } from 'vitest';
import { compilingOnly } from '../../../test/compiling-only.ts';
import {
  type ProductListFilters,
  type ProductOrder,
  productPageQuery,
  productPageStatement,
  type RelationShape,
} from './catalogue.repository.ts';

// Decision 027, "Statements compiled once per shape": the page statement compiled once per shape
// and run with another search's values must be exactly the statement Kysely builds for that search
// (same SQL text, same parameters in the same order), on both databases, for every kind of filter.

const ORDERS: ProductOrder[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'created_at', direction: 'asc' },
  { column: 'price', direction: 'asc' },
  { column: 'price', direction: 'desc' },
];

/** A small deterministic generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, ids: (n: number) => Array.from({ length: n }, () => 1 + int(40)) };
}

type Rng = ReturnType<typeof random>;

/** Filters of a given shape (which are set, list lengths) with values drawn anew each call. */
type ShapeSpec = {
  words: number;
  textMatches: 'index' | 'none' | 'list';
  maxDelivery: boolean;
  minPrice: 'none' | 'zero' | 'positive';
  maxPrice: boolean;
  lists: [number, number, number, number, number];
};

function filtersOf(spec: ShapeSpec, rng: Rng): ProductListFilters {
  const [colors, materials, types, versions, categories] = spec.lists;
  const words = ['taza', 'térmica', '50%', 'a_b', 'pluma*', 'vaso?', 'gorra['].slice(rng.int(3), rng.int(3) + spec.words);
  while (words.length < spec.words) words.push(`w${rng.int(100)}`);
  return {
    words,
    textMatchIds:
      spec.words === 0 || spec.textMatches === 'index' ? null : spec.textMatches === 'none' ? [] : rng.ids(1 + rng.int(30)),
    maxDeliveryDays: spec.maxDelivery ? 1 + rng.int(60) : null,
    minBaseCents: spec.minPrice === 'none' ? null : spec.minPrice === 'zero' ? -rng.int(2) : 1 + rng.int(90_000),
    maxBaseCents: spec.maxPrice ? rng.int(90_000) : null,
    colorIds: rng.ids(colors),
    materialIds: rng.ids(materials),
    productTypeIds: rng.ids(types),
    productVersionIds: rng.ids(versions),
    categoryIds: rng.ids(categories),
  };
}

function specOf(rng: Rng): ShapeSpec {
  const count = () => (rng.next() < 0.5 ? 0 : 1 + rng.int(3));
  const words = rng.next() < 0.5 ? 0 : 1 + rng.int(3);
  return {
    words,
    textMatches: (['index', 'none', 'list'] as const)[rng.int(3)] ?? 'list',
    maxDelivery: rng.next() < 0.5,
    minPrice: (['none', 'zero', 'positive'] as const)[rng.int(3)] ?? 'none',
    maxPrice: rng.next() < 0.5,
    lists: [count(), count(), count(), count(), count()],
  };
}

type Variant = { spec: ShapeSpec; order: ProductOrder; shape: RelationShape };

function neighbours(spec: ShapeSpec, order: ProductOrder, shape: RelationShape): Variant[] {
  const with_ = (change: Partial<ShapeSpec>): Variant => ({ spec: { ...spec, ...change }, order, shape });
  const list = (at: number, length: number): Variant => {
    const lists = [...spec.lists] as ShapeSpec['lists'];
    lists[at] = length;
    return with_({ lists });
  };
  const other = <T>(values: readonly T[], current: T) => values.filter((value) => value !== current);
  return [
    { spec, order, shape },
    with_({ words: spec.words === 0 ? 2 : 0 }),
    with_({ words: spec.words + 1 }),
    ...other(['index', 'none', 'list'] as const, spec.textMatches).map((textMatches) =>
      with_({ words: Math.max(1, spec.words), textMatches }),
    ),
    with_({ maxDelivery: !spec.maxDelivery }),
    ...other(['none', 'zero', 'positive'] as const, spec.minPrice).map((minPrice) => with_({ minPrice })),
    with_({ maxPrice: !spec.maxPrice }),
    ...spec.lists.flatMap((length, at) => [list(at, length === 0 ? 1 : 0), list(at, length + 1)]),
    ...other(ORDERS, order).map((next) => ({ spec, order: next, shape })),
    { spec, order, shape: shape === 'keys' ? 'set' : 'keys' },
  ];
}

describe.each(['sqlite', 'postgres'] as const)('page statements compiled once per shape (%s)', (dialect) => {
  const db = compilingOnly(dialect);

  it('bind each search’s own values into the statement Kysely writes for it', () => {
    const rng = random(20_261_127);
    let compared = 0;
    for (let index = 0; index < 60; index++) {
      const base = specOf(rng);
      const order = ORDERS[rng.int(ORDERS.length)] ?? { column: 'created_at', direction: 'desc' };
      const shape: RelationShape = rng.next() < 0.5 ? 'keys' : 'set';
      // The search and its neighbours, each differing in one thing that changes the SQL text: one
      // after another, so a key that missed that thing would hand the neighbour the wrong statement.
      for (const variant of neighbours(base, order, shape)) {
        // Several searches of one shape: the first compiles it, the others only bind their values.
        for (let run = 0; run < 2; run++) {
          const filters = filtersOf(variant.spec, rng);
          const paging = { limit: 1 + rng.int(48), offset: rng.int(2000) };
          const viewerId = rng.int(500);
          const request = { filters, order: variant.order, paging, shape: variant.shape, viewerId };
          const expected = productPageQuery(db, dialect, request).compile();
          const actual = productPageStatement(db, dialect, request);
          expect({ sql: actual.sql, parameters: actual.parameters }).toEqual({
            sql: expected.sql,
            parameters: expected.parameters,
          });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('write the listing without filters with its page as literals on PostgreSQL only', () => {
    const none = filtersOf(
      { words: 0, textMatches: 'index', maxDelivery: false, minPrice: 'none', maxPrice: false, lists: [0, 0, 0, 0, 0] },
      random(2),
    );
    const order: ProductOrder = { column: 'created_at', direction: 'desc' };
    const page2 = productPageStatement(db, dialect, { filters: none, order, paging: { limit: 24, offset: 24 }, viewerId: 7 });
    const page3 = productPageStatement(db, dialect, { filters: none, order, paging: { limit: 24, offset: 48 }, viewerId: 7 });
    if (dialect === 'postgres') {
      expect(page2.sql).toContain('limit 24 offset 24');
      expect(page3.sql).toContain('limit 24 offset 48');
      expect(page3.parameters).toEqual([7]);
    } else {
      expect(page3.sql).toBe(page2.sql);
      expect(page3.parameters).toEqual([7, 24, 48]);
    }
  });
});
