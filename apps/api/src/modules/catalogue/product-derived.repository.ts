import { normalizeSearchText } from '@cotizador/domain/search';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

// The denormalised product columns the catalogue filters, sorts and searches on (DESIGN.md §3):
// `search_text`, `min_base_price_cents`, `min_units`, `min_delivery_days` and the card's colours
// (`card_colors`, migration 014) and the keys of its types, categories and colours (`filter_keys`,
// migration 015). They are written by
// the app whenever a product or its related rows change, in both SQLite and PostgreSQL.

type Executor = Db | Transaction<Database>;

/** Both SQLite and PostgreSQL accept this many ids in `in (...)` and rows in one `values` list. */
const CHUNK_SIZE = 500;

type DerivedColumns = {
  id: number;
  searchText: string;
  minBasePriceCents: number | null;
  minUnits: number | null;
  minDeliveryDays: number | null;
  /** JSON [[product_color id, color id], …] in product_color order. */
  cardColors: string;
  /** `,t<type id>,…,g<category id>,…,c<color id>,…,` ('' for none): see `filterKeys`. */
  filterKeys: string;
};

/**
 * The relation filters' keys of a product (migration 015): its type ids, then its category ids,
 * then its colour ids, each group ascending and without repeats, every key between commas, so
 * `filter_keys` containing `,c3,` tells that the product has colour 3. '' when it has none.
 */
export function filterKeys(typeIds: number[], categoryIds: number[], colorIds: number[]): string {
  const group = (prefix: string, ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).map((id) => `${prefix}${id}`);
  const keys = [...group('t', typeIds), ...group('g', categoryIds), ...group('c', colorIds)];
  return keys.length === 0 ? '' : `,${keys.join(',')},`;
}

/**
 * Recomputes the derived columns of the given products, or of every product when `productIds`
 * is omitted. Runs in the caller's transaction, or in its own when given a plain connection.
 */
export async function refreshProductDerived(db: Executor, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => refreshProductDerived(trx, productIds));
    return;
  }
  const ids = productIds ? [...new Set(productIds)] : await allProductIds(db);
  const lookups = await loadLookups(db);
  for (let start = 0; start < ids.length; start += CHUNK_SIZE) {
    const chunk = ids.slice(start, start + CHUNK_SIZE);
    const rows = await computeChunk(db, chunk, lookups);
    await writeChunk(db, rows);
  }
}

async function allProductIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

type Lookups = { materials: Map<number, string>; versions: Map<number, string> };

async function loadLookups(db: Kysely<Database>): Promise<Lookups> {
  const [materials, versions] = await Promise.all([
    db.selectFrom('materials').select(['id', 'name']).execute(),
    db.selectFrom('product_versions').select(['id', 'name']).execute(),
  ]);
  return {
    materials: new Map(materials.map((row) => [row.id, row.name])),
    versions: new Map(versions.map((row) => [row.id, row.name])),
  };
}

