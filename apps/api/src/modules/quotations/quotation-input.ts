import { type QuotationFields, quotationFieldsSchema, SPEC_FILE_FIELD } from '@cotizador/contracts/quotations';
import { SPEC_FILE_MAX_BYTES, SPEC_FILE_SIZE_MESSAGE } from '@cotizador/domain/spec-file';
import type { FastifyRequest } from 'fastify';
import { AppError, VALIDATION_MESSAGE, ValidationError } from '../../lib/errors.ts';
import { assertNoNul } from '../../lib/input-guard.ts';

// SPEC §7 multipart body of create-quotation, cart/add and cart/edit; its fields are the contract's
// quotationFieldsSchema.

export type UploadedFile = { filename: string; buffer: Buffer };
export type QuotationInput = { fields: QuotationFields; file: UploadedFile | null };

const MISSING = {
  special_quotation: 'El campo cotización especial es requerido.',
  product_id: 'El campo producto es requerido.',
  product_color_id: 'El campo color es requerido.',
  units: 'El campo unidades es requerido.',
} as const;

/** Read the multipart body (or a JSON body with the same fields) into validated fields and a file. */
export async function readQuotationInput(request: FastifyRequest): Promise<QuotationInput> {
  const raw: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(413, SPEC_FILE_SIZE_MESSAGE, { [SPEC_FILE_FIELD]: [SPEC_FILE_SIZE_MESSAGE] });
          }
          throw error;
        });
        if (part.fieldname === SPEC_FILE_FIELD && buffer.length > 0) file = { filename: part.filename, buffer };
      } else {
        if (typeof part.value === 'string') assertNoNul(part.fieldname, part.value);
        raw[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  if (file && file.buffer.length > SPEC_FILE_MAX_BYTES) {
    throw new AppError(413, SPEC_FILE_SIZE_MESSAGE, { [SPEC_FILE_FIELD]: [SPEC_FILE_SIZE_MESSAGE] });
  }

  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(MISSING)) {
    if (raw[field] === undefined || raw[field] === '') errors[field] = [message];
  }
  // Every field is text in the multipart form; a JSON body may send numbers and booleans, never
  // objects or arrays (their text form is meaningless, and a deep one used to exhaust the stack).
  const text: Record<string, string> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (typeof value === 'string') text[field] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') text[field] = String(value);
    else if (value !== undefined && value !== null) errors[field] ??= [VALIDATION_MESSAGE];
  }
  const parsed = quotationFieldsSchema.safeParse(text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'general');
      if (!errors[field]) errors[field] = [issue.message];
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw new ValidationError(errors);
  return { fields: parsed.data, file };
}
