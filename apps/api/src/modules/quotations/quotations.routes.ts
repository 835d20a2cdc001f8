import { createQuotationResponse, myQuotationsQuery, myQuotationsResponse } from '@cotizador/contracts/quotations';
import { mexicoCityToday } from '@cotizador/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { readQuotationInput } from './quotation-input.ts';
import { listMyQuotations } from './quotations.list.ts';
import { createDirectQuotation } from './quotations.service.ts';

export function quotationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const common = { onRequest: requireOperator(ctx) };
    const security = [{ bearerAuth: [] }];

    app.post(
      '/sales-operator/quotations/create-quotation',
      {
        ...common,
        schema: {
          tags: ['quotations'],
          summary: 'Guarda una cotización directamente (empresa cpa)',
          description: 'multipart/form-data con los campos de cart/add; brand_id y channel_id son obligatorios.',
          security,
          response: { 200: createQuotationResponse },
        },
      },
      async (request) =>
        idempotent(ctx, request, { scope: 'create-quotation', userId: authOf(request).user.id }, async () =>
          createDirectQuotation(ctx, authOf(request), await readQuotationInput(request)),
        ),
    );

    app.get(
      '/sales-operator/quotations/all-my-quotations-created',
      {
        ...common,
        schema: {
          tags: ['quotations'],
          summary: 'Mis cotizaciones (paginadas de 10 en 10)',
          security,
          querystring: myQuotationsQuery,
          response: { 200: myQuotationsResponse },
        },
      },
      async (request) => {
        const { page, size, date_start: dateStart, date_end: dateEnd, order_select_type: order } = request.query;
        const today = mexicoCityToday(ctx.clock.now());
        if (dateStart && dateEnd && dateStart > dateEnd)
          throw ValidationError.field('date_end', 'La fecha final debe ser igual o posterior a la fecha inicial.');
        if (dateEnd && dateEnd > today) throw ValidationError.field('date_end', 'La fecha final no puede ser posterior a hoy.');
        return listMyQuotations(ctx, authOf(request).user.id, { page, size, dateStart, dateEnd, order });
      },
    );
  };
}
