import type { Executor } from '../db/database.ts';

/** The operator who owns a sent (not draft) quotation, or undefined. */
export async function findSentQuotationOwner(db: Executor, quotationId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('quotations')
    .select('sales_operator_id')
    .where('id', '=', quotationId)
    .where('status', '!=', 'DRAFT')
    .executeTakeFirst();
  return row?.sales_operator_id;
}
