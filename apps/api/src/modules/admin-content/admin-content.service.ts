import {
  type AdminBanner,
  type AdminSlider,
  type BannerFields,
  type BannerUpdateFields,
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MOBILE_FIELD,
  CONTENT_IMAGE_MOBILE_WIDTH,
  CONTENT_IMAGE_WIDTH,
  CONTENT_MESSAGES,
  CONTENT_PRODUCTS_LIMIT,
  type ContentColor,
  type ContentProduct,
  type SliderFields,
  type SliderUpdateFields,
} from '@cotizador/contracts/admin-content';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { BannerSection } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { pageInfo, recordAudit } from '../audit/audit.service.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { parseImageList } from '../catalogue/catalogue.service.ts';
import {
  activeProductExists,
  type BannerRow,
  categoryExists,
  countBanners,
  countSliders,
  deleteBanner,
  deleteSlider,
  findBanner,
  findSlider,
  firstBannerOrder,
  insertBanner,
  insertSlider,
  listAllSliders,
  listBanners,
  listCategoryNames,
  listColorsOfProducts,
  listSectionBanners,
  listSliders,
  nextSliderOrder,
  productOfColor,
  type SliderRow,
  searchActiveProducts,
  setBannerOrder,
  setSliderOrder,
  updateBanner,
  updateSlider,
} from './admin-content.repository.ts';
import { inMediaTransaction, processContentImage } from './content-media.ts';

// Sliders and banners for admins (issue 15, decision 026): images checked and resized before the
// transaction, written inside it (removed on rollback), replaced ones removed after the commit;
// every change audited.

type PageQuery = { page: number; per_page: number; search?: string | undefined };

function toAdminSlider(row: SliderRow): AdminSlider {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status === 1,
    product:
      row.product_id === null || row.product_name === null
        ? null
        : { id: row.product_id, name: row.product_name, sku: row.product_sku ?? '' },
    product_color:
      row.product_color_id === null || row.color_id === null
        ? null
        : { id: row.product_color_id, color: { id: row.color_id, name: row.color_name ?? '', hex: row.color_hex ?? '' } },
    image: parseImageList(row.images),
    image_mobile: parseImageList(row.images_mobile),
    sort_order: Number(row.sort_order),
  };
}

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status === 1,
    section: row.section,
    category: row.category_id === null || row.category_name === null ? null : { id: row.category_id, name: row.category_name },
    image: parseImageList(row.images),
    sort_order: Number(row.sort_order),
  };
}

async function requireSlider(db: Executor, id: number): Promise<AdminSlider> {
  const row = await findSlider(db, id);
  if (!row) throw new NotFoundError('El slider no existe.');
  return toAdminSlider(row);
}

async function requireBanner(db: Executor, id: number): Promise<AdminBanner> {
  const row = await findBanner(db, id);
  if (!row) throw new NotFoundError('El banner no existe.');
  return toAdminBanner(row);
}

async function checkProduct(db: Executor, productId: number | null | undefined): Promise<void> {
  if (productId != null && !(await activeProductExists(db, productId))) {
    throw ValidationError.field('product_id', CONTENT_MESSAGES.productMissing);
  }
}

/** A colour needs a product, and must be one of that product's colours (422 on product_color_id). */
async function checkProductColor(db: Executor, productId: number | null, productColorId: number | null): Promise<void> {
  if (productColorId === null) return;
  if (productId === null) throw ValidationError.field('product_color_id', CONTENT_MESSAGES.colorWithoutProduct);
  if ((await productOfColor(db, productColorId)) !== productId) {
    throw ValidationError.field('product_color_id', CONTENT_MESSAGES.colorNotOfProduct);
  }
}

async function checkCategory(db: Executor, categoryId: number | null | undefined): Promise<void> {
  if (categoryId != null && !(await categoryExists(db, categoryId))) {
    throw ValidationError.field('category_id', CONTENT_MESSAGES.categoryMissing);
  }
}

// ——— Sliders ———

export async function listAdminSliders(ctx: AppContext, query: PageQuery) {
  const total = await countSliders(ctx.db, query.search);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listSliders(ctx.db, query.search, { limit: query.per_page, offset });
  return { data: rows.map(toAdminSlider), ...meta };
}

export async function getAdminSlider(ctx: AppContext, id: number) {
  return requireSlider(ctx.db, id);
}

