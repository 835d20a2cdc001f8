import type { Executor } from '../../db/database.ts';

// SQL of the catalogue spreadsheet round trip (decision 025): whole products with their related
// rows, read in chunks for the export and the import's comparison, and the import's writes.

/** Both SQLite and PostgreSQL accept this many ids in `in (...)`. */
export const CHUNK_SIZE = 500;

export type TaxonomyTable = 'product_types' | 'categories' | 'materials' | 'product_versions' | 'print_types';

/** Products in SKU order after `afterSku` (keyset paging of the export). */
export async function listProductsAfterSku(db: Executor, afterSku: string | null, limit: number) {
  let query = db.selectFrom('products').select(['id', 'sku']);
  if (afterSku !== null) query = query.where('sku', '>', afterSku);
  return query.orderBy('sku').limit(limit).execute();
}

export async function listAllSkus(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('products').select(['id', 'sku']).execute();
  return new Map(rows.map((row) => [row.sku, row.id]));
}

export async function listNamed(db: Executor, table: TaxonomyTable) {
  return db.selectFrom(table).select(['id', 'name']).execute();
}

export async function listColors(db: Executor) {
  return db.selectFrom('colors').select(['id', 'name', 'hex']).execute();
}

export async function listBoxTypes(db: Executor) {
  return db.selectFrom('box_types').select(['id', 'size']).execute();
}

export type RowKind = 'taxonomies' | 'colors' | 'prices' | 'boxes' | 'related';
export const ALL_ROW_KINDS: ReadonlySet<RowKind> = new Set(['taxonomies', 'colors', 'prices', 'boxes', 'related']);

/** What the spreadsheet shows of these products (the kinds of rows asked for), one query per kind of row. */
export async function loadProductRows(db: Executor, ids: number[], kinds: ReadonlySet<RowKind> = ALL_ROW_KINDS) {
  if (ids.length === 0) return null;
  // Sequential on purpose: a transaction holds a single connection.
  const products = await db
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
      'materials.name as material_name',
      'product_versions.name as version_name',
    ])
    .where('products.id', 'in', ids)
    .execute();
  const types = !kinds.has('taxonomies')
    ? []
    : await db
        .selectFrom('product_product_types as ppt')
        .innerJoin('product_types as t', 't.id', 'ppt.product_type_id')
        .select(['ppt.product_id', 't.name'])
        .where('ppt.product_id', 'in', ids)
        .orderBy('t.sort_order')
        .orderBy('t.id')
        .execute();
  const categories = !kinds.has('taxonomies')
    ? []
    : await db
        .selectFrom('product_categories as pc')
        .innerJoin('categories as c', 'c.id', 'pc.category_id')
        .select(['pc.product_id', 'c.name'])
        .where('pc.product_id', 'in', ids)
        .orderBy('c.name')
        .execute();
  const colors = !kinds.has('colors')
    ? []
    : await db
        .selectFrom('product_colors as pc')
        .innerJoin('colors as c', 'c.id', 'pc.color_id')
        .select(['pc.id', 'pc.product_id', 'pc.color_id', 'c.name', 'c.hex', 'pc.stock', 'pc.images'])
        .where('pc.product_id', 'in', ids)
        .orderBy('pc.id')
        .execute();
  const volumes = !kinds.has('prices')
    ? []
    : await db
        .selectFrom('sale_volumes')
        .select(['id', 'product_id', 'minimum_units', 'maximum_units', 'days_customization', 'base_price_cents'])
        .where('product_id', 'in', ids)
        .orderBy('minimum_units')
        .orderBy('id')
        .execute();
  const customizations = !kinds.has('prices')
    ? []
    : await db
        .selectFrom('customizations as cu')
        .innerJoin('print_types as pt', 'pt.id', 'cu.print_type_id')
        .select([
          'cu.id',
          'cu.product_id',
          'cu.print_type_id',
          'pt.name as print_type',
          'cu.personalization',
          'cu.max_number_inks',
          'cu.printing_area',
        ])
        .where('cu.product_id', 'in', ids)
        .orderBy('pt.name')
        .orderBy('cu.id')
        .execute();
  const pivots = !kinds.has('prices')
    ? []
    : await db
        .selectFrom('customization_sale_volumes as csv')
        .innerJoin('customizations as cu', 'cu.id', 'csv.customization_id')
        .select(['csv.customization_id', 'csv.sale_volume_id', 'csv.cost_per_unit_cents'])
        .where('cu.product_id', 'in', ids)
        .execute();
  const boxes = !kinds.has('boxes')
    ? []
    : await db
        .selectFrom('container_boxes as cb')
        .leftJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
        .leftJoin('box_types as bt', 'bt.id', 'mb.box_type_id')
        .select([
          'cb.id',
          'cb.product_id',
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
          'bt.size as box_type',
        ])
        .where('cb.product_id', 'in', ids)
        .execute();
  const related = !kinds.has('related')
    ? []
    : await db
        .selectFrom('product_related as r')
        .innerJoin('products as p', 'p.id', 'r.related_product_id')
        .select(['r.product_id', 'p.sku'])
        .where('r.product_id', 'in', ids)
        .orderBy('r.product_id')
        .orderBy('r.position')
        .execute();
  return { products, types, categories, colors, volumes, customizations, pivots, boxes, related };
}

