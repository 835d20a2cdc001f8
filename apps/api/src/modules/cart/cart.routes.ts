import { CART_CLEARED_MESSAGE, CART_ITEM_DELETED_MESSAGE } from '@cotizador/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { readQuotationInput } from '../quotations/quotation-input.ts';
import { addToCart, deleteCartItem, destroyCart, editCartItem, finishCart, getCart } from '../quotations/quotations.service.ts';

const money = z.number();
const historicPriceSchema = z.object({
  units: z.number(),
  number_of_positions: z.number(),
  historic_base_price: money,
  historic_packaging_price_by_container: money,
  historic_cost_per_impression: money,
  historic_final_price: money,
  created_at: z.string(),
});

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

const cartSchema = z.object({ multi_quotation: z.array(cartItemSchema), total: money });
const multipartNote =
  'multipart/form-data: special_quotation, product_id, product_color_id, units, number_of_positions, customization_id, sale_volume_id, brand_id, channel_id, additional_requirements, specifications_file';

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { preHandler: requireOperator(ctx) };
    const security = [{ bearerAuth: [] }];

    app.get(
      '/sales-operator/cart',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Carrito de cotizaciones (borradores del vendedor)',
          security,
          response: { 200: cartSchema },
        },
      },
      async (request) => getCart(ctx, authOf(request)),
    );

    app.post(
      '/sales-operator/cart/add',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Agrega una cotización al carrito',
          description: multipartNote,
          security,
          response: { 200: cartSchema },
        },
      },
      async (request) =>
        idempotent(ctx, request, { scope: 'cart/add', userId: authOf(request).user.id }, async () =>
          addToCart(ctx, authOf(request), await readQuotationInput(request)),
        ),
    );

    app.post(
      '/sales-operator/cart/edit/:quotationId',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Reemplaza una cotización del carrito',
          description: multipartNote,
          security,
          params: z.object({
            quotationId: z.coerce.number({ error: 'La cotización no es válida.' }).int().positive('La cotización no es válida.'),
          }),
          response: { 200: cartSchema },
        },
      },
      async (request) => editCartItem(ctx, authOf(request), request.params.quotationId, await readQuotationInput(request)),
    );

    app.post(
      '/sales-operator/cart/delete',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Elimina una cotización del carrito',
          security,
          body: z.object({
            quotation_id: z.coerce
              .number({ error: 'El campo cotización es requerido.' })
              .int()
              .positive('El campo cotización no es válido.'),
          }),
          response: { 200: cartSchema.extend({ message: z.string() }) },
        },
      },
      async (request) => ({
        ...(await deleteCartItem(ctx, authOf(request), request.body.quotation_id)),
        message: CART_ITEM_DELETED_MESSAGE,
      }),
    );

    app.delete(
      '/sales-operator/cart/destroy',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Vacía el carrito',
          security,
          response: { 200: z.object({ message: z.string(), deleted: z.number() }) },
        },
      },
      async (request) => ({
        message: CART_CLEARED_MESSAGE,
        deleted: await destroyCart(ctx, authOf(request)),
      }),
    );

    app.post(
      '/sales-operator/cart/finish',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Envía el carrito: las cotizaciones pasan a SENT y se envían los correos',
          description: 'Cabecera opcional Idempotency-Key: un reintento con la misma clave recibe la primera respuesta.',
          security,
          headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
          response: { 200: z.object({ message: z.string(), quotation_ids: z.array(z.number()) }) },
        },
      },
      async (request) =>
        idempotent(ctx, request, { scope: 'cart/finish', userId: authOf(request).user.id }, () =>
          finishCart(ctx, authOf(request), request.headers['idempotency-key'] ?? null),
        ),
    );
  };
}
