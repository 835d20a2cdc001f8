import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  QUOTATION_CLOSED_CHAT_MESSAGE,
  QUOTATION_NOT_FOUND_MESSAGE,
  type QuotationDetail,
  type QuotationMessage,
} from '@cotizador/contracts/quotation-detail';
import type { QuotationStatus } from '@cotizador/contracts/quotations';
import { MESSAGE_QUOTATION_EVENT, quotationMessagesChannel } from '@cotizador/contracts/realtime';
import { centsToPesos, inkText } from '@cotizador/domain/pricing';
import { nextQuotationStatus, QUOTATION_CLOSED_MESSAGE, type QuotationAction } from '@cotizador/domain/quotation-status';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { signedFileUrl } from '../../files/files.service.ts';
import { isBlankChatHtml, sanitizeChatHtml } from '../../lib/chat-html.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { scheduleMessageMail } from '../../mail/operator-mails.ts';
import { adminDeskEvent } from '../../realtime/admin-desk.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import type { AuthState } from '../auth/auth.types.ts';
import { parseImageList, productDetail } from '../catalogue/catalogue.service.ts';
import { publishAfterCommit, storeNotification } from '../notifications/notifications.service.ts';
import {
  findSentQuotation,
  insertMessage,
  insertQuotationEvent,
  listActiveAdminIds,
  listMessages,
  listPriceHistory,
  setResponsibleAdmin,
  updateQuotationStatus,
} from './conversation.repository.ts';

// SPEC §2 "Quotation detail", §4 "Quotation chat"/"Quotation status", DESIGN.md §9.

export type SentQuotationRow = NonNullable<Awaited<ReturnType<typeof findSentQuotation>>>;

const avatarOf = (url: string | null | undefined) => (url ? [url] : []);

/** SPEC §3: the first image of the chosen colour, else of the product (notifications, lists). */
export function quotationImages(row: Pick<SentQuotationRow, 'color_images' | 'product_images'>): string[] {
  const colorImages = parseImageList(row.color_images);
  return colorImages.length ? colorImages : parseImageList(row.product_images);
}

function isAdmin(user: Pick<User, 'role'>): boolean {
  return user.role === 'admin';
}

/** The quotation an operator may read: theirs and sent; anyone else gets the same 404. */
export async function findOwnSentQuotation(ctx: AppContext, auth: AuthState, id: number): Promise<SentQuotationRow> {
  const row = await findSentQuotation(ctx.db, id);
  if (!row || row.sales_operator_id !== auth.user.id) throw new NotFoundError(QUOTATION_NOT_FOUND_MESSAGE);
  return row;
}

export async function findAnySentQuotation(ctx: AppContext, id: number): Promise<SentQuotationRow> {
  const row = await findSentQuotation(ctx.db, id);
  if (!row) throw new NotFoundError(QUOTATION_NOT_FOUND_MESSAGE);
  return row;
}

function toMessageDto(row: Awaited<ReturnType<typeof listMessages>>[number]): QuotationMessage {
  return {
    id: row.id,
    user_id: row.user_id,
    user: { name: row.name, last_name: row.last_name, avatar: avatarOf(row.avatar_url) },
    is_admin: row.role === 'admin',
    message: row.message,
    created_at: row.created_at,
  };
}

/** SPEC §3 Quotation, as the operator's detail shows it (prices with the operator's company). */
export async function buildQuotationDetail(ctx: AppContext, row: SentQuotationRow): Promise<QuotationDetail> {
  const [product, messages, history] = await Promise.all([
    productDetail(ctx, { userId: row.sales_operator_id, percentage: row.company_percentage ?? null }, row.product_id, {
      allowInactive: true,
    }),
    listMessages(ctx.db, row.id),
    listPriceHistory(ctx.db, row.id),
  ]);
  return {
    id: row.id,
    status: row.status,
    admin_id: row.admin_id,
    admin:
      row.admin_id && row.admin_name
        ? { name: row.admin_name, last_name: row.admin_last_name ?? '', avatar: avatarOf(row.admin_avatar) }
        : null,
    product_id: row.product_id,
    product,
    color: { id: row.color_id, name: row.color_name, hex: row.color_hex, images: parseImageList(row.color_images) },
    channel: row.channel_name ? { name: row.channel_name } : null,
    brand: row.brand_name ? { name: row.brand_name, client: { name: row.client_name ?? '' } } : null,
    print_type_id: row.print_type_id,
    print_type: row.print_type_name ? { name: row.print_type_name } : null,
    personalization: row.personalization,
    max_number_inks: row.max_number_inks,
    ink_text: row.customization_id ? inkText(row.max_number_inks) : null,
    printing_area: row.printing_area,
    special_quotation: row.special_quotation === 1,
    additional_requirements: row.additional_requirements,
    file: row.file_id ? signedFileUrl(ctx, row.file_id) : null,
    file_name: row.file_name,
    units: row.units,
    number_of_positions: row.number_of_positions,
    custom_total_master_boxes: row.custom_total_master_boxes,
    custom_days_approx_delivery: row.custom_days_approx_delivery,
    custom_days_approx_customization: row.custom_days_approx_customization,
    custom_days_approx_shipping: row.custom_days_approx_shipping,
    created_at: row.created_at,
    sales_operator: { name: row.operator_name, last_name: row.operator_last_name },
    messages: messages.map(toMessageDto),
    historic_prices: history.map((h) => ({
      units: h.units,
      number_of_positions: h.number_of_positions,
      historic_base_price: centsToPesos(h.historic_base_price_cents),
      historic_packaging_price_by_container: centsToPesos(h.historic_packaging_price_by_container_cents),
      historic_cost_per_impression: centsToPesos(h.historic_cost_per_impression_cents),
      historic_final_price: centsToPesos(h.historic_final_price_cents),
      created_at: h.created_at,
      created_by: h.author_name
        ? { name: h.author_name, last_name: h.author_last_name ?? '', avatar: avatarOf(h.author_avatar) }
        : null,
    })),
  };
}

