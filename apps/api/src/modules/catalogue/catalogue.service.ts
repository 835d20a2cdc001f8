import {
  type OrderOption,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductCardDto,
  type ProductDetailDto,
  type ProductSearchQuery,
  SEARCH_MAX_WORDS,
} from '@cotizador/contracts/catalogue';
import { centsToPesos, priceWithIndirectExpenses } from '@cotizador/domain/pricing';
import { searchWords } from '@cotizador/domain/search';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { AuthState } from '../auth/auth.types.ts';
import {
  type ColorSwatch,
  countProducts,
  findActiveProductCards,
  findContainerBox,
  findProductActivity,
  findProductById,
  hasRelationFilters,
  listCardsByIds,
  listColorSwatches,
  listCuratedRelatedIds,
  listCustomizationSaleVolumes,
  listCustomizations,
  listFavoriteProductIds,
  listFilterOptions,
  listOrderIndexRows,
  listProductCategories,
  listProductColors,
  listProductPage,
  listProductTypesOf,
  listRelatedProductIds,
  listSaleVolumes,
  listTextMatchIds,
  NO_FILTERS,
  type ProductCardRow,
  type ProductColorRow,
  type ProductListFilters,
  type ProductOrder,
  type ProductPageRow,
  type RelationShape,
  reverseOrder,
} from './catalogue.repository.ts';
import {
  cachedCount,
  cachedFilterOptions,
  cachedOrderIndex,
  cachedSwatches,
  cachedTextMatches,
  currentVersion,
  dropCatalogueCaches,
  lastSeenVersion,
} from './catalogue-caches.ts';
import { buildOrderIndex, countInIndex, indexAnswers, pageFromIndex } from './catalogue-index.ts';
import { lowerBoundCents, maxBaseForShownCents, minBaseForShownCents, upperBoundCents } from './price-bounds.ts';

/** Who is looking: prices depend on the operator's company, hearts on the operator. */
export type Viewer = { userId: number; percentage: number | null };

export function viewerOf(auth: AuthState): Viewer {
  return { userId: auth.user.id, percentage: auth.company?.percentage_indirect_expenses ?? null };
}

/** SPEC §9 unit price before customization: base / (1 − pct/100), in pesos. */
function shownPrice(baseCents: number | null, viewer: Viewer): number | null {
  return baseCents === null ? null : centsToPesos(priceWithIndirectExpenses(Number(baseCents), viewer.percentage));
}

function pesos(cents: number | null | undefined): number {
  return centsToPesos(Number(cents ?? 0));
}

export function parseImageList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

// ——— Product cards ———

/** A card's swatch: the product_color id and its colour's id, name and hex. */
type CardColor = { id: number; color: ColorSwatch };

/** The card's colours from its derived `card_colors` pairs and the catalogue's colour list. */
function cardColors(row: ProductCardRow, swatches: Map<number, ColorSwatch>): CardColor[] {
  let pairs: unknown;
  try {
    pairs = JSON.parse(row.card_colors);
  } catch {
    return [];
  }
  if (!Array.isArray(pairs)) return [];
  const colors: CardColor[] = [];
  for (const pair of pairs) {
    if (!Array.isArray(pair)) continue;
    const [id, colorId] = pair as unknown[];
    const color = typeof colorId === 'number' ? swatches.get(colorId) : undefined;
    if (typeof id === 'number' && color) colors.push({ id, color });
  }
  return colors;
}

function toCards(viewer: Viewer, rows: ProductCardRow[], colors: CardColor[][], favorites: Set<number>): ProductCardDto[] {
  return rows.map((row, index) => {
    const isFavorite = favorites.has(row.id);
    return {
      id: row.id,
      name: row.name,
      sku: row.sku,
      image: parseImageList(row.images),
      minimum_units: row.min_units,
      price: shownPrice(row.min_base_price_cents, viewer),
      is_favorite: isFavorite,
      users_favorite: isFavorite ? [{ id: viewer.userId }] : [],
      productcolors: colors[index] ?? [],
    };
  });
}

/** The colour list of the current catalogue version (read from the database once per version). */
function swatchesOf(ctx: AppContext, version: string): Promise<Map<number, ColorSwatch>> {
  return cachedSwatches(ctx, version, () => listColorSwatches(ctx.db));
}

