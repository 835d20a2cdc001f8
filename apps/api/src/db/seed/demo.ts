import type { Db } from '../database.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalogue } from './catalogue.ts';

/** The whole demo data set (DESIGN.md §7): accounts, then the catalogue. */
export async function seedDemoData(db: Db, options: { mediaDir: string; now: string }): Promise<void> {
  await seedAccounts(db, options.now);
  await seedCatalogue(db, options);
}
