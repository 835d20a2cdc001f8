import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { BannerSection, BannersTable, SlidersTable } from '../../db/schema.ts';
import { containsText, type PageWindow } from '../admin-accounts/admin-accounts.repository.ts';

// Every line of SQL of the admin's sliders and banners (decision 026).

function slidersMatching(db: Executor, search: string | undefined) {
  let query = db
    .selectFrom('sliders as s')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .leftJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .leftJoin('colors as col', 'col.id', 'pc.color_id');
  if (search) query = query.where((eb) => containsText(eb.ref('s.title'), search));
  return query;
}

const sliderColumns = [
  's.id',
  's.title',
  's.description',
  's.status',
  's.product_id',
  's.images',
  's.images_mobile',
  's.sort_order',
  'p.name as product_name',
  'p.sku as product_sku',
  's.product_color_id',
  'col.id as color_id',
  'col.name as color_name',
  'col.hex as color_hex',
] as const;

export async function countSliders(db: Executor, search: string | undefined): Promise<number> {
  const row = await slidersMatching(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** In the order operators see them. */
export async function listSliders(db: Executor, search: string | undefined, page: PageWindow) {
  return slidersMatching(db, search)
    .select(sliderColumns)
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function listAllSliders(db: Executor) {
  return slidersMatching(db, undefined).select(sliderColumns).orderBy('s.sort_order').orderBy('s.id').execute();
}

export async function findSlider(db: Executor, id: number) {
  return slidersMatching(db, undefined).select(sliderColumns).where('s.id', '=', id).executeTakeFirst();
}
export type SliderRow = NonNullable<Awaited<ReturnType<typeof findSlider>>>;

export async function nextSliderOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sliders')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('max'))
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertSlider(db: Executor, slider: Insertable<SlidersTable>): Promise<number> {
  return (await db.insertInto('sliders').values(slider).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSlider(db: Executor, id: number, changes: Updateable<SlidersTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('sliders').set(changes).where('id', '=', id).execute();
}

export async function deleteSlider(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sliders').where('id', '=', id).execute();
}

export async function setSliderOrder(db: Executor, id: number, sortOrder: number): Promise<void> {
  await db.updateTable('sliders').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

function bannersMatching(db: Executor, filter: { search?: string | undefined; section?: BannerSection | undefined }) {
  let query = db.selectFrom('banners as b').leftJoin('categories as c', 'c.id', 'b.category_id');
  const { search, section } = filter;
  if (search) query = query.where((eb) => containsText(eb.ref('b.title'), search));
  if (section) query = query.where('b.section', '=', section);
  return query;
}

const bannerColumns = [
  'b.id',
  'b.title',
  'b.description',
  'b.status',
  'b.section',
  'b.category_id',
  'b.images',
  'b.sort_order',
  'c.name as category_name',
] as const;

export async function countBanners(db: Executor, filter: { search?: string | undefined; section?: BannerSection | undefined }) {
  const row = await bannersMatching(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** By section, then in the order the admin set (the first active one is what operators see). */
export async function listBanners(
  db: Executor,
  filter: { search?: string | undefined; section?: BannerSection | undefined },
  page: PageWindow,
) {
  return bannersMatching(db, filter)
    .select(bannerColumns)
    .orderBy('b.section', 'desc')
    .orderBy('b.sort_order')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function listSectionBanners(db: Executor, section: BannerSection) {
  return bannersMatching(db, { section }).select(bannerColumns).orderBy('b.sort_order').orderBy('b.id', 'desc').execute();
}

export async function findBanner(db: Executor, id: number) {
  return bannersMatching(db, {}).select(bannerColumns).where('b.id', '=', id).executeTakeFirst();
}
export type BannerRow = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

/** A new banner goes first: the newest upload is what operators see until the admin reorders. */
export async function firstBannerOrder(db: Executor, section: BannerSection): Promise<number> {
  const row = await db
    .selectFrom('banners')
    .select((eb) => eb.fn.min<number | null>('sort_order').as('min'))
    .where('section', '=', section)
    .executeTakeFirst();
  return row?.min == null ? 0 : Number(row.min) - 1;
}

export async function insertBanner(db: Executor, banner: Insertable<BannersTable>): Promise<number> {
  return (await db.insertInto('banners').values(banner).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBanner(db: Executor, id: number, changes: Updateable<BannersTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('banners').set(changes).where('id', '=', id).execute();
}

export async function deleteBanner(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}

export async function setBannerOrder(db: Executor, id: number, sortOrder: number): Promise<void> {
  await db.updateTable('banners').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

export async function activeProductExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('products').select('id').where('id', '=', id).where('is_active', '=', 1).executeTakeFirst());
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
}

/** The product of a `product_colors` row, or undefined when there is no such row. */
export async function productOfColor(db: Executor, productColorId: number): Promise<number | undefined> {
  const row = await db.selectFrom('product_colors').select('product_id').where('id', '=', productColorId).executeTakeFirst();
  return row?.product_id;
}

/** Active products whose name or SKU contains the text (or the one with that id), by name. */
export async function searchActiveProducts(
  db: Executor,
  filter: { search?: string | undefined; id?: number | undefined },
  limit: number,
) {
  let query = db.selectFrom('products').select(['id', 'name', 'sku']).where('is_active', '=', 1);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const { search } = filter;
  if (search) query = query.where((eb) => eb.or([containsText(eb.ref('name'), search), containsText(eb.ref('sku'), search)]));
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

/** The colours of these products, in catalogue order. */
export async function listColorsOfProducts(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_colors as pc')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .select(['pc.id', 'pc.product_id', 'c.id as color_id', 'c.name', 'c.hex'])
    .where('pc.product_id', 'in', productIds)
    .orderBy('pc.id')
    .execute();
}

export async function listCategoryNames(db: Executor) {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}
