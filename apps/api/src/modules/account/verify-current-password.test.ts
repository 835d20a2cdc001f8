import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@cotizador/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/helpers.ts';

const VERIFY = '/api/auth/verify-current-password';

describe('Mi perfil: confirm the current password before changing it', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'perfil@demo.mx');
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'POST', url: VERIFY, headers, payload: payload as Record<string, string> });

  it('answers a wrong current password with 422 on that field', async () => {
    const response = await verify({ current_password: 'NoEsLaMia1!' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: CURRENT_PASSWORD_WRONG_MESSAGE,
      errors: { current_password: [CURRENT_PASSWORD_WRONG_MESSAGE] },
    });
  });

  it('gives a fresh token that modify-password accepts', async () => {
    const response = await verify({ current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().access_token as string;
    const modify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/modify-password',
      headers: bearer(fresh),
      payload: { new_password: 'Nueva.Clave9' },
    });
    expect(modify.statusCode).toBe(200);
  });

  it('needs a session first (401 before any 422)', async () => {
    const response = await verify({}, {});
    expect(response.statusCode).toBe(401);
  });
});
