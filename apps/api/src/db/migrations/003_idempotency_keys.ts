import type { Kysely } from 'kysely';

// Idempotent cart finish: a retried request with the same Idempotency-Key gets the first answer.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type.
type AnyDb = Kysely<any>;

export const idempotencyKeysMigration = {
  async up(db: AnyDb): Promise<void> {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
  },
  async down(db: AnyDb): Promise<void> {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
