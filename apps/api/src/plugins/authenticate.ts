import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { resolveSessionToken } from '../modules/auth/auth.service.ts';
import type { AuthState } from '../modules/auth/auth.types.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

// These run as `onRequest` hooks of their route scope: a signed-out caller gets 401 before the
// body, query or params are validated (so never a 422 first).

/**
 * Only require that a bearer token is present: for a route whose service tells the kinds of token
 * apart itself (modify-password takes a code's temporal token or a recent session's token).
 */
export async function requireBearer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!bearerToken(request)) throw new UnauthorizedError();
}

/** Require a valid session token of an active user; 401 'Su sesión ha expirado' otherwise. */
export function requireUser(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const auth = await resolveSessionToken(ctx, token);
    if (!auth) throw new UnauthorizedError();
    request.auth = auth;
  };
}

/** Sales-operator routes: a valid session of a user with role operator. */
export function requireOperator(ctx: AppContext) {
  const base = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await base(request, reply);
    if (request.auth?.user.role !== 'operator') throw new ForbiddenError();
  };
}

export function authOf(request: FastifyRequest): AuthState {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** Admin routes (`admin/*`, DESIGN.md §9): a valid session of a user with role admin; operators get 403. */
export function requireAdmin(ctx: AppContext) {
  const base = requireUser(ctx);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await base(request, reply);
    if (request.auth?.user.role !== 'admin') throw new ForbiddenError();
  };
}
