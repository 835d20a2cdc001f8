import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.ts';
import { productTypeHasActiveProduct } from '../../db/expressions.ts';
import { namedStatement } from '../../db/pg-named-statements.ts';
import type { Database } from '../../db/schema.ts';

// Every line of catalogue SQL (STYLE.md). Dialect-neutral: the same statements run on SQLite and
// PostgreSQL (docs/decisions/003, 005).

type ProductsEb = ExpressionBuilder<Database, 'products'>;

export type ProductOrder = { column: 'created_at' | 'price'; direction: 'asc' | 'desc' };

/** Filters already translated to storage terms (base centavos, ids, normalised words). */
export type ProductListFilters = {
  /** Normalised words; a product matches when its search_text contains every one. */
  words: string[];
  /**
   * The ids whose search_text contains every word, when already known (decision 027: kept per
   * catalogue version); the text index is asked otherwise.
   */
  textMatchIds?: number[] | null;
  maxDeliveryDays: number | null;
  /** Inclusive bounds on products.min_base_price_cents. */
  minBaseCents: number | null;
  maxBaseCents: number | null;
  colorIds: number[];
  materialIds: number[];
  productTypeIds: number[];
  productVersionIds: number[];
  categoryIds: number[];
};

/** `\` escapes LIKE's own wildcards, so "50%" and "a_b" are searched literally. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** GLOB's wildcards (`*`, `?`, `[`) become one-character classes, so they match literally. */
export function globContains(word: string): string {
  return `*${word.replace(/[*?[]/g, (char) => `[${char}]`)}*`;
}

/**
 * Every word must be a substring of search_text. SQLite asks the FTS5 trigram table (GLOB, which
 * FTS5 can answer from the index, unlike LIKE … ESCAPE); PostgreSQL uses LIKE, which pg_trgm's
 * GIN index answers. Both are exact: the index finds candidates, the pattern is then checked.
 */
function textSearchCondition(eb: ProductsEb, words: string[], dialect: Dialect): Expression<SqlBool> {
  if (dialect === 'sqlite') {
    const patterns = sql.join(
      words.map((word) => sql`products_search.search_text glob ${globContains(word)}`),
      sql` and `,
    );
    return sql<SqlBool>`${eb.ref('products.id')} in (select products_search.rowid from products_search where ${patterns})`;
  }
  return eb.and(words.map((word) => sql<SqlBool>`${eb.ref('products.search_text')} like ${likeContains(word)} escape '\\'`));
}

function hasFilters(filters: ProductListFilters): boolean {
  return (
    filters.words.length > 0 ||
    filters.maxDeliveryDays !== null ||
    (filters.minBaseCents !== null && filters.minBaseCents > 0) ||
    filters.maxBaseCents !== null ||
    filters.colorIds.length > 0 ||
    filters.materialIds.length > 0 ||
    filters.productTypeIds.length > 0 ||
    filters.productVersionIds.length > 0 ||
    filters.categoryIds.length > 0
  );
}

/**
 * How a colour, product-type or category filter is written (decision 027, "Catalogue queries" and
 * "Filter keys on the order indexes"):
 * - `keys`: `products.filter_keys` holds `,c3,` (migration 015; `instr` on SQLite, `strpos` on
 *   PostgreSQL), checked on each entry met while walking the order index, which carries the
 *   column, so no probe and no table row: cheap when matches are common, so the top of the order
 *   holds a page after a short walk. (Not LIKE: PostgreSQL's planner runs a LIKE pattern over the
 *   column's statistics, a tenth of a millisecond of planning per search.)
 * - `set`: `products.id in (select product_id … where … in (…))`: SQLite first builds the set of
 *   matching ids (its cost grows with the set, not with the catalogue): better when matches are
 *   rare and the walk would cover most of the index.
 */
export type RelationShape = 'keys' | 'set';

type RelationTable = 'product_colors' | 'product_product_types' | 'product_categories';
type RelationColumn = 'color_id' | 'product_type_id' | 'category_id';

/** The prefix of each relation's ids in `products.filter_keys` (migration 015). */
const KEY_PREFIX: Record<RelationTable, string> = { product_product_types: 't', product_categories: 'g', product_colors: 'c' };

function relationCondition(
  eb: ProductsEb,
  dialect: Dialect,
  table: RelationTable,
  column: RelationColumn,
  ids: number[],
  shape: RelationShape,
): Expression<SqlBool> {
  if (shape === 'keys') {
    const position = sql.raw(dialect === 'sqlite' ? 'instr' : 'strpos');
    return eb.or(
      ids.map((id) => sql<SqlBool>`${position}(${eb.ref('products.filter_keys')}, ${`,${KEY_PREFIX[table]}${id},`}) > 0`),
    );
  }
  const values = sql.join(ids);
  return sql<SqlBool>`${eb.ref('products.id')} in (select ${sql.ref(`${table}.product_id`)} from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} in (${values}))`;
}