/** The desktop image is required; without a phone image one is made from the desktop image. */
export async function createSlider(ctx: AppContext, auth: AuthState, fields: SliderFields, files: Map<string, Buffer>) {
  const image = files.get(CONTENT_IMAGE_FIELD);
  if (!image) throw ValidationError.field(CONTENT_IMAGE_FIELD, CONTENT_MESSAGES.imageRequired);
  const desktop = await processContentImage(CONTENT_IMAGE_FIELD, image, CONTENT_IMAGE_WIDTH);
  const mobileSource = files.get(CONTENT_IMAGE_MOBILE_FIELD);
  const mobile = await processContentImage(
    mobileSource ? CONTENT_IMAGE_MOBILE_FIELD : CONTENT_IMAGE_FIELD,
    mobileSource ?? image,
    CONTENT_IMAGE_MOBILE_WIDTH,
  );
  await checkProduct(ctx.db, fields.product_id);
  await checkProductColor(ctx.db, fields.product_id ?? null, fields.product_color_id ?? null);
  const now = nowIso(ctx.clock.now());
  return inMediaTransaction(ctx, async (trx, media) => {
    const id = await insertSlider(trx, {
      title: fields.title,
      description: fields.description ?? null,
      status: fields.status ? 1 : 0,
      product_id: fields.product_id ?? null,
      product_color_id: fields.product_color_id ?? null,
      images: JSON.stringify([await media.save(desktop)]),
      images_mobile: JSON.stringify([await media.save(mobile)]),
      sort_order: await nextSliderOrder(trx),
    });
    const slider = await requireSlider(trx, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'create',
      entityType: 'slider',
      entityId: id,
      before: null,
      after: slider,
      now,
    });
    return slider;
  });
}

export async function changeSlider(
  ctx: AppContext,
  auth: AuthState,
  id: number,
  fields: SliderUpdateFields,
  files: Map<string, Buffer>,
) {
  const image = files.get(CONTENT_IMAGE_FIELD);
  const mobile = files.get(CONTENT_IMAGE_MOBILE_FIELD);
  const desktop = image ? await processContentImage(CONTENT_IMAGE_FIELD, image, CONTENT_IMAGE_WIDTH) : null;
  const phone = mobile ? await processContentImage(CONTENT_IMAGE_MOBILE_FIELD, mobile, CONTENT_IMAGE_MOBILE_WIDTH) : null;
  await checkProduct(ctx.db, fields.product_id);
  const now = nowIso(ctx.clock.now());
  return inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireSlider(trx, id);
    // A new product without a colour drops the old product's colour.
    const productId = fields.product_id !== undefined ? fields.product_id : (before.product?.id ?? null);
    const productColorId =
      fields.product_color_id !== undefined
        ? fields.product_color_id
        : fields.product_id !== undefined && fields.product_id !== (before.product?.id ?? null)
          ? null
          : (before.product_color?.id ?? null);
    await checkProductColor(trx, productId, productColorId);
    await updateSlider(trx, id, {
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.status !== undefined ? { status: fields.status ? 1 : 0 } : {}),
      ...(fields.product_id !== undefined ? { product_id: fields.product_id } : {}),
      ...(productColorId !== (before.product_color?.id ?? null) ? { product_color_id: productColorId } : {}),
      ...(desktop ? { images: JSON.stringify([await media.save(desktop)]) } : {}),
      ...(phone ? { images_mobile: JSON.stringify([await media.save(phone)]) } : {}),
    });
    if (desktop) media.removeAfterCommit(before.image);
    if (phone) media.removeAfterCommit(before.image_mobile);
    const after = await requireSlider(trx, id);
    await recordAudit(trx, { actorId: auth.user.id, action: 'update', entityType: 'slider', entityId: id, before, after, now });
    return after;
  });
}

export async function removeSlider(ctx: AppContext, auth: AuthState, id: number) {
  const now = nowIso(ctx.clock.now());
  await inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireSlider(trx, id);
    await deleteSlider(trx, id);
    media.removeAfterCommit([...before.image, ...before.image_mobile]);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'delete',
      entityType: 'slider',
      entityId: id,
      before,
      after: null,
      now,
    });
  });
  return { message: CONTENT_MESSAGES.sliderDeleted };
}

/** The ids must be every slider once: the first is shown first. */
export async function orderSliders(ctx: AppContext, auth: AuthState, ids: number[]) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const current = await listAllSliders(trx);
    const known = new Set(current.map((s) => s.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw ValidationError.field('ids', CONTENT_MESSAGES.orderIds);
    for (const [index, id] of ids.entries()) await setSliderOrder(trx, id, index);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'reorder',
      entityType: 'slider',
      entityId: null,
      before: { ids: current.map((s) => s.id) },
      after: { ids },
      now,
    });
    return (await listAllSliders(trx)).map(toAdminSlider);
  });
}

// ——— Banners ———

export async function listAdminBanners(ctx: AppContext, query: PageQuery & { section?: BannerSection | undefined }) {
  const filter = { search: query.search, section: query.section };
  const total = await countBanners(ctx.db, filter);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listBanners(ctx.db, filter, { limit: query.per_page, offset });
  return { data: rows.map(toAdminBanner), ...meta };
}

export async function getAdminBanner(ctx: AppContext, id: number) {
  return requireBanner(ctx.db, id);
}

