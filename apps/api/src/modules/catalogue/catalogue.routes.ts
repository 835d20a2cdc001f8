import {
  idParams,
  productDetailResponse,
  productFiltersResponse,
  productPageResponse,
  productSearchQuery,
} from '@cotizador/contracts/catalogue';
import { errorResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { productDetail, productFilters, searchProducts, viewerOf } from './catalogue.service.ts';

export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const onRequest = requireOperator(ctx);

    app.get(
      '/sales-operator/products/product-filters',
      {
        onRequest,
        schema: {
          tags: ['catalogue'],
          summary: 'Opciones de filtro del catálogo, calculadas de los productos activos',
          description:
            'Cada lista trae solo opciones con al menos un producto activo. max_price está en pesos con los gastos indirectos ' +
            'de la empresa del vendedor, redondeado hacia arriba; sin productos: min_delivery 1, max_delivery 100, max_price 100.',
          security: [{ bearerAuth: [] }],
          response: { 200: productFiltersResponse },
        },
      },
      async (request) => productFilters(ctx, viewerOf(authOf(request))),
    );

    app.get(
      '/sales-operator/products/products-by-search-specific',
      {
        onRequest,
        // The catalogue's busiest answer (24 cards): compiled once from its contract (decision 027).
        serializerCompiler: fastSerializerCompiler,
        schema: {
          tags: ['catalogue'],
          summary: 'Búsqueda paginada del catálogo (productos activos)',
          description:
            'Listas: `colors[]=1&colors[]=2`, `colors=1` o `colors=1,2`. Dentro de una lista basta una coincidencia; entre filtros ' +
            'deben cumplirse todos. Precio: límites en pesos sobre el precio mostrado (con gastos indirectos). Entrega: ' +
            'min_delivery_days <= days_approx_delivery_until. Orden: `order=createdAtDesc|priceAsc|priceDesc`, o ' +
            '`order_type=created_at|price` con `order_sort=asc|desc`.',
          security: [{ bearerAuth: [] }],
          querystring: productSearchQuery,
          response: { 200: productPageResponse, 422: errorResponse },
        },
      },
      async (request) => searchProducts(ctx, viewerOf(authOf(request)), request.query),
    );

    app.get(
      '/sales-operator/products/product-by-id-and-sales-operator/:id',
      {
        onRequest,
        schema: {
          tags: ['catalogue'],
          summary: 'Detalle de un producto activo, con precios para la empresa del vendedor',
          security: [{ bearerAuth: [] }],
          params: idParams,
          response: { 200: productDetailResponse, 404: errorResponse, 422: errorResponse },
        },
      },
      async (request) => ({ product: await productDetail(ctx, viewerOf(authOf(request)), request.params.id) }),
    );
  };
}
