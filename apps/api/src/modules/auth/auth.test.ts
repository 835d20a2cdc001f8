import { authInfoResponse, signInResponse } from '@cotizador/contracts/auth';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/helpers.ts';
import { SIGN_IN_FAILED_MESSAGE } from './auth.service.ts';

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const signInRequest = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in-sales-operator', payload: { email, password } });

  it('signs in an active operator and returns the keys of SPEC §7', async () => {
    const response = await signInRequest('Vendedor@Demo.mx ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = expectContract(response, signInResponse);
    expect(body.authorization.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.authorization.token_type).toBe('Bearer');
    expect(body.user).toMatchObject({ name: 'Valeria', email: 'vendedor@demo.mx' });
    expect(body.user.avatar).toEqual(['/avatars/user2.png']);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.company).toMatchObject({ code: 'promo-norte', percentage_indirect_expenses: 10 });
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t.app, 'vendedor@demo.mx');
    const rows = await t.ctx.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['wrong password', 'vendedor@demo.mx', 'Otra1234!'],
    ['unknown e-mail', 'nadie@demo.mx', DEMO_PASSWORD],
    ['admin account', 'admin@demo.mx', DEMO_PASSWORD],
    ['not activated account', 'pendiente@demo.mx', DEMO_PASSWORD],
  ])('refuses a %s with the same Spanish message', async (_case, email, password) => {
    const response = await signInRequest(email, password);
    expect(response.statusCode).toBe(422);
    expect(expectContract(response, validationErrorResponse)).toEqual({
      code: 'VALIDATION_FAILED',
      message: SIGN_IN_FAILED_MESSAGE,
      errors: { email: [SIGN_IN_FAILED_MESSAGE] },
    });
  });

  it('validates the body with Spanish field messages', async () => {
    const response = await signInRequest('no-es-correo', '');
    expect(response.statusCode).toBe(422);
    const body = expectContract(response, validationErrorResponse);
    expect(body.errors.email).toEqual(['El campo correo debe ser un email válido']);
    expect(body.errors.password).toEqual(['El campo contraseña es requerido']);
    expect(body.message).toBe('El campo correo debe ser un email válido');
  });

  it('answers a missing body with 422, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-sales-operator' });
    expect(response.statusCode).toBe(422);
    expect(expectContract(response, validationErrorResponse).errors.email).toEqual(['El campo correo es requerido']);
  });

  it('answers malformed JSON with 400 in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-sales-operator',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, errorResponse)).toEqual({
      code: 'BAD_REQUEST',
      message: 'El cuerpo de la solicitud no es válido.',
    });
  });

  it('rate limits sign-in with a Spanish 429', async () => {
    const limit = t.ctx.config.signInRateLimit;
    for (let i = 0; i < limit; i += 1) {
      expect((await signInRequest('vendedor@demo.mx', 'Mala1234!')).statusCode).toBe(422);
    }
    const limited = await signInRequest('vendedor@demo.mx', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(expectContract(limited, errorResponse).message).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
  });

  it('returns the user and company for a valid token', async () => {
    const token = await signIn(t.app, 'cpa@demo.mx');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, authInfoResponse).user.email).toBe('cpa@demo.mx');
    expect(expectContract(response, authInfoResponse).company?.code).toBe('cpa');
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: 'Bearer desconocido' }],
  ])('answers 401 "Su sesión ha expirado" with %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers });
    expect(response.statusCode).toBe(401);
    expect(expectContract(response, errorResponse)).toEqual({ code: 'UNAUTHENTICATED', message: 'Su sesión ha expirado' });
  });

  it('expires tokens after TOKEN_TTL_HOURS', async () => {
    const token = await signIn(t.app, 'vendedor@demo.mx');
    t.clock.advance(t.ctx.config.tokenTtlHours * 3600_000 - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('revokes the token on sign-out, also with an empty JSON body', async () => {
    const token = await signIn(t.app, 'vendedor@demo.mx');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-by-token',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a session whose user was deactivated', async () => {
    const token = await signIn(t.app, 'vendedor@demo.mx');
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'vendedor@demo.mx').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/sales-operator/cart', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});