export type ProductRows = NonNullable<Awaited<ReturnType<typeof loadProductRows>>>;

/** Rows that quotations point at: they can change but never be removed. */
export async function loadQuotedRowIds(db: Executor) {
  const rows = await db
    .selectFrom('quotations')
    .select(['product_color_id', 'customization_id', 'sale_volume_id'])
    .distinct()
    .execute();
  const ids = { colors: new Set<number>(), customizations: new Set<number>(), volumes: new Set<number>() };
  for (const row of rows) {
    ids.colors.add(row.product_color_id);
    if (row.customization_id !== null) ids.customizations.add(row.customization_id);
    if (row.sale_volume_id !== null) ids.volumes.add(row.sale_volume_id);
  }
  return ids;
}

// ——— Writes ———

export async function insertNamed(db: Executor, table: TaxonomyTable, name: string): Promise<number> {
  const row = await db.insertInto(table).values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertColor(db: Executor, name: string, hex: string): Promise<number> {
  const row = await db.insertInto('colors').values({ name, hex }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateColorHex(db: Executor, id: number, hex: string): Promise<void> {
  await db.updateTable('colors').set({ hex }).where('id', '=', id).execute();
}

export async function insertBoxType(db: Executor, size: string): Promise<number> {
  const row = await db.insertInto('box_types').values({ size }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type ProductValues = {
  sku: string;
  name: string;
  description: string;
  images: string;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  unit_measure: string | null;
  material_id: number | null;
  product_version_id: number | null;
  notes: string | null;
  is_active: number;
};

export async function updateProduct(db: Executor, id: number, values: ProductValues, now: string): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function touchProduct(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('products').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function replaceProductTaxonomies(db: Executor, productId: number, typeIds: number[], categoryIds: number[]) {
  await db.deleteFrom('product_product_types').where('product_id', '=', productId).execute();
  await db.deleteFrom('product_categories').where('product_id', '=', productId).execute();
  if (typeIds.length > 0) {
    await db
      .insertInto('product_product_types')
      .values(typeIds.map((id) => ({ product_id: productId, product_type_id: id })))
      .execute();
  }
  if (categoryIds.length > 0) {
    await db
      .insertInto('product_categories')
      .values(categoryIds.map((id) => ({ product_id: productId, category_id: id })))
      .execute();
  }
}

export async function insertProductColor(
  db: Executor,
  values: { product_id: number; color_id: number; stock: number | null; images: string },
) {
  await db.insertInto('product_colors').values(values).execute();
}

export async function updateProductColor(db: Executor, id: number, values: { stock: number | null; images: string }) {
  await db.updateTable('product_colors').set(values).where('id', '=', id).execute();
}

export async function deleteProductColors(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('product_colors').where('id', 'in', ids).execute();
}

export type VolumeValues = { minimum_units: number; maximum_units: number; days_customization: number; base_price_cents: number };

export async function insertSaleVolume(db: Executor, productId: number, values: VolumeValues): Promise<number> {
  const row = await db
    .insertInto('sale_volumes')
    .values({ product_id: productId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSaleVolume(db: Executor, id: number, values: VolumeValues) {
  await db.updateTable('sale_volumes').set(values).where('id', '=', id).execute();
}

export type CustomizationValues = {
  print_type_id: number;
  personalization: string;
  max_number_inks: number | null;
  printing_area: string | null;
};

export async function insertCustomization(db: Executor, productId: number, values: CustomizationValues): Promise<number> {
  const row = await db
    .insertInto('customizations')
    .values({ product_id: productId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomization(db: Executor, id: number, values: CustomizationValues) {
  await db.updateTable('customizations').set(values).where('id', '=', id).execute();
}

/** Replaces the costs of a product's customizations; then removes the volumes and customizations given. */
export async function replacePriceRows(
  db: Executor,
  customizationIds: number[],
  pivots: Array<{ customization_id: number; sale_volume_id: number; cost_per_unit_cents: number }>,
  remove: { volumeIds: number[]; customizationIds: number[] },
) {
  if (customizationIds.length > 0) {
    await db.deleteFrom('customization_sale_volumes').where('customization_id', 'in', customizationIds).execute();
  }
  for (let start = 0; start < pivots.length; start += CHUNK_SIZE) {
    await db
      .insertInto('customization_sale_volumes')
      .values(pivots.slice(start, start + CHUNK_SIZE))
      .execute();
  }
  if (remove.customizationIds.length > 0)
    await db.deleteFrom('customizations').where('id', 'in', remove.customizationIds).execute();
  if (remove.volumeIds.length > 0) await db.deleteFrom('sale_volumes').where('id', 'in', remove.volumeIds).execute();
}

export type ContainerValues = {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  dimensions_known: number;
};
export type MasterValues = {
  box_type_id: number | null;
  max_total_containers: number;
  days_approx_shipping: number;
  base_delivery_price_cents: number;
  packaging_price_cents: number;
};

export async function saveBox(
  db: Executor,
  productId: number,
  existing: { id: number; masterBoxId: number | null } | null,
  container: ContainerValues,
  master: MasterValues | null,
) {
  let containerId: number;
  if (existing) {
    containerId = existing.id;
    await db.updateTable('container_boxes').set(container).where('id', '=', containerId).execute();
  } else {
    const row = await db
      .insertInto('container_boxes')
      .values({ product_id: productId, ...container })
      .returning('id')
      .executeTakeFirstOrThrow();
    containerId = row.id;
  }
  const masterBoxId = existing?.masterBoxId ?? null;
  if (master === null) {
    if (masterBoxId !== null) await db.deleteFrom('master_boxes').where('id', '=', masterBoxId).execute();
  } else if (masterBoxId !== null) {
    await db.updateTable('master_boxes').set(master).where('id', '=', masterBoxId).execute();
  } else {
    await db
      .insertInto('master_boxes')
      .values({ container_box_id: containerId, ...master })
      .execute();
  }
}

export async function replaceRelated(db: Executor, productId: number, relatedIds: number[]) {
  await db.deleteFrom('product_related').where('product_id', '=', productId).execute();
  if (relatedIds.length > 0) {
    await db
      .insertInto('product_related')
      .values(relatedIds.map((id, position) => ({ product_id: productId, related_product_id: id, position })))
      .execute();
  }
}

// ——— Bulk writes of new products (the import's fast path: a few statements per chunk) ———

/** Rows per insert statement: at most 17 columns × 500 rows stays under both dialects' parameter limits. */
const INSERT_ROWS = 500;

function parts<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_ROWS) result.push(rows.slice(start, start + INSERT_ROWS));
  return result;
}

export async function insertProducts(db: Executor, rows: ProductValues[], now: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of parts(rows)) {
    const inserted = await db
      .insertInto('products')
      .values(
        part.map((values) => ({
          ...values,
          search_text: '',
          min_base_price_cents: null,
          min_units: null,
          min_delivery_days: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'sku'])
      .execute();
    for (const row of inserted) ids.set(row.sku, row.id);
  }
  return ids;
}

export async function insertProductTaxonomies(
  db: Executor,
  types: Array<{ product_id: number; product_type_id: number }>,
  categories: Array<{ product_id: number; category_id: number }>,
) {
  for (const part of parts(types)) await db.insertInto('product_product_types').values(part).execute();
  for (const part of parts(categories)) await db.insertInto('product_categories').values(part).execute();
}

export async function insertProductColors(
  db: Executor,
  rows: Array<{ product_id: number; color_id: number; stock: number | null; images: string }>,
) {
  for (const part of parts(rows)) await db.insertInto('product_colors').values(part).execute();
}

/** Inserts sale volumes; gives their ids by `product_id:minimum_units`. */
export async function insertSaleVolumes(
  db: Executor,
  rows: Array<VolumeValues & { product_id: number }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of parts(rows)) {
    const inserted = await db.insertInto('sale_volumes').values(part).returning(['id', 'product_id', 'minimum_units']).execute();
    for (const row of inserted) ids.set(`${row.product_id}:${row.minimum_units}`, row.id);
  }
  return ids;
}

/** Inserts customizations; gives their ids by `product_id:print_type_id:personalization`. */
export async function insertCustomizations(
  db: Executor,
  rows: Array<CustomizationValues & { product_id: number }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of parts(rows)) {
    const inserted = await db
      .insertInto('customizations')
      .values(part)
      .returning(['id', 'product_id', 'print_type_id', 'personalization'])
      .execute();
    for (const row of inserted) ids.set(`${row.product_id}:${row.print_type_id}:${row.personalization}`, row.id);
  }
  return ids;
}

export async function insertCustomizationSaleVolumes(
  db: Executor,
  rows: Array<{ customization_id: number; sale_volume_id: number; cost_per_unit_cents: number }>,
) {
  for (const part of parts(rows)) await db.insertInto('customization_sale_volumes').values(part).execute();
}

export async function insertBoxes(
  db: Executor,
  rows: Array<{ product_id: number; container: ContainerValues; master: MasterValues | null }>,
) {
  for (const part of parts(rows)) {
    const inserted = await db
      .insertInto('container_boxes')
      .values(part.map((row) => ({ product_id: row.product_id, ...row.container })))
      .returning(['id', 'product_id'])
      .execute();
    const containerByProduct = new Map(inserted.map((row) => [row.product_id, row.id]));
    const masters = part.flatMap((row) => {
      const containerId = containerByProduct.get(row.product_id);
      return row.master && containerId !== undefined ? [{ container_box_id: containerId, ...row.master }] : [];
    });
    if (masters.length > 0) await db.insertInto('master_boxes').values(masters).execute();
  }
}
