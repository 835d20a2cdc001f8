import { healthOkResponse, healthUnavailableResponse } from '@cotizador/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { isDatabaseReachable } from '../../db/database.ts';
import { pendingMigrations } from '../../db/migrate.ts';

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

    // Readiness for a load balancer: the database answers and every migration of this build has run.
    app.get(
      '/ready',
      {
        schema: {
          tags: ['system'],
          summary: 'Listo para atender (200 si la base de datos responde y las migraciones están al día, 503 si no)',
          response: { 200: healthOkResponse, 503: healthUnavailableResponse },
        },
      },
      async (request, reply) => {
        let reason: string | null = null;
        try {
          const pending = await pendingMigrations(ctx.db, ctx.dialect);
          if (pending.length > 0) reason = `pending migrations: ${pending.join(', ')}`;
        } catch (error) {
          reason = `database unreachable: ${error instanceof Error ? error.message : String(error)}`;
        }
        if (reason === null) return { status: 'ok' as const };
        request.log.warn({ reason }, 'not ready');
        return reply.status(503).send({ status: 'unavailable' as const });
      },
    );
  };
}
