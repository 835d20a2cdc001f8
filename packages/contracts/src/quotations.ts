import { isApiDate } from '@cotizador/domain/dates';
import { REQUIREMENTS_MAX_LENGTH } from '@cotizador/domain/pricing';
import { SENT_QUOTATION_STATUSES, type SentQuotationStatus } from '@cotizador/domain/quotation-status';
import { z } from 'zod';
import { idSchema } from './ids.ts';

// Quotations contract (SPEC §3 Quotation, §7): the multipart fields of create-quotation, cart/add
// and cart/edit, the direct quotation's answer and "Mis cotizaciones".

/** Every status of a quotation; drafts are the cart and never appear in "Mis cotizaciones". */
export const QUOTATION_STATUSES = ['DRAFT', 'SENT', 'IN_PROCESS', 'CLOSE'] as const;
export type AnyQuotationStatus = (typeof QUOTATION_STATUSES)[number];
/** The statuses of a sent quotation (SPEC §2 "Mis cotizaciones"; the machine is in the domain). */
export { SENT_QUOTATION_STATUSES };
export type QuotationStatus = SentQuotationStatus;

/** SPEC §2: "Mis cotizaciones" pages of 10. */
export const QUOTATION_PAGE_SIZE = 10;
/** SPEC §9: the order options of "Mis cotizaciones". */
export const QUOTATION_ORDERS = ['default', 'createdAtAsc', 'statusSENT', 'statusIN_PROCESS', 'statusCLOSE'] as const;
export type QuotationOrder = (typeof QUOTATION_ORDERS)[number];

// ——— Multipart fields (every value arrives as a string) ———

const id = (label: string) => idSchema(`El campo ${label} no es válido.`);

const optionalId = (label: string) =>
  z.preprocess((value) => (value === '' || value === 'null' || value === 'undefined' ? undefined : value), id(label).optional());

/** The multipart file field of the quotation form (PDF, PNG or JPG; see the spec-file rules). */
export const SPEC_FILE_FIELD = 'specifications_file';

/**
 * The text fields of the multipart/form-data body of create-quotation, cart/add and cart/edit
 * (the file travels in `SPEC_FILE_FIELD`). Read by the route itself, not as a fastify body schema.
 */
export const quotationFieldsSchema = z.object({
  special_quotation: z
    .enum(['0', '1', 'true', 'false'], { error: 'El campo cotización especial debe ser 1 o 0.' })
    .transform((v) => v === '1' || v === 'true'),
  product_id: id('producto'),
  product_color_id: id('color'),
  units: z.coerce
    .number({ error: 'El campo unidades debe ser un número.' })
    .int('El campo unidades debe ser un número entero.')
    .positive('El campo unidades debe ser mayor a 0.'),
  number_of_positions: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce
      .number({ error: 'El campo posiciones debe ser un número.' })
      .int('El campo posiciones debe ser un número entero.')
      .min(0, 'El campo posiciones no puede ser negativo.')
      .max(20, 'El campo posiciones no puede ser mayor a 20.')
      .optional(),
  ),
  customization_id: optionalId('personalización'),
  sale_volume_id: optionalId('volumen de venta'),
  brand_id: optionalId('marca'),
  channel_id: optionalId('canal'),
  additional_requirements: z
    .string()
    .max(REQUIREMENTS_MAX_LENGTH, `El campo requerimientos no debe exceder ${REQUIREMENTS_MAX_LENGTH} caracteres.`)
    .optional(),
});
export type QuotationFields = z.infer<typeof quotationFieldsSchema>;
/** The names of the multipart text fields. */
export type QuotationFieldName = keyof z.input<typeof quotationFieldsSchema>;

/** POST /sales-operator/quotations/create-quotation */
export const createQuotationResponse = z.object({ message: z.string(), quotation_id: z.number() });
export type CreateQuotationResponse = z.infer<typeof createQuotationResponse>;

// ——— GET /sales-operator/quotations/all-my-quotations-created ———

const dateField = (label: string) =>
  z
    .string()
    .refine(isApiDate, `El campo ${label} debe ser una fecha con formato YYYY-MM-DD.`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const myQuotationsQuery = z.object({
  page: z.coerce
    .number({ error: 'El campo página debe ser un número.' })
    .int('El campo página debe ser un número entero.')
    .min(1, 'El campo página debe ser al menos 1.')
    .default(1),
  size: z.coerce
    .number()
    .int()
    .refine((v) => v === QUOTATION_PAGE_SIZE, `El campo tamaño debe ser ${QUOTATION_PAGE_SIZE}.`)
    .default(QUOTATION_PAGE_SIZE),
  date_start: dateField('fecha inicial'),
  date_end: dateField('fecha final'),
  order_select_type: z.enum(QUOTATION_ORDERS, { error: 'El orden seleccionado no es válido.' }).default('default'),
});
export type MyQuotationsQuery = z.input<typeof myQuotationsQuery>;

export const quotationListItemSchema = z.object({
  id: z.number(),
  status: z.enum(SENT_QUOTATION_STATUSES),
  units: z.number(),
  special_quotation: z.boolean(),
  created_at: z.string(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string(), image: z.array(z.string()) }),
  color: z.object({ name: z.string(), hex: z.string() }),
  print_type: z.object({ name: z.string() }).nullable(),
  admin: z.object({ name: z.string(), last_name: z.string(), avatar: z.array(z.string()) }).nullable(),
  /** Company cpa only. */
  brand: z.object({ name: z.string(), client: z.object({ name: z.string() }) }).nullable(),
  channel: z.object({ name: z.string() }).nullable(),
  /** Pesos: the newest historic final price; null when there is none. */
  final_price: z.number().nullable(),
});
export type QuotationListItem = z.infer<typeof quotationListItemSchema>;

export const myQuotationsResponse = z.object({
  data: z.array(quotationListItemSchema),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
});
export type QuotationPage = z.infer<typeof myQuotationsResponse>;