async function computeChunk(db: Kysely<Database>, ids: number[], lookups: Lookups): Promise<DerivedColumns[]> {
  // Sequential on purpose: a transaction holds a single connection.
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'description', 'material_id', 'product_version_id'])
    .where('id', 'in', ids)
    .execute();
  const types = await db
    .selectFrom('product_product_types as ppt')
    .innerJoin('product_types as t', 't.id', 'ppt.product_type_id')
    .select(['ppt.product_id', 'ppt.product_type_id', 't.name'])
    .where('ppt.product_id', 'in', ids)
    .execute();
  const categories = await db
    .selectFrom('product_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .select(['pc.product_id', 'pc.category_id', 'c.name'])
    .where('pc.product_id', 'in', ids)
    .execute();
  const colors = await db
    .selectFrom('product_colors as pc')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .select(['pc.product_id', 'pc.id', 'pc.color_id', 'c.name'])
    .where('pc.product_id', 'in', ids)
    .orderBy('pc.id')
    .execute();
  const volumes = await db
    .selectFrom('sale_volumes')
    .select((eb) => [
      'product_id',
      eb.fn.min<number>('base_price_cents').as('min_price'),
      eb.fn.min<number>('minimum_units').as('min_units'),
      eb.fn.min<number>('days_customization').as('min_days'),
    ])
    .where('product_id', 'in', ids)
    .groupBy('product_id')
    .execute();
  const shipping = await db
    .selectFrom('container_boxes as cb')
    .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
    .select(['cb.product_id', 'mb.days_approx_shipping'])
    .where('cb.product_id', 'in', ids)
    .execute();

  const namesByProduct = new Map<number, string[]>();
  for (const row of [...types, ...categories, ...colors]) {
    const names = namesByProduct.get(row.product_id);
    if (names) names.push(row.name);
    else namesByProduct.set(row.product_id, [row.name]);
  }
  const swatchesByProduct = new Map<number, Array<[number, number]>>();
  for (const color of colors) {
    const swatches = swatchesByProduct.get(color.product_id);
    if (swatches) swatches.push([color.id, color.color_id]);
    else swatchesByProduct.set(color.product_id, [[color.id, color.color_id]]);
  }
  const idsOf = <R extends { product_id: number }>(rows: R[], id: (row: R) => number) => {
    const byProduct = new Map<number, number[]>();
    for (const row of rows) {
      const ids = byProduct.get(row.product_id);
      if (ids) ids.push(id(row));
      else byProduct.set(row.product_id, [id(row)]);
    }
    return byProduct;
  };
  const typeIds = idsOf(types, (row) => row.product_type_id);
  const categoryIds = idsOf(categories, (row) => row.category_id);
  const colorIds = idsOf(colors, (row) => row.color_id);
  const volumeByProduct = new Map(volumes.map((row) => [row.product_id, row]));
  const shippingByProduct = new Map(shipping.map((row) => [row.product_id, row.days_approx_shipping]));

  return products.map((product) => {
    const parts = [
      product.name,
      product.sku,
      product.description,
      product.material_id === null ? undefined : lookups.materials.get(product.material_id),
      product.product_version_id === null ? undefined : lookups.versions.get(product.product_version_id),
      ...(namesByProduct.get(product.id) ?? []),
    ];
    const volume = volumeByProduct.get(product.id);
    const minDays = toNumberOrNull(volume?.min_days);
    return {
      id: product.id,
      searchText: normalizeSearchText(distinct(parts).join(' ')),
      minBasePriceCents: toNumberOrNull(volume?.min_price),
      minUnits: toNumberOrNull(volume?.min_units),
      // SPEC §9: approximate delivery = customization days + shipping days (no master box: 0).
      minDeliveryDays: minDays === null ? null : minDays + (shippingByProduct.get(product.id) ?? 0),
      cardColors: JSON.stringify(swatchesByProduct.get(product.id) ?? []),
      filterKeys: filterKeys(typeIds.get(product.id) ?? [], categoryIds.get(product.id) ?? [], colorIds.get(product.id) ?? []),
    };
  });
}

/** One `update ... from (values ...)` per chunk: both dialects name the columns column1, column2… */
async function writeChunk(db: Kysely<Database>, rows: DerivedColumns[]): Promise<void> {
  if (rows.length === 0) return;
  // Explicit casts: PostgreSQL would otherwise type the parameters of a `values` list as text.
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(cast(${row.id} as integer), cast(${row.searchText} as text), cast(${row.minBasePriceCents} as bigint), cast(${row.minUnits} as integer), cast(${row.minDeliveryDays} as integer), cast(${row.cardColors} as text), cast(${row.filterKeys} as text))`,
    ),
  );
  await sql`
    update products
    set search_text = v.column2,
        min_base_price_cents = v.column3,
        min_units = v.column4,
        min_delivery_days = v.column5,
        card_colors = v.column6,
        filter_keys = v.column7
    from (values ${values}) as v
    where products.id = v.column1
  `.execute(db);
}

function distinct(parts: Array<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const part of parts) {
    const trimmed = part?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** Aggregates come back as numbers on SQLite and, for bigint columns, as parsed numbers on PostgreSQL. */
function toNumberOrNull(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
