import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES } from '@cotizador/contracts/admin-content';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type FieldErrors, ValidationError } from '../../lib/errors.ts';

// The body of a slider or banner: multipart (text fields and image files) or JSON (no images).

export type ContentInput<T> = { fields: T; files: Map<string, Buffer> };

function isFileTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function readContentInput<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fileFields: readonly string[],
): Promise<ContentInput<z.output<S>>> {
  const raw: Record<string, unknown> = {};
  const files = new Map<string, Buffer>();
  if (request.isMultipart()) {
    const parts = request.parts({ limits: { files: fileFields.length, fileSize: CONTENT_IMAGE_MAX_BYTES } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer().catch((error: unknown) => {
          if (isFileTooLarge(error)) {
            throw new AppError(413, CONTENT_MESSAGES.imageTooLarge, { [part.fieldname]: [CONTENT_MESSAGES.imageTooLarge] });
          }
          throw error;
        });
        if (fileFields.includes(part.fieldname) && buffer.length > 0) files.set(part.fieldname, buffer);
      } else {
        raw[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'general');
      errors[field] ??= [issue.message];
    }
    throw new ValidationError(errors);
  }
  return { fields: parsed.data, files };
}
