import type { Executor } from '../db/database.ts';
import type { MailOutboxRow } from '../db/schema.ts';

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Ids of rows in `files` to attach. */
  attachmentFileIds?: number[];
};

/**
 * Queue an e-mail. Call it with the transaction of the change that causes it (DESIGN.md §6),
 * so the mail exists if and only if the change committed.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: JSON.stringify(mail.attachmentFileIds ?? []),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findDueMails(db: Executor, now: string, limit: number): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claim a row for `leaseUntil` by moving its next attempt forward, only if nobody else did
 * (optimistic; safe with several API instances on PostgreSQL).
 */
export async function claimMail(db: Executor, row: MailOutboxRow, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Executor, id: number, now: string, attempts: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, attempts, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailRetry(
  db: Executor,
  id: number,
  attempts: number,
  nextAttemptAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export async function listMailbox(db: Executor, limit = 100): Promise<MailOutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function findMail(db: Executor, id: number): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
