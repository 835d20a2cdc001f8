import { z } from 'zod';
import { MAX_ID } from './ids.ts';

// SPEC §3 "Notification message": the payload `{ type, data }` of a NotifyEvent on
// `private-notifications.{userId}` (event, channel names and the kinds in realtime.ts).

const productImage = z.object({ product: z.object({ image: z.array(z.string()).nullish() }).nullish() });

export const notificationMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('QUOTATION'),
    data: z.object({ quotation_id: z.number(), quotation: productImage.nullish() }),
  }),
  z.object({
    type: z.enum(['STATUS_QUOTATION', 'PRICE_QUOTATION']),
    data: productImage.extend({ id: z.number() }),
  }),
]);
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** Admins' own kind: a quotation was just sent (cart) or saved (cpa). */
export const newQuotationNotificationSchema = z.object({
  type: z.literal('NEW_QUOTATION'),
  data: z.object({ quotation_id: z.number(), quotation: productImage.nullish() }),
});

/** Everything a NotifyEvent may carry: the operator's three kinds and the admin's NEW_QUOTATION. */
export const anyNotificationMessageSchema = z.union([notificationMessageSchema, newQuotationNotificationSchema]);
export type AnyNotificationMessage = z.infer<typeof anyNotificationMessageSchema>;

const storedFields = z.object({ id: z.number(), created_at: z.string(), read_at: z.string().nullable() });

/** GET /sales-operator/notifications: newest first, with how many are unread. */
export const operatorNotificationsResponse = z.object({
  notifications: z.array(z.intersection(notificationMessageSchema, storedFields)),
  unread: z.number(),
});
export type OperatorNotificationsResponse = z.infer<typeof operatorNotificationsResponse>;
export type StoredNotification = OperatorNotificationsResponse['notifications'][number];

/** GET /admin/notifications */
export const adminNotificationsResponse = z.object({
  notifications: z.array(z.intersection(anyNotificationMessageSchema, storedFields)),
  unread: z.number(),
});
export type AdminNotificationsResponse = z.infer<typeof adminNotificationsResponse>;

/** POST …/notifications/read: the given ids, or every notification when `ids` is absent. */
export const readNotificationsBody = z.object({
  ids: z.array(z.number().int().positive().max(MAX_ID)).max(500, 'Demasiadas notificaciones a la vez.').optional(),
});
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;
export const readNotificationsResponse = z.object({ unread: z.number() });
