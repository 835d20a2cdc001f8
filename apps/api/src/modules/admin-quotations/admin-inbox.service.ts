import type { AdminInboxResponse, AdminListResponse, adminInboxQuery } from '@cotizador/contracts/admin-quotations';
import { mexicoCityRangeUtc } from '@cotizador/domain/dates';
import { centsToPesos } from '@cotizador/domain/pricing';
import { searchWords } from '@cotizador/domain/search';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { parseImageList } from '../catalogue/catalogue.service.ts';
import { findAnySentQuotation } from '../conversation/conversation.service.ts';
import {
  countInboxByStatus,
  findInboxPageIds,
  findInboxRows,
  findMessagesByIds,
  listActiveAdmins,
  markQuotationSeen,
} from './admin-quotations.repository.ts';
import { messageExcerpt } from './message-excerpt.ts';

// GET admin/quotations (decision 020): the admin inbox, newest activity first by default.

type InboxQuery = z.output<typeof adminInboxQuery>;

export async function listInbox(ctx: AppContext, auth: AuthState, query: InboxQuery): Promise<AdminInboxResponse> {
  const createdRange =
    query.date_start || query.date_end
      ? mexicoCityRangeUtc(query.date_start ?? '2000-01-01', query.date_end ?? '2999-12-31')
      : null;
  const offset = (query.page - 1) * query.per_page;
  const filters = {
    adminId: auth.user.id,
    status: query.status,
    assigned: query.assigned,
    words: searchWords(query.search ?? ''),
    createdRange,
    order: query.order,
    limit: query.per_page,
    offset,
  };
  const [byStatus, ids] = await Promise.all([
    countInboxByStatus(ctx.db, ctx.dialect, filters),
    findInboxPageIds(ctx.db, ctx.dialect, filters),
  ]);
  const rows = await findInboxRows(ctx.db, ctx.dialect, ids, auth.user.id);
  const messages = await findMessagesByIds(
    ctx.db,
    rows.flatMap((row) => (row.last_message_id === null ? [] : [Number(row.last_message_id)])),
  );
  const messageOf = new Map(messages.map((m) => [m.quotation_id, m]));
  const rowOf = new Map(rows.map((row) => [row.id, row]));

  const data = ids.flatMap((id) => {
    const row = rowOf.get(id);
    if (!row) return [];
    const colorImages = parseImageList(row.color_images);
    const message = messageOf.get(row.id);
    return [
      {
        id: row.id,
        status: row.status as 'SENT' | 'IN_PROCESS' | 'CLOSE',
        created_at: row.created_at,
        last_activity_at: row.last_activity_at,
        units: row.units,
        special_quotation: row.special_quotation === 1,
        product: {
          id: row.product_id,
          name: row.product_name,
          sku: row.product_sku,
          image: colorImages.length ? colorImages : parseImageList(row.product_images),
        },
        sales_operator: {
          id: row.sales_operator_id,
          name: row.operator_name,
          last_name: row.operator_last_name,
          email: row.operator_email,
          company: { id: row.company_id ?? 0, name: row.company_name ?? '', code: row.company_code ?? '' },
        },
        brand: row.brand_name ? { name: row.brand_name, client: { name: row.client_name ?? '' } } : null,
        channel: row.channel_name ? { name: row.channel_name } : null,
        admin:
          row.admin_id !== null && row.admin_name !== null
            ? { id: row.admin_id, name: row.admin_name, last_name: row.admin_last_name ?? '' }
            : null,
        final_price: row.final_price_cents === null ? null : centsToPesos(Number(row.final_price_cents)),
        last_message: message
          ? { excerpt: messageExcerpt(message.message), created_at: message.created_at, from_operator: message.role !== 'admin' }
          : null,
        unread: Number(row.unread) === 1,
      },
    ];
  });

  const counts = {
    SENT: byStatus.SENT,
    IN_PROCESS: byStatus.IN_PROCESS,
    CLOSE: byStatus.CLOSE,
    ALL: byStatus.SENT + byStatus.IN_PROCESS + byStatus.CLOSE,
  };
  const total = counts[query.status];
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
    from: data.length ? offset + 1 : null,
    to: data.length ? offset + data.length : null,
    counts,
  };
}

/** The signed-in admin has read the conversation up to now (GET of the detail and POST …/seen). */
export async function markSeen(ctx: AppContext, auth: AuthState, quotationId: number): Promise<void> {
  await markQuotationSeen(ctx.db, auth.user.id, quotationId, nowIso(ctx.clock.now()));
}

/** POST admin/quotations/{id}/seen: 404 for drafts and unknown ids, like the detail. */
export async function markSeenChecked(ctx: AppContext, auth: AuthState, quotationId: number) {
  await findAnySentQuotation(ctx, quotationId);
  await markSeen(ctx, auth, quotationId);
  return { unread: false };
}

export async function listAdmins(ctx: AppContext): Promise<AdminListResponse> {
  return { admins: await listActiveAdmins(ctx.db) };
}
