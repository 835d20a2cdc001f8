import type { FastifyInstance } from 'fastify';
import { AppError, ValidationError } from '../lib/errors.ts';
import { findInputProblem, NUL_MESSAGE } from '../lib/input-guard.ts';
import { INVALID_BODY_MESSAGE } from './error-handler.ts';

/**
 * Before validation, every route's body, query and params pass `findInputProblem` (lib/input-guard.ts):
 * a NUL byte in any text is a 422 on its field, a value nested too deep is a 400. Multipart text
 * fields are checked where they are read (quotations/quotation-input.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findInputProblem(part);
      if (!problem) continue;
      if (problem.kind === 'too-deep') throw new AppError(400, INVALID_BODY_MESSAGE);
      throw new ValidationError({ [problem.field]: [NUL_MESSAGE] });
    }
  });
}
