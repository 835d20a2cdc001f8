import type { AppContext } from '../context.ts';
import { type PurgeCounts, purgeOldRows } from './purge.repository.ts';
import { addSeconds, nowIso } from './time.ts';

// Scheduled purge (issue 17): expired or used tokens and codes, old idempotency keys, old sent mail
// and ended limit windows. Runs every PURGE_INTERVAL_MS in every instance; the deletes are idempotent,
// so instances running it at the same time are harmless.

export const PURGE_INTERVAL_MS = 60 * 60_000;
const DAY = 24 * 60 * 60;
export const PURGE_RETENTION_DAYS = { credentials: 7, idempotency: 2, sentMail: 30 } as const;

export async function purgeOnce(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<PurgeCounts> {
  const now = nowIso(ctx.clock.now());
  return purgeOldRows(ctx.db, {
    now,
    credentials: addSeconds(now, -PURGE_RETENTION_DAYS.credentials * DAY),
    idempotency: addSeconds(now, -PURGE_RETENTION_DAYS.idempotency * DAY),
    sentMail: addSeconds(now, -PURGE_RETENTION_DAYS.sentMail * DAY),
  });
}

export type Purger = { start: () => void; stop: () => void };

export function createPurger(ctx: AppContext): Purger {
  let timer: NodeJS.Timeout | null = null;
  return {
    start: () => {
      if (timer) return;
      timer = setInterval(() => {
        purgeOnce(ctx)
          .then((counts) => ctx.log.info({ purged: counts }, 'purge done'))
          .catch((error: unknown) => ctx.log.error({ err: error }, 'purge failed'));
      }, PURGE_INTERVAL_MS);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
