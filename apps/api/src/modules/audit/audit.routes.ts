import { adminAuditQuery, adminAuditResponse } from '@cotizador/contracts/admin-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../plugins/authenticate.ts';
import { listAudit } from './audit.service.ts';

// GET /admin/audit: the audit log, newest first, filtered by object (decision 026).
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    app.get(
      '/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'Bitácora de cambios de los administradores (quién, cuándo, qué, antes → después)',
          security: [{ bearerAuth: [] }],
          querystring: adminAuditQuery,
          response: { 200: adminAuditResponse },
        },
      },
      async (request) => listAudit(ctx, request.query),
    );
  };
}
