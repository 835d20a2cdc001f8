import { z } from 'zod';

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
