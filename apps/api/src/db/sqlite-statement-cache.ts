import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts whose prepared statement is kept (the least recently used goes first). */
const DEFAULT_CAPACITY = 300;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with prepared statements reused:
 * Kysely prepares every statement it runs, and preparing (parsing and planning) cost a catalogue
 * search about as much as running its queries (decision 027, "Catalogue queries"). A statement
 * still iterating (a streamed query) is never handed out twice: a fresh one is prepared instead.
 * SQLite re-prepares a kept statement by itself when the schema changed since.
 */
export function withStatementCache(database: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept) {
        if (kept.busy) return database.prepare(sql);
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
