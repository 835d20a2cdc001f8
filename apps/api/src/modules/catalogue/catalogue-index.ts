import type { ProductListFilters, ProductOrder } from './catalogue.repository.ts';

// The catalogue's order index in memory (decision 027, "An order index per catalogue version"): the
// active products in each order the catalogue offers, as the database sorts them, with what the
// search filters on. Built once per catalogue version; a search page then walks it in microseconds
// instead of walking an index entry by entry in SQL, and the database reads only the page's rows.

/** One active product as the index row query reads it (`listOrderIndexRows`). */
export type OrderIndexRow = {
  id: number;
  min_base_price_cents: number | null;
  min_delivery_days: number | null;
  material_id: number | null;
  product_version_id: number | null;
  /** `,t1,g2,c3,` (migration 015): product types, categories and colours. */
  filter_keys: string;
  /** 1 for the oldest product (created_at, then id, ascending). */
  created_rank: number;
};

export type OrderIndex = {
  /** Active products. */
  readonly size: number;
  /** Positions (into the arrays below) oldest first: created_at, then id, ascending. */
  readonly byCreated: Int32Array;
  /** Positions cheapest first: price ascending with no price first, then id ascending. */
  readonly byPrice: Int32Array;
  readonly ids: Int32Array;
  /** The position of each product id. */
  readonly positionOf: ReadonlyMap<number, number>;
  /** NaN: no price (counts as 0, decision 005). */
  readonly price: Float64Array;
  /** -1: unknown. */
  readonly delivery: Int32Array;
  /** 0: none (ids start at 1). */
  readonly material: Int32Array;
  readonly version: Int32Array;
  readonly types: RelationBits;
  readonly categories: RelationBits;
  readonly colors: RelationBits;
};

/**
 * A product's ids of one relation (types, categories or colours) as bits: each id that occurs gets
 * a bit (`bitOf`, dense whatever the ids' values), `words` 32-bit words per product. Flat, so a
 * walk reads neighbouring memory.
 */
export type RelationBits = { readonly words: number; readonly bits: Uint32Array; readonly bitOf: ReadonlyMap<number, number> };

function relationBits(lists: ReadonlyArray<readonly number[]>): RelationBits {
  const bitOf = new Map<number, number>();
  for (const list of lists) for (const id of list) if (!bitOf.has(id)) bitOf.set(id, bitOf.size);
  const words = (bitOf.size >>> 5) + 1;
  const bits = new Uint32Array(lists.length * words);
  lists.forEach((list, position) => {
    for (const id of list) {
      const bit = bitOf.get(id) ?? 0;
      const at = position * words + (bit >>> 5);
      bits[at] = (bits[at] ?? 0) | (1 << (bit & 31));
    }
  });
  return { words, bits, bitOf };
}

/** The bits of the wanted ids, one word per word of the relation (an id no product has matches nothing). */
function wantedBits(relation: RelationBits, wanted: readonly number[]): Uint32Array {
  const mask = new Uint32Array(relation.words);
  for (const id of wanted) {
    const bit = relation.bitOf.get(id);
    if (bit !== undefined) mask[bit >>> 5] = (mask[bit >>> 5] ?? 0) | (1 << (bit & 31));
  }
  return mask;
}

/** Whether the product at `position` has any of the ids in `mask`. */
function hasAny(relation: RelationBits, mask: Uint32Array, position: number): boolean {
  const base = position * relation.words;
  for (let word = 0; word < mask.length; word++) {
    if (((relation.bits[base + word] ?? 0) & (mask[word] ?? 0)) !== 0) return true;
  }
  return false;
}

const NO_IDS: readonly number[] = [];

/** `,t1,g2,g5,c3,` → types [1], categories [2, 5], colours [3]. */
function parseKeys(keys: string): { types: readonly number[]; categories: readonly number[]; colors: readonly number[] } {
  const lists: Record<string, number[]> = { t: [], g: [], c: [] };
  for (const key of keys.split(',')) {
    const id = Number(key.slice(1));
    const list = lists[key.charAt(0)];
    if (list && key.length > 1 && Number.isInteger(id)) list.push(id);
  }
  const kept = (list: number[] | undefined) => (list && list.length > 0 ? list : NO_IDS);
  return { types: kept(lists.t), categories: kept(lists.g), colors: kept(lists.c) };
}

/**
 * The index of `rows`: every active product cheapest first, each with its rank oldest first, both
 * orders as the database sorted them (`listOrderIndexRows`), so no comparison is written twice.
 */
export function buildOrderIndex(rows: readonly OrderIndexRow[]): OrderIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const price = new Float64Array(size);
  const delivery = new Int32Array(size);
  const material = new Int32Array(size);
  const version = new Int32Array(size);
  const types: Array<readonly number[]> = new Array(size);
  const categories: Array<readonly number[]> = new Array(size);
  const colors: Array<readonly number[]> = new Array(size);
  const byPrice = new Int32Array(size);
  const byCreated = new Int32Array(size).fill(-1);
  const positionOf = new Map<number, number>();
  rows.forEach((row, position) => {
    ids[position] = row.id;
    positionOf.set(row.id, position);
    price[position] = row.min_base_price_cents === null ? Number.NaN : row.min_base_price_cents;
    delivery[position] = row.min_delivery_days ?? -1;
    material[position] = row.material_id ?? 0;
    version[position] = row.product_version_id ?? 0;
    const keys = parseKeys(row.filter_keys);
    types[position] = keys.types;
    categories[position] = keys.categories;
    colors[position] = keys.colors;
    byPrice[position] = position;
    const rank = row.created_rank - 1;
    if (!Number.isInteger(rank) || rank < 0 || rank >= size || byCreated[rank] !== -1) {
      throw new Error('catalogue order index: the creation ranks are not 1…n');
    }
    byCreated[rank] = position;
  });
  return {
    ...{ size, byCreated, byPrice, ids, positionOf, price, delivery, material, version },
    types: relationBits(types),
    categories: relationBits(categories),
    colors: relationBits(colors),
  };
}

