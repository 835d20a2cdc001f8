import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { QuotationStatus, QuotationsTable } from '../../db/schema.ts';

export async function insertQuotation(db: Executor, values: Insertable<QuotationsTable>): Promise<number> {
  const row = await db.insertInto('quotations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuotation(db: Executor, id: number, values: Updateable<QuotationsTable>): Promise<void> {
  await db.updateTable('quotations').set(values).where('id', '=', id).execute();
}

export async function findOwnQuotation(db: Executor, operatorId: number, id: number, status?: QuotationStatus) {
  let query = db.selectFrom('quotations').selectAll().where('id', '=', id).where('sales_operator_id', '=', operatorId);
  if (status) query = query.where('status', '=', status);
  return query.executeTakeFirst();
}

export async function insertHistoricPrice(
  db: Executor,
  values: {
    quotation_id: number;
    units: number;
    number_of_positions: number;
    historic_base_price_cents: number;
    historic_packaging_price_by_container_cents: number;
    historic_cost_per_impression_cents: number;
    historic_final_price_cents: number;
    created_by?: number | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('historic_prices').values(values).execute();
}

export async function listHistoricPrices(db: Executor, quotationIds: number[]) {
  if (quotationIds.length === 0) return [];
  return db
    .selectFrom('historic_prices')
    .selectAll()
    .where('quotation_id', 'in', quotationIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listDraftIds(db: Executor, operatorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quotations')
    .select('id')
    .where('sales_operator_id', '=', operatorId)
    .where('status', '=', 'DRAFT')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Flip one draft to SENT; false when another request already did (idempotent finish). */
export async function markDraftSent(db: Executor, id: number, adminId: number | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ status: 'SENT', admin_id: adminId, sent_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDrafts(db: Executor, operatorId: number, id?: number): Promise<number> {
  let query = db.deleteFrom('quotations').where('sales_operator_id', '=', operatorId).where('status', '=', 'DRAFT');
  if (id !== undefined) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The active admin with the fewest open quotations (SENT or IN_PROCESS); ties go to the oldest account. */
export async function pickResponsibleAdmin(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('quotations as q', (join) => join.onRef('q.admin_id', '=', 'u.id').on('q.status', 'in', ['SENT', 'IN_PROCESS']))
    .select(['u.id', (eb) => eb.fn.count<number>('q.id').as('open')])
    .where('u.role', '=', 'admin')
    .where('u.is_active', '=', 1)
    .groupBy('u.id')
    .orderBy('open')
    .orderBy('u.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findIdempotentResult(db: Executor, userId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

export async function saveIdempotentResult(
  db: Executor,
  userId: number,
  key: string,
  response: unknown,
  now: string,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, response: JSON.stringify(response), created_at: now })
    .execute();
}

/** A quotation with its product, colour, customization, print type and file: what a line shows. */
function quotationLines(db: Executor) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .leftJoin('customizations as cu', 'cu.id', 'q.customization_id')
    .leftJoin('print_types as pt', 'pt.id', 'q.print_type_id')
    .leftJoin('files as f', 'f.id', 'q.file_id');
}

/** What pricing a stored quotation needs (cart finish). */
export async function findPricingRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('quotations')
    .select(['id', 'product_id', 'units', 'customization_id', 'number_of_positions'])
    .where('id', 'in', ids)
    .execute();
}

/** The lines of the "quotations sent" e-mails. */
export async function findMailItemRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return quotationLines(db)
    .select([
      'q.id',
      'q.product_id',
      'q.units',
      'q.customization_id',
      'q.number_of_positions',
      'q.special_quotation',
      'q.additional_requirements',
      'q.file_id',
      'q.custom_days_approx_delivery',
      'p.name as product_name',
      'p.sku',
      'c.name as color_name',
      'cu.personalization',
      'pt.name as print_type_name',
      'f.original_name as file_name',
    ])
    .where('q.id', 'in', ids)
    .orderBy('q.id')
    .execute();
}

/** The operator's drafts (the cart), oldest first, with what the cart shows of each. */
export async function listCartRows(db: Executor, operatorId: number) {
  return quotationLines(db)
    .selectAll('q')
    .select([
      'p.name as product_name',
      'p.sku as product_sku',
      'p.images as product_images',
      'pc.images as color_images',
      'pc.color_id',
      'c.name as color_name',
      'c.hex as color_hex',
      'cu.personalization',
      'pt.name as print_type_name',
      'f.original_name as file_name',
    ])
    .where('q.sales_operator_id', '=', operatorId)
    .where('q.status', '=', 'DRAFT')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
}

/** Product types of some products (cart related products). */
export async function listProductTypesOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_product_types as ppt')
    .innerJoin('product_types as t', 't.id', 'ppt.product_type_id')
    .select(['ppt.product_id', 't.id', 't.name'])
    .where('ppt.product_id', 'in', [...new Set(productIds)])
    .execute();
}

/** Colour and product images of some quotations (the image of their notifications). */
export async function findQuotationImages(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
    .select(['q.id', 'pc.images as color_images', 'p.images as product_images'])
    .where('q.id', 'in', ids)
    .execute();
}

export async function countDrafts(db: Executor, operatorId: number): Promise<number> {
  const row = await db
    .selectFrom('quotations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sales_operator_id', '=', operatorId)
    .where('status', '=', 'DRAFT')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Spec files of the operator's drafts (all, or one): the files to delete with them. */
export async function listDraftFiles(db: Executor, operatorId: number, id?: number) {
  let query = db
    .selectFrom('quotations as q')
    .innerJoin('files as f', 'f.id', 'q.file_id')
    .select(['f.id', 'f.storage_name'])
    .where('q.sales_operator_id', '=', operatorId)
    .where('q.status', '=', 'DRAFT');
  if (id !== undefined) query = query.where('q.id', '=', id);
  return query.execute();
}

/** Of these files, the ones no quotation refers to any more (safe to delete). */
export async function filterUnreferencedFiles(db: Executor, files: { id: number; storage_name: string }[]) {
  if (files.length === 0) return [];
  const used = await db
    .selectFrom('quotations')
    .select('file_id')
    .where(
      'file_id',
      'in',
      files.map((f) => f.id),
    )
    .execute();
  const usedIds = new Set(used.map((r) => r.file_id));
  return files.filter((f) => !usedIds.has(f.id));
}

/** Bytes of spec files held by the operator's drafts (the per-operator upload quota). */
export async function draftFileBytes(db: Executor, operatorId: number): Promise<number> {
  const row = await db
    .selectFrom('quotations as q')
    .innerJoin('files as f', 'f.id', 'q.file_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('f.size_bytes'), eb.lit(0)).as('bytes'))
    .where('q.sales_operator_id', '=', operatorId)
    .where('q.status', '=', 'DRAFT')
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/**
 * PostgreSQL: lock the operator's row for the rest of the transaction, so concurrent cart adds of
 * one operator count the cart one after the other (SQLite runs one write transaction at a time).
 */
export async function lockOperatorRow(db: Executor, operatorId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', operatorId).forUpdate().execute();
}
