import { channelsResponse, clientsResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireOperator } from '../../plugins/authenticate.ts';
import { allChannels, allClients } from './common.service.ts';

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
      async () => ({ clients: await allClients(ctx) }),
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
      async () => ({ channels: await allChannels(ctx) }),
    );
  };
}
