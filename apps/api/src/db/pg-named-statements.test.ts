import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/helpers.ts';
import { namedStatement } from './pg-named-statements.ts';

// Decision 027, "Named statements": a query marked with `namedStatement()` is a server-side
// prepared statement on PostgreSQL (parsed and planned once per connection), with the same rows as
// unmarked; SQLite ignores the mark (its statements are reused anyway).

describe('named statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
  });
  afterAll(async () => {
    await database.drop();
  });

  const versionQuery = (db: TestDatabase['handle']['db'], mark: boolean) => {
    const query = db.selectFrom('catalogue_version').select('version').where('id', '=', sql.lit(1));
    return mark ? query.modifyEnd(namedStatement()) : query;
  };

  it('answers as the unmarked query does, and is prepared on PostgreSQL only when marked', async () => {
    const db = database.handle.db;
    await db.connection().execute(async (connection) => {
      const plain = await versionQuery(connection, false).execute();
      const marked = await versionQuery(connection, true).execute();
      expect(marked).toEqual(plain);
      expect(await versionQuery(connection, true).execute()).toEqual(plain);
      if (testDialect !== 'postgres') return;
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
        connection,
      );
      expect(prepared.rows).toHaveLength(1);
      expect(prepared.rows[0]?.statement).toContain('/* named */');
      expect(prepared.rows[0]?.statement).toContain('catalogue_version');
    });
  });
});
