import type { QuotationStatus } from '@cotizador/contracts/quotations';
import type { Executor } from '../../db/database.ts';
import type { QuotationEventKind } from '../../db/schema.ts';

// Every query of the conversation loop: a sent quotation with what its detail shows, its chat and
// its price history, and the changes admins make to it.

/** A sent (never draft) quotation with its joined names; undefined when there is none. */
export async function findSentQuotation(db: Executor, id: number) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .innerJoin('users as so', 'so.id', 'q.sales_operator_id')
    .leftJoin('companies as co', 'co.id', 'so.company_id')
    .leftJoin('users as a', 'a.id', 'q.admin_id')
    .leftJoin('customizations as cu', 'cu.id', 'q.customization_id')
    .leftJoin('print_types as pt', 'pt.id', 'q.print_type_id')
    .leftJoin('brands as b', 'b.id', 'q.brand_id')
    .leftJoin('clients as cl', 'cl.id', 'b.client_id')
    .leftJoin('channels as ch', 'ch.id', 'q.channel_id')
    .leftJoin('files as f', 'f.id', 'q.file_id')
    .selectAll('q')
    .select([
      'c.id as color_id',
      'c.name as color_name',
      'c.hex as color_hex',
      'pc.images as color_images',
      'p.images as product_images',
      'p.name as product_name',
      'so.name as operator_name',
      'so.last_name as operator_last_name',
      'so.email as operator_email',
      'co.name as company_name',
      'co.code as company_code',
      'co.percentage_indirect_expenses as company_percentage',
      'a.name as admin_name',
      'a.last_name as admin_last_name',
      'a.avatar_url as admin_avatar',
      'cu.personalization',
      'pt.name as print_type_name',
      'b.name as brand_name',
      'cl.name as client_name',
      'ch.name as channel_name',
      'f.original_name as file_name',
    ])
    .where('q.id', '=', id)
    .where('q.status', '!=', 'DRAFT')
    .$narrowType<{ status: QuotationStatus }>()
    .executeTakeFirst();
}

/** The chat of a quotation, oldest first, with each author. */
export async function listMessages(db: Executor, quotationId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.message', 'm.created_at', 'u.name', 'u.last_name', 'u.avatar_url', 'u.role'])
    .where('m.quotation_id', '=', quotationId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

export async function insertMessage(
  db: Executor,
  values: { quotation_id: number; user_id: number; message: string; created_at: string },
) {
  const row = await db.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The price history of a quotation, newest first, with the admin who revised each. */
export async function listPriceHistory(db: Executor, quotationId: number) {
  return db
    .selectFrom('historic_prices as h')
    .leftJoin('users as u', 'u.id', 'h.created_by')
    .selectAll('h')
    .select(['u.name as author_name', 'u.last_name as author_last_name', 'u.avatar_url as author_avatar'])
    .where('h.quotation_id', '=', quotationId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** Change the status only if it is still `from` (a concurrent change wins once). */
export async function updateQuotationStatus(
  db: Executor,
  id: number,
  change: { from: QuotationStatus; to: QuotationStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('quotations')
    .set({ status: change.to, updated_at: change.now })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setResponsibleAdmin(db: Executor, id: number, adminId: number, now: string): Promise<void> {
  await db.updateTable('quotations').set({ admin_id: adminId, updated_at: now }).where('id', '=', id).execute();
}

export async function insertQuotationEvent(
  db: Executor,
  values: {
    quotation_id: number;
    user_id: number | null;
    kind: QuotationEventKind;
    from_status: QuotationStatus | null;
    to_status: QuotationStatus | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('quotation_events').values(values).execute();
}

/** An active admin by id (assignment target). */
export async function findActiveAdmin(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('id', '=', id)
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export async function listActiveAdminIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('is_active', '=', 1).execute();
  return rows.map((row) => row.id);
}
