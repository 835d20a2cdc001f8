import type { Db } from '../database.ts';
import { seedAccounts } from './accounts.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedConversations } from './conversations.ts';

/** The whole demo data set (DESIGN.md §7): accounts, the catalogue, then quotations with conversations. */
export async function seedDemoData(db: Db, options: { mediaDir: string; now: string }): Promise<void> {
  await seedAccounts(db, options.now);
  await seedCatalogue(db, options);
  await seedConversations(db, options.now);
}
