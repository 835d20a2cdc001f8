import type { Kysely } from 'kysely';

// The admin inbox (issue 12/13, decision 020): when each admin last opened each quotation (the
// `unread` marker), the operator's batched chat e-mails (one pending digest per quotation) and an
// index for the inbox's status tabs.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const adminInboxMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('admin_quotation_reads')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('admin_quotation_reads_pk', ['admin_id', 'quotation_id'])
      .execute();
    await db.schema
      .createTable('quotation_mail_digests')
      .addColumn('quotation_id', 'integer', (c) => c.primaryKey().references('quotations.id').onDelete('cascade'))
      .addColumn('last_mailed_message_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_after', 'text')
      .addColumn('last_sent_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('quotation_mail_digests_due_idx').on('quotation_mail_digests').column('send_after').execute();
    await db.schema.createIndex('quotations_status_created_idx').on('quotations').columns(['status', 'created_at']).execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.dropIndex('quotations_status_created_idx').execute();
    await db.schema.dropTable('quotation_mail_digests').execute();
    await db.schema.dropTable('admin_quotation_reads').execute();
  },
};
