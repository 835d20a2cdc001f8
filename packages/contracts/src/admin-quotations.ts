import { z } from 'zod';
import { MAX_ID } from './ids.ts';
import { quotationDetailSchema } from './quotation-detail.ts';

// The admin side of a quotation (DESIGN.md §9; paths under /api/admin are ours).

/** GET /admin/quotations/{id}: the operator's detail plus who the operator is. */
export const adminQuotationDetailSchema = quotationDetailSchema.extend({
  sales_operator: z.object({
    id: z.number(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    company: z.object({ name: z.string(), code: z.string(), percentage_indirect_expenses: z.number().nullable() }),
  }),
});
export const adminQuotationDetailResponse = z.object({ quotation: adminQuotationDetailSchema });
export type AdminQuotationDetail = z.infer<typeof adminQuotationDetailSchema>;

export const ADMIN_STATUS_MESSAGES = {
  unknown: 'El estatus seleccionado no es válido.',
} as const;

/** POST /admin/quotations/{id}/status: only CLOSE is set by hand (SENT → IN_PROCESS happens by itself). */
export const setStatusBody = z.object({
  status: z
    .string({ error: 'El campo estatus es requerido.' })
    .refine((value) => value === 'CLOSE', ADMIN_STATUS_MESSAGES.unknown),
});

/** POST /admin/quotations/{id}/assign */
export const assignBody = z.object({
  admin_id: z
    .number({ error: 'El campo administrador es requerido.' })
    .int()
    .positive('El administrador no es válido.')
    .max(MAX_ID, 'El administrador no es válido.'),
});

const money = (label: string) =>
  z
    .number({ error: `El campo ${label} debe ser un número.` })
    .min(0, `El campo ${label} no puede ser negativo.`)
    .max(10_000_000, `El campo ${label} es demasiado grande.`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `El campo ${label} admite a lo más 2 decimales.`);

/** POST /admin/quotations/{id}/price (pesos). */
export const priceRevisionBody = z.object({
  units: z
    .number({ error: 'El campo unidades debe ser un número.' })
    .int('El campo unidades debe ser un número entero.')
    .min(1, 'El campo unidades debe ser mayor a 0.')
    .max(10_000_000, 'El campo unidades es demasiado grande.'),
  number_of_positions: z
    .number({ error: 'El campo posiciones debe ser un número.' })
    .int('El campo posiciones debe ser un número entero.')
    .min(0, 'El campo posiciones no puede ser negativo.')
    .max(20, 'El campo posiciones no puede ser mayor a 20.'),
  historic_base_price: money('precio base'),
  historic_packaging_price_by_container: money('empaque por contenedor'),
  historic_cost_per_impression: money('costo por impresión'),
});
export type PriceRevisionBody = z.infer<typeof priceRevisionBody>;

export const adminActionResponse = z.object({ message: z.string(), quotation: adminQuotationDetailSchema });

// ——— GET /admin/quotations: the admin inbox (issue 12 API, issue 13 screens) ———

/** Inbox page size: 20 rows by default; the select offers these. */
export const ADMIN_INBOX_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_INBOX_DEFAULT_PAGE_SIZE = 20;
/** `status` filter: one sent status, or every one. */
export const ADMIN_INBOX_STATUSES = ['SENT', 'IN_PROCESS', 'CLOSE', 'ALL'] as const;
export type AdminInboxStatus = (typeof ADMIN_INBOX_STATUSES)[number];
/** `assigned` filter: the signed-in admin's, nobody's, or every quotation. */
export const ADMIN_INBOX_ASSIGNED = ['me', 'unassigned', 'all'] as const;
export type AdminInboxAssigned = (typeof ADMIN_INBOX_ASSIGNED)[number];
/** `order`: newest activity first (default), newest created, oldest created. */
export const ADMIN_INBOX_ORDERS = ['activityDesc', 'createdAtDesc', 'createdAtAsc'] as const;
export type AdminInboxOrder = (typeof ADMIN_INBOX_ORDERS)[number];

const inboxDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `El campo ${label} debe ser una fecha con formato YYYY-MM-DD.`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** Query of GET /admin/quotations. Dates are Mexico City days (YYYY-MM-DD), both inclusive. */
export const adminInboxQuery = z.object({
  page: z.coerce
    .number({ error: 'El campo página debe ser un número.' })
    .int('El campo página debe ser un número entero.')
    .min(1, 'El campo página debe ser al menos 1.')
    .max(100_000, 'El campo página es demasiado grande.')
    .default(1),
  per_page: z.coerce
    .number({ error: 'El campo tamaño debe ser un número.' })
    .int('El campo tamaño debe ser un número entero.')
    .refine(
      (v) => (ADMIN_INBOX_PAGE_SIZES as readonly number[]).includes(v),
      `El campo tamaño debe ser ${ADMIN_INBOX_PAGE_SIZES.join(', ')}.`,
    )
    .default(ADMIN_INBOX_DEFAULT_PAGE_SIZE),
  status: z.enum(ADMIN_INBOX_STATUSES, { error: 'El estatus seleccionado no es válido.' }).default('ALL'),
  assigned: z.enum(ADMIN_INBOX_ASSIGNED, { error: 'El filtro de asignación no es válido.' }).default('all'),
  search: z.string().max(200, 'La búsqueda no debe exceder 200 caracteres.').optional(),
  date_start: inboxDate('fecha inicial'),
  date_end: inboxDate('fecha final'),
  order: z.enum(ADMIN_INBOX_ORDERS, { error: 'El orden seleccionado no es válido.' }).default('activityDesc'),
});
export type AdminInboxQuery = z.input<typeof adminInboxQuery>;

const person = z.object({ id: z.number(), name: z.string(), last_name: z.string() });

export const adminInboxItemSchema = z.object({
  id: z.number(),
  status: z.enum(['SENT', 'IN_PROCESS', 'CLOSE']),
  created_at: z.string(),
  /** The newest of: sent, last message, last price revision, last status change. */
  last_activity_at: z.string(),
  units: z.number(),
  special_quotation: z.boolean(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string(), image: z.array(z.string()) }),
  sales_operator: person.extend({
    email: z.string(),
    company: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  }),
  /** Company cpa only. */
  brand: z.object({ name: z.string(), client: z.object({ name: z.string() }) }).nullable(),
  channel: z.object({ name: z.string() }).nullable(),
  /** The responsible admin; null when nobody took it yet. */
  admin: person.nullable(),
  /** Pesos: the newest historic final price; null when there is none. */
  final_price: z.number().nullable(),
  /** The newest message of the conversation, as plain text (HTML stripped, at most 140 characters). */
  last_message: z.object({ excerpt: z.string(), created_at: z.string(), from_operator: z.boolean() }).nullable(),
  /** True when the operator wrote after the signed-in admin last opened this quotation. */
  unread: z.boolean(),
});
export type AdminInboxItem = z.infer<typeof adminInboxItemSchema>;

export const adminInboxResponse = z.object({
  data: z.array(adminInboxItemSchema),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** Counts per status tab under the same assigned/search/date filters (status ignored). */
  counts: z.object({ SENT: z.number(), IN_PROCESS: z.number(), CLOSE: z.number(), ALL: z.number() }),
});
export type AdminInboxResponse = z.infer<typeof adminInboxResponse>;

/** GET /admin/admins: who a quotation can be assigned to (active admins). */
export const adminListResponse = z.object({
  admins: z.array(person.extend({ email: z.string() })),
});
export type AdminListResponse = z.infer<typeof adminListResponse>;

/** POST /admin/quotations/{id}/seen: the signed-in admin read the conversation (clears `unread`). */
export const markSeenResponse = z.object({ unread: z.boolean() });
