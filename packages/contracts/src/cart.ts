import { z } from 'zod';
import { idSchema } from './ids.ts';

// Cart contract (SPEC §3 Quotation, §7 cart calls). cart/add and cart/edit take the multipart
// quotation fields of the quotations contract. Money is pesos (JSON numbers, at most two decimals).

const money = z.number();

export const historicPriceSchema = z.object({
  units: z.number(),
  number_of_positions: z.number(),
  historic_base_price: money,
  historic_packaging_price_by_container: money,
  historic_cost_per_impression: money,
  historic_final_price: money,
  created_at: z.string(),
});
export type HistoricPrice = z.infer<typeof historicPriceSchema>;

/** A quotation in the cart (a draft owned by the operator). */
export const cartItemSchema = z.object({
  id: z.number(),
  status: z.string(),
  product_id: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    sku: z.string(),
    image: z.array(z.string()),
    product_types: z.array(z.object({ id: z.number(), name: z.string() })),
    is_special: z.boolean(),
  }),
  product_color_id: z.number(),
  color: z.object({ id: z.number(), name: z.string(), hex: z.string() }),
  customization_id: z.number().nullable(),
  sale_volume_id: z.number().nullable(),
  print_type_id: z.number().nullable(),
  print_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  personalization: z.string().nullable(),
  max_number_inks: z.number().nullable(),
  ink_text: z.string().nullable(),
  printing_area: z.string().nullable(),
  brand_id: z.number().nullable(),
  channel_id: z.number().nullable(),
  units: z.number(),
  number_of_positions: z.number(),
  special_quotation: z.boolean(),
  additional_requirements: z.string().nullable(),
  file: z.string().nullable().describe('URL firmada de descarga (15 min)'),
  file_name: z.string().nullable(),
  custom_total_master_boxes: z.number().nullable(),
  custom_days_approx_customization: z.number().nullable(),
  custom_days_approx_shipping: z.number().nullable(),
  custom_days_approx_delivery: z.number().nullable(),
  unit_price: money.describe('Precio unitario actual (SPEC §9)'),
  previous_unit_price: money.nullable().describe('Precio unitario al agregarlo o editarlo'),
  final_price: money.describe('Unidades × precio unitario actual'),
  available: z.boolean(),
  historic_prices: z.array(historicPriceSchema),
  created_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /sales-operator/cart and the answers of cart/add and cart/edit. */
export const cartResponse = z.object({ multi_quotation: z.array(cartItemSchema), total: money });
export type Cart = z.infer<typeof cartResponse>;

/** POST /sales-operator/cart/edit/:quotationId */
export const cartEditParams = z.object({
  quotationId: idSchema('La cotización no es válida.'),
});

/** POST /sales-operator/cart/delete */
export const cartDeleteBody = z.object({
  quotation_id: idSchema('El campo cotización no es válido.', 'El campo cotización es requerido.'),
});
export type CartDeleteBody = z.input<typeof cartDeleteBody>;
export const cartDeleteResponse = cartResponse.extend({ message: z.string() });
export type CartDeleteResponse = z.infer<typeof cartDeleteResponse>;

/** DELETE /sales-operator/cart/destroy */
export const cartDestroyResponse = z.object({ message: z.string(), deleted: z.number() });
export type CartDestroyResponse = z.infer<typeof cartDestroyResponse>;

/** POST /sales-operator/cart/finish: an optional Idempotency-Key replays the first answer. */
export const cartFinishHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
export const cartFinishResponse = z.object({ message: z.string(), quotation_ids: z.array(z.number()) });
export type FinishCartResponse = z.infer<typeof cartFinishResponse>;

/** At most this many quotations wait in one cart (issue 17). */
export const CART_MAX_ITEMS = 50;
export const CART_FULL_MESSAGE = `Tu carrito ya tiene ${CART_MAX_ITEMS} cotizaciones, el máximo. Envía o elimina alguna antes de agregar otra.`;

/** Spec files held by one operator's cart, in bytes (50 MB). */
export const CART_FILES_QUOTA_BYTES = 50 * 1024 * 1024;
export const CART_FILES_QUOTA_MESSAGE =
  'Los archivos de tu carrito ya suman 50 MB, el máximo. Envía o elimina cotizaciones con archivo antes de subir otro.';