export async function createBanner(ctx: AppContext, auth: AuthState, fields: BannerFields, files: Map<string, Buffer>) {
  const image = files.get(CONTENT_IMAGE_FIELD);
  if (!image) throw ValidationError.field(CONTENT_IMAGE_FIELD, CONTENT_MESSAGES.imageRequired);
  const desktop = await processContentImage(CONTENT_IMAGE_FIELD, image, CONTENT_IMAGE_WIDTH);
  await checkCategory(ctx.db, fields.category_id);
  const now = nowIso(ctx.clock.now());
  return inMediaTransaction(ctx, async (trx, media) => {
    const id = await insertBanner(trx, {
      section: fields.section,
      title: fields.title,
      description: fields.description ?? null,
      status: fields.status ? 1 : 0,
      category_id: fields.category_id ?? null,
      images: JSON.stringify([await media.save(desktop)]),
      sort_order: await firstBannerOrder(trx, fields.section),
    });
    const banner = await requireBanner(trx, id);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'create',
      entityType: 'banner',
      entityId: id,
      before: null,
      after: banner,
      now,
    });
    return banner;
  });
}

export async function changeBanner(
  ctx: AppContext,
  auth: AuthState,
  id: number,
  fields: BannerUpdateFields,
  files: Map<string, Buffer>,
) {
  const image = files.get(CONTENT_IMAGE_FIELD);
  const desktop = image ? await processContentImage(CONTENT_IMAGE_FIELD, image, CONTENT_IMAGE_WIDTH) : null;
  await checkCategory(ctx.db, fields.category_id);
  const now = nowIso(ctx.clock.now());
  return inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireBanner(trx, id);
    const movesSection = fields.section !== undefined && fields.section !== before.section;
    await updateBanner(trx, id, {
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.status !== undefined ? { status: fields.status ? 1 : 0 } : {}),
      ...(fields.category_id !== undefined ? { category_id: fields.category_id } : {}),
      ...(fields.section !== undefined ? { section: fields.section } : {}),
      ...(movesSection && fields.section ? { sort_order: await firstBannerOrder(trx, fields.section) } : {}),
      ...(desktop ? { images: JSON.stringify([await media.save(desktop)]) } : {}),
    });
    if (desktop) media.removeAfterCommit(before.image);
    const after = await requireBanner(trx, id);
    await recordAudit(trx, { actorId: auth.user.id, action: 'update', entityType: 'banner', entityId: id, before, after, now });
    return after;
  });
}

export async function removeBanner(ctx: AppContext, auth: AuthState, id: number) {
  const now = nowIso(ctx.clock.now());
  await inMediaTransaction(ctx, async (trx, media) => {
    const before = await requireBanner(trx, id);
    await deleteBanner(trx, id);
    media.removeAfterCommit(before.image);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'delete',
      entityType: 'banner',
      entityId: id,
      before,
      after: null,
      now,
    });
  });
  return { message: CONTENT_MESSAGES.bannerDeleted };
}

/** The ids must be every banner of the section once; the first active one is what operators see. */
export async function orderBanners(ctx: AppContext, auth: AuthState, section: BannerSection, ids: number[]) {
  const now = nowIso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const current = await listSectionBanners(trx, section);
    const known = new Set(current.map((b) => b.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw ValidationError.field('ids', CONTENT_MESSAGES.orderIds);
    for (const [index, id] of ids.entries()) await setBannerOrder(trx, id, index);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'reorder',
      entityType: 'banner',
      entityId: null,
      before: { section, ids: current.map((b) => b.id) },
      after: { section, ids },
      now,
    });
    return (await listSectionBanners(trx, section)).map(toAdminBanner);
  });
}

// ——— Pickers of the content forms ———

/** Active products by name or SKU (at most CONTENT_PRODUCTS_LIMIT), each with its colours. */
export async function contentProducts(
  ctx: AppContext,
  query: { search?: string | undefined; id?: number | undefined },
): Promise<{ products: ContentProduct[] }> {
  const products = await searchActiveProducts(
    ctx.db,
    { search: query.search || undefined, id: query.id },
    CONTENT_PRODUCTS_LIMIT,
  );
  const colors = await listColorsOfProducts(
    ctx.db,
    products.map((p) => p.id),
  );
  const byProduct = new Map<number, ContentColor[]>(products.map((p) => [p.id, []]));
  for (const c of colors) byProduct.get(c.product_id)?.push({ id: c.id, color: { id: c.color_id, name: c.name, hex: c.hex } });
  return { products: products.map((p) => ({ id: p.id, name: p.name, sku: p.sku, colors: byProduct.get(p.id) ?? [] })) };
}

export async function contentCategories(ctx: AppContext) {
  return { categories: await listCategoryNames(ctx.db) };
}
