import type { Kysely } from 'kysely';
import type { Dialect, Executor } from '../db/database.ts';
import type { Database, MailOutboxRow } from '../db/schema.ts';

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

/** Rows a worker may deliver now: pending and due, or claimed by a worker whose lease has ended. */
export async function findDueMails(db: Executor, now: string, limit: number): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims due rows for `leaseUntil`: each becomes `sending` (with its one Message-ID, kept across
 * retries) before anything is sent, so no other worker or instance picks it up while the lease runs.
 * On PostgreSQL the rows are locked with `FOR UPDATE SKIP LOCKED`, so concurrent workers claim
 * disjoint rows at once; on SQLite (one writer) each row is claimed with a conditional UPDATE.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { now: string; leaseUntil: string; limit: number; newMessageId: () => string },
): Promise<MailOutboxRow[]> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'message_id'])
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', input.now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(input.limit)
        .forUpdate()
        .skipLocked()
        .execute();
      const claimed: MailOutboxRow[] = [];
      for (const row of due) {
        const updated = await trx
          .updateTable('mail_outbox')
          .set({ status: 'sending', next_attempt_at: input.leaseUntil, message_id: row.message_id ?? input.newMessageId() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        claimed.push(updated);
      }
      return claimed;
    });
  }
  const claimed: MailOutboxRow[] = [];
  for (const row of await findDueMails(db, input.now, input.limit)) {
    const updated = await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', next_attempt_at: input.leaseUntil, message_id: row.message_id ?? input.newMessageId() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .returningAll()
      .executeTakeFirst();
    if (updated) claimed.push(updated);
  }
  return claimed;
}

export async function markMailSent(db: Executor, id: number, now: string, attempts: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, attempts, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: back to pending for a later try (same Message-ID). */
export async function markMailRetry(
  db: Executor,
  id: number,
  attempts: number,
  nextAttemptAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

export async function listMailbox(db: Executor, limit = 100): Promise<MailOutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function findMail(db: Executor, id: number): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