/** SPEC §3 Notification data of the three operator kinds and the admin's ones. */
export function quotationImageData(row: SentQuotationRow) {
  return { product: { image: quotationImages(row) } };
}

/**
 * Apply an admin action's status rule inside the caller's transaction: refuse a CLOSE quotation,
 * move SENT → IN_PROCESS by itself, make the acting admin responsible when none is, and record the
 * change. Returns the status after it and the operator's STATUS_QUOTATION event when it changed.
 */
export async function applyAdminAction(
  trx: Executor,
  row: SentQuotationRow,
  admin: User,
  action: QuotationAction,
  now: string,
): Promise<{ status: QuotationStatus; events: BroadcastEvent[] }> {
  const transition = nextQuotationStatus(row.status, action);
  if (!transition.ok)
    throw new ConflictError(action === 'admin-message' ? QUOTATION_CLOSED_CHAT_MESSAGE : QUOTATION_CLOSED_MESSAGE);
  const events: BroadcastEvent[] = [];
  if (row.admin_id === null) await setResponsibleAdmin(trx, row.id, admin.id, now);
  if (transition.next !== row.status) {
    if (!(await updateQuotationStatus(trx, row.id, { from: row.status, to: transition.next, now }))) {
      // Another admin changed it first; their change stands and this request is refused.
      throw new ConflictError('La cotización cambió mientras tanto. Recarga la página e inténtalo de nuevo.');
    }
    await insertQuotationEvent(trx, {
      quotation_id: row.id,
      user_id: admin.id,
      kind: 'status',
      from_status: row.status,
      to_status: transition.next,
      created_at: now,
    });
    events.push(
      await storeNotification(
        trx,
        row.sales_operator_id,
        { type: 'STATUS_QUOTATION', data: { id: row.id, ...quotationImageData(row) } },
        now,
      ),
    );
  }
  return { status: transition.next, events };
}

/** The admins told about an operator's message: the responsible one, else every active admin. */
async function adminRecipients(db: Executor, row: SentQuotationRow): Promise<number[]> {
  return row.admin_id !== null ? [row.admin_id] : listActiveAdminIds(db);
}

/**
 * SPEC §7 create-message-quotation: by the owning operator or any admin. The HTML is sanitised to
 * the chat's allow-list; the message, the notifications and any status change are one transaction;
 * the real-time events go out after the commit.
 */
export async function postMessage(
  ctx: AppContext,
  auth: AuthState,
  quotationId: number,
  html: string,
): Promise<QuotationMessage> {
  const author = auth.user;
  const row = isAdmin(author) ? await findAnySentQuotation(ctx, quotationId) : await findOwnSentQuotation(ctx, auth, quotationId);
  const message = sanitizeChatHtml(html);
  if (isBlankChatHtml(message)) throw ValidationError.field('message', MESSAGE_REQUIRED_MESSAGE);
  if (message.length > MESSAGE_MAX_LENGTH) throw ValidationError.field('message', MESSAGE_TOO_LONG_MESSAGE);
  if (row.status === 'CLOSE') throw new ConflictError(QUOTATION_CLOSED_CHAT_MESSAGE);

  const now = nowIso(ctx.clock.now());
  const { dto, events } = await ctx.db.transaction().execute(async (trx) => {
    const events: BroadcastEvent[] = [];
    // An admin's message is e-mailed to the operator, batched per quotation (decision 020).
    if (isAdmin(author)) await scheduleMessageMail(trx, row.id, now);
    const id = await insertMessage(trx, { quotation_id: row.id, user_id: author.id, message, created_at: now });
    const imageData = { quotation_id: row.id, quotation: quotationImageData(row) };
    if (isAdmin(author)) {
      const applied = await applyAdminAction(trx, row, author, 'admin-message', now);
      events.push(await storeNotification(trx, row.sales_operator_id, { type: 'QUOTATION', data: imageData }, now));
      events.push(...applied.events);
    } else {
      for (const adminId of await adminRecipients(trx, row)) {
        events.push(await storeNotification(trx, adminId, { type: 'QUOTATION', data: imageData }, now));
      }
    }
    const dto: QuotationMessage = {
      id,
      user_id: author.id,
      user: { name: author.name, last_name: author.last_name, avatar: avatarOf(author.avatar_url) },
      is_admin: isAdmin(author),
      message,
      created_at: now,
    };
    events.unshift({ channel: quotationMessagesChannel(row.id), event: MESSAGE_QUOTATION_EVENT, data: dto });
    events.push(adminDeskEvent(row.id, 'MESSAGE', author.id));
    return { dto, events };
  });
  await publishAfterCommit(ctx, events);
  return dto;
}