/**
 * The text of an id list as ONE parameter: JSON for SQLite's json_each, an array literal for
 * PostgreSQL's `::int[]`. Written once per list object: the known text matches are one list per
 * word list and catalogue version (decision 027), so every search for the same words reuses it.
 */
const idListTexts = new WeakMap<number[], { sqlite?: string; postgres?: string }>();
function idListText(ids: number[], dialect: Dialect): string {
  let texts = idListTexts.get(ids);
  if (!texts) {
    texts = {};
    idListTexts.set(ids, texts);
  }
  const known = texts[dialect];
  if (known !== undefined) return known;
  const text = dialect === 'sqlite' ? JSON.stringify(ids) : `{${ids.join(',')}}`;
  texts[dialect] = text;
  return text;
}

/** `products.id` is one of `ids`, passed as ONE parameter (a JSON text or an array), whatever their number. */
function idInList(eb: ProductsEb, ids: number[], dialect: Dialect): Expression<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  const list = idListText(ids, dialect);
  return dialect === 'sqlite'
    ? sql<SqlBool>`${eb.ref('products.id')} in (select value from json_each(${list}))`
    : sql<SqlBool>`${eb.ref('products.id')} = any(${list}::int[])`;
}

function filterConditions(
  eb: ProductsEb,
  filters: ProductListFilters,
  dialect: Dialect,
  shape: RelationShape = 'set',
  order?: ProductOrder,
): Expression<SqlBool>[] {
  // Filter keys are meant to be checked while walking the order index. Newest first, SQLite (no
  // statistics) would rather take the price index for a price range and sort every match
  // afterwards (8 ms instead of 0.3 on 20 000 products): a unary `+` keeps the price bounds off
  // the index there.
  const price =
    dialect === 'sqlite' && shape === 'keys' && order?.column === 'created_at'
      ? sql<number | null>`+${eb.ref('products.min_base_price_cents')}`
      : eb.ref('products.min_base_price_cents');
  // A literal: the same in every search, and no parameter for PostgreSQL's generic plans to guess.
  const conditions: Expression<SqlBool>[] = [eb('products.is_active', '=', sql.lit(1))];
  if (filters.words.length > 0) {
    conditions.push(
      filters.textMatchIds ? idInList(eb, filters.textMatchIds, dialect) : textSearchCondition(eb, filters.words, dialect),
    );
  }
  if (filters.maxDeliveryDays !== null) {
    conditions.push(eb('products.min_delivery_days', '<=', filters.maxDeliveryDays));
  }
  // A product without sale volumes (no price yet) counts as price 0 (docs/decisions/005).
  if (filters.minBaseCents !== null && filters.minBaseCents > 0) {
    conditions.push(eb(price, '>=', filters.minBaseCents));
  }
  if (filters.maxBaseCents !== null) {
    conditions.push(eb.or([eb(price, '<=', filters.maxBaseCents), eb('products.min_base_price_cents', 'is', null)]));
  }
  if (filters.materialIds.length > 0) conditions.push(eb('products.material_id', 'in', filters.materialIds));
  if (filters.productVersionIds.length > 0) conditions.push(eb('products.product_version_id', 'in', filters.productVersionIds));
  // Checked in this order: the usually rarer type and category first (most products come in
  // several colours).
  if (filters.productTypeIds.length > 0) {
    conditions.push(relationCondition(eb, dialect, 'product_product_types', 'product_type_id', filters.productTypeIds, shape));
  }
  if (filters.categoryIds.length > 0) {
    conditions.push(relationCondition(eb, dialect, 'product_categories', 'category_id', filters.categoryIds, shape));
  }
  if (filters.colorIds.length > 0) {
    conditions.push(relationCondition(eb, dialect, 'product_colors', 'color_id', filters.colorIds, shape));
  }
  return conditions;
}

/** Whether any colour, product-type or category filter is set (the ones `RelationShape` writes). */
export function hasRelationFilters(filters: ProductListFilters): boolean {
  return filters.colorIds.length > 0 || filters.productTypeIds.length > 0 || filters.categoryIds.length > 0;
}

/**
 * Ids of the products (active or not) whose search_text contains every word, from the text index;
 * at most `limit` + 1 of them (more tells the caller the list is too long to pass around).
 */
