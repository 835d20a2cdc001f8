import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { catalogueIndexesMigration } from './migrations/002_catalogue_indexes.ts';
import { idempotencyKeysMigration } from './migrations/003_idempotency_keys.ts';
import { conversationMigration } from './migrations/005_conversation.ts';
import { adminInboxMigration } from './migrations/006_admin_inbox.ts';
import { limitsAndMailClaimsMigration } from './migrations/007_limits_and_mail_claims.ts';
import { relatedProductsMigration } from './migrations/009_related_products.ts';
import { adminAccountsContentMigration } from './migrations/010_admin_accounts_content.ts';
import { catalogueVersionMigration } from './migrations/011_catalogue_version.ts';
import { sliderProductColorMigration } from './migrations/012_slider_product_color.ts';
import { catalogueColourIndexMigration } from './migrations/013_catalogue_colour_index.ts';
import { productCardColorsMigration } from './migrations/014_product_card_colors.ts';
import { productFilterKeysMigration } from './migrations/015_product_filter_keys.ts';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_initial': initialMigration(this.dialect),
      '002_catalogue_indexes': catalogueIndexesMigration(this.dialect),
      '003_idempotency_keys': idempotencyKeysMigration,
      '005_conversation': conversationMigration(this.dialect),
      '006_admin_inbox': adminInboxMigration,
      '007_limits_and_mail_claims': limitsAndMailClaimsMigration,
      '009_related_products': relatedProductsMigration,
      '010_admin_accounts_content': adminAccountsContentMigration(this.dialect),
      '011_catalogue_version': catalogueVersionMigration(this.dialect),
      '012_slider_product_color': sliderProductColorMigration,
      '013_catalogue_colour_index': catalogueColourIndexMigration(this.dialect),
      '014_product_card_colors': productCardColorsMigration(this.dialect),
      '015_product_filter_keys': productFilterKeysMigration(this.dialect),
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

/** Names of the migrations this build knows that the database has not run yet (GET /api/ready). */
export async function pendingMigrations(db: Db, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect), allowUnorderedMigrations: true });
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
