import { z } from 'zod';
import { historicPriceSchema } from './cart.ts';
import { productDetailSchema } from './catalogue.ts';
import { idSchema } from './ids.ts';
import { SENT_QUOTATION_STATUSES } from './quotations.ts';

// SPEC §2 "Quotation detail", §3 Quotation / Message / Historic price, §7: what the operator (and,
// with a few more fields, the admin) reads of one sent quotation.

/** Chat messages: plain text up to this many characters once the HTML is sanitised. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED_MESSAGE = 'El campo mensaje es requerido';
export const MESSAGE_TOO_LONG_MESSAGE = `El mensaje no debe exceder ${MESSAGE_MAX_LENGTH} caracteres.`;
export const QUOTATION_CLOSED_CHAT_MESSAGE = 'Esta cotización ha finalizado; ya no se pueden enviar mensajes.';
export const QUOTATION_NOT_FOUND_MESSAGE = 'La cotización no existe.';

const person = z.object({ name: z.string(), last_name: z.string(), avatar: z.array(z.string()) });

export const quotationMessageSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user: person,
  /** True when an admin wrote it (the chat shows the operator's own messages apart). */
  is_admin: z.boolean(),
  /** Sanitised HTML: p, br, strong, b, em, i, no attributes. */
  message: z.string(),
  created_at: z.string(),
});
export type QuotationMessage = z.infer<typeof quotationMessageSchema>;

export const quotationHistoricPriceSchema = historicPriceSchema.extend({
  /** Who stored it: an admin's revision, or null for the operator's own add/send. */
  created_by: person.nullable(),
});
export type QuotationHistoricPrice = z.infer<typeof quotationHistoricPriceSchema>;

export const quotationDetailSchema = z.object({
  id: z.number(),
  status: z.enum(SENT_QUOTATION_STATUSES),
  admin_id: z.number().nullable(),
  admin: person.nullable(),
  product_id: z.number(),
  product: productDetailSchema,
  color: z.object({ id: z.number(), name: z.string(), hex: z.string(), images: z.array(z.string()) }),
  channel: z.object({ name: z.string() }).nullable(),
  brand: z.object({ name: z.string(), client: z.object({ name: z.string() }) }).nullable(),
  print_type_id: z.number().nullable(),
  print_type: z.object({ name: z.string() }).nullable(),
  personalization: z.string().nullable(),
  max_number_inks: z.number().nullable(),
  ink_text: z.string().nullable(),
  printing_area: z.string().nullable(),
  special_quotation: z.boolean(),
  additional_requirements: z.string().nullable(),
  file: z.string().nullable().describe('URL firmada de descarga (15 min)'),
  file_name: z.string().nullable(),
  units: z.number(),
  number_of_positions: z.number(),
  custom_total_master_boxes: z.number().nullable(),
  custom_days_approx_delivery: z.number().nullable(),
  custom_days_approx_customization: z.number().nullable(),
  custom_days_approx_shipping: z.number().nullable(),
  created_at: z.string(),
  sales_operator: z.object({ name: z.string(), last_name: z.string() }),
  /** Oldest first. */
  messages: z.array(quotationMessageSchema),
  /** Newest first (SPEC §3). */
  historic_prices: z.array(quotationHistoricPriceSchema),
});
export type QuotationDetail = z.infer<typeof quotationDetailSchema>;

/** GET /sales-operator/quotations/{id}/data */
export const quotationDetailResponse = z.object({ quotation: quotationDetailSchema });
export type QuotationDetailResponse = z.infer<typeof quotationDetailResponse>;

export const quotationIdParams = z.object({
  id: idSchema('La cotización no es válida.'),
});

/** POST /common/quotations/{id}/create-message-quotation */
export const createMessageBody = z.object({
  message: z.string({ error: MESSAGE_REQUIRED_MESSAGE }).max(MESSAGE_MAX_LENGTH * 4, MESSAGE_TOO_LONG_MESSAGE),
});
export type CreateMessageBody = z.infer<typeof createMessageBody>;
export const createMessageResponse = z.object({ message: quotationMessageSchema });
export type CreateMessageResponse = z.infer<typeof createMessageResponse>;
