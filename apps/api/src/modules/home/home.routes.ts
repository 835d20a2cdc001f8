import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireOperator, requireUser } from '../../plugins/authenticate.ts';
import { colorSchema } from '../catalogue/catalogue.schemas.ts';
import { bannerBySection, homeData } from './home.service.ts';

const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.array(z.string()),
  status: z.boolean(),
  category_id: z.number().nullable(),
});

const sliderSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  image: z.array(z.string()),
  image_mobile: z.array(z.string()),
  status: z.boolean(),
  product: z
    .object({
      id: z.number(),
      productcolors: z.array(
        z.object({ id: z.number(), color: colorSchema, images: z.array(z.string()), stock: z.number().nullable() }),
      ),
    })
    .nullable(),
});

const sectionParams = z.object({
  section: z.enum(['home', 'catalogue'], { error: 'La sección debe ser home o catalogue' }),
});

const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

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
          response: {
            200: z.object({
              categories: z.array(z.object({ id: z.number(), name: z.string(), image: z.string() })),
              sliders: z.array(sliderSchema),
              banner: bannerSchema.nullable(),
            }),
          },
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
          params: sectionParams,
          response: { 200: z.object({ banner: bannerSchema.nullable() }), 422: errorSchema },
        },
      },
      async (request) => ({ banner: await bannerBySection(ctx, request.params.section) }),
    );
  };
}
