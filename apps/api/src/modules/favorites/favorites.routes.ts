import { productIdBody } from '@cotizador/contracts/catalogue';
import { errorResponse } from '@cotizador/contracts/common';
import {
  addProductViewResponse,
  favoriteProductsResponse,
  productViewsResponse,
  toggleFavoriteResponse,
} from '@cotizador/contracts/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { viewerOf } from '../catalogue/catalogue.service.ts';
import { favoriteProducts, recentlyViewedProducts, recordProductView, toggleFavorite } from './favorites.service.ts';

/** SPEC §7: favourites and recently viewed products, strictly per operator. */
export function favoritesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const onRequest = requireOperator(ctx);
    const security = [{ bearerAuth: [] }];

    app.post(
      '/sales-operator/favorite-products/edit-favorite-product',
      {
        onRequest,
        schema: {
          tags: ['favorites'],
          summary: 'Marca o desmarca un producto como favorito (alterna)',
          security,
          body: productIdBody,
          response: { 200: toggleFavoriteResponse, 404: errorResponse, 422: errorResponse },
        },
      },
      async (request) => toggleFavorite(ctx, viewerOf(authOf(request)), request.body.product_id),
    );

    app.get(
      '/sales-operator/favorite-products/all',
      {
        onRequest,
        schema: {
          tags: ['favorites'],
          summary: 'Productos favoritos del vendedor, el más reciente primero',
          security,
          response: { 200: favoriteProductsResponse },
        },
      },
      async (request) => ({ favorite_products: await favoriteProducts(ctx, viewerOf(authOf(request))) }),
    );

    app.post(
      '/sales-operator/product-views/add-product-view',
      {
        onRequest,
        schema: {
          tags: ['favorites'],
          summary: 'Registra que el vendedor vio un producto (actualiza la fecha si ya lo había visto)',
          security,
          body: productIdBody,
          response: { 200: addProductViewResponse, 404: errorResponse, 422: errorResponse },
        },
      },
      async (request) => ({ product_view: await recordProductView(ctx, viewerOf(authOf(request)), request.body.product_id) }),
    );

    app.get(
      '/sales-operator/product-views/all',
      {
        onRequest,
        schema: {
          tags: ['favorites'],
          summary: 'Productos vistos recientemente por el vendedor (24 como máximo, el más reciente primero)',
          security,
          response: { 200: productViewsResponse },
        },
      },
      async (request) => ({ products_views: await recentlyViewedProducts(ctx, viewerOf(authOf(request))) }),
    );
  };
}
