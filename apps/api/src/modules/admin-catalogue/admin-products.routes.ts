import { adminIdParams } from '@cotizador/contracts/admin-accounts';
import {
  adminCatalogueOptionsResponse,
  adminProductResponse,
  adminProductSaveResponse,
  adminProductsQuery,
  adminProductsResponse,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_MESSAGES,
  productCreateBody,
  productImageResponse,
  productUpdateBody,
} from '@cotizador/contracts/admin-products';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { changeProduct, createProduct, getCatalogueOptions, getProduct, listProducts } from './admin-products.service.ts';
import { storeProductImage } from './product-media.ts';

// Issue 14, decision 029: the admin's products table and product editor. Admin token only
// (operators 403). A product is never deleted: `is_active: false` hides it from the operators.
export function adminProductsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

    app.get(
      '/admin/catalogue/products',
      {
        schema: {
          ...base,
          summary: 'Productos (búsqueda por SKU o nombre sin importar acentos, tipo, activo; paginados)',
          querystring: adminProductsQuery,
          response: { 200: adminProductsResponse },
        },
      },
      async (request) => listProducts(ctx, request.query),
    );
    app.get(
      '/admin/catalogue/products/:id',
      {
        schema: {
          ...base,
          summary: 'Un producto con todas sus listas (colores, precios, cajas, relacionados)',
          params: adminIdParams,
          response: { 200: adminProductResponse, 404: errorResponse },
        },
      },
      async (request) => ({ product: await getProduct(ctx, request.params.id) }),
    );
    app.get(
      '/admin/catalogue/options',
      {
        schema: {
          ...base,
          summary: 'Tipos, categorías, materiales, versiones, colores, tipos de impresión y cajas para el editor',
          response: { 200: adminCatalogueOptionsResponse },
        },
      },
      async () => getCatalogueOptions(ctx),
    );
    app.post(
      '/admin/catalogue/products',
      {
        schema: {
          ...base,
          summary: 'Crea un producto con sus listas',
          body: productCreateBody,
          response: { 201: adminProductSaveResponse, 422: validationErrorResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ message: PRODUCT_MESSAGES.created, product: await createProduct(ctx, authOf(request), request.body) }),
    );
    app.patch(
      '/admin/catalogue/products/:id',
      {
        schema: {
          ...base,
          summary: 'Cambia un producto; cada lista enviada reemplaza la del producto',
          params: adminIdParams,
          body: productUpdateBody,
          response: { 200: adminProductSaveResponse, 404: errorResponse, 422: validationErrorResponse },
        },
      },
      async (request) => ({
        message: PRODUCT_MESSAGES.updated,
        product: await changeProduct(ctx, authOf(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/admin/catalogue/images',
      {
        schema: {
          ...base,
          summary: 'Sube una imagen de producto o color (multipart `file`: PNG, JPG o WebP de hasta 5 MB; se guarda en WebP)',
          consumes: ['multipart/form-data'],
          response: { 201: productImageResponse, 400: errorResponse, 413: errorResponse, 422: validationErrorResponse },
        },
      },
      async (request, reply) => reply.status(201).send(await storeProductImage(ctx, await receiveImage(request))),
    );
  };
}

/** The `file` part in memory (≤ 5 MB); its own faults are 4xx, never a 5xx. */
async function receiveImage(request: FastifyRequest): Promise<Buffer> {
  const missing = () => ValidationError.field(PRODUCT_IMAGE_FIELD, PRODUCT_MESSAGES.imageRequired);
  if (!request.isMultipart()) throw missing();
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (part.fieldname === PRODUCT_IMAGE_FIELD && buffer.length > 0) image = buffer;
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'La imagen no debe pesar más de 5 MB.', {
        [PRODUCT_IMAGE_FIELD]: ['La imagen no debe pesar más de 5 MB.'],
      });
    }
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'El cuerpo de la solicitud no es válido.');
  }
  if (!image) throw missing();
  return image;
}
