import type { Executor } from '../../db/database.ts';
import { productTypeHasActiveProduct } from '../../db/expressions.ts';
import type { BannerSection } from '../../db/schema.ts';

/** Home "categories" are product types (DESIGN.md §3): those with an image and an active product. */
export async function listHomeProductTypes(db: Executor) {
  return db
    .selectFrom('product_types')
    .select(['product_types.id', 'product_types.name', 'product_types.image'])
    .where('product_types.image', 'is not', null)
    .where(productTypeHasActiveProduct)
    .orderBy('product_types.sort_order')
    .orderBy('product_types.id')
    .execute();
}

/** SPEC §2: only sliders whose status is true, in their order. */
export async function listActiveSliders(db: Executor) {
  return db
    .selectFrom('sliders')
    .select(['id', 'title', 'description', 'images', 'images_mobile', 'status', 'product_id', 'product_color_id'])
    .where('status', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The first active banner of a section in the order the admin set (newest first among equals). */
export async function findActiveBanner(db: Executor, section: BannerSection) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'description', 'images', 'status', 'category_id'])
    .where('section', '=', section)
    .where('status', '=', 1)
    .orderBy('sort_order')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
