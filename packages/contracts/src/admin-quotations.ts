import { z } from 'zod';
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
  admin_id: z.number({ error: 'El campo administrador es requerido.' }).int().positive('El administrador no es válido.'),
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
