import { errorResponse } from '@cotizador/contracts/common';
import { bannerResponse, bannerSectionParams, homeDataResponse } from '@cotizador/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireOperator, requireUser } from '../../plugins/authenticate.ts';
import { bannerBySection, homeData } from './home.service.ts';

export function homeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sales-operator/home/data',
      {
        onRequest: requireOperator(ctx),
        schema: {
          tags: ['home'],
          summary: 'Página principal: tipos de producto con imagen, sliders activos y banner',
          security: [{ bearerAuth: [] }],
          response: { 200: homeDataResponse },
        },
      },
      async () => homeData(ctx),
    );

    app.get(
      '/common/banner-by-section/:section',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['home'],
          summary: 'Banner activo de una sección (home o catalogue), o null',
          security: [{ bearerAuth: [] }],
          params: bannerSectionParams,
          response: { 200: bannerResponse, 422: errorResponse },
        },
      },
      async (request) => ({ banner: await bannerBySection(ctx, request.params.section) }),
    );
  };
}
