import type { NotificationType } from '@cotizador/domain/messages';

// Real-time push contract (SPEC §3 "Notification message", §4, DESIGN.md §5): channel and event
// names used by the API's publishers and the web app's listeners. One definition for both sides.

/** Event on `private-notifications.{userId}`; payload `{ type, data }`. */
export const NOTIFY_EVENT = 'NotifyEvent';
/** Event on `private-message.{quotationId}`; payload the new message (SPEC §3 Message). */
export const MESSAGE_QUOTATION_EVENT = 'MessageQuotationEvent';

/** Full Pusher channel names (what the server publishes to and authorises). */
export const notificationsChannel = (userId: number) => `private-notifications.${userId}`;
export const quotationMessagesChannel = (quotationId: number) => `private-message.${quotationId}`;

/** laravel-echo adds the `private-` prefix itself: `echo.private(echoNotificationsChannel(id))`. */
export const echoNotificationsChannel = (userId: number) => `notifications.${userId}`;
export const echoQuotationMessagesChannel = (quotationId: number) => `message.${quotationId}`;

/** SPEC §3: the kinds of a NotifyEvent; each one's text is in @cotizador/domain/messages. */
export const NOTIFICATION_TYPES = [
  'QUOTATION',
  'STATUS_QUOTATION',
  'PRICE_QUOTATION',
] as const satisfies readonly NotificationType[];
export type { NotificationType };

/**
 * Decision 028: the admins' desk-wide signal on `private-admin-desk` (admins only, not stored).
 * Something changed on a quotation; the admin's screens re-read what shows it.
 */
export const ADMIN_DESK_CHANNEL = 'private-admin-desk';
export const ECHO_ADMIN_DESK_CHANNEL = 'admin-desk';
export const ADMIN_DESK_EVENT = 'AdminDeskEvent';
export const ADMIN_DESK_KINDS = ['NEW_QUOTATION', 'MESSAGE', 'STATUS', 'PRICE', 'ASSIGN'] as const;
export type AdminDeskKind = (typeof ADMIN_DESK_KINDS)[number];
/** Payload of ADMIN_DESK_EVENT: which quotation, what changed, who changed it. */
export type AdminDeskSignal = { quotation_id: number; kind: AdminDeskKind; by_user_id: number };
