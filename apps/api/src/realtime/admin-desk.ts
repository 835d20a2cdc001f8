import { ADMIN_DESK_CHANNEL, ADMIN_DESK_EVENT, type AdminDeskKind, type AdminDeskSignal } from '@cotizador/contracts/realtime';
import type { BroadcastEvent } from './broadcaster.ts';

// Decision 028: one desk-wide hint for every admin's open screens, published after the commit with
// the stored notifications. Not stored: the rows are the truth, this only says "re-read".

export function adminDeskEvent(quotationId: number, kind: AdminDeskKind, byUserId: number): BroadcastEvent {
  const data: AdminDeskSignal = { quotation_id: quotationId, kind, by_user_id: byUserId };
  return { channel: ADMIN_DESK_CHANNEL, event: ADMIN_DESK_EVENT, data };
}
