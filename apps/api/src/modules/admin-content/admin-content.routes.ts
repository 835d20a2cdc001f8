import { adminIdParams } from '@cotizador/contracts/admin-accounts';
import {
  adminBannerOrderResponse,
  adminBannerResponse,
  adminBannersQuery,
  adminBannersResponse,
  adminSliderOrderResponse,
  adminSliderResponse,
  adminSlidersQuery,
  adminSlidersResponse,
  bannerFields,
  bannerOrderBody,
  bannerUpdateFields,
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MOBILE_FIELD,
  contentCategoriesResponse,
  contentOrderBody,
  contentProductsQuery,
  contentProductsResponse,
  sliderFields,
  sliderUpdateFields,
} from '@cotizador/contracts/admin-content';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import {
  changeBanner,
  changeSlider,
  contentCategories,
  contentProducts,
  createBanner,
  createSlider,
  getAdminBanner,
  getAdminSlider,
  listAdminBanners,
  listAdminSliders,
  orderBanners,
  orderSliders,
  removeBanner,
  removeSlider,
} from './admin-content.service.ts';
import { readContentInput } from './content-input.ts';

const SLIDER_FILES = [CONTENT_IMAGE_FIELD, CONTENT_IMAGE_MOBILE_FIELD] as const;
const BANNER_FILES = [CONTENT_IMAGE_FIELD] as const;

// Sliders and banners (issue 15, DESIGN.md §9): admin token only. Create and change take
// multipart/form-data (PATCH also JSON without images).
export function adminContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
    const errors = { 404: errorResponse, 413: errorResponse, 422: validationErrorResponse };
    const sliderNote = `multipart/form-data: title, description, status, product_id, product_color_id (un color de ese producto), ${CONTENT_IMAGE_FIELD}, ${CONTENT_IMAGE_MOBILE_FIELD} (PNG, JPG o WebP de hasta 5 MB)`;
    const bannerNote = `multipart/form-data: title, description, status, section, category_id, ${CONTENT_IMAGE_FIELD} (PNG, JPG o WebP de hasta 5 MB)`;

    // ——— Pickers of the forms ———
    app.get(
      '/admin/content/products',
      {
        schema: {
          ...base,
          summary: 'Productos activos por nombre o SKU (máximo 20), con sus colores, para elegir el de un slider',
          querystring: contentProductsQuery,
          response: { 200: contentProductsResponse, 422: validationErrorResponse },
        },
      },
      async (request) => contentProducts(ctx, request.query),
    );
    app.get(
      '/admin/content/categories',
      {
        schema: {
          ...base,
          summary: 'Categorías (temporadas) que puede filtrar el botón de un banner',
          response: { 200: contentCategoriesResponse },
        },
      },
      async () => contentCategories(ctx),
    );

    // ——— Sliders ———
    app.get(
      '/admin/sliders',
      {
        schema: {
          ...base,
          summary: 'Sliders del inicio, en el orden en que se muestran',
          querystring: adminSlidersQuery,
          response: { 200: adminSlidersResponse },
        },
      },
      async (request) => listAdminSliders(ctx, request.query),
    );
    app.get(
      '/admin/sliders/:id',
      {
        schema: {
          ...base,
          summary: 'Un slider',
          params: adminIdParams,
          response: { 200: adminSliderResponse, 404: errorResponse },
        },
      },
      async (request) => ({ slider: await getAdminSlider(ctx, request.params.id) }),
    );
    app.post(
      '/admin/sliders',
      {
        schema: {
          ...base,
          summary: 'Crea un slider (al final del orden)',
          description: sliderNote,
          consumes: ['multipart/form-data'],
          response: { 201: adminSliderResponse, ...errors },
        },
      },
      async (request, reply) => {
        const input = await readContentInput(request, sliderFields, SLIDER_FILES);
        return reply.status(201).send({ slider: await createSlider(ctx, authOf(request), input.fields, input.files) });
      },
    );
    app.patch(
      '/admin/sliders/:id',
      {
        schema: {
          ...base,
          summary: 'Cambia un slider (multipart o JSON)',
          description: sliderNote,
          consumes: ['multipart/form-data', 'application/json'],
          params: adminIdParams,
          response: { 200: adminSliderResponse, ...errors },
        },
      },
      async (request) => {
        const input = await readContentInput(request, sliderUpdateFields, SLIDER_FILES);
        return { slider: await changeSlider(ctx, authOf(request), request.params.id, input.fields, input.files) };
      },
    );
    app.delete(
      '/admin/sliders/:id',
      {
        schema: {
          ...base,
          summary: 'Elimina un slider y sus imágenes',
          params: adminIdParams,
          response: { 200: messageResponse, 404: errorResponse },
        },
      },
      async (request) => removeSlider(ctx, authOf(request), request.params.id),
    );
    app.post(
      '/admin/sliders/order',
      {
        schema: {
          ...base,
          summary: 'Fija el orden de los sliders (todos los ids, el primero se muestra primero)',
          body: contentOrderBody,
          response: { 200: adminSliderOrderResponse, 422: validationErrorResponse },
        },
      },
      async (request) => ({ sliders: await orderSliders(ctx, authOf(request), request.body.ids) }),
    );

    // ——— Banners ———
    app.get(
      '/admin/banners',
      {
        schema: {
          ...base,
          summary: 'Banners por sección, en su orden',
          querystring: adminBannersQuery,
          response: { 200: adminBannersResponse },
        },
      },
      async (request) => listAdminBanners(ctx, request.query),
    );
    app.get(
      '/admin/banners/:id',
      {
        schema: {
          ...base,
          summary: 'Un banner',
          params: adminIdParams,
          response: { 200: adminBannerResponse, 404: errorResponse },
        },
      },
      async (request) => ({ banner: await getAdminBanner(ctx, request.params.id) }),
    );
    app.post(
      '/admin/banners',
      {
        schema: {
          ...base,
          summary: 'Crea un banner (primero de su sección)',
          description: bannerNote,
          consumes: ['multipart/form-data'],
          response: { 201: adminBannerResponse, ...errors },
        },
      },
      async (request, reply) => {
        const input = await readContentInput(request, bannerFields, BANNER_FILES);
        return reply.status(201).send({ banner: await createBanner(ctx, authOf(request), input.fields, input.files) });
      },
    );
    app.patch(
      '/admin/banners/:id',
      {
        schema: {
          ...base,
          summary: 'Cambia un banner (multipart o JSON)',
          description: bannerNote,
          consumes: ['multipart/form-data', 'application/json'],
          params: adminIdParams,
          response: { 200: adminBannerResponse, ...errors },
        },
      },
      async (request) => {
        const input = await readContentInput(request, bannerUpdateFields, BANNER_FILES);
        return { banner: await changeBanner(ctx, authOf(request), request.params.id, input.fields, input.files) };
      },
    );
    app.delete(
      '/admin/banners/:id',
      {
        schema: {
          ...base,
          summary: 'Elimina un banner y su imagen',
          params: adminIdParams,
          response: { 200: messageResponse, 404: errorResponse },
        },
      },
      async (request) => removeBanner(ctx, authOf(request), request.params.id),
    );
    app.post(
      '/admin/banners/order',
      {
        schema: {
          ...base,
          summary: 'Fija el orden de los banners de una sección',
          body: bannerOrderBody,
          response: { 200: adminBannerOrderResponse, 422: validationErrorResponse },
        },
      },
      async (request) => ({ banners: await orderBanners(ctx, authOf(request), request.body.section, request.body.ids) }),
    );
  };
}
