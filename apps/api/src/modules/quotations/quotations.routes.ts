import { isApiDate, mexicoCityToday } from '@cotizador/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { readQuotationInput } from './quotation-input.ts';
import { listMyQuotations, QUOTATION_ORDERS, QUOTATION_PAGE_SIZE } from './quotations.list.ts';
import { createDirectQuotation } from './quotations.service.ts';

const dateField = (label: string) =>
  z
    .string()
    .refine(isApiDate, `El campo ${label} debe ser una fecha con formato YYYY-MM-DD.`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export function quotationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { preHandler: requireOperator(ctx) };
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
          response: { 200: z.object({ message: z.string(), quotation_id: z.number() }) },
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
          querystring: z.object({
            page: z.coerce
              .number({ error: 'El campo página debe ser un número.' })
              .int('El campo página debe ser un número entero.')
              .min(1, 'El campo página debe ser al menos 1.')
              .default(1),
            size: z.coerce
              .number()
              .int()
              .refine((v) => v === QUOTATION_PAGE_SIZE, `El campo tamaño debe ser ${QUOTATION_PAGE_SIZE}.`)
              .default(QUOTATION_PAGE_SIZE),
            date_start: dateField('fecha inicial'),
            date_end: dateField('fecha final'),
            order_select_type: z.enum(QUOTATION_ORDERS, { error: 'El orden seleccionado no es válido.' }).default('default'),
          }),
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
