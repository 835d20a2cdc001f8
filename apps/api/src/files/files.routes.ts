import fs from 'node:fs';
import { fileDownloadParams, fileDownloadQuery } from '@cotizador/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { findStoredFile, verifyFileSignature } from './files.service.ts';

export function filesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/files/:id/download',
      {
        schema: {
          tags: ['files'],
          summary: 'Descarga un archivo con una URL firmada de corta duración',
          params: fileDownloadParams,
          querystring: fileDownloadQuery,
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!verifyFileSignature(ctx, id, request.query.expires, request.query.signature)) {
          throw new ForbiddenError('El enlace de descarga no es válido o ha caducado.');
        }
        const file = await findStoredFile(ctx, id);
        if (!file) throw new NotFoundError('El archivo no existe.');
        const encoded = encodeURIComponent(file.original_name);
        return reply
          .header('Content-Type', file.mime_type)
          .header(
            'Content-Disposition',
            `attachment; filename="${file.original_name.replace(/"/g, '')}"; filename*=UTF-8''${encoded}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(fs.createReadStream(file.path));
      },
    );
  };
}
