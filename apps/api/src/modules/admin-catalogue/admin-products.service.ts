import type {
  AdminCatalogueOptions,
  AdminProduct,
  AdminProductRow,
  AdminProductsResponse,
  ProductInput,
  ProductPatch,
} from '@cotizador/contracts/admin-products';
import { type adminProductsQuery, PRODUCT_MESSAGES as M, PRODUCT_THUMB_WIDTH } from '@cotizador/contracts/admin-products';
import { searchWords } from '@cotizador/domain/search';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import { type FieldErrors, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { pageInfo, recordAudit } from '../audit/audit.service.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { invalidateCatalogue } from '../catalogue/catalogue.service.ts';
import { refreshProductDerived } from '../catalogue/product-derived.repository.ts';
import {
  deleteProductColors,
  insertColor,
  insertCustomization,
  insertProductColor,
  insertProducts,
  insertSaleVolume,
  listBoxTypes,
  listColors,
  loadProductRows,
  loadQuotedRowIds,
  type ProductValues,
  replacePriceRows,
  replaceProductTaxonomies,
  replaceRelated,
  saveBox,
  updateColorHex,
  updateCustomization,
  updateProduct,
  updateProductColor,
  updateSaleVolume,
} from './admin-catalogue.repository.ts';
import {
  countAdminProducts,
  deleteBox,
  existingIds,
  findProductIdBySku,
  listAdminProducts,
  listColorsOfProducts,
  listSortedNamed,
  loadProductEditorIds,
} from './admin-products.repository.ts';
import { nameKey } from './catalogue-sheets.ts';

// The admin's products table and product editor (issue 14, decision 029). A save writes the
// product and replaces the nested lists it was given, in one transaction, with the same rules as
// the spreadsheet import: rows are matched to keep their ids (colours by colour, volumes by
// minimum units, customizations by print type + personalization), rows quotations point at are
// never removed, derived columns are refreshed, the audit log gets before → after and the
// operators' catalogue is invalidated after the commit.

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function parseList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

// ——— Reading ———

function listPicture(url: string): string {
  return /^\/media\/products\/[0-9a-f]{32}\.webp$/u.test(url) ? url.replace(/\.webp$/u, `-${PRODUCT_THUMB_WIDTH}.webp`) : url;
}

type ListQuery = z.output<typeof adminProductsQuery>;

export async function listProducts(ctx: AppContext, query: ListQuery): Promise<AdminProductsResponse> {
  const filters = {
    words: searchWords(query.search ?? ''),
    typeId: query.type ?? null,
    active: query.active === undefined ? null : query.active === '1',
  };
  const total = await countAdminProducts(ctx.db, filters);
  const { offset, meta } = pageInfo(total, query.page, query.per_page);
  const rows = await listAdminProducts(ctx.db, filters, offset, query.per_page);
  const colors = await listColorsOfProducts(
    ctx.db,
    rows.map((row) => row.id),
  );
  const data: AdminProductRow[] = rows.map((row) => {
    const own = colors.filter((color) => color.product_id === row.id);
    const first = parseList(row.images)[0] ?? own.flatMap((color) => parseList(color.images))[0] ?? null;
    // Pictures uploaded here have a 400 px twin for lists (product-media.ts).
    const image = first === null ? null : listPicture(first);
    return {
      id: row.id,
      sku: row.sku,
      name: row.name,
      image,
      is_active: Number(row.is_active) === 1,
      colors: own.map((color) => ({ name: color.name, hex: color.hex, stock: num(color.stock) })),
      total_stock: own.reduce((sum, color) => sum + (num(color.stock) ?? 0), 0),
    };
  });
  return { data, ...meta };
}

async function loadProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const ids = await loadProductEditorIds(db, id);
  const rows = await loadProductRows(db, [id]);
  const p = rows?.products[0];
  if (!ids || !rows || !p) return null;
  const quoted = await loadQuotedRowIds(db);
  const volumeMin = new Map(rows.volumes.map((v) => [v.id, v.minimum_units]));
  const box = rows.boxes[0];
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    images: parseList(p.images),
    length: num(p.length),
    width: num(p.width),
    height: num(p.height),
    weight: num(p.weight),
    unit_measure: p.unit_measure,
    material_id: ids.materialId,
    product_version_id: ids.versionId,
    notes: p.notes,
    is_active: Number(p.is_active) === 1,
    type_ids: ids.typeIds,
    category_ids: ids.categoryIds,
    colors: rows.colors.map((c) => ({
      id: c.id,
      color_id: c.color_id,
      name: c.name,
      hex: c.hex,
      stock: num(c.stock),
      images: parseList(c.images),
      quoted: quoted.colors.has(c.id),
    })),
    sale_volumes: rows.volumes.map((v) => ({
      id: v.id,
      minimum_units: v.minimum_units,
      maximum_units: v.maximum_units,
      days_customization: v.days_customization,
      base_price_cents: Number(v.base_price_cents),
      quoted: quoted.volumes.has(v.id),
    })),
    customizations: rows.customizations.map((cu) => ({
      id: cu.id,
      print_type_id: cu.print_type_id,
      personalization: cu.personalization,
      max_number_inks: cu.max_number_inks,
      printing_area: cu.printing_area,
      costs: rows.pivots
        .filter((pivot) => pivot.customization_id === cu.id && volumeMin.has(pivot.sale_volume_id))
        .map((pivot) => ({
          minimum_units: volumeMin.get(pivot.sale_volume_id) ?? 0,
          cost_per_unit_cents: Number(pivot.cost_per_unit_cents),
        }))
        .sort((a, b) => a.minimum_units - b.minimum_units),
      quoted: quoted.customizations.has(cu.id),
    })),
    box: box
      ? {
          length: num(box.length),
          width: num(box.width),
          height: num(box.height),
          weight: num(box.weight),
          dimensions_known: Number(box.dimensions_known) === 1,
          master:
            box.master_box_id === null
              ? null
              : {
                  box_type_id: ids.boxTypeId,
                  max_total_containers: Number(box.max_total_containers),
                  days_approx_shipping: Number(box.days_approx_shipping),
                  base_delivery_price_cents: Number(box.base_delivery_price_cents),
                  packaging_price_cents: Number(box.packaging_price_cents),
                },
        }
      : null,
    related: ids.related,
    updated_at: ids.updatedAt,
  };
}

