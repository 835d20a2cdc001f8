import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from '../dialect.ts';

// Accounts and content for admins (issue 15, decision 026): the audit log of every admin change,
// soft removal of clients, brands and channels (old quotations keep theirs), and an order for
// banners set by the admin.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function adminAccountsContentMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity_type', 'entity_id', 'created_at'])
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

      for (const table of ['clients', 'brands', 'channels']) {
        await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
      }
      await db.schema
        .alterTable('banners')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
