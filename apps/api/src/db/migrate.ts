import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { catalogueIndexesMigration } from './migrations/002_catalogue_indexes.ts';
import { idempotencyKeysMigration } from './migrations/003_idempotency_keys.ts';
import { conversationMigration } from './migrations/005_conversation.ts';
import { adminInboxMigration } from './migrations/006_admin_inbox.ts';
import { relatedProductsMigration } from './migrations/009_related_products.ts';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_initial': initialMigration(this.dialect),
      '002_catalogue_indexes': catalogueIndexesMigration(this.dialect),
      '003_idempotency_keys': idempotencyKeysMigration,
      '005_conversation': conversationMigration(this.dialect),
      '006_admin_inbox': adminInboxMigration,
      '009_related_products': relatedProductsMigration,
    };
  }
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  // Unordered: a migration numbered between two applied ones still runs on existing databases.
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