export async function getProduct(ctx: AppContext, id: number): Promise<AdminProduct> {
  const product = await loadProduct(ctx.db, id);
  if (!product) throw new NotFoundError(M.notFound);
  return product;
}

export async function getCatalogueOptions(ctx: AppContext): Promise<AdminCatalogueOptions> {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
  return {
    types: await listSortedNamed(ctx.db, 'product_types'),
    categories: await listSortedNamed(ctx.db, 'categories'),
    materials: await listSortedNamed(ctx.db, 'materials'),
    versions: await listSortedNamed(ctx.db, 'product_versions'),
    colors: (await listColors(ctx.db)).sort(byName),
    print_types: await listSortedNamed(ctx.db, 'print_types'),
    box_types: (await listBoxTypes(ctx.db)).map((b) => ({ id: b.id, name: b.size })).sort(byName),
  };
}

// ——— Writing ———

/** The product as the editor sends it (a PATCH is merged onto the stored product first). */
type Full = Omit<ProductInput, 'colors'> & { colors: Array<ProductInput['colors'][number]> };

function merge(current: AdminProduct, patch: ProductPatch): Full {
  const volumeMins = new Set((patch.sale_volumes ?? []).map((v) => v.minimum_units));
  return {
    sku: patch.sku ?? current.sku,
    name: patch.name ?? current.name,
    description: patch.description ?? current.description,
    images: patch.images ?? current.images,
    length: patch.length !== undefined ? patch.length : current.length,
    width: patch.width !== undefined ? patch.width : current.width,
    height: patch.height !== undefined ? patch.height : current.height,
    weight: patch.weight !== undefined ? patch.weight : current.weight,
    unit_measure: patch.unit_measure !== undefined ? patch.unit_measure : current.unit_measure,
    material_id: patch.material_id !== undefined ? patch.material_id : current.material_id,
    product_version_id: patch.product_version_id !== undefined ? patch.product_version_id : current.product_version_id,
    notes: patch.notes !== undefined ? patch.notes : current.notes,
    is_active: patch.is_active ?? current.is_active,
    type_ids: patch.type_ids ?? current.type_ids,
    category_ids: patch.category_ids ?? current.category_ids,
    colors:
      patch.colors ??
      current.colors.map((c) => ({ color_id: c.color_id, name: c.name, hex: c.hex, stock: c.stock, images: c.images })),
    sale_volumes:
      patch.sale_volumes ??
      current.sale_volumes.map((v) => ({
        minimum_units: v.minimum_units,
        maximum_units: v.maximum_units,
        days_customization: v.days_customization,
        base_price_cents: v.base_price_cents,
      })),
    customizations:
      patch.customizations ??
      current.customizations.map((cu) => ({
        print_type_id: cu.print_type_id,
        personalization: cu.personalization,
        max_number_inks: cu.max_number_inks,
        printing_area: cu.printing_area,
        // New volumes without the customizations: the costs of volumes no longer there go with them.
        costs: patch.sale_volumes ? cu.costs.filter((cost) => volumeMins.has(cost.minimum_units)) : cu.costs,
      })),
    box: patch.box !== undefined ? patch.box : current.box,
    related_ids: patch.related_ids ?? current.related.map((r) => r.id),
  };
}