/** Cards for these rows: their colours come with them; one query for the hearts (no N+1). */
async function buildCards(ctx: AppContext, viewer: Viewer, rows: ProductCardRow[]): Promise<ProductCardDto[]> {
  const [swatches, favorites] = await Promise.all([
    currentVersion(ctx).then((version) => swatchesOf(ctx, version)),
    listFavoriteProductIds(
      ctx.db,
      viewer.userId,
      rows.map((row) => row.id),
    ),
  ]);
  return toCards(
    viewer,
    rows,
    rows.map((row) => cardColors(row, swatches)),
    favorites,
  );
}

/** Cards of active products, in the order of `ids`; unknown and inactive ids are skipped. */
export async function productCards(ctx: AppContext, viewer: Viewer, ids: number[]): Promise<ProductCardDto[]> {
  const rows = await findActiveProductCards(ctx.db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    byId.delete(id);
    return [row];
  });
  return buildCards(ctx, viewer, ordered);
}

/** 'active', 'inactive', or null for an unknown product. */
export async function productStatus(ctx: AppContext, productId: number): Promise<'active' | 'inactive' | null> {
  const row = await findProductActivity(ctx.db, productId);
  if (!row) return null;
  return row.is_active === 1 ? 'active' : 'inactive';
}

export type ProductColorDto = {
  id: number;
  color: { id: number; name: string; hex: string };
  images: string[];
  stock: number | null;
};

/** The colours (with images and stock) of the active products among `ids`, by product id. */
export async function activeProductColors(ctx: AppContext, ids: number[]): Promise<Map<number, ProductColorDto[]>> {
  const active = new Set((await findActiveProductCards(ctx.db, [...new Set(ids)])).map((row) => row.id));
  const colors = await listProductColors(ctx.db, [...active]);
  const result = new Map<number, ProductColorDto[]>([...active].map((id) => [id, []]));
  for (const color of colors) {
    result
      .get(color.product_id)
      ?.push({ id: color.id, color: colorDto(color), images: parseImageList(color.images), stock: color.stock });
  }
  return result;
}

// ——— Search ———

