import {
  adminInboxQuery,
  adminInboxResponse,
  adminListResponse,
  adminQuotationDetailResponse,
  assignBody,
  markSeenResponse,
  priceRevisionBody,
  setStatusBody,
} from '@cotizador/contracts/admin-quotations';
import { quotationIdParams } from '@cotizador/contracts/quotation-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { listAdmins, listInbox, markSeen, markSeenChecked } from './admin-inbox.service.ts';
import { adminQuotationDetail, assignQuotation, closeQuotation, revisePrice } from './admin-quotations.service.ts';

// DESIGN.md §9: the admin's quotation actions (domain actions as POST /{id}/{verb}).
export function adminQuotationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const security = [{ bearerAuth: [] }];
    const common = { tags: ['admin'], security, params: quotationIdParams, response: { 200: adminQuotationDetailResponse } };

    app.get(
      '/admin/quotations',
      {
        schema: {
          tags: ['admin'],
          security,
          summary: 'Bandeja de cotizaciones enviadas: filtros, búsqueda, conteo por estatus y mensajes sin leer',
          querystring: adminInboxQuery,
          response: { 200: adminInboxResponse },
        },
      },
      async (request) => listInbox(ctx, authOf(request), request.query),
    );

    app.get(
      '/admin/admins',
      { schema: { tags: ['admin'], security, summary: 'Administradores activos', response: { 200: adminListResponse } } },
      async () => listAdmins(ctx),
    );

    app.get(
      '/admin/quotations/:id',
      {
        schema: {
          ...common,
          summary: 'Una cotización con el vendedor, su empresa, el chat y el historial de precios (la marca como vista)',
        },
      },
      async (request) => {
        const quotation = await adminQuotationDetail(ctx, request.params.id);
        await markSeen(ctx, authOf(request), quotation.id);
        return { quotation };
      },
    );

    app.post(
      '/admin/quotations/:id/seen',
      {
        schema: {
          tags: ['admin'],
          security,
          params: quotationIdParams,
          summary: 'Marca la conversación como vista por el administrador',
          response: { 200: markSeenResponse },
        },
      },
      async (request) => markSeenChecked(ctx, authOf(request), request.params.id),
    );

    app.post(
      '/admin/quotations/:id/status',
      { schema: { ...common, summary: 'Finaliza la cotización (CLOSE es definitivo)', body: setStatusBody } },
      async (request) => ({ quotation: await closeQuotation(ctx, authOf(request), request.params.id) }),
    );

    app.post(
      '/admin/quotations/:id/price',
      { schema: { ...common, summary: 'Guarda una revisión del precio (pesos)', body: priceRevisionBody } },
      async (request) => ({ quotation: await revisePrice(ctx, authOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/admin/quotations/:id/assign',
      { schema: { ...common, summary: 'Asigna un administrador responsable', body: assignBody } },
      async (request) => ({ quotation: await assignQuotation(ctx, authOf(request), request.params.id, request.body.admin_id) }),
    );
  };
}