/** Checks what only the database knows: a free SKU, existing options and products. */
async function checkAgainstDatabase(trx: Executor, input: Full, selfId: number | null): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const owner = await findProductIdBySku(trx, input.sku);
  if (owner !== null && owner !== selfId) add('sku', M.skuTaken);

  const checkIds = async (table: Parameters<typeof existingIds>[1], ids: number[], field: (index: number) => string) => {
    const found = await existingIds(trx, table, ids);
    ids.forEach((id, index) => {
      if (!found.has(id)) add(field(index), table === 'products' ? M.relatedUnknown : M.unknownOption);
    });
  };
  await checkIds('product_types', input.type_ids, (i) => `type_ids.${i}`);
  await checkIds('categories', input.category_ids, (i) => `category_ids.${i}`);
  if (input.material_id !== null) await checkIds('materials', [input.material_id], () => 'material_id');
  if (input.product_version_id !== null)
    await checkIds('product_versions', [input.product_version_id], () => 'product_version_id');
  const colorIds = input.colors.map((c) => c.color_id ?? null);
  const knownColors = await existingIds(
    trx,
    'colors',
    colorIds.flatMap((id) => (id === null ? [] : [id])),
  );
  colorIds.forEach((id, index) => {
    if (id !== null && !knownColors.has(id)) add(`colors.${index}.color_id`, M.unknownOption);
  });
  await checkIds(
    'print_types',
    input.customizations.map((cu) => cu.print_type_id),
    (i) => `customizations.${i}.print_type_id`,
  );
  const mins = new Set(input.sale_volumes.map((v) => v.minimum_units));
  input.customizations.forEach((cu, i) => {
    cu.costs.forEach((cost, c) => {
      if (!mins.has(cost.minimum_units)) add(`customizations.${i}.costs.${c}.minimum_units`, M.costVolume);
    });
  });
  const boxType = input.box?.master?.box_type_id ?? null;
  if (boxType !== null) await checkIds('box_types', [boxType], () => 'box.master.box_type_id');
  input.related_ids.forEach((id, index) => {
    if (id === selfId) add(`related_ids.${index}`, M.relatedSelf);
  });
  await checkIds('products', input.related_ids, (i) => `related_ids.${i}`);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function productValues(input: Full): ProductValues {
  return {
    sku: input.sku,
    name: input.name,
    description: input.description,
    images: JSON.stringify(input.images),
    length: input.length,
    width: input.width,
    height: input.height,
    weight: input.weight,
    unit_measure: input.unit_measure || null,
    material_id: input.material_id,
    product_version_id: input.product_version_id,
    notes: input.notes || null,
    is_active: input.is_active ? 1 : 0,
  };
}

type Quoted = Awaited<ReturnType<typeof loadQuotedRowIds>>;

