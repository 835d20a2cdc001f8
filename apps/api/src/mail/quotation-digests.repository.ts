import type { Executor } from '../db/database.ts';

// The operator's batched chat e-mails (decision 020): one digest row per quotation.

export async function findDigest(db: Executor, quotationId: number) {
  return db.selectFrom('quotation_mail_digests').selectAll().where('quotation_id', '=', quotationId).executeTakeFirst();
}

/** Create the quotation's digest row if it has none (no e-mail sent yet, nothing pending). */
export async function ensureDigest(db: Executor, quotationId: number): Promise<void> {
  await db
    .insertInto('quotation_mail_digests')
    .values({ quotation_id: quotationId, send_after: null, last_sent_at: null })
    .onConflict((oc) => oc.column('quotation_id').doNothing())
    .execute();
}

/**
 * A new message: bump the version (so a flush that read the digest before it starts over) and,
 * unless an e-mail is already pending, make one due at `sendAfter`. False when the row changed
 * since `version` was read.
 */
export async function touchDigest(
  db: Executor,
  quotationId: number,
  version: number,
  sendAfter: string | null,
): Promise<boolean> {
  let query = db
    .updateTable('quotation_mail_digests')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('quotation_id', '=', quotationId)
    .where('version', '=', version);
  if (sendAfter !== null) query = query.set({ send_after: sendAfter });
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findDueDigests(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('quotation_mail_digests')
    .selectAll()
    .where('send_after', 'is not', null)
    .where('send_after', '<=', now)
    .orderBy('send_after')
    .limit(limit)
    .execute();
}

/** The quotation, its operator and its product, for the e-mail. */
export async function findDigestQuotation(db: Executor, quotationId: number) {
  return db
    .selectFrom('quotations as q')
    .innerJoin('users as so', 'so.id', 'q.sales_operator_id')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .select(['q.id', 'q.sales_operator_id', 'so.name as operator_name', 'so.email as operator_email', 'p.name as product_name'])
    .where('q.id', '=', quotationId)
    .executeTakeFirst();
}

/** Messages of the quotation after `afterId` written by anyone but the operator, oldest first. */
export async function findMessagesToMail(db: Executor, quotationId: number, operatorId: number, afterId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.message', 'm.created_at', 'u.name', 'u.last_name'])
    .where('m.quotation_id', '=', quotationId)
    .where('m.id', '>', afterId)
    .where('m.user_id', '!=', operatorId)
    .orderBy('m.id')
    .execute();
}

/** The flush: only if no message touched the digest since it was read (`version`). */
export async function markDigestSent(
  db: Executor,
  quotationId: number,
  version: number,
  values: { lastMailedMessageId: number; sentAt: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('quotation_mail_digests')
    .set((eb) => ({
      last_mailed_message_id: values.lastMailedMessageId,
      send_after: null,
      // A message that read the digest before this flush must read it again (and make a new one due).
      version: eb('version', '+', 1),
      ...(values.sentAt ? { last_sent_at: values.sentAt } : {}),
    }))
    .where('quotation_id', '=', quotationId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
