import type { Kysely } from 'kysely';

// Issue 17: counters of the sign-in, OTP and resend limits shared by every instance and kept across
// restarts (decision 022), and one Message-ID per outbox row kept across delivery retries.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const limitsAndMailClaimsMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
    await db.schema.alterTable('mail_outbox').addColumn('message_id', 'text').execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.alterTable('mail_outbox').dropColumn('message_id').execute();
    await db.schema.dropTable('rate_limits').execute();
  },
};
