import { CART_FILES_QUOTA_BYTES, CART_FILES_QUOTA_MESSAGE, CART_FULL_MESSAGE, CART_MAX_ITEMS } from '@cotizador/contracts/cart';
import { SPEC_FILE_FIELD } from '@cotizador/contracts/quotations';
import { formatMoneyMxn } from '@cotizador/domain/format';
import { CART_SENT_MESSAGE, QUOTATION_CREATED_MESSAGE } from '@cotizador/domain/messages';
import {
  centsToPesos,
  defaultPositions,
  inkText,
  isDirectQuoteCompany,
  isSpecialProduct,
  saleVolumeForUnits,
  unitsRange,
} from '@cotizador/domain/pricing';
import { SPEC_FILE_TYPE_MESSAGE, type SpecFileExtension } from '@cotizador/domain/spec-file';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { Company, User } from '../../db/schema.ts';
import { deleteFiles, findFilesByIds } from '../../files/files.repository.ts';
import { detectSpecFile, type FileStore, inFileTransaction, signedFileUrl, specFileMime } from '../../files/files.service.ts';
import { neutraliseCsvFormulas } from '../../files/spreadsheet.ts';
import { AppError, type FieldErrors, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';
import { type QuotationMailItem, quotationsSentToInbox, quotationsSentToOperator } from '../../mail/quotation-templates.ts';
import { adminDeskEvent } from '../../realtime/admin-desk.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { brandExists, channelExists, findBrandWithClient, findChannelName } from '../common/common.repository.ts';
import { listActiveAdminIds } from '../conversation/conversation.repository.ts';
import { quotationImages } from '../conversation/conversation.service.ts';
import { publishAfterCommit, storeNotification } from '../notifications/notifications.service.ts';
import { loadPricingContexts, type PricingContext } from './pricing-context.repository.ts';
import type { QuotationInput } from './quotation-input.ts';
import { type LinePrice, priceLine } from './quotation-pricing.ts';
import {
  countDrafts,
  deleteDrafts,
  draftFileBytes,
  filterUnreferencedFiles,
  findIdempotentResult,
  findMailItemRows,
  findOwnQuotation,
  findPricingRows,
  findQuotationImages,
  insertHistoricPrice,
  insertQuotation,
  listCartRows,
  listDraftFiles,
  listDraftIds,
  listHistoricPrices,
  listProductTypesOf,
  lockOperatorRow,
  markDraftSent,
  pickResponsibleAdmin,
  saveIdempotentResult,
  updateQuotation,
} from './quotations.repository.ts';

export const CART_EMPTY_MESSAGE = 'Tu carrito está vacío.';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'La cotización no existe en tu carrito.';
const CPA_NO_CART_MESSAGE = 'Tu empresa guarda las cotizaciones directamente; no usa el carrito.';
const CART_ONLY_MESSAGE = 'Tu empresa envía sus cotizaciones desde el carrito.';

type Operator = { user: User; company: Company };

function operatorOf(auth: AuthState): Operator {
  if (!auth.company) throw new ForbiddenError();
  return { user: auth.user, company: auth.company };
}

type ValidQuotation = {
  pricing: PricingContext;
  price: LinePrice;
  special: boolean;
  specialProduct: boolean;
  colorId: number;
  customization: PricingContext['customizations'][number] | null;
  units: number;
  positions: number;
  requirements: string | null;
  newFile: { filename: string; buffer: Buffer; extension: SpecFileExtension } | null;
  keepFileId: number | null;
  brandId: number | null;
  channelId: number | null;
};

/** Validate everything again on the server (SPEC §5) and price it from current data (SPEC §9). */
async function validateQuotation(
  db: Executor,
  operator: Operator,
  input: QuotationInput,
  options: { direct: boolean; existingFileId: number | null },
): Promise<ValidQuotation> {
  const { fields } = input;
  const errors: FieldErrors = {};
  const fail = (field: string, message: string): never => {
    errors[field] = [message];
    throw new ValidationError(errors);
  };

  const pricing = (await loadPricingContexts(db, [fields.product_id])).get(fields.product_id);
  if (pricing?.product.is_active !== 1) return fail('product_id', 'El producto no existe o no está disponible.');
  const color = pricing.colors.find((c) => c.id === fields.product_color_id);
  if (!color) return fail('product_color_id', 'El color seleccionado no pertenece al producto.');

  const specialProduct = isSpecialProduct(pricing.product.sku);
  // SPEC §4: the special product forces the special flag on.
  const special = specialProduct || fields.special_quotation;
  const range = unitsRange(pricing.saleVolumes, color.stock);
  if (fields.units < range.min || fields.units > range.max) {
    errors.units = [`Las unidades deben estar entre ${range.min} y ${range.max} piezas.`];
  }

  let customization: ValidQuotation['customization'] = null;
  if (!specialProduct) {
    if (!fields.customization_id) {
      errors.customization_id = ['El campo personalización es requerido.'];
    } else {
      customization = pricing.customizations.find((c) => c.id === fields.customization_id) ?? null;
      if (!customization) errors.customization_id = ['La personalización seleccionada no pertenece al producto.'];
    }
    if (!errors.units) {
      const volume = saleVolumeForUnits(pricing.saleVolumes, fields.units);
      if (!volume) {
        errors.units = ['No hay un volumen de venta para esas unidades.'];
      } else {
        if (!fields.sale_volume_id) errors.sale_volume_id = ['El campo volumen de venta es requerido.'];
        else if (fields.sale_volume_id !== volume.id)
          errors.sale_volume_id = ['El volumen de venta no corresponde a las unidades.'];
        if (customization && !customization.costs.has(volume.id)) {
          errors.customization_id = ['La personalización seleccionada no está disponible para esas unidades.'];
        }
      }
    }
  }

  const requirements = special ? (fields.additional_requirements ?? '').trim() : '';
  if (special && !requirements) errors.additional_requirements = ['El campo requerimientos es requerido.'];

  let newFile: ValidQuotation['newFile'] = null;
  if (special && input.file) {
    const extension = await detectSpecFile(input.file.filename, input.file.buffer);
    if (!extension) errors.specifications_file = [SPEC_FILE_TYPE_MESSAGE];
    // A CSV is stored with its formula cells neutralised: it goes to the quotations inbox by e-mail
    // and is downloaded by admins, who open it in a spreadsheet.
    else
      newFile = {
        filename: input.file.filename,
        buffer: extension === 'csv' ? neutraliseCsvFormulas(input.file.buffer) : input.file.buffer,
        extension,
      };
  }
  const keepFileId = special && !input.file ? options.existingFileId : null;
  if (specialProduct && !newFile && !keepFileId && !errors.specifications_file) {
    errors.specifications_file = ['El archivo de especificaciones es requerido.'];
  }

  const direct = options.direct;
  let brandId: number | null = fields.brand_id ?? null;
  let channelId: number | null = fields.channel_id ?? null;
  if (direct && !channelId) errors.channel_id = ['El campo canal es requerido.'];
  if (direct && !brandId) errors.brand_id = ['El campo marca es requerido.'];
  if (channelId && !(await channelExists(db, channelId))) {
    errors.channel_id = ['El canal seleccionado no existe.'];
  }
  if (brandId && !(await brandExists(db, brandId))) {
    errors.brand_id = ['La marca seleccionada no existe.'];
  }
  if (!direct) {
    // Client, brand and channel belong to direct-quote companies only (SPEC §6).
    brandId = null;
    channelId = null;
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const positions = specialProduct ? 0 : (fields.number_of_positions ?? defaultPositions(customization?.personalization));
  const price = priceLine(
    pricing,
    { units: fields.units, customizationId: customization?.id ?? null },
    operator.company.percentage_indirect_expenses,
  );
  return {
    pricing,
    price,
    special,
    specialProduct,
    colorId: color.id,
    customization,
    units: fields.units,
    positions,
    requirements: special ? requirements : null,
    newFile,
    keepFileId,
    brandId,
    channelId,
  };
}

function quotationColumns(v: ValidQuotation, fileId: number | null, now: string) {
  return {
    product_id: v.pricing.product.id,
    product_color_id: v.colorId,
    customization_id: v.customization?.id ?? null,
    sale_volume_id: v.specialProduct ? null : v.price.saleVolumeId,
    print_type_id: v.customization?.print_type_id ?? null,
    units: v.units,
    number_of_positions: v.positions,
    special_quotation: v.special ? 1 : 0,
    additional_requirements: v.requirements,
    file_id: fileId,
    max_number_inks: v.customization?.max_number_inks ?? null,
    printing_area: v.customization?.printing_area ?? null,
    custom_total_master_boxes: v.price.masterBoxes,
    custom_days_approx_customization: v.price.daysCustomization,
    custom_days_approx_shipping: v.price.daysShipping,
    custom_days_approx_delivery: v.price.deliveryDays,
    brand_id: v.brandId,
    channel_id: v.channelId,
    updated_at: now,
  };
}

async function recordPrice(
  db: Executor,
  quotationId: number,
  v: { units: number; positions: number; price: LinePrice },
  now: string,
) {
  await insertHistoricPrice(db, {
    quotation_id: quotationId,
    units: v.units,
    number_of_positions: v.positions,
    historic_base_price_cents: v.price.baseCents,
    historic_packaging_price_by_container_cents: v.price.packagingCents,
    historic_cost_per_impression_cents: v.price.costPerUnitCents,
    historic_final_price_cents: v.price.lineCents,
    created_at: now,
  });
}

async function saveFile(files: FileStore, operator: Operator, v: ValidQuotation): Promise<number | null> {
  if (v.newFile) {
    const { id } = await files.save({
      ownerUserId: operator.user.id,
      purpose: 'quotation',
      originalName: v.newFile.filename,
      mimeType: specFileMime(v.newFile.extension),
      buffer: v.newFile.buffer,
      extension: v.newFile.extension,
    });
    return id;
  }
  return v.keepFileId;
}

export async function addToCart(ctx: AppContext, auth: AuthState, input: QuotationInput) {
  const operator = operatorOf(auth);
  if (isDirectQuoteCompany(operator.company.code)) throw new ForbiddenError(CPA_NO_CART_MESSAGE);
  const valid = await validateQuotation(ctx.db, operator, input, { direct: false, existingFileId: null });
  await inFileTransaction(ctx, async (trx, files) => {
    const now = nowIso(ctx.clock.now());
    if (ctx.dialect === 'postgres') await lockOperatorRow(trx, operator.user.id);
    if ((await countDrafts(trx, operator.user.id)) >= CART_MAX_ITEMS) throw new ValidationError({ general: [CART_FULL_MESSAGE] });
    await assertFilesQuota(trx, operator, valid, null);
    const fileId = await saveFile(files, operator, valid);
    const id = await insertQuotation(trx, {
      ...quotationColumns(valid, fileId, now),
      status: 'DRAFT',
      sales_operator_id: operator.user.id,
      created_at: now,
    });
    await recordPrice(trx, id, valid, now);
  });
  return getCart(ctx, auth);
}

export async function editCartItem(ctx: AppContext, auth: AuthState, quotationId: number, input: QuotationInput) {
  const operator = operatorOf(auth);
  const existing = await findOwnQuotation(ctx.db, operator.user.id, quotationId, 'DRAFT');
  if (!existing) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
  const valid = await validateQuotation(ctx.db, operator, input, { direct: false, existingFileId: existing.file_id });
  await inFileTransaction(ctx, async (trx, files) => {
    const now = nowIso(ctx.clock.now());
    await assertFilesQuota(trx, operator, valid, existing.file_id);
    const fileId = await saveFile(files, operator, valid);
    await updateQuotation(trx, quotationId, quotationColumns(valid, fileId, now));
    await recordPrice(trx, quotationId, valid, now);
    // A replaced (or removed) spec file goes with the draft's old version.
    if (existing.file_id !== null && existing.file_id !== fileId) {
      const old = await findFilesByIds(trx, [existing.file_id]);
      await dropUnreferencedFiles(trx, files, old);
    }
  });
  return getCart(ctx, auth);
}

export async function deleteCartItem(ctx: AppContext, auth: AuthState, quotationId: number) {
  await inFileTransaction(ctx, async (trx, files) => {
    const draftFiles = await listDraftFiles(trx, auth.user.id, quotationId);
    const deleted = await deleteDrafts(trx, auth.user.id, quotationId);
    if (deleted === 0) throw new NotFoundError(CART_ITEM_NOT_FOUND_MESSAGE);
    await dropUnreferencedFiles(trx, files, draftFiles);
  });
  return getCart(ctx, auth);
}

export async function destroyCart(ctx: AppContext, auth: AuthState): Promise<number> {
  return inFileTransaction(ctx, async (trx, files) => {
    const draftFiles = await listDraftFiles(trx, auth.user.id);
    const deleted = await deleteDrafts(trx, auth.user.id);
    await dropUnreferencedFiles(trx, files, draftFiles);
    return deleted;
  });
}

/** Spec files no quotation refers to any more: their rows now, their bytes on disk after the commit. */
async function dropUnreferencedFiles(trx: Executor, files: FileStore, candidates: { id: number; storage_name: string }[]) {
  const unused = await filterUnreferencedFiles(trx, candidates);
  await deleteFiles(
    trx,
    unused.map((f) => f.id),
  );
  files.removeAfterCommit(unused.map((f) => f.storage_name));
}

/** The per-operator quota of spec files waiting in the cart (a replaced file no longer counts). */
async function assertFilesQuota(trx: Executor, operator: Operator, valid: ValidQuotation, replacedFileId: number | null) {
  if (!valid.newFile) return;
  let held = await draftFileBytes(trx, operator.user.id);
  if (replacedFileId !== null) held -= (await findFilesByIds(trx, [replacedFileId]))[0]?.size_bytes ?? 0;
  if (held + valid.newFile.buffer.length > CART_FILES_QUOTA_BYTES) {
    throw new AppError(413, CART_FILES_QUOTA_MESSAGE, { [SPEC_FILE_FIELD]: [CART_FILES_QUOTA_MESSAGE] });
  }
}

/** Current price of stored quotations, recomputed from current product data (SPEC §9 cart line). */
async function priceQuotations(
  db: Executor,
  rows: { id: number; product_id: number; units: number; customization_id: number | null }[],
  percentage: number | null,
) {
  const contexts = await loadPricingContexts(
    db,
    rows.map((r) => r.product_id),
  );
  const prices = new Map<number, LinePrice>();
  for (const row of rows) {
    const pricing = contexts.get(row.product_id);
    if (pricing) prices.set(row.id, priceLine(pricing, { units: row.units, customizationId: row.customization_id }, percentage));
  }
  return { contexts, prices };
}

async function mailItems(db: Executor, quotationIds: number[], operator: Operator) {
  const rows = await findMailItemRows(db, quotationIds);
  const { prices } = await priceQuotations(db, rows, operator.company.percentage_indirect_expenses);
  let totalCents = 0;
  const items: QuotationMailItem[] = rows.map((row) => {
    const price = prices.get(row.id);
    totalCents += price?.lineCents ?? 0;
    return {
      id: row.id,
      productName: row.product_name,
      sku: row.sku,
      color: row.color_name,
      units: row.units,
      special: row.special_quotation === 1,
      printType: row.print_type_name,
      personalization: row.personalization,
      positions: row.number_of_positions,
      unitPrice: formatMoneyMxn(centsToPesos(price?.unitCents ?? 0)),
      finalPrice: formatMoneyMxn(centsToPesos(price?.lineCents ?? 0)),
      deliveryDays: row.custom_days_approx_delivery,
      requirements: row.additional_requirements,
      fileName: row.file_name,
    };
  });
  const fileIds = rows.filter((r) => r.special_quotation === 1 && r.file_id !== null).map((r) => r.file_id as number);
  return { items, total: formatMoneyMxn(centsToPesos(totalCents)), fileIds };
}

async function queueSentMails(
  ctx: AppContext,
  db: Executor,
  operator: Operator,
  quotationIds: number[],
  now: string,
  extra: { brand?: string | null; client?: string | null; channel?: string | null } = {},
) {
  const { items, total, fileIds } = await mailItems(db, quotationIds, operator);
  const mailContext = {
    operatorName: `${operator.user.name} ${operator.user.last_name}`,
    operatorEmail: operator.user.email,
    companyName: operator.company.name,
    items,
    total,
    publicUrl: ctx.config.publicUrl,
    ...extra,
  };
  const toOperator = quotationsSentToOperator(mailContext);
  await enqueueMail(db, { kind: 'quotations-sent', to: operator.user.email, ...toOperator }, now);
  const toInbox = quotationsSentToInbox(mailContext);
  await enqueueMail(
    db,
    { kind: 'quotations-inbox', to: ctx.config.mail.quotesInbox, ...toInbox, attachmentFileIds: fileIds },
    now,
  );
}

/**
 * DESIGN.md §9: admins hear of every newly sent or saved quotation (the responsible one, else all),
 * and every admin's desk gets the live signal (decision 028), one per quotation.
 */
async function notifyNewQuotations(
  db: Executor,
  quotationIds: number[],
  adminId: number | null,
  operatorId: number,
  now: string,
) {
  const recipients = adminId !== null ? [adminId] : await listActiveAdminIds(db);
  const events: BroadcastEvent[] = [];
  for (const row of await findQuotationImages(db, quotationIds)) {
    const data = { quotation_id: row.id, quotation: { product: { image: quotationImages(row) } } };
    for (const recipient of recipients) events.push(await storeNotification(db, recipient, { type: 'NEW_QUOTATION', data }, now));
    events.push(adminDeskEvent(row.id, 'NEW_QUOTATION', operatorId));
  }
  return events;
}

export type FinishResult = { message: string; quotation_ids: number[] };

/**
 * SPEC §4 cart finish, in one transaction: drafts become SENT with their historic price and a
 * responsible admin, and the e-mails are queued. Each draft is flipped only if still a draft, so a
 * concurrent double request sends nothing twice; a repeated Idempotency-Key gets the first answer.
 */
export async function finishCart(ctx: AppContext, auth: AuthState, idempotencyKey: string | null): Promise<FinishResult> {
  const operator = operatorOf(auth);
  if (isDirectQuoteCompany(operator.company.code)) throw new ForbiddenError(CPA_NO_CART_MESSAGE);
  const { result, events } = await ctx.db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const previous = await findIdempotentResult(trx, operator.user.id, idempotencyKey);
      if (previous) return { result: JSON.parse(previous.response) as FinishResult, events: [] };
    }
    const now = nowIso(ctx.clock.now());
    const draftIds = await listDraftIds(trx, operator.user.id);
    const rows = await findPricingRows(trx, draftIds);
    const { prices } = await priceQuotations(trx, rows, operator.company.percentage_indirect_expenses);
    const sent: number[] = [];
    // One responsible admin for the whole cart, so the operator deals with one person.
    const adminId = rows.length ? await pickResponsibleAdmin(trx) : null;
    for (const row of rows) {
      if (!(await markDraftSent(trx, row.id, adminId, now))) continue;
      const price = prices.get(row.id);
      if (price) await recordPrice(trx, row.id, { units: row.units, positions: row.number_of_positions, price }, now);
      sent.push(row.id);
    }
    if (sent.length === 0) throw new ValidationError({ cart: [CART_EMPTY_MESSAGE] });
    await queueSentMails(ctx, trx, operator, sent, now);
    const result: FinishResult = { message: CART_SENT_MESSAGE, quotation_ids: sent };
    if (idempotencyKey) await saveIdempotentResult(trx, operator.user.id, idempotencyKey, result, now);
    return { result, events: await notifyNewQuotations(trx, sent, adminId, operator.user.id, now) };
  });
  await publishAfterCommit(ctx, events);
  return result;
}

