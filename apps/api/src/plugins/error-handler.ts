import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, GENERIC_ERROR_MESSAGE, VALIDATION_MESSAGE } from '../lib/errors.ts';

// One error handler for the whole API (DESIGN.md §1): 422 with `errors`, Spanish messages,
// no internals on 5xx.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: { message: string; errors?: FieldErrors } = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'general';
        errors[field] ??= [];
        errors[field].push(issue.message ?? VALIDATION_MESSAGE);
      }
      const first = Object.values(errors)[0]?.[0] ?? VALIDATION_MESSAGE;
      return reply.status(422).send({ message: first, errors });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: 'El archivo es demasiado grande.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Tipo de contenido no soportado.' });
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (status === 400 && error instanceof SyntaxError)
    ) {
      return reply.status(400).send({ message: 'El cuerpo de la solicitud no es válido.' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: status === 404 ? 'El recurso solicitado no existe.' : 'La solicitud no es válida.' });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}