export type ProductPage = {
  data: ProductCardDto[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
};

export function resolveOrder(query: Pick<ProductSearchQuery, 'order' | 'order_type' | 'order_sort'>): ProductOrder {
  const named = query.order ?? (isOrderOption(query.order_type) ? query.order_type : undefined);
  if (named) {
    switch (named) {
      case 'createdAtDesc':
        return { column: 'created_at', direction: 'desc' };
      case 'priceAsc':
        return { column: 'price', direction: 'asc' };
      case 'priceDesc':
        return { column: 'price', direction: 'desc' };
    }
  }
  const column = query.order_type === 'price' ? 'price' : 'created_at';
  const direction = query.order_sort ?? (column === 'price' ? 'asc' : 'desc');
  return { column, direction };
}

function isOrderOption(value: string | undefined): value is OrderOption {
  return value === 'createdAtDesc' || value === 'priceAsc' || value === 'priceDesc';
}

export function toListFilters(query: ProductSearchQuery, viewer: Viewer): ProductListFilters {
  const words = dropContainedWords([...new Set(searchWords(query.search ?? ''))]).slice(0, SEARCH_MAX_WORDS);
  const merge = (...lists: number[][]) => [...new Set(lists.flat())];
  return {
    words,
    maxDeliveryDays: query.days_approx_delivery_until ?? null,
    minBaseCents:
      query.price_until_min === undefined
        ? null
        : minBaseForShownCents(lowerBoundCents(query.price_until_min), viewer.percentage),
    maxBaseCents:
      query.price_until_max === undefined
        ? null
        : maxBaseForShownCents(upperBoundCents(query.price_until_max), viewer.percentage),
    colorIds: merge(query.colors, query['colors[]']),
    materialIds: merge(query.materials, query['materials[]']),
    // Home "categories" are product types (DESIGN.md §3): category_id is one more product type.
    productTypeIds: merge(
      query.product_types,
      query['product_types[]'],
      query.category_id === undefined ? [] : [query.category_id],
    ),
    productVersionIds: merge(query.product_versions, query['product_versions[]']),
    categoryIds: merge(query.categories, query['categories[]']),
  };
}

/** "taza" is implied by "tazas": fewer LIKE conditions, same result. */
function dropContainedWords(words: string[]): string[] {
  return words.filter(
    (word, index) => !words.some((other, otherIndex) => otherIndex !== index && other !== word && other.includes(word)),
  );
}

/** A search page as every operator sees it: rows, each row's colours and total, without the hearts. */
type SharedPage = { rows: ProductCardRow[]; colors: CardColor[][]; total: number };

const pageCaches = new WeakMap<AppContext, TtlCache<SharedPage>>();

/** Cluster bus topic: every instance drops its cached search pages (decision 019). */
export const CATALOGUE_INVALIDATED_TOPIC = 'catalogue.invalidated';

/** Search pages are cached for CATALOGUE_CACHE_SECONDS per instance (decision 005). */
function pageCache(ctx: AppContext): TtlCache<SharedPage> {
  let cache = pageCaches.get(ctx);
  if (!cache) {
    const created = new TtlCache<SharedPage>({
      maxEntries: 1000,
      ttlMs: ctx.config.catalogueCacheSeconds * 1000,
      clock: ctx.clock,
    });
    // Another instance changed the catalogue, or this one may have missed such a message.
    const dropAll = () => {
      created.clear();
      dropCatalogueCaches(ctx);
    };
    ctx.bus.subscribe(CATALOGUE_INVALIDATED_TOPIC, dropAll);
    ctx.bus.onResync(dropAll);
    pageCaches.set(ctx, created);
    cache = created;
  }
  return cache;
}

/**
 * Call after a committed change to products, prices or anything a search page shows: clears this
 * instance's cached pages at once and tells every other instance to clear theirs.
 */
export async function invalidateCatalogue(ctx: AppContext): Promise<void> {
  pageCache(ctx).clear();
  // Totals, word matches and filter ranges (decision 027); the catalogue version also moves them.
  dropCatalogueCaches(ctx);
  await ctx.bus.publish(CATALOGUE_INVALIDATED_TOPIC, {});
}

/** Where a page lies among `total` results. */
export type PageWindow = { offset: number; limit: number; reversed: boolean };

/**
 * The page's place among `total` results, or null past the last one. A page past the middle is
 * read from the other end, in the mirrored order (`reversed`), so no page walks more than half of
 * the order index: the last page costs what the first one does (decision 027).
 */
export function pageWindow(offset: number, limit: number, total: number): PageWindow | null {
  if (offset >= total) return null;
  const take = Math.min(limit, total - offset);
  const fromEnd = total - offset - take;
  return fromEnd < offset ? { offset: fromEnd, limit: take, reversed: true } : { offset, limit, reversed: false };
}

/** The count key of every active product (no JSON filter key starts with `*`). */
const ACTIVE_COUNT_KEY = '*active';

/**
 * Order-index entries a page may walk with `keys` filters before `set` ones are cheaper (decision
 * 027): beyond this, building the set of matching ids costs less than checking every entry met.
 */
const KEYS_WALK_LIMIT = 4000;

/** Which way to write colour/type/category filters for this page (see `RelationShape`). */
async function relationShape(ctx: AppContext, version: string, window: PageWindow, total: number): Promise<RelationShape> {
  const active = await cachedCount(ctx, version, ACTIVE_COUNT_KEY, () => countProducts(ctx.db, ctx.dialect, NO_FILTERS));
  // Matches spread over the order: reaching the page's last row walks about this many entries.
  const walk = ((window.offset + window.limit) * active) / Math.max(1, total);
  return walk <= KEYS_WALK_LIMIT ? 'keys' : 'set';
}

/** A search page's rows and total, and the catalogue version they were read against. */
type SharedRows = { rows: ProductPageRow[]; total: number; version: string };

/**
 * The rows and total of a search page, shared by every operator (decision 027, "Catalogue
 * queries"), against `version`. When that version is only `assumed` (the last one this instance
 * read), the answer counts only if the page's own read confirms it (`version` of the result);
 * `null` otherwise, and the caller reads the version and asks again.
 */
async function findSharedRows(
  ctx: AppContext,
  version: string,
  assumed: boolean,
  filters: ProductListFilters,
  order: ProductOrder,
  offset: number,
  perPage: number,
  viewer: Viewer,
): Promise<SharedRows | null> {
  // A price ceiling below every possible base price matches nothing, whatever the catalogue.
  if (filters.maxBaseCents !== null && filters.maxBaseCents < 0) return { rows: [], total: 0, version };
  // The products matching the words are known once per catalogue version (decision 027).
  const textMatchIds =
    filters.words.length > 0
      ? await cachedTextMatches(ctx, version, filters.words, (limit) =>
          listTextMatchIds(ctx.db, ctx.dialect, filters.words, limit),
        )
      : null;
  const withIds = { ...filters, textMatchIds };
  if (textMatchIds?.length !== 0 && indexAnswers(withIds)) {
    return findRowsInIndex(ctx, version, assumed, filters, withIds, order, offset, perPage, viewer);
  }
  // Nothing read here confirms an assumed version.
  if (assumed) return null;
  if (textMatchIds?.length === 0) return { rows: [], total: 0, version };
  // The total first, counted once per catalogue version: it tells where the page lies, whether
  // there is one at all and how to write the filters.
  const total = await cachedCount(ctx, version, JSON.stringify(filters), () => countProducts(ctx.db, ctx.dialect, withIds));
  const window = pageWindow(offset, perPage, total);
  if (!window) return { rows: [], total, version };
  const shape = hasRelationFilters(filters) ? await relationShape(ctx, version, window, total) : 'set';
  const rows = await listProductPage(ctx.db, ctx.dialect, {
    filters: withIds,
    order: window.reversed ? reverseOrder(order) : order,
    paging: window,
    shape,
    viewerId: viewer.userId,
  });
  return { rows: window.reversed ? rows.reverse() : rows, total, version };
}

/**
 * The rows and total of a search page from the catalogue's order index (decision 027, "An order
 * index per catalogue version"): the index picks the page's ids, the database reads their rows,
 * with the catalogue version of that read.
 */
async function findRowsInIndex(
  ctx: AppContext,
  version: string,
  assumed: boolean,
  filters: ProductListFilters,
  withIds: ProductListFilters,
  order: ProductOrder,
  offset: number,
  perPage: number,
  viewer: Viewer,
): Promise<SharedRows | null> {
  const index = await cachedOrderIndex(ctx, version, async () => buildOrderIndex(await listOrderIndexRows(ctx.db)));
  const total = await cachedCount(ctx, version, JSON.stringify(filters), async () => countInIndex(index, withIds));
  const window = pageWindow(offset, perPage, total);
  if (!window) return assumed ? null : { rows: [], total, version };
  const found = pageFromIndex(index, withIds, window.reversed ? reverseOrder(order) : order, window);
  const ids = window.reversed ? found.reverse() : found;
  const cards = await listCardsByIds(ctx.db, ctx.dialect, ids, viewer.userId);
  // Read against another version (the catalogue changed since this instance last looked): the
  // index, total or matches may be out of date, so the caller asks again with the current one.
  if (assumed && cards.version !== version) return null;
  const byId = new Map(cards.rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, version };
}

/**
 * A search page against the current catalogue. The version this instance read last is tried
 * first: the page's own read confirms it in the same statement (no version query). Otherwise the
 * version is read and the page found again (once after each catalogue change, and for searches
 * the order index does not answer).
 */
async function findCurrentRows(
  ctx: AppContext,
  filters: ProductListFilters,
  order: ProductOrder,
  offset: number,
  perPage: number,
  viewer: Viewer,
): Promise<SharedRows> {
  const last = lastSeenVersion(ctx);
  if (last !== null) {
    const found = await findSharedRows(ctx, last, true, filters, order, offset, perPage, viewer);
    if (found) return found;
  }
  const version = await currentVersion(ctx);
  const found = await findSharedRows(ctx, version, false, filters, order, offset, perPage, viewer);
  if (!found) throw new Error('a search against a version just read needs no confirmation');
  return found;
}

export async function searchProducts(ctx: AppContext, viewer: Viewer, query: ProductSearchQuery): Promise<ProductPage> {
  const filters = toListFilters(query, viewer);
  const order = resolveOrder(query);
  const perPage = query.per_page;
  const page = query.page ?? 1;
  const offset = (page - 1) * perPage;
  // Hearts are per operator and never cached (a toggle shows at once). When this request builds
  // the shared page, its query brings this operator's hearts along; a cached page asks for them.
  const pending: { favorites?: Set<number> } = {};
  // The filters hold the price bounds in base centavos, so the key also tells companies apart
  // where their percentage matters; prices themselves are computed per operator below.
  const key = JSON.stringify([filters, order, page, perPage]);
  const shared = await pageCache(ctx).getOrSet(key, async () => {
    const { rows, total, version } = await findCurrentRows(ctx, filters, order, offset, perPage, viewer);
    pending.favorites = new Set(rows.filter((row) => Boolean(row.is_favorite)).map((row) => row.id));
    const swatches = await swatchesOf(ctx, version);
    // The shared rows keep the card's columns only: no operator's hearts.
    const shared: ProductCardRow[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      sku: row.sku,
      images: row.images,
      min_units: row.min_units,
      min_base_price_cents: row.min_base_price_cents,
      card_colors: row.card_colors,
    }));
    return { rows: shared, colors: rows.map((row) => cardColors(row, swatches)), total };
  });
  const favorites =
    pending.favorites ??
    (await listFavoriteProductIds(
      ctx.db,
      viewer.userId,
      shared.rows.map((row) => row.id),
    ));
  const data = toCards(viewer, shared.rows, shared.colors, favorites);
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(shared.total / perPage)),
    from: data.length > 0 ? offset + 1 : null,
    to: data.length > 0 ? offset + data.length : null,
    total: shared.total,
    per_page: perPage,
  };
}

