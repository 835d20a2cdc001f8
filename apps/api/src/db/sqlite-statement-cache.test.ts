import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('SQLite prepared statements reused (decision 027)', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => {
    for (const database of opened.splice(0)) if (database.open) database.close();
  });
  function open() {
    const database = new SQLite(':memory:');
    opened.push(database);
    database.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')");
    return database;
  }

  it('prepares each SQL text once and hands the same statement out again', () => {
    const database = open();
    const cached = withStatementCache(database);
    const first = cached.prepare('select name from t where id = ?');
    expect(cached.prepare('select name from t where id = ?')).toBe(first);
    expect(cached.prepare('select name from t where id > ?')).not.toBe(first);
    expect(first.all([2])).toEqual([{ name: 'b' }]);
  });

  it('never hands out a statement that is still iterating', () => {
    const database = open();
    const cached = withStatementCache(database);
    const streaming = cached.prepare('select name from t order by id');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const other = cached.prepare('select name from t order by id');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(cached.prepare('select name from t order by id')).toBe(streaming);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const database = open();
    const cached = withStatementCache(database, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    // `select 2` was the least recently used: prepared anew.
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('answers from the new schema after it changed, through Kysely', async () => {
    const database = open();
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    });
    const read = () => sql<Record<string, unknown>>`select * from t where id = 1`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
    await db.destroy();
    expect(database.open).toBe(false);
  });
});
