import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { consumeLimit, type LimitRule } from '../lib/limits.ts';

/** An `onRequest` hook counting the caller's IP against `rule` in the shared store (decision 022). */
export function limitPerIp(ctx: AppContext, rule: LimitRule) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    await consumeLimit(ctx, rule, request.ip);
  };
}
