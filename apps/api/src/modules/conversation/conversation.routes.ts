import {
  createMessageBody,
  createMessageResponse,
  quotationDetailResponse,
  quotationIdParams,
} from '@cotizador/contracts/quotation-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireOperator, requireUser } from '../../plugins/authenticate.ts';
import { buildQuotationDetail, findOwnSentQuotation, postMessage } from './conversation.service.ts';

export function conversationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const security = [{ bearerAuth: [] }];

    // SPEC §7: only the operator who owns it reads a quotation here (admins use admin/quotations).
    app.get(
      '/sales-operator/quotations/:id/data',
      {
        onRequest: requireOperator(ctx),
        schema: {
          tags: ['quotations'],
          summary: 'Detalle de una cotización enviada del vendedor (chat e historial de precios incluidos)',
          security,
          params: quotationIdParams,
          response: { 200: quotationDetailResponse },
        },
      },
      async (request) => {
        const row = await findOwnSentQuotation(ctx, authOf(request), request.params.id);
        return { quotation: await buildQuotationDetail(ctx, row) };
      },
    );

    // `common/*`: the owning operator or any admin writes in the chat.
    app.post(
      '/common/quotations/:id/create-message-quotation',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['quotations'],
          summary: 'Escribe en el chat de una cotización (HTML limitado a p, br, strong, b, em, i)',
          security,
          params: quotationIdParams,
          body: createMessageBody,
          response: { 200: createMessageResponse },
        },
      },
      async (request) => ({ message: await postMessage(ctx, authOf(request), request.params.id, request.body.message) }),
    );
  };
}
