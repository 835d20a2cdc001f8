import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireOperator } from '../../plugins/authenticate.ts';

export function commonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { preHandler: requireOperator(ctx) };
    const security = [{ bearerAuth: [] }];

    app.get(
      '/common/all-clients',
      {
        ...common,
        schema: {
          tags: ['common'],
          summary: 'Clientes con sus marcas',
          security,
          response: {
            200: z.object({
              clients: z.array(
                z.object({ id: z.number(), name: z.string(), brands: z.array(z.object({ id: z.number(), name: z.string() })) }),
              ),
            }),
          },
        },
      },
      async () => {
        const [clients, brands] = await Promise.all([
          ctx.db.selectFrom('clients').select(['id', 'name']).orderBy('name').execute(),
          ctx.db.selectFrom('brands').select(['id', 'name', 'client_id']).orderBy('name').execute(),
        ]);
        return {
          clients: clients.map((client) => ({
            ...client,
            brands: brands.filter((b) => b.client_id === client.id).map((b) => ({ id: b.id, name: b.name })),
          })),
        };
      },
    );

    app.get(
      '/common/all-channels',
      {
        ...common,
        schema: {
          tags: ['common'],
          summary: 'Canales de venta',
          security,
          response: { 200: z.object({ channels: z.array(z.object({ id: z.number(), name: z.string() })) }) },
        },
      },
      async () => ({ channels: await ctx.db.selectFrom('channels').select(['id', 'name']).orderBy('name').execute() }),
    );
  };
}
