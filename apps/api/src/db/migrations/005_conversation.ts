import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from '../dialect.ts';

// The conversation loop (SPEC §2 Quotation detail, §4; DESIGN.md §9): notifications are rows first
// (read state kept for the bell across reloads), and every status transition and price revision
// is stored with who made it and when.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export function conversationMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('notifications').addColumn('read_at', 'text').execute();
      await db.schema.alterTable('historic_prices').addColumn('created_by', 'integer').execute();
      await withId(db.schema.createTable('quotation_events'), dialect)
        .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('quotation_events_quotation_idx')
        .on('quotation_events')
        .columns(['quotation_id', 'created_at'])
        .execute();
      await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('quotation_events').execute();
    },
  };
}