/** Colours: by colour id (a name is matched or created); a changed hex belongs to the colour everywhere. */
async function applyColors(trx: Executor, productId: number, current: AdminProduct | null, input: Full, quoted: Quoted) {
  const catalogue = await listColors(trx);
  const byKey = new Map(catalogue.map((c) => [nameKey(c.name), c]));
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const existing = new Map((current?.colors ?? []).map((c) => [c.color_id, c]));
  const kept = new Set<number>();
  for (const color of input.colors) {
    let known = color.color_id ? byId.get(color.color_id) : byKey.get(nameKey(color.name));
    if (!known) {
      known = { id: await insertColor(trx, color.name, color.hex.toUpperCase()), name: color.name, hex: color.hex.toUpperCase() };
      byKey.set(nameKey(color.name), known);
    } else if (known.hex.toUpperCase() !== color.hex.toUpperCase()) {
      await updateColorHex(trx, known.id, color.hex.toUpperCase());
    }
    kept.add(known.id);
    const values = { stock: color.stock, images: JSON.stringify(color.images) };
    const row = existing.get(known.id);
    if (row) await updateProductColor(trx, row.id, values);
    else await insertProductColor(trx, { product_id: productId, color_id: known.id, ...values });
  }
  const removed = (current?.colors ?? []).filter((c) => !kept.has(c.color_id));
  const blocked = removed.find((c) => quoted.colors.has(c.id));
  if (blocked) throw ValidationError.field('colors', M.quotedColor(blocked.name));
  await deleteProductColors(
    trx,
    removed.map((c) => c.id),
  );
}

/** Price tiers: volumes by minimum units, customizations by print type + personalization. */
async function applyPrices(trx: Executor, productId: number, current: AdminProduct | null, input: Full, quoted: Quoted) {
  const volumeByMin = new Map((current?.sale_volumes ?? []).map((v) => [v.minimum_units, v]));
  const keptVolumes = new Map<number, number>();
  for (const volume of input.sale_volumes) {
    const found = volumeByMin.get(volume.minimum_units);
    if (found) {
      await updateSaleVolume(trx, found.id, volume);
      keptVolumes.set(volume.minimum_units, found.id);
    } else keptVolumes.set(volume.minimum_units, await insertSaleVolume(trx, productId, volume));
  }
  const customizationByKey = new Map(
    (current?.customizations ?? []).map((cu) => [`${cu.print_type_id}:${nameKey(cu.personalization)}`, cu]),
  );
  const keptCustomizations = new Set<number>();
  const pivots: Array<{ customization_id: number; sale_volume_id: number; cost_per_unit_cents: number }> = [];
  for (const cu of input.customizations) {
    const values = {
      print_type_id: cu.print_type_id,
      personalization: cu.personalization,
      max_number_inks: cu.max_number_inks,
      printing_area: cu.printing_area || null,
    };
    const found = customizationByKey.get(`${cu.print_type_id}:${nameKey(cu.personalization)}`);
    if (found) await updateCustomization(trx, found.id, values);
    const id = found?.id ?? (await insertCustomization(trx, productId, values));
    keptCustomizations.add(id);
    for (const cost of cu.costs) {
      const volumeId = keptVolumes.get(cost.minimum_units);
      if (volumeId !== undefined)
        pivots.push({ customization_id: id, sale_volume_id: volumeId, cost_per_unit_cents: cost.cost_per_unit_cents });
    }
  }
  const keptVolumeIds = new Set(keptVolumes.values());
  const removedVolumes = (current?.sale_volumes ?? []).filter((v) => !keptVolumeIds.has(v.id));
  const removedCustomizations = (current?.customizations ?? []).filter((cu) => !keptCustomizations.has(cu.id));
  const blockedVolume = removedVolumes.find((v) => quoted.volumes.has(v.id));
  if (blockedVolume) throw ValidationError.field('sale_volumes', M.quotedVolume(blockedVolume.minimum_units));
  const blockedCustomization = removedCustomizations.find((cu) => quoted.customizations.has(cu.id));
  if (blockedCustomization)
    throw ValidationError.field('customizations', M.quotedCustomization(blockedCustomization.personalization));
  await replacePriceRows(trx, [...(current?.customizations ?? []).map((cu) => cu.id), ...keptCustomizations], pivots, {
    volumeIds: removedVolumes.map((v) => v.id),
    customizationIds: removedCustomizations.map((cu) => cu.id),
  });
}

