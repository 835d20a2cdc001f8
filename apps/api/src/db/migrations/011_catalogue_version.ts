import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// A catalogue version (docs/decisions/027): one row whose number goes up with every change to what
// the catalogue search and its filters read (products and their colours, types and categories, and
// the named lists behind the filters), whichever process writes it (the API, the CLI, an import).
// Counts and filter ranges are cached against this number, so they are computed once per catalogue
// change and no instance ever serves a stale one.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const CATALOGUE_TABLES = [
  'products',
  'product_colors',
  'product_product_types',
  'product_categories',
  'colors',
  'materials',
  'product_versions',
  'product_types',
  'categories',
] as const;

export function catalogueVersionMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
      if (dialect === 'postgres') {
        await sql`
          create function bump_catalogue_version() returns trigger language plpgsql as $$
          begin
            update catalogue_version set version = version + 1 where id = 1;
            return null;
          end $$`.execute(db);
        // Once per statement: a bulk import bumps the number once.
        for (const table of CATALOGUE_TABLES) {
          await sql`create trigger ${sql.id(`${table}_catalogue_version`)}
            after insert or update or delete or truncate on ${sql.id(table)}
            for each statement execute function bump_catalogue_version()`.execute(db);
        }
        return;
      }
      // SQLite triggers run per row; the update of one primary-key row is cheap.
      for (const table of CATALOGUE_TABLES) {
        for (const event of ['insert', 'update', 'delete'] as const) {
          await sql`create trigger ${sql.id(`${table}_catalogue_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)}
            begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
        }
      }
    },
    async down(db: AnyDb): Promise<void> {
      if (dialect === 'postgres') {
        for (const table of CATALOGUE_TABLES) {
          await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.id(table)}`.execute(db);
        }
        await sql`drop function if exists bump_catalogue_version()`.execute(db);
      } else {
        for (const table of CATALOGUE_TABLES) {
          for (const event of ['insert', 'update', 'delete']) {
            await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version_${event}`)}`.execute(db);
          }
        }
      }
      await db.schema.dropTable('catalogue_version').execute();
    },
  };
}
