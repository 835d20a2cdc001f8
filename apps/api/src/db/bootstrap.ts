import path from 'node:path';
import type { AppContext } from '../context.ts';
import { nowIso } from '../lib/time.ts';
import { hasAnyUser } from '../modules/users/users.repository.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoData } from './seed/demo.ts';

/** Run migrations, then seed the demo data when the database has no users yet. */
export async function prepareDatabase(
  ctx: AppContext,
  options: { seed: boolean },
): Promise<{ migrated: string[]; seeded: boolean }> {
  const migrated = await migrateToLatest(ctx.db, ctx.dialect);
  if (!options.seed) return { migrated, seeded: false };
  if (await hasAnyUser(ctx.db)) return { migrated, seeded: false };
  await seedDemoData(ctx.db, { mediaDir: path.join(ctx.config.dataDir, 'media'), now: nowIso(ctx.clock.now()) });
  return { migrated, seeded: true };
}
