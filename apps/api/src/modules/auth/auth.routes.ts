import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireOperator } from '../../plugins/authenticate.ts';
import { toCompanyDto, toUserDto } from '../users/users.presenter.ts';
import { signInSalesOperator, signOut } from './auth.service.ts';

const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.array(z.string()),
});
const companySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  percentage_indirect_expenses: z.number().nullable(),
});

const signInBody = z.object({
  email: z
    .string({ error: 'El campo correo es requerido' })
    .trim()
    .min(1, 'El campo correo es requerido')
    .max(200, 'El campo correo no debe exceder 200 caracteres')
    .pipe(z.email('El campo correo debe ser un email válido')),
  password: z
    .string({ error: 'El campo contraseña es requerido' })
    .min(1, 'El campo contraseña es requerido')
    .max(200, 'El campo contraseña no debe exceder 200 caracteres'),
});

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/sign-in-sales-operator',
      {
        config: { rateLimit: { max: ctx.config.signInRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: 'Inicio de sesión de un vendedor',
          body: signInBody,
          response: {
            200: z.object({
              authorization: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_at: z.string() }),
              user: userSchema,
              company: companySchema,
            }),
          },
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

    app.get(
      '/auth/info-by-token',
      {
        preHandler: requireOperator(ctx),
        schema: {
          tags: ['auth'],
          summary: 'Usuario de la sesión actual',
          security: [{ bearerAuth: [] }],
          response: { 200: z.object({ user: userSchema, company: companySchema.nullable() }) },
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
        preHandler: requireOperator(ctx),
        schema: {
          tags: ['auth'],
          summary: 'Cierra la sesión (revoca el token)',
          security: [{ bearerAuth: [] }],
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        await signOut(ctx, authOf(request).tokenId);
        return { message: 'Sesión cerrada' };
      },
    );
  };
}

export { companySchema, userSchema };
