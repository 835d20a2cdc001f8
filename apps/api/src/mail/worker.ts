import type { AppContext } from '../context.ts';
import { mailAttachments } from '../files/files.service.ts';
import { addSeconds, nowIso } from '../lib/time.ts';
import { flushDueMessageMails } from './operator-mails.ts';
import { claimMail, findDueMails, markMailRetry, markMailSent } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const LEASE_SECONDS = 120;
const BATCH = 20;

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … capped at 15 minutes. Never gives up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 15 * 60);
}

export type MailWorker = {
  /** Deliver every due message once; returns how many were sent. */
  runOnce: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createMailWorker(ctx: AppContext, transport: MailTransport): MailWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function deliverDue(): Promise<number> {
    let sent = 0;
    const now = nowIso(ctx.clock.now());
    try {
      // Batched chat e-mails whose window ended become outbox rows first (decision 020).
      await flushDueMessageMails(ctx, now);
    } catch (error) {
      ctx.log.error({ err: error }, 'message e-mail flush failed; will retry');
    }
    const due = await findDueMails(ctx.db, now, BATCH);
    for (const row of due) {
      if (!(await claimMail(ctx.db, row, addSeconds(now, LEASE_SECONDS)))) continue;
      const attempts = row.attempts + 1;
      try {
        await transport.send({
          from: ctx.config.mail.from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          attachments: await mailAttachments(ctx, JSON.parse(row.attachments) as number[]),
        });
        await markMailSent(ctx.db, row.id, nowIso(ctx.clock.now()), attempts);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = addSeconds(nowIso(ctx.clock.now()), retryDelaySeconds(attempts));
        await markMailRetry(ctx.db, row.id, attempts, next, message);
        ctx.log.warn({ mailId: row.id, attempts, kind: row.kind }, 'mail delivery failed; will retry');
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // Never two passes at once in one process.
    if (!running) running = deliverDue().finally(() => (running = null));
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        ctx.log.error({ err: error }, 'mail worker pass failed');
      }
      schedule();
    }, ctx.config.mail.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => 0);
      transport.close();
    },
  };
}
