import { type CompiledQuery, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.ts';
import { productTypeHasActiveProduct } from '../../db/expressions.ts';
import { namedStatement } from '../../db/pg-named-statements.ts';
import type { Database } from '../../db/schema.ts';
import { mapValue, StatementShapes } from '../../db/statement-shapes.ts';
import type { OrderIndexRow } from './catalogue-index.ts';

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

/** No filter at all: every active product. */
export const NO_FILTERS: Readonly<ProductListFilters> = Object.freeze({
  words: [],
  maxDeliveryDays: null,
  minBaseCents: null,
  maxBaseCents: null,
  colorIds: [],
  materialIds: [],
  productTypeIds: [],
  productVersionIds: [],
  categoryIds: [],
});

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
      words.map((word) => sql`products_search.search_text glob ${mapValue(word, globContains)}`),
      sql` and `,
    );
    return sql<SqlBool>`${eb.ref('products.id')} in (select products_search.rowid from products_search where ${patterns})`;
  }
  return eb.and(
    words.map((word) => sql<SqlBool>`${eb.ref('products.search_text')} like ${mapValue(word, likeContains)} escape '\\'`),
  );
}

/**
 * What of the filters changes the SQL text: which are set and how many values each list has.
 * Every decision of the statement builders is taken from it (never from a value), and it keys the
 * statements compiled once per shape (`StatementShapes`).
 */
export type FilterShape = {
  words: number;
  /** The known text matches: none (ask the text index), an empty list (no match) or a list. */
  textMatches: 'index' | 'none' | 'list';
  maxDelivery: boolean;
  /** A floor of 0 or less is no floor: a product without price counts as price 0. */
  minPrice: boolean;
  maxPrice: boolean;
  colors: number;
  materials: number;
  productTypes: number;
  productVersions: number;
  categories: number;
};

export function filterShape(filters: ProductListFilters): FilterShape {
  const known = filters.textMatchIds;
  return {
    words: filters.words.length,
    textMatches: filters.words.length === 0 || !known ? 'index' : known.length === 0 ? 'none' : 'list',
    maxDelivery: filters.maxDeliveryDays !== null,
    minPrice: filters.minBaseCents !== null && filters.minBaseCents > 0,
    maxPrice: filters.maxBaseCents !== null,
    colors: filters.colorIds.length,
    materials: filters.materialIds.length,
    productTypes: filters.productTypeIds.length,
    productVersions: filters.productVersionIds.length,
    categories: filters.categoryIds.length,
  };
}