/** SPEC §4: company cpa saves a quotation directly (SENT), with client, brand and channel. */
export async function createDirectQuotation(ctx: AppContext, auth: AuthState, input: QuotationInput) {
  const operator = operatorOf(auth);
  if (!isDirectQuoteCompany(operator.company.code)) throw new ForbiddenError(CART_ONLY_MESSAGE);
  const valid = await validateQuotation(ctx.db, operator, input, { direct: true, existingFileId: null });
  const { id, events } = await inFileTransaction(ctx, async (trx, files) => {
    const now = nowIso(ctx.clock.now());
    const fileId = await saveFile(files, operator, valid);
    const adminId = await pickResponsibleAdmin(trx);
    const quotationId = await insertQuotation(trx, {
      ...quotationColumns(valid, fileId, now),
      status: 'SENT',
      admin_id: adminId,
      sales_operator_id: operator.user.id,
      sent_at: now,
      created_at: now,
    });
    await recordPrice(trx, quotationId, valid, now);
    const brand = valid.brandId ? await findBrandWithClient(trx, valid.brandId) : undefined;
    const channel = valid.channelId ? await findChannelName(trx, valid.channelId) : undefined;
    await queueSentMails(ctx, trx, operator, [quotationId], now, {
      brand: brand?.brand,
      client: brand?.client,
      channel,
    });
    return { id: quotationId, events: await notifyNewQuotations(trx, [quotationId], adminId, operator.user.id, now) };
  });
  await publishAfterCommit(ctx, events);
  return { message: QUOTATION_CREATED_MESSAGE, quotation_id: id };
}