/**
 * The known text matches as bits by position in the index (one bit per active product, whatever
 * the ids' values), made once per list and index: both belong to one catalogue version.
 */
const matchBitsByList = new WeakMap<number[], { index: OrderIndex; bits: Uint32Array }>();
function matchBits(index: OrderIndex, ids: number[]): Uint32Array {
  const kept = matchBitsByList.get(ids);
  if (kept?.index === index) return kept.bits;
  const bits = new Uint32Array((index.size >>> 5) + 1);
  for (const id of ids) {
    const position = index.positionOf.get(id);
    if (position !== undefined) bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
  }
  matchBitsByList.set(ids, { index, bits });
  return bits;
}

/**
 * Whether the index can answer these filters: everything but words whose matches are not known
 * (too many: the text index answers those in SQL).
 */
export function indexAnswers(filters: ProductListFilters): boolean {
  return filters.words.length === 0 || Boolean(filters.textMatchIds);
}

/**
 * The test of one position against the filters, with the same meaning as the SQL of
 * `filterConditions`: a missing delivery, material or version never matches a bound on it; a
 * product without price counts as price 0 (below any floor above 0, within any ceiling). One
 * function with every check inline (no list of closures), the usually rarest first.
 */
function matcher(index: OrderIndex, filters: ProductListFilters): ((position: number) => boolean) | null {
  const { price, delivery, material, version, types, categories, colors } = index;
  const texts = filters.words.length > 0 ? matchBits(index, filters.textMatchIds ?? []) : null;
  const maxDelivery = filters.maxDeliveryDays;
  const minPrice = filters.minBaseCents !== null && filters.minBaseCents > 0 ? filters.minBaseCents : null;
  const maxPrice = filters.maxBaseCents;
  const some = (list: number[]) => (list.length > 0 ? list : null);
  const materials = some(filters.materialIds);
  const versions = some(filters.productVersionIds);
  const wanted = (relation: RelationBits, list: number[]) => (list.length > 0 ? wantedBits(relation, list) : null);
  const wantedTypes = wanted(types, filters.productTypeIds);
  const wantedCategories = wanted(categories, filters.categoryIds);
  const wantedColors = wanted(colors, filters.colorIds);
  if (
    texts === null &&
    maxDelivery === null &&
    minPrice === null &&
    maxPrice === null &&
    materials === null &&
    versions === null &&
    wantedTypes === null &&
    wantedCategories === null &&
    wantedColors === null
  ) {
    return null;
  }
  return (position) => {
    if (texts !== null && ((texts[position >>> 5] ?? 0) & (1 << (position & 31))) === 0) return false;
    if (wantedTypes !== null && !hasAny(types, wantedTypes, position)) return false;
    if (wantedCategories !== null && !hasAny(categories, wantedCategories, position)) return false;
    if (minPrice !== null && !((price[position] ?? Number.NaN) >= minPrice)) return false;
    if (maxPrice !== null) {
      const cents = price[position] ?? Number.NaN;
      if (!Number.isNaN(cents) && cents > maxPrice) return false;
    }
    if (maxDelivery !== null) {
      const days = delivery[position] ?? -1;
      if (days < 0 || days > maxDelivery) return false;
    }
    if (materials !== null && !materials.includes(material[position] ?? 0)) return false;
    if (versions !== null && !versions.includes(version[position] ?? 0)) return false;
    if (wantedColors !== null && !hasAny(colors, wantedColors, position)) return false;
    return true;
  };
}

/** How many active products match the filters. */
export function countInIndex(index: OrderIndex, filters: ProductListFilters): number {
  const matches = matcher(index, filters);
  if (!matches) return index.size;
  let total = 0;
  for (let position = 0; position < index.size; position++) if (matches(position)) total++;
  return total;
}

/**
 * The ids of one page: the `limit` matches after the first `offset`, in `order` (a descending
 * order walks the ascending one backwards: it is its exact mirror, ties by id included).
 */
export function pageFromIndex(
  index: OrderIndex,
  filters: ProductListFilters,
  order: ProductOrder,
  paging: { offset: number; limit: number },
): number[] {
  const sequence = order.column === 'price' ? index.byPrice : index.byCreated;
  const forwards = order.direction === 'asc';
  const matches = matcher(index, filters);
  if (!matches) {
    // Every active product: the page is a slice of the order.
    const end = Math.min(sequence.length, paging.offset + paging.limit);
    const page: number[] = [];
    for (let step = paging.offset; step < end; step++) {
      page.push(index.ids[sequence[forwards ? step : sequence.length - 1 - step] ?? 0] ?? 0);
    }
    return page;
  }
  const page: number[] = [];
  let skipped = 0;
  for (let step = 0; step < sequence.length && page.length < paging.limit; step++) {
    const position = sequence[forwards ? step : sequence.length - 1 - step] ?? 0;
    if (!matches(position)) continue;
    if (skipped < paging.offset) {
      skipped++;
      continue;
    }
    page.push(index.ids[position] ?? 0);
  }
  return page;
}
