import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { likeContains } from '../catalogue/catalogue.repository.ts';

// SQL of the admin's products table and editor (decision 029) that the spreadsheet round trip has
// not already: the paged list, the ids the editor needs besides `loadProductRows`, id checks and
// removing a box. Every other write reuses admin-catalogue.repository.ts.

export type ProductListFilters = { words: string[]; typeId: number | null; active: boolean | null };

function filtered(db: Executor, filters: ProductListFilters) {
  let query = db.selectFrom('products');
  for (const word of filters.words) {
    // search_text is already lower-case and accent-free (product-derived.repository.ts).
    query = query.where(sql<boolean>`products.search_text like ${likeContains(word)} escape '\\'`);
  }
  if (filters.typeId !== null) {
    const typeId = filters.typeId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_product_types as ppt')
          .select('ppt.product_id')
          .whereRef('ppt.product_id', '=', 'products.id')
          .where('ppt.product_type_id', '=', typeId),
      ),
    );
  }
  if (filters.active !== null) query = query.where('products.is_active', '=', filters.active ? 1 : 0);
  return query;
}

export async function countAdminProducts(db: Executor, filters: ProductListFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAdminProducts(db: Executor, filters: ProductListFilters, offset: number, limit: number) {
  return filtered(db, filters)
    .select(['products.id', 'products.sku', 'products.name', 'products.images', 'products.is_active'])
    .orderBy('products.sku')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function listColorsOfProducts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product_colors as pc')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .select(['pc.product_id', 'c.name', 'c.hex', 'pc.stock', 'pc.images'])
    .where('pc.product_id', 'in', ids)
    .orderBy('pc.id')
    .execute();
}

/** What the editor needs as ids (loadProductRows gives names, as the spreadsheet shows them). */
export async function loadProductEditorIds(db: Executor, id: number) {
  const product = await db
    .selectFrom('products')
    .select(['material_id', 'product_version_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!product) return null;
  const types = await db
    .selectFrom('product_product_types')
    .select('product_type_id as id')
    .where('product_id', '=', id)
    .orderBy('product_type_id')
    .execute();
  const categories = await db
    .selectFrom('product_categories')
    .select('category_id as id')
    .where('product_id', '=', id)
    .orderBy('category_id')
    .execute();
  const boxType = await db
    .selectFrom('container_boxes as cb')
    .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
    .select('mb.box_type_id')
    .where('cb.product_id', '=', id)
    .executeTakeFirst();
  const related = await db
    .selectFrom('product_related as r')
    .innerJoin('products as p', 'p.id', 'r.related_product_id')
    .select(['p.id', 'p.sku', 'p.name'])
    .where('r.product_id', '=', id)
    .orderBy('r.position')
    .execute();
  return {
    materialId: product.material_id,
    versionId: product.product_version_id,
    updatedAt: String(product.updated_at),
    typeIds: types.map((t) => t.id),
    categoryIds: categories.map((c) => c.id),
    boxTypeId: boxType?.box_type_id ?? null,
    related,
  };
}

export type IdTable =
  | 'product_types'
  | 'categories'
  | 'materials'
  | 'product_versions'
  | 'print_types'
  | 'box_types'
  | 'colors'
  | 'products';

/** Which of these ids exist in the table. */
export async function existingIds(db: Executor, table: IdTable, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  return new Set(rows.map((row) => row.id));
}

export async function findProductIdBySku(db: Executor, sku: string): Promise<number | null> {
  const row = await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst();
  return row?.id ?? null;
}

/** Removes a product's container box and its master box. */
export async function deleteBox(db: Executor, containerBoxId: number): Promise<void> {
  await db.deleteFrom('master_boxes').where('container_box_id', '=', containerBoxId).execute();
  await db.deleteFrom('container_boxes').where('id', '=', containerBoxId).execute();
}

/** A taxonomy in name order, for the editor's selects. */
export async function listSortedNamed(
  db: Executor,
  table: 'product_types' | 'categories' | 'materials' | 'product_versions' | 'print_types',
) {
  return db.selectFrom(table).select(['id', 'name']).orderBy('name').execute();
}
