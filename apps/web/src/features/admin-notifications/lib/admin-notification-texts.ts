import type { AnyNotificationMessage } from '@cotizador/contracts/notifications';
import { NOTIFICATION_TEXTS } from '@cotizador/domain/messages';

/** The bell and desktop texts of the admin's notifications (issue 13). */
export const NEW_QUOTATION_TEXT = (quotationId: number | string) => `Nueva cotización ${quotationId}`;

export function adminNotificationText(message: AnyNotificationMessage): string {
  const id = adminNotificationQuotationId(message);
  return message.type === 'NEW_QUOTATION' ? NEW_QUOTATION_TEXT(id) : NOTIFICATION_TEXTS[message.type](id);
}

export function adminNotificationQuotationId(message: AnyNotificationMessage): number {
  return message.type === 'QUOTATION' || message.type === 'NEW_QUOTATION' ? message.data.quotation_id : message.data.id;
}

export function adminNotificationImage(message: AnyNotificationMessage): string | null {
  const images =
    message.type === 'QUOTATION' || message.type === 'NEW_QUOTATION'
      ? message.data.quotation?.product?.image
      : message.data.product?.image;
  return images?.[0] ?? null;
}