// ——— Filters ———

const DEFAULT_MIN_DELIVERY = 1;
const DEFAULT_MAX_DELIVERY = 100;
const DEFAULT_MAX_PRICE = 100;

export async function productFilters(ctx: AppContext, viewer: Viewer) {
  const options = await cachedFilterOptions(ctx, () => listFilterOptions(ctx.db));
  const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const maxShown = options.maxBaseCents === null ? null : priceWithIndirectExpenses(options.maxBaseCents, viewer.percentage);
  const maxPrice = maxShown === null ? DEFAULT_MAX_PRICE : Math.max(1, Math.ceil(maxShown / 100));
  const minDelivery = Math.max(1, options.minDelivery ?? DEFAULT_MIN_DELIVERY);
  const maxDelivery = Math.max(minDelivery, options.maxDelivery ?? DEFAULT_MAX_DELIVERY);
  return {
    filters: {
      categories: byName(options.categories).map(named),
      materials: byName(options.materials).map(named),
      colors: byName(options.colors).map((color) => ({ id: color.id, name: color.name, hex: color.hex })),
      product_types: options.productTypes.map(named),
      product_versions: byName(options.productVersions).map(named),
      min_delivery: minDelivery,
      max_delivery: maxDelivery,
      max_price: maxPrice,
      price: [0, maxPrice] as [number, number],
    },
  };
}

