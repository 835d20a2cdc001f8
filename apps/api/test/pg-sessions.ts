import type pg from 'pg';

/**
 * Waits until no session is connected to database `name` (at most about two seconds). `pool.end()`
 * resolves before its sockets are gone; waiting for them lets a template copy or a forced drop find
 * the database free instead of killing or tripping over them.
 */
export async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
