import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export type OutboxStats = { pending: number; failing: number };

/** Mail waiting in the outbox, and how much of it has failed at least once (GET /api/metrics). */
export async function outboxStats(db: Executor): Promise<OutboxStats> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`count(*)`.as('pending'),
      sql<number>`coalesce(sum(case when last_error is not null then 1 else 0 end), 0)`.as('failing'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return { pending: Number(row?.pending ?? 0), failing: Number(row?.failing ?? 0) };
}
