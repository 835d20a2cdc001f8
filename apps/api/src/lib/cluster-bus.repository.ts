import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * NOTIFY every chunk of one cluster-bus message in one statement: one transaction, so listeners
 * get all of them together and in order, or none (PostgreSQL only).
 */
export async function notifyChunks(db: Db, channel: string, chunks: string[]): Promise<void> {
  await sql`select pg_notify(${channel}, chunk) from unnest(${chunks}::text[]) with ordinality as t(chunk, n) order by n`.execute(
    db,
  );
}
