import {
  cartDeleteBody,
  cartDeleteResponse,
  cartDestroyResponse,
  cartEditParams,
  cartFinishHeaders,
  cartFinishResponse,
  cartResponse,
} from '@cotizador/contracts/cart';
import { CART_CLEARED_MESSAGE, CART_ITEM_DELETED_MESSAGE } from '@cotizador/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { readQuotationInput } from '../quotations/quotation-input.ts';
import { addToCart, deleteCartItem, destroyCart, editCartItem, finishCart, getCart } from '../quotations/quotations.service.ts';

const multipartNote =
  'multipart/form-data: special_quotation, product_id, product_color_id, units, number_of_positions, customization_id, sale_volume_id, brand_id, channel_id, additional_requirements, specifications_file';

export function cartRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const common = { onRequest: requireOperator(ctx) };
    const security = [{ bearerAuth: [] }];

    app.get(
      '/sales-operator/cart',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Carrito de cotizaciones (borradores del vendedor)',
          security,
          response: { 200: cartResponse },
        },
      },
      async (request) => getCart(ctx, authOf(request)),
    );

    app.post(
      '/sales-operator/cart/add',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Agrega una cotización al carrito',
          description: multipartNote,
          security,
          response: { 200: cartResponse },
        },
      },
      async (request) =>
        idempotent(ctx, request, { scope: 'cart/add', userId: authOf(request).user.id }, async () =>
          addToCart(ctx, authOf(request), await readQuotationInput(request)),
        ),
    );

    app.post(
      '/sales-operator/cart/edit/:quotationId',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Reemplaza una cotización del carrito',
          description: multipartNote,
          security,
          params: cartEditParams,
          response: { 200: cartResponse },
        },
      },
      async (request) => editCartItem(ctx, authOf(request), request.params.quotationId, await readQuotationInput(request)),
    );

    app.post(
      '/sales-operator/cart/delete',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Elimina una cotización del carrito',
          security,
          body: cartDeleteBody,
          response: { 200: cartDeleteResponse },
        },
      },
      async (request) => ({
        ...(await deleteCartItem(ctx, authOf(request), request.body.quotation_id)),
        message: CART_ITEM_DELETED_MESSAGE,
      }),
    );

    app.delete(
      '/sales-operator/cart/destroy',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Vacía el carrito',
          security,
          response: { 200: cartDestroyResponse },
        },
      },
      async (request) => ({
        message: CART_CLEARED_MESSAGE,
        deleted: await destroyCart(ctx, authOf(request)),
      }),
    );

    app.post(
      '/sales-operator/cart/finish',
      {
        ...common,
        schema: {
          tags: ['cart'],
          summary: 'Envía el carrito: las cotizaciones pasan a SENT y se envían los correos',
          description: 'Cabecera opcional Idempotency-Key: un reintento con la misma clave recibe la primera respuesta.',
          security,
          headers: cartFinishHeaders,
          response: { 200: cartFinishResponse },
        },
      },
      async (request) =>
        idempotent(ctx, request, { scope: 'cart/finish', userId: authOf(request).user.id }, () =>
          finishCart(ctx, authOf(request), request.headers['idempotency-key'] ?? null),
        ),
    );
  };
}
