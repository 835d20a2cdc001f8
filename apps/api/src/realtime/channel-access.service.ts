import { ADMIN_DESK_CHANNEL } from '@cotizador/contracts/realtime';
import type { AppContext } from '../context.ts';
import type { AuthState } from '../modules/auth/auth.types.ts';
import { findSentQuotationOwner } from './channel-access.repository.ts';

// DESIGN.md §4/§5: who may listen where. An operator: its own notifications and the chat of its own
// sent quotations. An admin: its own notifications, the chat of any sent quotation and the desk-wide
// signal `private-admin-desk` (decision 028).
const NOTIFICATIONS = /^private-notifications\.(\d{1,10})$/;
const MESSAGES = /^private-message\.(\d{1,10})$/;

export async function canJoinChannel(ctx: AppContext, auth: AuthState, channel: string): Promise<boolean> {
  if (channel === ADMIN_DESK_CHANNEL) return auth.user.role === 'admin';
  const notifications = NOTIFICATIONS.exec(channel);
  if (notifications) return Number(notifications[1]) === auth.user.id;
  const messages = MESSAGES.exec(channel);
  if (!messages) return false;
  const owner = await findSentQuotationOwner(ctx.db, Number(messages[1]));
  if (owner === undefined) return false;
  return auth.user.role === 'admin' || owner === auth.user.id;
}