function hasFilters(shape: FilterShape): boolean {
  return (
    shape.words > 0 ||
    shape.maxDelivery ||
    shape.minPrice ||
    shape.maxPrice ||
    shape.colors > 0 ||
    shape.materials > 0 ||
    shape.productTypes > 0 ||
    shape.productVersions > 0 ||
    shape.categories > 0
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
    const key = (id: number) => `,${KEY_PREFIX[table]}${id},`;
    return eb.or(ids.map((id) => sql<SqlBool>`${position}(${eb.ref('products.filter_keys')}, ${mapValue(id, key)}) > 0`));
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

/** `products.id` is one of `ids` (not empty), passed as ONE parameter (a JSON text or an array), whatever their number. */
function idInList(eb: ProductsEb, ids: number[], dialect: Dialect): Expression<SqlBool> {
  const list = mapValue(ids, (values) => idListText(values, dialect));
  return dialect === 'sqlite'
    ? sql<SqlBool>`${eb.ref('products.id')} in (select value from json_each(${list}))`
    : sql<SqlBool>`${eb.ref('products.id')} = any(${list}::int[])`;
}

function filterConditions(
  eb: ProductsEb,
  filters: ProductListFilters,
  has: FilterShape,
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
  if (has.words > 0) {
    const known = filters.textMatchIds;
    if (has.textMatches === 'none') conditions.push(sql<SqlBool>`1 = 0`);
    else if (has.textMatches === 'list' && known) conditions.push(idInList(eb, known, dialect));
    else conditions.push(textSearchCondition(eb, filters.words, dialect));
  }
  if (has.maxDelivery) {
    conditions.push(eb('products.min_delivery_days', '<=', filters.maxDeliveryDays));
  }
  // A product without sale volumes (no price yet) counts as price 0 (docs/decisions/005).
  if (has.minPrice) {
    conditions.push(eb(price, '>=', filters.minBaseCents));
  }
  if (has.maxPrice) {
    conditions.push(eb.or([eb(price, '<=', filters.maxBaseCents), eb('products.min_base_price_cents', 'is', null)]));
  }
  if (has.materials > 0) conditions.push(eb('products.material_id', 'in', filters.materialIds));
  if (has.productVersions > 0) conditions.push(eb('products.product_version_id', 'in', filters.productVersionIds));
  // Checked in this order: the usually rarer type and category first (most products come in
  // several colours).
  if (has.productTypes > 0) {
    conditions.push(relationCondition(eb, dialect, 'product_product_types', 'product_type_id', filters.productTypeIds, shape));
  }
  if (has.categories > 0) {
    conditions.push(relationCondition(eb, dialect, 'product_categories', 'category_id', filters.categoryIds, shape));
  }
  if (has.colors > 0) {
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
  if (!hasFilters(filterShape(filters))) {
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
    .where((eb) => eb.and(filterConditions(eb, filters, filterShape(filters), dialect)))
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

/**
 * The card columns of products with the heart of `viewerId`: a left join on the favourites'
 * primary key (one row at most per product), cheaper per row than a correlated EXISTS.
 */
function cardsWithHeart(db: Executor, viewerId: number) {
  return db
    .selectFrom('products')
    .leftJoin('favorite_products', (join) =>
      join.onRef('favorite_products.product_id', '=', 'products.id').on('favorite_products.user_id', '=', viewerId),
    )
    .select(cardColumns)
    .select((eb) => eb('favorite_products.product_id', 'is not', null).$castTo<number | boolean>().as('is_favorite'));
}

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

/** What a page statement reads when it runs (its shape is compiled once: `pageStatements`). */
type PageArgs = { filters: ProductListFilters; limit: number; offset: number; viewerId: number };

const pageStatements = new StatementShapes<PageArgs>();

/** One page of a search: its filters, order and place, how to write relation filters, who asks. */
export type PageRequest = {
  filters: ProductListFilters;
  order: ProductOrder;
  paging: { limit: number; offset: number };
  shape?: RelationShape;
  /** Whose hearts come with the rows (0: nobody's). */
  viewerId?: number;
};

/**
 * One page of cards. The inner query picks the page's ids from an index (only ids, so a deep
 * page skips index entries, not table rows); the outer one reads those rows, in the same order,
 * with the asking operator's heart (one primary-key probe per row: no extra query).
 */
export async function listProductPage(db: Executor, dialect: Dialect, request: PageRequest): Promise<ProductPageRow[]> {
  const result = await db.executeQuery(productPageStatement(db, dialect, request));
  return result.rows;
}

/**
 * The page statement with these values, built and compiled once per shape (decision 027,
 * "Statements compiled once per shape"): what the filters' shape, the order, the relation shape
 * and, for PostgreSQL's fixed listings, the literal LIMIT and OFFSET change in the SQL text.
 */
export function productPageStatement(db: Executor, dialect: Dialect, request: PageRequest): CompiledQuery<ProductPageRow> {
  const { filters, order, paging, shape = 'set', viewerId = 0 } = request;
  const has = filterShape(filters);
  const fixed = isFixedListing(dialect, has);
  const key = JSON.stringify([dialect, order.column, order.direction, shape, fixed ? paging : null, has]);
  const args: PageArgs = { filters, limit: paging.limit, offset: paging.offset, viewerId };
  return pageStatements.compile(key, args, (slot) =>
    productPageQuery(
      db,
      dialect,
      {
        filters: {
          words: filters.words.map((_, index) => slot((a) => a.filters.words[index] ?? '')),
          textMatchIds: has.textMatches === 'list' ? slot((a) => a.filters.textMatchIds ?? []) : filters.textMatchIds,
          maxDeliveryDays: slot((a) => a.filters.maxDeliveryDays),
          minBaseCents: slot((a) => a.filters.minBaseCents),
          maxBaseCents: slot((a) => a.filters.maxBaseCents),
          colorIds: slotList(filters.colorIds, (index) => slot((a) => a.filters.colorIds[index] ?? 0)),
          materialIds: slotList(filters.materialIds, (index) => slot((a) => a.filters.materialIds[index] ?? 0)),
          productTypeIds: slotList(filters.productTypeIds, (index) => slot((a) => a.filters.productTypeIds[index] ?? 0)),
          productVersionIds: slotList(filters.productVersionIds, (index) => slot((a) => a.filters.productVersionIds[index] ?? 0)),
          categoryIds: slotList(filters.categoryIds, (index) => slot((a) => a.filters.categoryIds[index] ?? 0)),
        },
        order,
        paging: fixed ? paging : { limit: slot((a) => a.limit), offset: slot((a) => a.offset) },
        shape,
        viewerId: slot((a) => a.viewerId),
      },
      has,
    ),
  );
}

/** One slot per element: a list's length is part of the shape, its ids are values. */
function slotList(ids: number[], slotAt: (index: number) => number): number[] {
  return ids.map((_, index) => slotAt(index));
}

/**
 * The listing without filters (each order, any page) is one of a few fixed statements whose
 * plan is the same whatever the operator: on PostgreSQL it is a named statement, planned once
 * per connection (decision 027, "Named statements"). LIMIT and OFFSET are literals there, so
 * its generic plan knows them; filtered searches stay unnamed and planned for their values.
 */
function isFixedListing(dialect: Dialect, has: FilterShape): boolean {
  return dialect === 'postgres' && !hasFilters(has);
}

/**
 * The page query of `listProductPage`, built with these values (also shown by
 * `npm run bench:catalogue -- --explain`). Every decision comes from `has`, the filters' shape.
 */
export function productPageQuery(db: Executor, dialect: Dialect, request: PageRequest, has = filterShape(request.filters)) {
  const { filters, order, paging, shape = 'set', viewerId = 0 } = request;
  const fixed = isFixedListing(dialect, has);
  const pageIds = sortProducts(
    db
      .selectFrom('products')
      .where((eb) => eb.and(filterConditions(eb, filters, has, dialect, shape, order)))
      .select('products.id'),
    order,
  )
    .limit(fixed ? sql.lit(paging.limit) : paging.limit)
    .offset(fixed ? sql.lit(paging.offset) : paging.offset);
  const query = cardsWithHeart(db, viewerId).where('products.id', 'in', pageIds);
  const sorted = sortProducts(query, order);
  return fixed ? sorted.modifyEnd(namedStatement()) : sorted;
}

// ——— The order index (decision 027, "An order index per catalogue version") ———

/**
 * Every active product with what the search filters on, cheapest first (price ascending, no price
 * first, then id), each with its place oldest first (created_at, then id): the catalogue's two
 * orders as the database sorts them (`sortProducts`), read in ONE statement, so from one snapshot.
 */
export async function listOrderIndexRows(db: Executor): Promise<OrderIndexRow[]> {
  const rows = await sortProducts(
    db
      .selectFrom('products')
      .where('products.is_active', '=', 1)
      .select([
        'products.id',
        'products.min_base_price_cents',
        'products.min_delivery_days',
        'products.material_id',
        'products.product_version_id',
        'products.filter_keys',
      ])
      .select(
        sql<number | string>`row_number() over (order by ${sql.ref('products.created_at')}, ${sql.ref('products.id')})`.as(
          'created_rank',
        ),
      ),
    { column: 'price', direction: 'asc' },
  ).execute();
  return rows.map((row) => ({
    ...row,
    min_base_price_cents: row.min_base_price_cents === null ? null : Number(row.min_base_price_cents),
    created_rank: Number(row.created_rank),
  }));
}

type CardsArgs = { ids: number[]; viewerId: number };

const cardStatements = new StatementShapes<CardsArgs>(4);

/**
 * The card rows of these products (a page: at most 48) with the asking operator's heart, in no
 * particular order, only active ones; and the catalogue version of the same snapshot (null without
 * rows), which tells the caller whether the order index it used is the catalogue as read. The ids
 * are ONE parameter, so it is one statement per database, compiled once; on PostgreSQL a named one
 * (its plan, primary-key probes, is right for any page).
 */
export async function listCardsByIds(
  db: Executor,
  dialect: Dialect,
  ids: number[],
  viewerId: number,
): Promise<{ rows: Array<ProductPageRow & { catalogue_version?: unknown }>; version: string | null }> {
  if (ids.length === 0) return { rows: [], version: null };
  const statement = cardStatements.compile(dialect, { ids, viewerId }, (slot) => {
    const query = cardsWithHeart(
      db,
      slot((a) => a.viewerId),
    )
      .select((eb) =>
        eb
          .selectFrom('catalogue_version')
          .select('catalogue_version.version')
          .where('catalogue_version.id', '=', sql.lit(1))
          .as('catalogue_version'),
      )
      .where((eb) =>
        idInList(
          eb,
          slot((a) => a.ids),
          dialect,
        ),
      )
      // A product hidden since the index was built (another version) is left out at once. On
      // SQLite (no statistics) a unary `+` keeps this check off the index: the ids are the way in,
      // not a walk of every active product.
      .where(
        dialect === 'sqlite' ? sql<number>`+${sql.ref('products.is_active')}` : sql.ref('products.is_active'),
        '=',
        sql.lit(1),
      );
    return dialect === 'postgres' ? query.modifyEnd(namedStatement()) : query;
  });
  const { rows } = await db.executeQuery(statement);
  const first = rows[0];
  return {
    // The version stays on the rows (the search copies each row once anyway, without the heart).
    rows,
    version: first?.catalogue_version === undefined || first.catalogue_version === null ? null : String(first.catalogue_version),
  };
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

/** The version statement of each database handle, compiled once (it has no parameter): read on every search. */
const versionStatements = new WeakMap<Executor, CompiledQuery<{ version: number | string }>>();

/** The catalogue version (migration 011): bumped by the database on every catalogue change. */
export async function findCatalogueVersion(db: Executor): Promise<string> {
  let statement = versionStatements.get(db);
  if (!statement) {
    statement = db
      .selectFrom('catalogue_version')
      .select('version')
      .where('id', '=', sql.lit(1))
      .modifyEnd(namedStatement())
      .compile();
    versionStatements.set(db, statement);
  }
  const { rows } = await db.executeQuery(statement);
  return String(rows[0]?.version ?? 0);
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
