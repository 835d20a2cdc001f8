import { formatDateTime, formatMoneyMxn } from '@cotizador/domain/format';
import { centsToPesos } from '@cotizador/domain/pricing';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/database.ts';
import { addMinutes } from '../lib/time.ts';
import { chatHtmlToText } from './chat-text.ts';
import {
  type OperatorVisibleStatus,
  quotationMessagesMail,
  quotationPriceChangedMail,
  quotationStatusChangedMail,
} from './operator-templates.ts';
import { enqueueMail } from './outbox.repository.ts';
import {
  ensureDigest,
  findDigest,
  findDigestQuotation,
  findDueDigests,
  findMessagesToMail,
  markDigestSent,
  touchDigest,
} from './quotation-digests.repository.ts';

// E-mails to the operator when an admin acts on one of their quotations (decision 020). Status and
// price changes are queued at once, in the transaction of the change. Chat messages are batched:
// the first one after a quiet spell is e-mailed on the next worker pass; the ones written within
// MESSAGE_MAIL_WINDOW_MINUTES of the last such e-mail wait for the window to end and go together.

export const MESSAGE_MAIL_WINDOW_MINUTES = 10;

export type OperatorMailQuotation = {
  id: number;
  operator_name: string;
  operator_email: string;
  product_name: string;
};

const fullName = (person: { name: string; last_name?: string | null }) => [person.name, person.last_name ?? ''].join(' ').trim();

function common(ctx: AppContext, quotation: OperatorMailQuotation) {
  return {
    operatorName: quotation.operator_name,
    quotationId: quotation.id,
    productName: quotation.product_name,
    publicUrl: ctx.config.publicUrl,
  };
}

/** An admin changed the status (call inside the change's transaction). */
export async function enqueueStatusMail(
  ctx: AppContext,
  trx: Executor,
  quotation: OperatorMailQuotation,
  change: { status: OperatorVisibleStatus; admin: { name: string; last_name: string }; now: string },
): Promise<void> {
  const mail = quotationStatusChangedMail({
    ...common(ctx, quotation),
    status: change.status,
    adminName: fullName(change.admin),
  });
  await enqueueMail(trx, { kind: 'quotation-status', to: quotation.operator_email, ...mail }, change.now);
}

/** An admin stored a new price (call inside the revision's transaction). */
export async function enqueuePriceMail(
  ctx: AppContext,
  trx: Executor,
  quotation: OperatorMailQuotation,
  revision: {
    units: number;
    finalPriceCents: number;
    newStatus: OperatorVisibleStatus | null;
    admin: { name: string; last_name: string };
    now: string;
  },
): Promise<void> {
  const unitCents = Math.round(revision.finalPriceCents / revision.units);
  const mail = quotationPriceChangedMail({
    ...common(ctx, quotation),
    adminName: fullName(revision.admin),
    units: revision.units,
    unitPrice: formatMoneyMxn(centsToPesos(unitCents)),
    finalPrice: formatMoneyMxn(centsToPesos(revision.finalPriceCents)),
    newStatus: revision.newStatus,
  });
  await enqueueMail(trx, { kind: 'quotation-price', to: quotation.operator_email, ...mail }, revision.now);
}

/**
 * An admin is about to write in the chat: make the quotation's message e-mail due — now when the
 * last one went out more than the window ago (or never), else when the window ends; nothing when
 * one is already pending (the new message joins it). Call it in the message's transaction, before
 * the message is inserted: on PostgreSQL the digest row's lock then orders concurrent writers.
 */
export async function scheduleMessageMail(trx: Executor, quotationId: number, now: string): Promise<void> {
  await ensureDigest(trx, quotationId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const digest = await findDigest(trx, quotationId);
    if (!digest) return;
    let sendAfter: string | null = null;
    if (digest.send_after === null) {
      const windowEnd = digest.last_sent_at ? addMinutes(digest.last_sent_at, MESSAGE_MAIL_WINDOW_MINUTES) : now;
      sendAfter = windowEnd > now ? windowEnd : now;
    }
    if (await touchDigest(trx, quotationId, digest.version, sendAfter)) return;
  }
  throw new Error(`could not schedule the message e-mail of quotation ${quotationId}`);
}

/**
 * Turn every due digest into one outbox e-mail with all the admin messages written since the last
 * one. Runs at the start of each mail worker pass; a digest a message touched meanwhile is left
 * for the next pass. Returns how many e-mails were queued.
 */
export async function flushDueMessageMails(ctx: AppContext, now: string, limit = 50): Promise<number> {
  let queued = 0;
  for (const digest of await findDueDigests(ctx.db, now, limit)) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const quotation = await findDigestQuotation(trx, digest.quotation_id);
      if (!quotation) return false;
      const messages = await findMessagesToMail(trx, quotation.id, quotation.sales_operator_id, digest.last_mailed_message_id);
      const last = messages.at(-1);
      if (!last) {
        await markDigestSent(trx, quotation.id, digest.version, {
          lastMailedMessageId: digest.last_mailed_message_id,
          sentAt: null,
        });
        return false;
      }
      const mail = quotationMessagesMail({
        ...common(ctx, quotation),
        messages: messages.map((m) => ({
          author: fullName(m),
          time: formatDateTime(m.created_at),
          text: chatHtmlToText(m.message, { keepLines: true }),
        })),
      });
      if (!(await markDigestSent(trx, quotation.id, digest.version, { lastMailedMessageId: last.id, sentAt: now }))) {
        return false;
      }
      await enqueueMail(trx, { kind: 'quotation-messages', to: quotation.operator_email, ...mail }, now);
      return true;
    });
    if (done) queued += 1;
  }
  return queued;
}
