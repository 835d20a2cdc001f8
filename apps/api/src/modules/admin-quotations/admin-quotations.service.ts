import type { AdminQuotationDetail, PriceRevisionBody } from '@cotizador/contracts/admin-quotations';
import { pesosToCents, revisionFinalPriceCents } from '@cotizador/domain/pricing';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueuePriceMail, enqueueStatusMail } from '../../mail/operator-mails.ts';
import { adminDeskEvent } from '../../realtime/admin-desk.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { findActiveAdmin, insertQuotationEvent, setResponsibleAdmin } from '../conversation/conversation.repository.ts';
import {
  applyAdminAction,
  buildQuotationDetail,
  findAnySentQuotation,
  quotationImageData,
  type SentQuotationRow,
} from '../conversation/conversation.service.ts';
import { publishAfterCommit, storeNotification } from '../notifications/notifications.service.ts';
import { insertHistoricPrice } from '../quotations/quotations.repository.ts';

// The admin's actions on a quotation (DESIGN.md §9): any admin may act on any quotation; the
// status rules are the domain's state machine; every change is stored with who and when.

export const ADMIN_NOT_FOUND_MESSAGE = 'El administrador seleccionado no existe o no está activo.';

export async function adminQuotationDetail(ctx: AppContext, id: number): Promise<AdminQuotationDetail> {
  const row = await findAnySentQuotation(ctx, id);
  const detail = await buildQuotationDetail(ctx, row);
  return {
    ...detail,
    sales_operator: {
      id: row.sales_operator_id,
      name: row.operator_name,
      last_name: row.operator_last_name,
      email: row.operator_email,
      company: {
        name: row.company_name ?? '',
        code: row.company_code ?? '',
        percentage_indirect_expenses: row.company_percentage ?? null,
      },
    },
  };
}

/** What the operator's e-mails say of the quotation. */
function mailQuotation(row: SentQuotationRow) {
  return { id: row.id, operator_name: row.operator_name, operator_email: row.operator_email, product_name: row.product_name };
}

/** POST admin/quotations/{id}/status: SENT or IN_PROCESS → CLOSE (CLOSE is final: 409). */
export async function closeQuotation(ctx: AppContext, auth: AuthState, id: number) {
  const row = await findAnySentQuotation(ctx, id);
  const now = nowIso(ctx.clock.now());
  const events = await ctx.db.transaction().execute(async (trx) => {
    const applied = await applyAdminAction(trx, row, auth.user, 'close', now);
    await enqueueStatusMail(ctx, trx, mailQuotation(row), { status: applied.status, admin: auth.user, now });
    return [...applied.events, adminDeskEvent(row.id, 'STATUS', auth.user.id)];
  });
  await publishAfterCommit(ctx, events);
  return adminQuotationDetail(ctx, id);
}

/**
 * POST admin/quotations/{id}/price: a new historic price whose final price is the domain's
 * revision price; the operator gets PRICE_QUOTATION (and STATUS_QUOTATION when SENT moved on).
 */
export async function revisePrice(ctx: AppContext, auth: AuthState, id: number, body: PriceRevisionBody) {
  const row = await findAnySentQuotation(ctx, id);
  const now = nowIso(ctx.clock.now());
  const revision = {
    units: body.units,
    historic_base_price_cents: pesosToCents(body.historic_base_price),
    historic_packaging_price_by_container_cents: pesosToCents(body.historic_packaging_price_by_container),
    historic_cost_per_impression_cents: pesosToCents(body.historic_cost_per_impression),
  };
  const finalPriceCents = revisionFinalPriceCents(revision);
  const events = await ctx.db.transaction().execute(async (trx) => {
    const applied = await applyAdminAction(trx, row, auth.user, 'price-revision', now);
    await insertHistoricPrice(trx, {
      quotation_id: row.id,
      number_of_positions: body.number_of_positions,
      ...revision,
      historic_final_price_cents: finalPriceCents,
      created_by: auth.user.id,
      created_at: now,
    });
    await enqueuePriceMail(ctx, trx, mailQuotation(row), {
      units: body.units,
      finalPriceCents,
      newStatus: applied.status !== row.status ? applied.status : null,
      admin: auth.user,
      now,
    });
    await insertQuotationEvent(trx, {
      quotation_id: row.id,
      user_id: auth.user.id,
      kind: 'price',
      from_status: null,
      to_status: null,
      created_at: now,
    });
    const events: BroadcastEvent[] = [
      await storeNotification(
        trx,
        row.sales_operator_id,
        { type: 'PRICE_QUOTATION', data: { id: row.id, ...quotationImageData(row) } },
        now,
      ),
      ...applied.events,
      adminDeskEvent(row.id, 'PRICE', auth.user.id),
    ];
    return events;
  });
  await publishAfterCommit(ctx, events);
  return adminQuotationDetail(ctx, id);
}

/** POST admin/quotations/{id}/assign: make an active admin responsible. */
export async function assignQuotation(ctx: AppContext, auth: AuthState, id: number, adminId: number) {
  const row = await findAnySentQuotation(ctx, id);
  if (!(await findActiveAdmin(ctx.db, adminId))) throw new NotFoundError(ADMIN_NOT_FOUND_MESSAGE);
  const now = nowIso(ctx.clock.now());
  const events = await ctx.db.transaction().execute(async (trx) => {
    const applied = await applyAdminAction(trx, row, auth.user, 'assign', now);
    await setResponsibleAdmin(trx, row.id, adminId, now);
    await insertQuotationEvent(trx, {
      quotation_id: row.id,
      user_id: auth.user.id,
      kind: 'assign',
      from_status: null,
      to_status: null,
      created_at: now,
    });
    return [...applied.events, adminDeskEvent(row.id, 'ASSIGN', auth.user.id)];
  });
  await publishAfterCommit(ctx, events);
  return adminQuotationDetail(ctx, id);
}
