import type { Socket } from 'node:net';
import { type ErrorCode, errorCodeForStatus } from '@cotizador/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, GENERIC_ERROR_MESSAGE, VALIDATION_MESSAGE } from '../lib/errors.ts';

// One error handler for the whole API (DESIGN.md §1): 422 with `errors`, Spanish messages, a typed
// `code` beside every message (packages/contracts/src/errors.ts), no internals on 5xx.

export const NOT_FOUND_MESSAGE = 'El recurso solicitado no existe.';
export const INVALID_BODY_MESSAGE = 'El cuerpo de la solicitud no es válido.';
export const INVALID_MULTIPART_MESSAGE = 'El formulario enviado no es válido o está incompleto.';
export const URL_TOO_LONG_MESSAGE = 'La dirección solicitada es demasiado larga.';
export const BAD_URL_MESSAGE = 'La dirección solicitada no es válida.';
export const HEADERS_TOO_LARGE_MESSAGE = 'Los encabezados de la solicitud son demasiado grandes.';
export const BODY_TOO_LARGE_MESSAGE = 'La solicitud es demasiado grande.';
export const UNSUPPORTED_MEDIA_MESSAGE = 'Tipo de contenido no soportado.';
export const BAD_REQUEST_MESSAGE = 'La solicitud no es válida.';

/** Framework errors by code: status and Spanish message (never Fastify's English text). */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, BAD_URL_MESSAGE],
  FST_ERR_MAX_PARAM_LENGTH: [414, URL_TOO_LONG_MESSAGE],
  FST_ERR_ASYNC_CONSTRAINT: [400, BAD_REQUEST_MESSAGE],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, UNSUPPORTED_MEDIA_MESSAGE],
  FST_ERR_CTP_INVALID_TYPE: [400, BAD_REQUEST_MESSAGE],
  FST_ERR_CTP_EMPTY_TYPE: [400, BAD_REQUEST_MESSAGE],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, BAD_REQUEST_MESSAGE],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, BODY_TOO_LARGE_MESSAGE],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, INVALID_BODY_MESSAGE],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, INVALID_BODY_MESSAGE],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, UNSUPPORTED_MEDIA_MESSAGE],
  FST_PROTO_VIOLATION: [400, INVALID_BODY_MESSAGE],
  FST_PARTS_LIMIT: [413, BODY_TOO_LARGE_MESSAGE],
  FST_FIELDS_LIMIT: [413, BODY_TOO_LARGE_MESSAGE],
  FST_REQ_FILE_TOO_LARGE: [413, 'El archivo es demasiado grande.'],
  FST_FILES_LIMIT: [413, 'El archivo es demasiado grande.'],
};

/** busboy's own errors (no code, no status): a multipart body without boundary, truncated or malformed. */
const MULTIPART_FAILURE =
  /^(Multipart: |Unexpected end of (form|file|multipart)|Malformed part header|Malformed urlencoded form)/i;

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
      const retryAfter = (error as AppError & { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (error.statusCode === 429 && typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
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
    const known = typeof error.code === 'string' ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (status === 413) return sendError(reply, 413, 'El archivo es demasiado grande.');
    if (status === 400 && error instanceof SyntaxError) return sendError(reply, 400, INVALID_BODY_MESSAGE);
    if (typeof error.message === 'string' && MULTIPART_FAILURE.test(error.message)) {
      return sendError(reply, 400, INVALID_MULTIPART_MESSAGE);
    }
    if (error instanceof RangeError && /call stack/i.test(error.message)) return sendError(reply, 400, INVALID_BODY_MESSAGE);
    if (status >= 400 && status < 500) {
      return sendError(reply, status, status === 404 ? NOT_FOUND_MESSAGE : BAD_REQUEST_MESSAGE);
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, GENERIC_ERROR_MESSAGE);
  });
}

/** Fastify's `frameworkErrors` option: router refusals (bad URL, route parameter too long) in Spanish. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_ERRORS[error.code] ?? [400, BAD_REQUEST_MESSAGE];
  return sendError(reply, known[0], known[1]);
}

/**
 * Fastify's `clientErrorHandler`: refusals of Node's HTTP parser before any route runs (headers or URL
 * too large: 431; anything malformed: 400), as the one JSON error shape in Spanish.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    message: tooLarge ? HEADERS_TOO_LARGE_MESSAGE : BAD_REQUEST_MESSAGE,
    code: errorCodeForStatus(status),
  });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