export async function listTextMatchIds(db: Executor, dialect: Dialect, words: string[], limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('products.id')
    .where((eb) => textSearchCondition(eb, words, dialect))
    .limit(limit + 1)
    .execute();
  return rows.map((row) => row.id);
}

export async function countProducts(db: Executor, dialect: Dialect, filters: ProductListFilters): Promise<number> {
  if (!hasFilters(filters)) {
    // All rows minus the inactive ones: SQLite counts a whole table from its b-tree pages and
    // the inactive rows from a short index range, instead of walking 20 000 index entries.
    const row = await db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('products')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .as('all_products'),
        eb
          .selectFrom('products')
          .where('products.is_active', '=', 0)
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .as('inactive_products'),
      ])
      .executeTakeFirst();
    return Number(row?.all_products ?? 0) - Number(row?.inactive_products ?? 0);
  }
  const row = await countQuery(db, dialect, filters).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The count of a filtered search (also shown by `npm run bench:catalogue -- --explain`). */
export function countQuery(db: Executor, dialect: Dialect, filters: ProductListFilters) {
  return db
    .selectFrom('products')
    .where((eb) => eb.and(filterConditions(eb, filters, dialect)))
    .select((eb) => eb.fn.countAll<number | string>().as('total'));
}

const cardColumns = [
  'products.id',
  'products.name',
  'products.sku',
  'products.images',
  'products.min_units',
  'products.min_base_price_cents',
  'products.card_colors',
] as const;

export type ProductCardRow = {
  id: number;
  name: string;
  sku: string;
  images: string;
  min_units: number | null;
  min_base_price_cents: number | null;
  /** JSON [[product_color id, color id], …] (migration 014). */
  card_colors: string;
};

/** Every order ends with the id, so pages never overlap. No price sorts as the lowest price. */
function sortProducts<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  order: ProductOrder,
): SelectQueryBuilder<Database, 'products', O> {
  if (order.column === 'price') {
    return order.direction === 'asc'
      ? query.orderBy('products.min_base_price_cents', (ob) => ob.asc().nullsFirst()).orderBy('products.id', 'asc')
      : query.orderBy('products.min_base_price_cents', (ob) => ob.desc().nullsLast()).orderBy('products.id', 'desc');
  }
  return query.orderBy('products.created_at', order.direction).orderBy('products.id', order.direction);
}

/** The exact mirror of an order (ties by id included): its first rows are the other's last ones. */
export function reverseOrder(order: ProductOrder): ProductOrder {
  return { column: order.column, direction: order.direction === 'asc' ? 'desc' : 'asc' };
}

/** A page row, with whether the operator who asked has it among their favourites. */
export type ProductPageRow = ProductCardRow & { is_favorite: number | boolean };

/**
 * One page of cards. The inner query picks the page's ids from an index (only ids, so a deep
 * page skips index entries, not table rows); the outer one reads those rows, in the same order,
 * with the asking operator's heart (one primary-key probe per row: no extra query).
 */
export async function listProductPage(
  db: Executor,
  dialect: Dialect,
  filters: ProductListFilters,
  order: ProductOrder,
  paging: { limit: number; offset: number },
  shape: RelationShape = 'set',
  viewerId = 0,
): Promise<ProductPageRow[]> {
  return productPageQuery(db, dialect, filters, order, paging, shape, viewerId).execute();
}

/** The page query of `listProductPage` (also shown by `npm run bench:catalogue -- --explain`). */
export function productPageQuery(
  db: Executor,
  dialect: Dialect,
  filters: ProductListFilters,
  order: ProductOrder,
  paging: { limit: number; offset: number },
  shape: RelationShape = 'set',
  viewerId = 0,
) {
  // The listing without filters (each order, any page) is one of a few fixed statements whose
  // plan is the same whatever the operator: on PostgreSQL it is a named statement, planned once
  // per connection (decision 027, "Named statements"). LIMIT and OFFSET are literals there, so
  // its generic plan knows them; filtered searches stay unnamed and planned for their values.
  const fixed = dialect === 'postgres' && !hasFilters(filters);
  const pageIds = sortProducts(
    db
      .selectFrom('products')
      .where((eb) => eb.and(filterConditions(eb, filters, dialect, shape, order)))
      .select('products.id'),
    order,
  )
    .limit(fixed ? sql.lit(paging.limit) : paging.limit)
    .offset(fixed ? sql.lit(paging.offset) : paging.offset);
  const query = db
    .selectFrom('products')
    .select(cardColumns)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('favorite_products')
            .select('favorite_products.product_id')
            .where('favorite_products.user_id', '=', viewerId)
            .whereRef('favorite_products.product_id', '=', 'products.id'),
        )
        .$castTo<number | boolean>()
        .as('is_favorite'),
    )
    .where('products.id', 'in', pageIds);
  const sorted = sortProducts(query, order);
  return fixed ? sorted.modifyEnd(namedStatement()) : sorted;
}

