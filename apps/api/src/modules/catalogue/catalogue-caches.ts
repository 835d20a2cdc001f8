import type { AppContext } from '../../context.ts';
import { findCatalogueVersion, type listFilterOptions } from './catalogue.repository.ts';

// What the catalogue computes once per catalogue change rather than per request (decision 027):
// the totals of filtered searches and the filter options with their ranges. Both are kept against
// the catalogue version (migration 011: a number the database bumps on every change to products,
// their colours, types and categories or the named lists), read with one primary-key query per
// request, so every instance notices a change made by any process. `invalidateCatalogue` drops
// them at once (the process that changed the catalogue need not wait for the next read).

export type FilterOptions = Awaited<ReturnType<typeof listFilterOptions>>;

/** Distinct filter combinations whose total is kept; the oldest goes first. */
const MAX_COUNTS = 5000;

type CatalogueCaches = {
  version: string | null;
  counts: Map<string, number>;
  filterOptions: FilterOptions | null;
};

const cachesByContext = new WeakMap<AppContext, CatalogueCaches>();

function cachesOf(ctx: AppContext): CatalogueCaches {
  let caches = cachesByContext.get(ctx);
  if (!caches) {
    caches = { version: null, counts: new Map(), filterOptions: null };
    cachesByContext.set(ctx, caches);
  }
  return caches;
}

/** Drops every total and the filter options: the one place to call after changing the catalogue. */
export function invalidateCatalogue(ctx: AppContext): void {
  const caches = cachesOf(ctx);
  caches.version = null;
  caches.counts.clear();
  caches.filterOptions = null;
}

/** The current catalogue version; the caches are emptied when it moved. */
async function currentVersion(ctx: AppContext): Promise<string> {
  const version = await findCatalogueVersion(ctx.db);
  const caches = cachesOf(ctx);
  if (caches.version !== version) {
    invalidateCatalogue(ctx);
    caches.version = version;
  }
  return version;
}

/** The total of a filter combination (`key`), counted once per catalogue version. */
export async function cachedCount(ctx: AppContext, key: string, count: () => Promise<number>): Promise<number> {
  const version = await currentVersion(ctx);
  const caches = cachesOf(ctx);
  const cached = caches.counts.get(key);
  if (cached !== undefined) return cached;
  const total = await count();
  // A change that landed meanwhile already emptied the map: this total belongs to no version.
  if (caches.version === version) {
    caches.counts.set(key, total);
    if (caches.counts.size > MAX_COUNTS) {
      const oldest = caches.counts.keys().next().value;
      if (oldest !== undefined) caches.counts.delete(oldest);
    }
  }
  return total;
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
