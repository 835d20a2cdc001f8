import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { withNamedStatements } from './pg-named-statements.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A connection or a transaction: what every repository function takes first. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  destroy: () => Promise<void>;
  /** PostgreSQL connection pool figures (GET /api/metrics); absent on SQLite. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// PostgreSQL returns int8 (count(), bigint money) and numeric as strings by default.
// Every such value here fits in a JS number (centavos of amounts far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export function createDatabase(
  database: Config['database'],
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover, DROP DATABASE in tests) must not
    // crash the process; the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', destroy: () => db.destroy(), poolStats };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  // Decision 024: NORMAL loses nothing on a process crash, only the last commits on power loss;
  // FULL (SQLITE_SYNCHRONOUS=full) adds an fsync per commit.
  sqlite.pragma(database.synchronous === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
