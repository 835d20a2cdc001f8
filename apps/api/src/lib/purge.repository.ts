import type { Executor } from '../db/database.ts';

// SQL of the scheduled purge (lib/purge.ts). Every statement is an idempotent DELETE by time, so
// several instances running it at once only repeat each other's work.

export type PurgeCutoffs = {
  /** Tokens and codes expired, revoked or used before this. */
  credentials: string;
  /** Idempotency keys claimed before this. */
  idempotency: string;
  /** Mail sent before this. */
  sentMail: string;
  now: string;
};

export type PurgeCounts = { tokens: number; codes: number; idempotencyKeys: number; sentMails: number; limits: number };

export async function purgeOldRows(db: Executor, cutoffs: PurgeCutoffs): Promise<PurgeCounts> {
  const tokens = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', cutoffs.credentials), eb('revoked_at', '<', cutoffs.credentials)]))
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('otps')
    .where((eb) => eb.or([eb('expires_at', '<', cutoffs.credentials), eb('consumed_at', '<', cutoffs.credentials)]))
    .executeTakeFirst();
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', cutoffs.idempotency)
    .executeTakeFirst();
  const sentMails = await db
    .deleteFrom('mail_outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', cutoffs.sentMail)
    .executeTakeFirst();
  const limits = await db.deleteFrom('rate_limits').where('reset_at', '<=', cutoffs.now).executeTakeFirst();
  return {
    tokens: Number(tokens.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    idempotencyKeys: Number(idempotencyKeys.numDeletedRows),
    sentMails: Number(sentMails.numDeletedRows),
    limits: Number(limits.numDeletedRows),
  };
}
