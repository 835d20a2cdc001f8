import {
  adminTaxonomiesResponse,
  adminTaxonomyMergeResponse,
  adminTaxonomyResponse,
  TAXONOMY_IMAGE_FIELD,
  taxonomyCreateFields,
  taxonomyIdParams,
  taxonomyKindParams,
  taxonomyListQuery,
  taxonomyMergeBody,
  taxonomyUpdateFields,
} from '@cotizador/contracts/admin-taxonomies';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { readContentInput } from '../admin-content/content-input.ts';
import { changeTaxonomy, createTaxonomy, listTaxonomy, mergeTaxonomy, removeTaxonomy } from './admin-taxonomies.service.ts';

const IMAGE_FILES = [TAXONOMY_IMAGE_FIELD] as const;

// The catalogue's named lists (issue 14, decision 030): admin token only. `{kind}` is categories,
// product-types, materials, colors, print-types or versions.
export function adminTaxonomiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
    const errors = { 404: errorResponse, 413: errorResponse, 422: validationErrorResponse };
    const bodyNote =
      'JSON o multipart/form-data: name; hex (#RRGGBB, solo colores); ' +
      `${TAXONOMY_IMAGE_FIELD} (archivo PNG, JPG o WebP de hasta 5 MB, solo categorías y tipos de producto; se guarda como WebP). ` +
      'El nombre es único sin distinguir mayúsculas ni acentos, como lo compara la importación.';

    app.get(
      '/admin/catalogue/taxonomies/:kind',
      {
        schema: {
          ...base,
          summary: 'Una clasificación del catálogo (búsqueda sin acentos, paginada) con cuántos productos usan cada entrada',
          params: taxonomyKindParams,
          querystring: taxonomyListQuery,
          response: { 200: adminTaxonomiesResponse, 422: validationErrorResponse },
        },
      },
      async (request) => listTaxonomy(ctx, request.params.kind, request.query),
    );
    app.post(
      '/admin/catalogue/taxonomies/:kind',
      {
        schema: {
          ...base,
          summary: 'Crea una entrada de la clasificación',
          description: bodyNote,
          consumes: ['application/json', 'multipart/form-data'],
          params: taxonomyKindParams,
          response: { 201: adminTaxonomyResponse, ...errors },
        },
      },
      async (request, reply) => {
        const input = await readContentInput(request, taxonomyCreateFields, IMAGE_FILES);
        const entry = await createTaxonomy(ctx, authOf(request), request.params.kind, input.fields, input.files);
        return reply.status(201).send({ entry });
      },
    );
    app.patch(
      '/admin/catalogue/taxonomies/:kind/:id',
      {
        schema: {
          ...base,
          summary: 'Cambia el nombre (y el color o la imagen) de una entrada; los operadores lo ven al momento',
          description: bodyNote,
          consumes: ['application/json', 'multipart/form-data'],
          params: taxonomyIdParams,
          response: { 200: adminTaxonomyResponse, ...errors },
        },
      },
      async (request) => {
        const input = await readContentInput(request, taxonomyUpdateFields, IMAGE_FILES);
        const { kind, id } = request.params;
        return { entry: await changeTaxonomy(ctx, authOf(request), kind, id, input.fields, input.files) };
      },
    );
    app.delete(
      '/admin/catalogue/taxonomies/:kind/:id',
      {
        schema: {
          ...base,
          summary: 'Elimina una entrada que nada usa; si la usan productos, cotizaciones o banners responde 409',
          params: taxonomyIdParams,
          response: { 200: messageResponse, 404: errorResponse, 409: errorResponse, 422: validationErrorResponse },
        },
      },
      async (request) => removeTaxonomy(ctx, authOf(request), request.params.kind, request.params.id),
    );
    app.post(
      '/admin/catalogue/taxonomies/:kind/:id/merge',
      {
        schema: {
          ...base,
          summary: 'Fusiona una entrada con otra de la misma clasificación: pasa todos sus usos a la otra y la elimina',
          params: taxonomyIdParams,
          body: taxonomyMergeBody,
          response: { 200: adminTaxonomyMergeResponse, 404: errorResponse, 422: validationErrorResponse },
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        return mergeTaxonomy(ctx, authOf(request), kind, id, request.body.into_id);
      },
    );
  };
}