/** Active products by id, in no particular order. */
export async function findActiveProductCards(db: Executor, ids: number[]): Promise<ProductCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(cardColumns)
    .where('products.id', 'in', ids)
    .where('products.is_active', '=', 1)
    .execute();
}

export type ProductColorRow = {
  id: number;
  product_id: number;
  stock: number | null;
  images: string;
  color_id: number;
  color_name: string;
  color_hex: string;
};

/** The colours of several products in one query (no N+1), in insertion order. */
export async function listProductColors(db: Executor, productIds: number[]): Promise<ProductColorRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_colors as pc')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .select(['pc.id', 'pc.product_id', 'pc.stock', 'pc.images', 'c.id as color_id', 'c.name as color_name', 'c.hex as color_hex'])
    .where('pc.product_id', 'in', productIds)
    .orderBy('pc.product_id')
    .orderBy('pc.id')
    .execute();
}

export type ColorSwatch = { id: number; name: string; hex: string };

/** Every colour of the catalogue (a few dozen): the names and hex of the cards' swatches. */
export async function listColorSwatches(db: Executor): Promise<ColorSwatch[]> {
  return db.selectFrom('colors').select(['colors.id', 'colors.name', 'colors.hex']).execute();
}

/** Which of these products the user has marked as favourite. */
export async function listFavoriteProductIds(db: Executor, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorite_products')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** The catalogue version (migration 011): bumped by the database on every catalogue change. */
export async function findCatalogueVersion(db: Executor): Promise<string> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', sql.lit(1))
    .modifyEnd(namedStatement())
    .executeTakeFirst();
  return String(row?.version ?? 0);
}

// ——— Filters (GET product-filters) ———

export type NamedRow = { id: number; name: string };

function activeProducts(eb: ExpressionBuilder<Database, never>) {
  return eb.selectFrom('products').where('products.is_active', '=', 1);
}

export async function listFilterOptions(db: Executor) {
  const materials = await db
    .selectFrom('materials')
    .select(['materials.id', 'materials.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.id')
          .whereRef('products.material_id', '=', 'materials.id')
          .where('products.is_active', '=', 1),
      ),
    )
    .execute();
  const productVersions = await db
    .selectFrom('product_versions')
    .select(['product_versions.id', 'product_versions.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.id')
          .whereRef('products.product_version_id', '=', 'product_versions.id')
          .where('products.is_active', '=', 1),
      ),
    )
    .execute();
  const colors = await db
    .selectFrom('colors')
    .select(['colors.id', 'colors.name', 'colors.hex'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_colors')
          .innerJoin('products', 'products.id', 'product_colors.product_id')
          .select('product_colors.id')
          .whereRef('product_colors.color_id', '=', 'colors.id')
          .where('products.is_active', '=', 1),
      ),
    )
    .execute();
  const productTypes = await db
    .selectFrom('product_types')
    .select(['product_types.id', 'product_types.name', 'product_types.sort_order'])
    .where(productTypeHasActiveProduct)
    .orderBy('product_types.sort_order')
    .orderBy('product_types.id')
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select(['categories.id', 'categories.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories')
          .innerJoin('products', 'products.id', 'product_categories.product_id')
          .select('product_categories.product_id')
          .whereRef('product_categories.category_id', '=', 'categories.id')
          .where('products.is_active', '=', 1),
      ),
    )
    .execute();
  const ranges = await db
    .selectFrom((eb) => activeProducts(eb).select(['min_delivery_days', 'min_base_price_cents']).as('p'))
    .select((eb) => [
      eb.fn.min<number | null>('p.min_delivery_days').as('min_delivery'),
      eb.fn.max<number | null>('p.min_delivery_days').as('max_delivery'),
      eb.fn.max<number | string | null>('p.min_base_price_cents').as('max_base_cents'),
    ])
    .executeTakeFirst();
  return {
    materials,
    productVersions,
    colors,
    productTypes,
    categories,
    minDelivery: toNumberOrNull(ranges?.min_delivery),
    maxDelivery: toNumberOrNull(ranges?.max_delivery),
    maxBaseCents: toNumberOrNull(ranges?.max_base_cents),
  };
}

// ——— Product detail ———

