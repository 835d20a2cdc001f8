import type { Executor } from '../db/database.ts';

// SQL of the request idempotency of lib/idempotency.ts (table `idempotency_keys`, migration 003).

/** The marker of a claimed key whose first answer is not known yet. */
export const PENDING_RESPONSE = '';

/** Claims (user, key); false when another request already holds it. Works alike on both dialects. */
export async function claimIdempotencyKey(db: Executor, userId: number, key: string, now: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, response: PENDING_RESPONSE, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdempotencyResponse(db: Executor, userId: number, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('response')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.response;
}

export async function completeIdempotencyKey(db: Executor, userId: number, key: string, response: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ response }).where('user_id', '=', userId).where('key', '=', key).execute();
}

export async function releaseIdempotencyKey(db: Executor, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
}

/** Keys older than `before` are forgotten (a retry comes within seconds, not days). */
export async function deleteIdempotencyKeysBefore(db: Executor, userId: number, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', before).execute();
}
