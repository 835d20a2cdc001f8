import { adminSignInResponse, authInfoResponse, signInBody, signInResponse, signOutResponse } from '@cotizador/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signInPerIp } from '../../lib/limit-rules.ts';
import { authOf, requireOperator, requireUser } from '../../plugins/authenticate.ts';
import { limitPerIp } from '../../plugins/rate-limit.ts';
import { toCompanyDto, toUserDto } from '../users/users.presenter.ts';
import { signInAdmin, signInSalesOperator, signOut } from './auth.service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Authentication first (onRequest), so a signed-out caller gets 401 before any 422.
    const onRequest = requireOperator(ctx);
    const signInLimit = limitPerIp(ctx, signInPerIp(ctx.config.signInRateLimit));

    app.post(
      '/auth/sign-in-sales-operator',
      {
        onRequest: signInLimit,
        schema: {
          tags: ['auth'],
          summary: 'Inicio de sesión de un vendedor',
          body: signInBody,
          response: { 200: signInResponse },
        },
      },
      async (request) => {
        const { token, expiresAt, user, company } = await signInSalesOperator(ctx, request.body.email, request.body.password);
        return {
          authorization: { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt },
          user: toUserDto(user),
          company: toCompanyDto(company),
        };
      },
    );

    app.post(
      '/auth/sign-in-admin',
      {
        onRequest: signInLimit,
        schema: {
          tags: ['auth'],
          summary: 'Inicio de sesión de un administrador',
          body: signInBody,
          response: { 200: adminSignInResponse },
        },
      },
      async (request) => {
        const { token, expiresAt, user, company } = await signInAdmin(ctx, request.body.email, request.body.password);
        return {
          authorization: { access_token: token, token_type: 'Bearer' as const, expires_at: expiresAt },
          user: toUserDto(user),
          company: company ? toCompanyDto(company) : null,
        };
      },
    );

    app.get(
      '/auth/info-by-token',
      {
        onRequest,
        schema: {
          tags: ['auth'],
          summary: 'Usuario de la sesión actual',
          security: [{ bearerAuth: [] }],
          response: { 200: authInfoResponse },
        },
      },
      async (request) => {
        const { user, company } = authOf(request);
        return { user: toUserDto(user), company: company ? toCompanyDto(company) : null };
      },
    );

    app.post(
      '/auth/sign-out-by-token',
      {
        // Any signed-in user ends its own session: the admin desk's 'Cerrar sesión' calls it too.
        onRequest: requireUser(ctx),
        schema: {
          tags: ['auth'],
          summary: 'Cierra la sesión (revoca el token)',
          security: [{ bearerAuth: [] }],
          response: { 200: signOutResponse },
        },
      },
      async (request) => {
        await signOut(ctx, authOf(request).tokenId);
        return { message: 'Sesión cerrada' };
      },
    );
  };
}
