import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { listDraftQuotations } from './cart.repository.ts';

const cartItemSchema = z.object({
  id: z.number(),
  status: z.string(),
  product_id: z.number(),
  product_color_id: z.number(),
  customization_id: z.number().nullable(),
  sale_volume_id: z.number().nullable(),
  print_type_id: z.number().nullable(),
  brand_id: z.number().nullable(),
  channel_id: z.number().nullable(),
  units: z.number(),
  number_of_positions: z.number(),
  special_quotation: z.boolean(),
  additional_requirements: z.string().nullable(),
  created_at: z.string(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string(), image: z.array(z.string()) }),
});

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sales-operator/cart',
      {
        preHandler: requireOperator(ctx),
        schema: {
          tags: ['cart'],
          summary: 'Carrito de cotizaciones del vendedor (cotizaciones en borrador)',
          security: [{ bearerAuth: [] }],
          response: { 200: z.object({ multi_quotation: z.array(cartItemSchema) }) },
        },
      },
      async (request) => {
        const rows = await listDraftQuotations(ctx.db, authOf(request).user.id);
        return {
          multi_quotation: rows.map((row) => ({
            id: row.id,
            status: row.status,
            product_id: row.product_id,
            product_color_id: row.product_color_id,
            customization_id: row.customization_id,
            sale_volume_id: row.sale_volume_id,
            print_type_id: row.print_type_id,
            brand_id: row.brand_id,
            channel_id: row.channel_id,
            units: row.units,
            number_of_positions: row.number_of_positions,
            special_quotation: row.special_quotation === 1,
            additional_requirements: row.additional_requirements,
            created_at: row.created_at,
            product: { id: row.product_id, name: row.product_name, sku: row.product_sku, image: JSON.parse(row.product_images) as string[] },
          })),
        };
      },
    );
  };
}