export type CartItemDto = Awaited<ReturnType<typeof getCart>>['multi_quotation'][number];

/** The cart (SPEC §3 multi_quotation) with prices recomputed from current product data. */
export async function getCart(ctx: AppContext, auth: AuthState) {
  const percentage = auth.company?.percentage_indirect_expenses ?? null;
  const rows = await listCartRows(ctx.db, auth.user.id);
  const { contexts, prices } = await priceQuotations(ctx.db, rows, percentage);
  const historic = await listHistoricPrices(
    ctx.db,
    rows.map((r) => r.id),
  );
  const typeRows = await listProductTypesOf(
    ctx.db,
    rows.map((r) => r.product_id),
  );

  let totalCents = 0;
  const items = rows.map((row) => {
    const price = prices.get(row.id);
    const lineCents = price?.lineCents ?? 0;
    totalCents += lineCents;
    const history = historic.filter((h) => h.quotation_id === row.id);
    const first = history[0];
    const previousUnitCents = first ? first.historic_base_price_cents + first.historic_cost_per_impression_cents : null;
    const colorImages = JSON.parse(row.color_images) as string[];
    const productImages = JSON.parse(row.product_images) as string[];
    return {
      id: row.id,
      status: row.status,
      product_id: row.product_id,
      product: {
        id: row.product_id,
        name: row.product_name,
        sku: row.product_sku,
        image: colorImages.length ? colorImages : productImages,
        product_types: typeRows.filter((t) => t.product_id === row.product_id).map((t) => ({ id: t.id, name: t.name })),
        is_special: isSpecialProduct(row.product_sku),
      },
      product_color_id: row.product_color_id,
      color: { id: row.color_id, name: row.color_name, hex: row.color_hex },
      customization_id: row.customization_id,
      sale_volume_id: row.sale_volume_id,
      print_type_id: row.print_type_id,
      print_type: row.print_type_id && row.print_type_name ? { id: row.print_type_id, name: row.print_type_name } : null,
      personalization: row.personalization,
      max_number_inks: row.max_number_inks,
      ink_text: row.customization_id ? inkText(row.max_number_inks) : null,
      printing_area: row.printing_area,
      brand_id: row.brand_id,
      channel_id: row.channel_id,
      units: row.units,
      number_of_positions: row.number_of_positions,
      special_quotation: row.special_quotation === 1,
      additional_requirements: row.additional_requirements,
      file: row.file_id ? signedFileUrl(ctx, row.file_id) : null,
      file_name: row.file_name,
      custom_total_master_boxes: price?.masterBoxes ?? row.custom_total_master_boxes,
      custom_days_approx_customization: price?.daysCustomization ?? row.custom_days_approx_customization,
      custom_days_approx_shipping: price?.daysShipping ?? row.custom_days_approx_shipping,
      custom_days_approx_delivery: price?.deliveryDays ?? row.custom_days_approx_delivery,
      unit_price: centsToPesos(price?.unitCents ?? 0),
      previous_unit_price: previousUnitCents === null ? null : centsToPesos(previousUnitCents),
      final_price: centsToPesos(lineCents),
      available: contexts.get(row.product_id)?.product.is_active === 1,
      historic_prices: history.map((h) => ({
        units: h.units,
        number_of_positions: h.number_of_positions,
        historic_base_price: centsToPesos(h.historic_base_price_cents),
        historic_packaging_price_by_container: centsToPesos(h.historic_packaging_price_by_container_cents),
        historic_cost_per_impression: centsToPesos(h.historic_cost_per_impression_cents),
        historic_final_price: centsToPesos(h.historic_final_price_cents),
        created_at: h.created_at,
      })),
      created_at: row.created_at,
    };
  });
  return { multi_quotation: items, total: centsToPesos(totalCents) };
}
