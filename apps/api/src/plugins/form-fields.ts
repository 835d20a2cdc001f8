import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { assertNoNul } from '../lib/input-guard.ts';

// DESIGN.md §9 / issue 15: the admin REST resources accept their create and PATCH bodies as JSON or as
// multipart/form-data text fields. This preValidation hook turns a multipart body into the same
// object the JSON body would be, so the route's one zod schema validates both.

export const FORM_FILE_REFUSED_MESSAGE = 'Este formulario no admite archivos.';

/**
 * `numeric`: the fields the schema reads as numbers; '' becomes null (an optional value left blank)
 * and a number in text becomes that number. Anything else stays text, so the schema answers it with
 * its own Spanish message.
 */
export function formFields(numeric: readonly string[] = []) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw new AppError(415, FORM_FILE_REFUSED_MESSAGE);
      }
      const text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      assertNoNul(part.fieldname, text);
      body[part.fieldname] = numeric.includes(part.fieldname) ? toNumber(text) : text;
    }
    request.body = body;
  };
}

function toNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}
