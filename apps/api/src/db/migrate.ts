import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './database.ts';
import { initialMigration } from './migrations/001_initial.ts';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_initial': initialMigration(this.dialect),
    };
  }
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
