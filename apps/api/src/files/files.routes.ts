import fs from 'node:fs';
import path from 'node:path';
import { fileDownloadParams, fileDownloadQuery } from '@cotizador/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import { verifyFileSignature } from './files.service.ts';

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
        const file = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
        const fullPath = file ? path.join(ctx.config.uploadsDir, file.storage_name) : null;
        if (!file || !fullPath || !fs.existsSync(fullPath)) throw new NotFoundError('El archivo no existe.');
        const encoded = encodeURIComponent(file.original_name);
        return reply
          .header('Content-Type', file.mime_type)
          .header(
            'Content-Disposition',
            `attachment; filename="${file.original_name.replace(/"/g, '')}"; filename*=UTF-8''${encoded}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(fs.createReadStream(fullPath));
      },
    );
  };
}
