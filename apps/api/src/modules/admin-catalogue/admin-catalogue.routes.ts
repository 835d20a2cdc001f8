import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOGUE_IMPORT_FILE_FIELD,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MESSAGES,
  catalogueExportQuery,
  catalogueImportErrorResponse,
  catalogueImportQuery,
  catalogueImportResponse,
} from '@cotizador/contracts/admin-catalogue';
import { errorResponse } from '@cotizador/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { importCatalogue, streamCatalogueExport } from './admin-catalogue.service.ts';

// DESIGN.md §9 and issue 14: the catalogue spreadsheet round trip for admins.
export function adminCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin(ctx));
    const security = [{ bearerAuth: [] }];

    app.get(
      '/admin/catalogue/export',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Descarga el catálogo: XLSX con las hojas Productos, Colores, Precios, Cajas y Relacionados, o CSV de Productos',
          security,
          querystring: catalogueExportQuery,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const output = new PassThrough();
        const fileName = streamCatalogueExport(ctx, format, output);
        return reply
          .type(
            format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
          )
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(output);
      },
    );

    app.post(
      '/admin/catalogue/import',
      {
        schema: {
          tags: ['admin'],
          summary: 'Importa el catálogo (multipart `file`: XLSX o CSV); con dry_run=1 solo revisa',
          description:
            'Todo o nada, en una transacción: cualquier celda inválida rechaza el archivo con 422 y `errors` ' +
            '[{ sheet, row, column, message }] (hasta 200; `more_errors` cuenta el resto). Responde cuántos productos ' +
            'se crearon, cambiaron o quedaron igual.',
          security,
          consumes: ['multipart/form-data'],
          querystring: catalogueImportQuery,
          response: {
            200: catalogueImportResponse,
            401: errorResponse,
            403: errorResponse,
            413: errorResponse,
            415: errorResponse,
            422: catalogueImportErrorResponse.or(errorResponse),
          },
        },
      },
      async (request, reply) => {
        const missing = () => ValidationError.field(CATALOGUE_IMPORT_FILE_FIELD, CATALOGUE_IMPORT_MESSAGES.fileRequired);
        if (!request.isMultipart()) throw missing();
        let dryRun = isTrue(request.query.dry_run);
        const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'cotizador-import-'));
        const filePath = path.join(dir, 'upload');
        try {
          const upload = await receiveUpload(request, filePath);
          dryRun = dryRun || upload.dryRun;
          if (!upload.received || (await fs.promises.stat(filePath)).size === 0) throw missing();
          const result = await importCatalogue(ctx, filePath, {
            dryRun,
            actorId: authOf(request).user.id,
            fileName: upload.fileName,
          });
          if (result.kind === 'rejected') return reply.status(422).send(result.body);
          return { message: result.message, report: result.report };
        } finally {
          await fs.promises.rm(dir, { recursive: true, force: true });
        }
      },
    );
  };
}

/** Streams the `file` part to `filePath`; the upload's own faults are 4xx, never a 5xx. */
async function receiveUpload(
  request: FastifyRequest,
  filePath: string,
): Promise<{ received: boolean; dryRun: boolean; fileName: string }> {
  let received = false;
  let fileName = '';
  let truncated = false;
  let dryRun = false;
  try {
    // The file goes to disk as it arrives; fields may come before or after it.
    for await (const part of request.parts({
      limits: { fileSize: CATALOGUE_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== CATALOGUE_IMPORT_FILE_FIELD || received) {
          part.file.resume();
          continue;
        }
        received = true;
        // For the audit log only (the content says what the file is): printable, at most 200 characters.
        fileName = (part.filename ?? '').replace(/[\p{Cc}]/gu, '').slice(0, 200);
        await pipeline(part.file, fs.createWriteStream(filePath));
        truncated = part.file.truncated;
      } else if (part.fieldname === 'dry_run' && typeof part.value === 'string') {
        dryRun = isTrue(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError(413, CATALOGUE_IMPORT_MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    // A broken multipart body (cut, wrong boundary, too many parts).
    throw new AppError(400, 'El cuerpo de la solicitud no es válido.');
  }
  if (truncated) throw new AppError(413, CATALOGUE_IMPORT_MESSAGES.tooLarge);
  return { received, dryRun, fileName };
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}
