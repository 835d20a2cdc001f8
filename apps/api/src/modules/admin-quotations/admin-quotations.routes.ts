import {
  adminQuotationDetailResponse,
  assignBody,
  priceRevisionBody,
  setStatusBody,
} from '@cotizador/contracts/admin-quotations';
import { quotationIdParams } from '@cotizador/contracts/quotation-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { adminQuotationDetail, assignQuotation, closeQuotation, revisePrice } from './admin-quotations.service.ts';

// DESIGN.md §9: the admin's quotation actions (domain actions as POST /{id}/{verb}).
export function adminQuotationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const security = [{ bearerAuth: [] }];
    const common = { tags: ['admin'], security, params: quotationIdParams, response: { 200: adminQuotationDetailResponse } };

    app.get(
      '/admin/quotations/:id',
      { schema: { ...common, summary: 'Una cotización con el vendedor, su empresa, el chat y el historial de precios' } },
      async (request) => ({ quotation: await adminQuotationDetail(ctx, request.params.id) }),
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
