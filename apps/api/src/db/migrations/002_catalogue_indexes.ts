import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Catalogue search and listing indexes (docs/decisions/005-catalogue-search-indexes.md).
// - Listing order: (is_active, created_at, id) and (is_active, min_base_price_cents, id) give
//   every sort, with its id tie-breaker, straight from an index; a deep page skips index entries.
// - Both also carry the other filter columns (price, delivery, material, version, created_at), so
//   whichever of the two the planner picks, filtering and counting never read table rows. This
//   matters on SQLite, whose planner has no statistics (the app does not run ANALYZE): with a
//   narrow index such as (is_active, min_delivery_days) it chose a range scan plus 20 000 row
//   lookups and a sort, 30–70 ms per query. PostgreSQL (with statistics) gets INCLUDE columns and
//   the plain material/version indexes, which its planner uses only when they are selective.
// - Text search (every word a substring of products.search_text): a trigram index on each side,
//   FTS5 `trigram` over an external-content table kept by triggers on SQLite, pg_trgm GIN on
//   PostgreSQL (created only when the extension is available to this role; without it the search
//   still works, by scanning).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function catalogueIndexesMigration(dialect: Dialect) {
  async function up(db: AnyDb): Promise<void> {
    await db.schema.dropIndex('products_active_created_idx').execute();
    await db.schema.dropIndex('products_active_price_idx').execute();
    if (dialect === 'postgres') {
      await sql`create index products_active_created_idx on products (is_active, created_at, id)
        include (min_base_price_cents, min_delivery_days, material_id, product_version_id)`.execute(db);
      await sql`create index products_active_price_idx on products (is_active, min_base_price_cents nulls first, id)
        include (created_at, min_delivery_days, material_id, product_version_id)`.execute(db);
      await db.schema.createIndex('products_material_idx').on('products').column('material_id').execute();
      await db.schema.createIndex('products_version_idx').on('products').column('product_version_id').execute();
    } else {
      // SQLite has no INCLUDE: the extra columns go last. Its indexes put NULLs first already.
      await db.schema
        .createIndex('products_active_created_idx')
        .on('products')
        .columns([
          'is_active',
          'created_at',
          'id',
          'min_base_price_cents',
          'min_delivery_days',
          'material_id',
          'product_version_id',
        ])
        .execute();
      await db.schema
        .createIndex('products_active_price_idx')
        .on('products')
        .columns([
          'is_active',
          'min_base_price_cents',
          'id',
          'created_at',
          'min_delivery_days',
          'material_id',
          'product_version_id',
        ])
        .execute();
    }

    if (dialect === 'postgres') {
      if (await canUsePgTrgm(db)) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
      }
      return;
    }

    await sql`create virtual table products_search using fts5(search_text, content='products', content_rowid='id', tokenize='trigram', detail='none')`.execute(
      db,
    );
    await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
    await sql`
      create trigger products_search_insert after insert on products begin
        insert into products_search(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
    await sql`
      create trigger products_search_delete after delete on products begin
        insert into products_search(products_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
    await sql`
      create trigger products_search_update after update of search_text on products begin
        insert into products_search(products_search, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into products_search(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
  }

  async function down(db: AnyDb): Promise<void> {
    if (dialect === 'postgres') {
      await sql`drop index if exists products_search_trgm_idx`.execute(db);
    } else {
      for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
        await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      }
      await sql`drop table if exists products_search`.execute(db);
    }
    for (const index of [
      'products_version_idx',
      'products_material_idx',
      'products_active_delivery_idx',
      'products_active_price_idx',
      'products_active_created_idx',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.createIndex('products_active_created_idx').on('products').columns(['is_active', 'created_at']).execute();
    await db.schema
      .createIndex('products_active_price_idx')
      .on('products')
      .columns(['is_active', 'min_base_price_cents'])
      .execute();
  }

  return { up, down };
}

/** pg_trgm is a trusted extension: any role that may create in the database can install it. */
async function canUsePgTrgm(db: AnyDb): Promise<boolean> {
  const result = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      (has_database_privilege(current_database(), 'CREATE')
        or coalesce((select rolsuper from pg_roles where rolname = current_user), false)) as allowed
  `.execute(db);
  const row = result.rows[0];
  return Boolean(row && (row.installed || (row.available && row.allowed)));
}