// ——— Product detail ———

/** Related products shown per product type (deduplicated across types, SPEC §9). */
const RELATED_PER_TYPE = 8;

export async function productDetail(
  ctx: AppContext,
  viewer: Viewer,
  productId: number,
  options: { allowInactive?: boolean } = {},
): Promise<ProductDetailDto> {
  const product = await findProductById(ctx.db, productId);
  // A sent quotation still shows its product after the catalogue hid it (quotation detail).
  if (!product || (product.is_active !== 1 && !options.allowInactive)) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);

  const [categories, types, colors, favorites, saleVolumes, customizations, pivots, box, curated] = await Promise.all([
    listProductCategories(ctx.db, productId),
    listProductTypesOf(ctx.db, productId),
    listProductColors(ctx.db, [productId]),
    listFavoriteProductIds(ctx.db, viewer.userId, [productId]),
    listSaleVolumes(ctx.db, productId),
    listCustomizations(ctx.db, productId),
    listCustomizationSaleVolumes(ctx.db, productId),
    findContainerBox(ctx.db, productId),
    listCuratedRelatedIds(ctx.db, productId),
  ]);

  // Related products: those an admin chose first (decision 025 addendum), then the newest of each
  // type; each product once across types, never this one, as many as the types give today.
  const relatedLimit = RELATED_PER_TYPE * Math.max(1, types.length);
  const curatedIds = curated.filter((id) => id !== productId).slice(0, relatedLimit);
  const seen = new Set<number>([productId, ...curatedIds]);
  const relatedIdsByType = new Map<number, number[]>();
  for (const type of types) {
    const ids = await listRelatedProductIds(ctx.db, type.id, [...seen], RELATED_PER_TYPE);
    for (const id of ids) seen.add(id);
    relatedIdsByType.set(type.id, ids);
  }
  const relatedIds = [...curatedIds, ...[...relatedIdsByType.values()].flat()];
  const relatedCards = await productCards(ctx, viewer, relatedIds);
  const cardById = new Map(relatedCards.map((card) => [card.id, card]));

  const volumeById = new Map(saleVolumes.map((volume) => [volume.id, volume]));
  const pivotsByCustomization = groupBy(pivots, (pivot) => pivot.customization_id);
  const customizationEntries: ProductDetailDto['customizations'] = [];
  for (const customization of customizations) {
    const volumes = (pivotsByCustomization.get(customization.id) ?? [])
      .flatMap((pivot) => {
        const volume = volumeById.get(pivot.sale_volume_id);
        return volume ? [{ volume, costPerUnitCents: pivot.cost_per_unit_cents }] : [];
      })
      .sort((a, b) => a.volume.minimum_units - b.volume.minimum_units || a.volume.id - b.volume.id);
    const salesVolume = volumes.map(({ volume, costPerUnitCents }) => ({
      id: volume.id,
      minimum_units: volume.minimum_units,
      maximum_units: volume.maximum_units,
      days_customization: volume.days_customization,
      cost_per_unit: pesos(costPerUnitCents),
    }));
    const customizationDto = {
      id: customization.id,
      print_type_id: customization.print_type_id,
      print_type: { id: customization.print_type_id, name: customization.print_type_name },
      personalization: customization.personalization,
      max_number_inks: customization.max_number_inks,
      printing_area: customization.printing_area,
      sales_volume: salesVolume,
    };
    volumes.forEach(({ volume }, index) => {
      const saleVolume = salesVolume[index];
      if (!saleVolume) return;
      customizationEntries.push({
        base_price: pesos(volume.base_price_cents),
        sale_volume: saleVolume,
        customization: customizationDto,
      });
    });
  }

  const isFavorite = favorites.has(productId);
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    description: product.description,
    image: parseImageList(product.images),
    length: product.length,
    width: product.width,
    height: product.height,
    weight: product.weight,
    unit_measure: product.unit_measure,
    notes: product.notes,
    material:
      product.material_id !== null && product.material_name !== null
        ? { id: product.material_id, name: product.material_name }
        : null,
    product_version:
      product.product_version_id !== null && product.product_version_name !== null
        ? { id: product.product_version_id, name: product.product_version_name }
        : null,
    categories: categories.map(named),
    product_types: types.map((type) => ({
      id: type.id,
      name: type.name,
      products: (relatedIdsByType.get(type.id) ?? []).flatMap((id) => {
        const card = cardById.get(id);
        return card ? [card] : [];
      }),
    })),
    related_products: relatedIds.slice(0, relatedLimit).flatMap((id) => {
      const card = cardById.get(id);
      return card ? [card] : [];
    }),
    productcolors: colors.map((color) => ({
      id: color.id,
      color: colorDto(color),
      images: parseImageList(color.images),
      stock: color.stock,
    })),
    is_favorite: isFavorite,
    users_favorite: isFavorite ? [{ id: viewer.userId }] : [],
    minimum_units: product.min_units,
    price: shownPrice(product.min_base_price_cents, viewer),
    min_delivery_days: product.min_delivery_days,
    salesvolume: saleVolumes.map((volume) => ({
      id: volume.id,
      minimum_units: volume.minimum_units,
      maximum_units: volume.maximum_units,
      days_customization: volume.days_customization,
      base_price: pesos(volume.base_price_cents),
      price: centsToPesos(priceWithIndirectExpenses(Number(volume.base_price_cents), viewer.percentage)),
    })),
    customizations: customizationEntries,
    containerbox: box
      ? {
          id: box.id,
          length: box.length,
          width: box.width,
          height: box.height,
          weight: box.weight,
          dimensions_known: box.dimensions_known === 1,
          masterbox:
            box.master_box_id === null
              ? null
              : {
                  id: box.master_box_id,
                  max_total_containers: box.max_total_containers ?? 0,
                  days_approx_shipping: box.days_approx_shipping ?? 0,
                  base_delivery_price: pesos(box.base_delivery_price_cents),
                  packaging_price: pesos(box.packaging_price_cents),
                  box_type:
                    box.box_type_id === null || box.box_type_size === null
                      ? null
                      : { id: box.box_type_id, size: box.box_type_size },
                },
        }
      : null,
    percentage_indirect_expenses: viewer.percentage,
  };
}

// ——— Helpers ———

function named(row: { id: number; name: string }) {
  return { id: row.id, name: row.name };
}

function colorDto(row: ProductColorRow) {
  return { id: row.color_id, name: row.color_name, hex: row.color_hex };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
