import { healthOkResponse, healthUnavailableResponse } from '@cotizador/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { isDatabaseReachable } from '../../db/database.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Estado del servicio (200 si la base de datos responde, 503 si no)',
          response: { 200: healthOkResponse, 503: healthUnavailableResponse },
        },
      },
      async (_request, reply) => {
        if (await isDatabaseReachable(ctx.db)) return { status: 'ok' as const };
        return reply.status(503).send({ status: 'unavailable' as const });
      },
    );
  };
}
