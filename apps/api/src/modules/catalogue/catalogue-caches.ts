import type { AppContext } from '../../context.ts';
import { type ColorSwatch, findCatalogueVersion, type listFilterOptions } from './catalogue.repository.ts';
import type { OrderIndex } from './catalogue-index.ts';

// What the catalogue computes once per catalogue change rather than per request (decision 027):
// the totals of filtered searches, the products matching each searched word list, the filter
// options with their ranges, the colour swatches and the order index (`catalogue-index.ts`). All are
// kept against the catalogue version (migration 011: a number the database bumps on every change to
// products, their colours, types and categories or the named lists), read with one primary-key query
// per request, so every instance notices a change made by any process. `dropCatalogueCaches` drops
// them at once (called by the service's `invalidateCatalogue`): the process that changed the
// catalogue need not wait for the next read.

export type FilterOptions = Awaited<ReturnType<typeof listFilterOptions>>;

/** Distinct filter combinations whose total is kept; the oldest goes first. */
const MAX_COUNTS = 5000;

/** Word lists whose matching ids are kept, and the longest list kept (more goes to the index). */
const MAX_TEXT_SEARCHES = 1000;
export const MAX_TEXT_MATCH_IDS = 2000;

type CatalogueCaches = {
  version: string | null;
  counts: Map<string, number>;
  /** Ids whose search_text has every word of the key; null: too many, ask the index each time. */
  textMatches: Map<string, number[] | null>;
  filterOptions: FilterOptions | null;
  /** Every colour by id: the swatches of the product cards (migration 014). */
  swatches: Map<number, ColorSwatch> | null;
  /** The order index of the version (`catalogue-index.ts`), or the one being built. */
  orderIndex: { version: string; index: Promise<OrderIndex> } | null;
};

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

const cachesByContext = new WeakMap<AppContext, CatalogueCaches>();

function cachesOf(ctx: AppContext): CatalogueCaches {
  let caches = cachesByContext.get(ctx);
  if (!caches) {
    caches = {
      version: null,
      counts: new Map(),
      textMatches: new Map(),
      filterOptions: null,
      swatches: null,
      orderIndex: null,
    };
    cachesByContext.set(ctx, caches);
  }
  return caches;
}

/** Drops every total and the filter options: the one place to call after changing the catalogue. */
export function dropCatalogueCaches(ctx: AppContext): void {
  const caches = cachesOf(ctx);
  caches.version = null;
  caches.counts.clear();
  caches.textMatches.clear();
  caches.filterOptions = null;
  caches.swatches = null;
  caches.orderIndex = null;
}

/**
 * The current catalogue version; the caches are emptied when it moved. A search reads it once and
 * passes it to `cachedCount` and `cachedTextMatches` (one primary-key query per request).
 */
export async function currentVersion(ctx: AppContext): Promise<string> {
  const version = await findCatalogueVersion(ctx.db);
  const caches = cachesOf(ctx);
  if (caches.version !== version) {
    dropCatalogueCaches(ctx);
    caches.version = version;
  }
  return version;
}

/**
 * The catalogue version this instance read last (null: none yet, or the caches were dropped): a
 * search may assume it if its own read confirms it (`catalogue.service.ts`, `findCurrentRows`).
 */
export function lastSeenVersion(ctx: AppContext): string | null {
  return cachesOf(ctx).version;
}

/** The total of a filter combination (`key`), counted once per catalogue version. */
export async function cachedCount(ctx: AppContext, version: string, key: string, count: () => Promise<number>): Promise<number> {
  const caches = cachesOf(ctx);
  // Another request already saw a newer version: this one neither reads nor keeps a total.
  const cached = caches.version === version ? caches.counts.get(key) : undefined;
  if (cached !== undefined) return cached;
  const total = await count();
  // A change that landed meanwhile already emptied the map: this total belongs to no version.
  if (caches.version === version) remember(caches.counts, key, total, MAX_COUNTS);
  return total;
}

/**
 * The ids matching a word list, asked of the text index once per catalogue version (the index
 * lookup is the largest cost of an uncached text search); null when more than MAX_TEXT_MATCH_IDS
 * match (short common words), which the page query then answers from the index itself.
 */
export async function cachedTextMatches(
  ctx: AppContext,
  version: string,
  words: string[],
  find: (limit: number) => Promise<number[]>,
): Promise<number[] | null> {
  const caches = cachesOf(ctx);
  const key = JSON.stringify(words);
  const cached = caches.version === version ? caches.textMatches.get(key) : undefined;
  if (cached !== undefined) return cached;
  const ids = await find(MAX_TEXT_MATCH_IDS);
  const matches = ids.length > MAX_TEXT_MATCH_IDS ? null : ids;
  if (caches.version === version) remember(caches.textMatches, key, matches, MAX_TEXT_SEARCHES);
  return matches;
}

/** The filter lists and ranges of GET product-filters, read once per catalogue version. */
export async function cachedFilterOptions(ctx: AppContext, load: () => Promise<FilterOptions>): Promise<FilterOptions> {
  const version = await currentVersion(ctx);
  const caches = cachesOf(ctx);
  if (caches.filterOptions) return caches.filterOptions;
  const options = await load();
  if (caches.version === version) caches.filterOptions = options;
  return options;
}

/** Every colour by id (the cards' swatch names and hex), read once per catalogue version. */
export async function cachedSwatches(
  ctx: AppContext,
  version: string,
  load: () => Promise<ColorSwatch[]>,
): Promise<Map<number, ColorSwatch>> {
  const caches = cachesOf(ctx);
  if (caches.version === version && caches.swatches) return caches.swatches;
  const swatches = new Map((await load()).map((color) => [color.id, color]));
  if (caches.version === version) caches.swatches = swatches;
  return swatches;
}

/**
 * The order index of the catalogue version, built once per version (decision 027, "An order index
 * per catalogue version"): the requests that ask while it is being built wait for the same build.
 * A build that fails is not kept (the next search tries again).
 */
export function cachedOrderIndex(ctx: AppContext, version: string, build: () => Promise<OrderIndex>): Promise<OrderIndex> {
  const caches = cachesOf(ctx);
  const kept = caches.orderIndex;
  if (kept && kept.version === version) return kept.index;
  const index = build();
  // Only the current version's index is kept; a request still on an older version builds its own.
  if (caches.version === version) {
    const entry = { version, index };
    caches.orderIndex = entry;
    index.catch(() => {
      if (caches.orderIndex === entry) caches.orderIndex = null;
    });
  }
  return index;
}
