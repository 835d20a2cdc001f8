import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError, ConflictError, type FieldErrors, ValidationError } from './errors.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyResponse,
  PENDING_RESPONSE,
  releaseIdempotencyKey,
} from './idempotency.repository.ts';
import { nowIso } from './time.ts';

// Idempotent creating actions (decision 015): the web sends an `Idempotency-Key` per user attempt;
// the first request with a key claims it and runs, every later or concurrent request with that key
// gets the first answer (status and body) and runs nothing.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 20_000;
export const STILL_PROCESSING_MESSAGE = 'Tu solicitud anterior aún se está procesando. Inténtalo de nuevo en un momento.';

type StoredAnswer = { status: number; body: unknown };

function readKey(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) {
    throw ValidationError.field('idempotency_key', 'La clave Idempotency-Key no es válida.');
  }
  return value;
}

function replay<T>(stored: string): T {
  const answer = JSON.parse(stored) as StoredAnswer;
  if (answer.status >= 400) {
    const body = answer.body as { message: string; errors?: FieldErrors };
    throw new AppError(answer.status, body.message, body.errors);
  }
  // The body is what `action` returned for this same route, stored as JSON.
  return answer.body as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `action` once per (user, scope, Idempotency-Key). Without the header it just runs. A typed
 * error (4xx) is the first answer too; an unexpected failure releases the key so a retry runs again.
 * `userId` null (an address without an account) runs the action without a record.
 */
export async function idempotent<T>(
  ctx: AppContext,
  request: FastifyRequest,
  target: { scope: string; userId: number | null },
  action: () => Promise<T>,
): Promise<T> {
  const clientKey = readKey(request);
  if (clientKey === null || target.userId === null) return action();
  const userId = target.userId;
  const key = `${target.scope}|${clientKey}`;
  const db = ctx.db;

  const started = Date.now();
  for (;;) {
    const now = ctx.clock.now();
    if (await claimIdempotencyKey(db, userId, key, nowIso(now))) {
      await deleteIdempotencyKeysBefore(db, userId, nowIso(new Date(now.getTime() - KEEP_MS)));
      break;
    }
    const stored = await findIdempotencyResponse(db, userId, key);
    if (stored !== undefined && stored !== PENDING_RESPONSE) return replay<T>(stored);
    // Claimed by a request still running (or released meanwhile: claim again).
    if (Date.now() - started > WAIT_LIMIT_MS) throw new ConflictError(STILL_PROCESSING_MESSAGE);
    if (stored !== undefined) await sleep(WAIT_STEP_MS);
  }

  let answer: StoredAnswer;
  try {
    const result = await action();
    answer = { status: 200, body: result };
    await completeIdempotencyKey(db, userId, key, JSON.stringify(answer));
    return result;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const body: { message: string; errors?: FieldErrors } = { message: error.message };
      if (error.errors) body.errors = error.errors;
      await completeIdempotencyKey(db, userId, key, JSON.stringify({ status: error.statusCode, body }));
    } else {
      await releaseIdempotencyKey(db, userId, key).catch(() => {});
    }
    throw error;
  }
}
