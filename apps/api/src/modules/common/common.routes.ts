import { channelsResponse, clientsResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireOperator } from '../../plugins/authenticate.ts';

export function commonRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const common = { onRequest: requireOperator(ctx) };
    const security = [{ bearerAuth: [] }];

    app.get(
      '/common/all-clients',
      {
        ...common,
        schema: {
          tags: ['common'],
          summary: 'Clientes con sus marcas',
          security,
          response: { 200: clientsResponse },
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
          response: { 200: channelsResponse },
        },
      },
      async () => ({ channels: await ctx.db.selectFrom('channels').select(['id', 'name']).orderBy('name').execute() }),
    );
  };
}
