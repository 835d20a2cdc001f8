import { type ErrorCode, errorCodeForStatus } from '@cotizador/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, GENERIC_ERROR_MESSAGE, VALIDATION_MESSAGE } from '../lib/errors.ts';

// One error handler for the whole API (DESIGN.md §1): 422 with `errors`, Spanish messages, a typed
// `code` beside every message (packages/contracts/src/errors.ts), no internals on 5xx.

export const NOT_FOUND_MESSAGE = 'El recurso solicitado no existe.';

/** The one shape of every error answer: `{ message, code, errors? }`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  options: { errors?: FieldErrors; code?: ErrorCode } = {},
) {
  const body: { message: string; code: ErrorCode; errors?: FieldErrors } = {
    message,
    code: options.code ?? errorCodeForStatus(status),
  };
  if (options.errors) body.errors = options.errors;
  return reply.status(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.message, { errors: error.errors, code: error.code });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'general';
        errors[field] ??= [];
        errors[field].push(issue.message ?? VALIDATION_MESSAGE);
      }
      const first = Object.values(errors)[0]?.[0] ?? VALIDATION_MESSAGE;
      return sendError(reply, 422, first, { errors });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'Demasiados intentos. Espera un momento e inténtalo de nuevo.');
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return sendError(reply, 413, 'El archivo es demasiado grande.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, 'Tipo de contenido no soportado.');
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (status === 400 && error instanceof SyntaxError)
    ) {
      return sendError(reply, 400, 'El cuerpo de la solicitud no es válido.');
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, status === 404 ? NOT_FOUND_MESSAGE : 'La solicitud no es válida.');
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, GENERIC_ERROR_MESSAGE);
  });
}