export async function findProductById(db: Executor, id: number) {
  return db
    .selectFrom('products')
    .leftJoin('materials', 'materials.id', 'products.material_id')
    .leftJoin('product_versions', 'product_versions.id', 'products.product_version_id')
    .select([
      'products.id',
      'products.sku',
      'products.name',
      'products.description',
      'products.images',
      'products.length',
      'products.width',
      'products.height',
      'products.weight',
      'products.unit_measure',
      'products.notes',
      'products.is_active',
      'products.min_units',
      'products.min_base_price_cents',
      'products.min_delivery_days',
      'products.material_id',
      'materials.name as material_name',
      'products.product_version_id',
      'product_versions.name as product_version_name',
    ])
    .where('products.id', '=', id)
    .executeTakeFirst();
}

export async function findProductActivity(db: Executor, id: number) {
  return db.selectFrom('products').select(['id', 'is_active']).where('id', '=', id).executeTakeFirst();
}

export async function listProductCategories(db: Executor, productId: number): Promise<NamedRow[]> {
  return db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select(['c.id', 'c.name'])
    .where('pc.product_id', '=', productId)
    .orderBy('c.name')
    .execute();
}

export async function listProductTypesOf(db: Executor, productId: number): Promise<NamedRow[]> {
  return db
    .selectFrom('product_product_types as ppt')
    .innerJoin('product_types as t', 't.id', 'ppt.product_type_id')
    .select(['t.id', 't.name'])
    .where('ppt.product_id', '=', productId)
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
}

/** The newest active products of a type, other than the given ones. */
export async function listRelatedProductIds(
  db: Executor,
  productTypeId: number,
  excludeIds: number[],
  limit: number,
): Promise<number[]> {
  let query = db
    .selectFrom('product_product_types as ppt')
    .innerJoin('products', 'products.id', 'ppt.product_id')
    .select('products.id')
    .where('ppt.product_type_id', '=', productTypeId)
    .where('products.is_active', '=', 1);
  if (excludeIds.length > 0) query = query.where('products.id', 'not in', excludeIds);
  const rows = await query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The active products an admin related to a product (`product_related`), in their order. */
export async function listCuratedRelatedIds(db: Executor, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_related as pr')
    .innerJoin('products', 'products.id', 'pr.related_product_id')
    .select('pr.related_product_id as id')
    .where('pr.product_id', '=', productId)
    .where('products.is_active', '=', 1)
    .orderBy('pr.position')
    .orderBy('pr.related_product_id')
    .execute();
  return rows.map((row) => row.id);
}

export async function listSaleVolumes(db: Executor, productId: number) {
  return db
    .selectFrom('sale_volumes')
    .select(['id', 'minimum_units', 'maximum_units', 'days_customization', 'base_price_cents'])
    .where('product_id', '=', productId)
    .orderBy('minimum_units')
    .orderBy('id')
    .execute();
}

export async function listCustomizations(db: Executor, productId: number) {
  return db
    .selectFrom('customizations as cu')
    .innerJoin('print_types as pt', 'pt.id', 'cu.print_type_id')
    .select([
      'cu.id',
      'cu.print_type_id',
      'pt.name as print_type_name',
      'cu.personalization',
      'cu.max_number_inks',
      'cu.printing_area',
    ])
    .where('cu.product_id', '=', productId)
    .orderBy('pt.name')
    .orderBy('cu.id')
    .execute();
}

/** The (customization, sale volume) pairs of a product with the pivot's cost per unit. */
export async function listCustomizationSaleVolumes(db: Executor, productId: number) {
  return db
    .selectFrom('customization_sale_volumes as csv')
    .innerJoin('customizations as cu', 'cu.id', 'csv.customization_id')
    .select(['csv.customization_id', 'csv.sale_volume_id', 'csv.cost_per_unit_cents'])
    .where('cu.product_id', '=', productId)
    .execute();
}

export async function findContainerBox(db: Executor, productId: number) {
  return db
    .selectFrom('container_boxes as cb')
    .leftJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
    .leftJoin('box_types as bt', 'bt.id', 'mb.box_type_id')
    .select([
      'cb.id',
      'cb.length',
      'cb.width',
      'cb.height',
      'cb.weight',
      'cb.dimensions_known',
      'mb.id as master_box_id',
      'mb.max_total_containers',
      'mb.days_approx_shipping',
      'mb.base_delivery_price_cents',
      'mb.packaging_price_cents',
      'bt.id as box_type_id',
      'bt.size as box_type_size',
    ])
    .where('cb.product_id', '=', productId)
    .executeTakeFirst();
}

function toNumberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