async function applyBox(trx: Executor, productId: number, input: Full) {
  const rows = await loadProductRows(trx, [productId], new Set(['boxes']));
  const existing = rows?.boxes[0];
  const ids = existing ? { id: existing.id, masterBoxId: existing.master_box_id } : null;
  if (input.box === null) {
    if (existing) await deleteBox(trx, existing.id);
    return;
  }
  const { master, dimensions_known, ...measures } = input.box;
  await saveBox(trx, productId, ids, { ...measures, dimensions_known: dimensions_known ? 1 : 0 }, master);
}

/** Writes every part of the product the input carries (all of them for a new product). */
async function writeProduct(
  trx: Executor,
  id: number | null,
  current: AdminProduct | null,
  input: Full,
  parts: ReadonlySet<keyof Full>,
  now: string,
): Promise<number> {
  let productId: number;
  if (id === null) {
    const created = await insertProducts(trx, [productValues(input)], now);
    productId = created.get(input.sku) ?? 0;
  } else {
    productId = id;
    await updateProduct(trx, productId, productValues(input), now);
  }
  const quoted = await loadQuotedRowIds(trx);
  if (parts.has('type_ids') || parts.has('category_ids'))
    await replaceProductTaxonomies(trx, productId, input.type_ids, input.category_ids);
  if (parts.has('colors')) await applyColors(trx, productId, current, input, quoted);
  if (parts.has('sale_volumes') || parts.has('customizations')) await applyPrices(trx, productId, current, input, quoted);
  if (parts.has('box')) await applyBox(trx, productId, input);
  if (parts.has('related_ids')) await replaceRelated(trx, productId, input.related_ids);
  await refreshProductDerived(trx, [productId]);
  return productId;
}

/** The audit's picture of a product (the editor's own shape, without the row ids). */
function snapshot(product: AdminProduct): Record<string, unknown> {
  const { id: _id, updated_at: _updated, ...rest } = product;
  return {
    ...rest,
    colors: rest.colors.map(({ id: _row, quoted: _q, ...color }) => color),
    sale_volumes: rest.sale_volumes.map(({ id: _row, quoted: _q, ...volume }) => volume),
    customizations: rest.customizations.map(({ id: _row, quoted: _q, ...cu }) => cu),
  };
}

const ALL_PARTS: ReadonlySet<keyof Full> = new Set([
  'type_ids',
  'category_ids',
  'colors',
  'sale_volumes',
  'customizations',
  'box',
  'related_ids',
]);

export async function createProduct(ctx: AppContext, auth: AuthState, input: ProductInput): Promise<AdminProduct> {
  const now = nowIso(ctx.clock.now());
  const product = await ctx.db.transaction().execute(async (trx) => {
    await checkAgainstDatabase(trx, input, null);
    const id = await writeProduct(trx, null, null, input, ALL_PARTS, now);
    const created = await loadProduct(trx, id);
    if (!created) throw new NotFoundError(M.notFound);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'create',
      entityType: 'product',
      entityId: id,
      before: null,
      after: snapshot(created),
      now,
    });
    return created;
  });
  await invalidateCatalogue(ctx);
  return product;
}

export async function changeProduct(ctx: AppContext, auth: AuthState, id: number, patch: ProductPatch): Promise<AdminProduct> {
  const now = nowIso(ctx.clock.now());
  const product = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadProduct(trx, id);
    if (!current) throw new NotFoundError(M.notFound);
    const input = merge(current, patch);
    await checkAgainstDatabase(trx, input, id);
    const parts = new Set((Object.keys(patch) as Array<keyof Full>).filter((key) => ALL_PARTS.has(key)));
    await writeProduct(trx, id, current, input, parts, now);
    const changed = await loadProduct(trx, id);
    if (!changed) throw new NotFoundError(M.notFound);
    await recordAudit(trx, {
      actorId: auth.user.id,
      action: 'update',
      entityType: 'product',
      entityId: id,
      before: snapshot(current),
      after: snapshot(changed),
      now,
    });
    return changed;
  });
  await invalidateCatalogue(ctx);
  return product;
}
