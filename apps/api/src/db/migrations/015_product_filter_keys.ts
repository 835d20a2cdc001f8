import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// The product's type, category and colour ids kept on the product (decision 027, "Filter keys on
// the order indexes"): `filter_keys` is `,t<type id>,…,g<category id>,…,c<color id>,…,` (each
// group by id, no repeats; '' for none), written by the app with the other derived columns
// whenever those relations change. A catalogue page walking an order index checks a colour, type
// or category filter by looking for `,c3,` in `filter_keys` on the index entry itself, instead of one
// probe into product_colors and one into product_product_types per entry met. Both order indexes
// carry the column (SQLite: last; PostgreSQL: INCLUDE), so the walk never reads a table row.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

/** The keys of every product, in SQL: the same statement on both databases but for the aggregate's name. */
function fillStatement(dialect: Dialect) {
  const aggregate = sql.raw(dialect === 'postgres' ? 'string_agg' : 'group_concat');
  return sql`update products set filter_keys = coalesce((
      select ',' || ${aggregate}(keyed.k, ',' order by keyed.grp, keyed.ref) || ','
      from (
        select 0 as grp, ppt.product_type_id as ref, 't' || ppt.product_type_id as k
          from product_product_types ppt where ppt.product_id = products.id
        union
        select 1, pc.category_id, 'g' || pc.category_id
          from product_categories pc where pc.product_id = products.id
        union
        select 2, pcl.color_id, 'c' || pcl.color_id
          from product_colors pcl where pcl.product_id = products.id
      ) as keyed
    ), '')`;
}

const SQLITE_CREATED = [
  'is_active',
  'created_at',
  'id',
  'min_base_price_cents',
  'min_delivery_days',
  'material_id',
  'product_version_id',
] as const;
const SQLITE_PRICE = [
  'is_active',
  'min_base_price_cents',
  'id',
  'created_at',
  'min_delivery_days',
  'material_id',
  'product_version_id',
] as const;

async function createOrderIndexes(db: AnyDb, dialect: Dialect, withKeys: boolean): Promise<void> {
  await db.schema.dropIndex('products_active_created_idx').ifExists().execute();
  await db.schema.dropIndex('products_active_price_idx').ifExists().execute();
  if (dialect === 'postgres') {
    const keys = withKeys ? sql`, filter_keys` : sql``;
    await sql`create index products_active_created_idx on products (is_active, created_at, id)
      include (min_base_price_cents, min_delivery_days, material_id, product_version_id${keys})`.execute(db);
    await sql`create index products_active_price_idx on products (is_active, min_base_price_cents nulls first, id)
      include (created_at, min_delivery_days, material_id, product_version_id${keys})`.execute(db);
    return;
  }
  const extra = withKeys ? (['filter_keys'] as const) : ([] as const);
  await db.schema
    .createIndex('products_active_created_idx')
    .on('products')
    .columns([...SQLITE_CREATED, ...extra])
    .execute();
  await db.schema
    .createIndex('products_active_price_idx')
    .on('products')
    .columns([...SQLITE_PRICE, ...extra])
    .execute();
}

export function productFilterKeysMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('filter_keys', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await fillStatement(dialect).execute(db);
      await createOrderIndexes(db, dialect, true);
    },
    async down(db: AnyDb): Promise<void> {
      await createOrderIndexes(db, dialect, false);
      await db.schema.alterTable('products').dropColumn('filter_keys').execute();
    },
  };
}
