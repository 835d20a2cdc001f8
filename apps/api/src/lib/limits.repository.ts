import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

// SQL of lib/limits.ts (table `rate_limits`, migration 007). One statement per hit, atomic on both
// dialects (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent requests on any number of
// instances count exactly.

export type CounterRow = { hits: number; reset_at: string };

/** Counts one hit: a new window starts when the stored one has ended. Returns the counter after it. */
export async function hitCounter(db: Executor, key: string, now: string, resetAt: string): Promise<CounterRow> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), reset_at: row.reset_at };
}

/** The live counter of `key`, if its window has not ended. */
export async function findCounter(db: Executor, key: string, now: string): Promise<CounterRow | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), reset_at: row.reset_at } : undefined;
}

export async function deleteCounter(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Ended windows (the scheduled purge). */
export async function deleteEndedCounters(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
