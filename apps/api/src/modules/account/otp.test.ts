import { validateOtpResponse } from '@cotizador/contracts/account';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { OTP_INVALID_MESSAGE, RESEND_TOO_SOON_MESSAGE } from '@cotizador/domain/messages';
import { WEAK_PASSWORD_MESSAGE } from '@cotizador/domain/password';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/helpers.ts';
import { lastCodeTo, lastMailTo, mailsTo, post } from './account.test-helpers.ts';

const ACTIVATE = '/api/otp/send-otp-email-to-activate-user';
const RESET = '/api/otp/send-otp-email-to-reset-password';
const VALIDATE = '/api/otp/validate-otp';
const MODIFY_PASSWORD = '/api/auth/modify-password';
const PENDING = 'pendiente@demo.mx';
const NEW_PASSWORD = 'Activa2026!';

describe('OTP codes (DESIGN.md §4)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const validate = (email: string, code: string) => post(t, VALIDATE, { email, code });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function sendActivation(email = PENDING) {
    const response = await post(t, ACTIVATE, { email });
    expect(response.statusCode).toBe(200);
    return lastCodeTo(t, email);
  }

  it('activates pendiente@demo.mx end to end: code by e-mail, temporal token, password, sign-in', async () => {
    expect((await post(t, ACTIVATE, { email: ' Pendiente@Demo.mx ' })).statusCode).toBe(200);
    const mail = await lastMailTo(t, PENDING);
    expect(mail.subject).toBe('Tu código para activar tu cuenta');
    expect(mail.html).toContain('Activa tu cuenta');
    expect(mail.text).toContain(`${t.ctx.config.publicUrl}/otp/pendiente%40demo%2Emx`);
    const code = await lastCodeTo(t, PENDING);
    expect(code).toMatch(/^\d{6}$/);

    const validated = await validate(PENDING, code);
    expect(validated.statusCode).toBe(200);
    const { temporal_token: temporalToken } = expectContract(validated, validateOtpResponse);
    expect(temporalToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const changed = await post(t, MODIFY_PASSWORD, { new_password: NEW_PASSWORD }, bearer(temporalToken));
    expect(changed.statusCode).toBe(200);
    expect(expectContract(changed, messageResponse)).toEqual({ message: 'La contraseña ha sido cambiada correctamente' });

    const user = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', PENDING).executeTakeFirstOrThrow();
    expect(user.is_active).toBe(1);
    expect(await signIn(t.app, PENDING, NEW_PASSWORD)).toBeTruthy();
  });

  it('stores only a salted hash of the code', async () => {
    const code = await sendActivation();
    const rows = await t.ctx.db.selectFrom('otps').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'activate', attempts: 0, consumed_at: null });
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('expires a code at 10 minutes', async () => {
    const code = await sendActivation();
    t.clock.advance(10 * 60_000);
    const response = await validate(PENDING, code);
    expect(response.statusCode).toBe(422);
    expect(expectContract(response, validationErrorResponse)).toEqual({
      code: 'VALIDATION_FAILED',
      message: OTP_INVALID_MESSAGE,
      errors: { code: [OTP_INVALID_MESSAGE] },
    });
  });

  it('still accepts a code just before 10 minutes', async () => {
    const code = await sendActivation();
    t.clock.advance(10 * 60_000 - 1000);
    expect((await validate(PENDING, code)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    const code = await sendActivation();
    for (let i = 0; i < 5; i += 1) {
      const response = await validate(PENDING, wrongCode(code));
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).message).toBe(OTP_INVALID_MESSAGE);
    }
    expect((await validate(PENDING, code)).statusCode).toBe(422);
    const row = await t.ctx.db.selectFrom('otps').selectAll().executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const code = await sendActivation();
    for (let i = 0; i < 4; i += 1) await validate(PENDING, wrongCode(code));
    expect((await validate(PENDING, code)).statusCode).toBe(200);
  });

  it('refuses to use a code twice', async () => {
    const code = await sendActivation();
    expect((await validate(PENDING, code)).statusCode).toBe(200);
    const again = await validate(PENDING, code);
    expect(again.statusCode).toBe(422);
    expect(expectContract(again, validationErrorResponse).message).toBe(OTP_INVALID_MESSAGE);
  });

  it('invalidates the previous code when a new one is sent', async () => {
    const first = await sendActivation();
    t.clock.advance(61_000);
    const second = await sendActivation();
    expect(await mailsTo(t, PENDING)).toHaveLength(2);
    if (first !== second) expect((await validate(PENDING, first)).statusCode).toBe(422);
    expect((await validate(PENDING, second)).statusCode).toBe(200);
    const live = await t.ctx.db.selectFrom('otps').selectAll().where('consumed_at', 'is', null).execute();
    expect(live).toHaveLength(0);
  });

  it('refuses a resend within 60 s with a Spanish 429, and allows it after', async () => {
    await sendActivation();
    t.clock.advance(59_000);
    const tooSoon = await post(t, ACTIVATE, { email: PENDING });
    expect(tooSoon.statusCode).toBe(429);
    expect(expectContract(tooSoon, errorResponse)).toEqual({ code: 'RATE_LIMITED', message: RESEND_TOO_SOON_MESSAGE });
    expect(tooSoon.headers['retry-after']).toBe('1');
    expect(await mailsTo(t, PENDING)).toHaveLength(1);
    t.clock.advance(1000);
    expect((await post(t, ACTIVATE, { email: PENDING })).statusCode).toBe(200);
    expect(await mailsTo(t, PENDING)).toHaveLength(2);
  });

  it('throttles the resend from the database too (another API instance sent the first code)', async () => {
    await sendActivation();
    // A fresh app on the same database has an empty in-memory throttle.
    const { buildApp } = await import('../../app.ts');
    const other = await buildApp(t.ctx.config, {
      database: { ...t.database, destroy: async () => {} },
      clock: t.clock,
      logger: false,
    });
    try {
      t.clock.advance(30_000);
      const response = await other.app.inject({ method: 'POST', url: ACTIVATE, payload: { email: PENDING } });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('30');
    } finally {
      await other.app.close();
    }
  });

  describe('answers the same whether or not the account exists (no enumeration)', () => {
    const cases = ['pendiente@demo.mx', 'vendedor@demo.mx', 'nadie@demo.mx', 'admin@demo.mx'];

    it.each([ACTIVATE, RESET])('%s: identical status and body, also for the throttled resend', async (url) => {
      const first = await Promise.all(cases.map((email) => post(t, url, { email })));
      expect(new Set(first.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      expect(first[0]?.statusCode).toBe(200);
      const second = await Promise.all(cases.map((email) => post(t, url, { email })));
      expect(new Set(second.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      expect(second[0]?.statusCode).toBe(429);
    });

    it('sends an activation code only to a pending account, a harmless note to an active one', async () => {
      for (const email of cases) await post(t, ACTIVATE, { email });
      expect((await lastMailTo(t, PENDING)).kind).toBe('account.activation');
      const note = await lastMailTo(t, 'vendedor@demo.mx');
      expect(note.kind).toBe('account.already-active');
      expect(note.text).not.toMatch(/\d{6}/);
      expect(await mailsTo(t, 'nadie@demo.mx')).toHaveLength(0);
      const otps = await t.ctx.db.selectFrom('otps').select('user_id').execute();
      expect(otps).toHaveLength(1);
    });

    it('sends a reset link only to active accounts', async () => {
      for (const email of [...cases, 'vendedor2@demo.mx']) await post(t, RESET, { email });
      expect(await mailsTo(t, PENDING)).toHaveLength(0);
      expect(await mailsTo(t, 'nadie@demo.mx')).toHaveLength(0);
      expect((await lastMailTo(t, 'vendedor@demo.mx')).kind).toBe('account.password-reset');
    });

    it('answers an unknown e-mail on validate-otp like a wrong code', async () => {
      const response = await validate('nadie@demo.mx', '123456');
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse)).toEqual({
        code: 'VALIDATION_FAILED',
        message: OTP_INVALID_MESSAGE,
        errors: { code: [OTP_INVALID_MESSAGE] },
      });
    });
  });

  it('does not let a deactivated account reactivate itself', async () => {
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'vendedor@demo.mx').execute();
    expect((await post(t, ACTIVATE, { email: 'vendedor@demo.mx' })).statusCode).toBe(200);
    expect((await post(t, RESET, { email: 'vendedor@demo.mx' })).statusCode).toBe(200);
    expect(await mailsTo(t, 'vendedor@demo.mx')).toHaveLength(0);
  });

  it('validates bodies with the Spanish messages of SPEC §5', async () => {
    const empty = await post(t, ACTIVATE, { email: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(expectContract(empty, validationErrorResponse).errors.email?.[0]).toBe('El campo correo es requerido');
    const invalid = await post(t, RESET, { email: 'no-es-correo' });
    expect(expectContract(invalid, validationErrorResponse).errors.email).toEqual(['El campo correo debe ser un email válido']);
    const noCode = await post(t, VALIDATE, { email: PENDING, code: '' });
    expect(expectContract(noCode, validationErrorResponse).errors.code?.[0]).toBe('El campo otp es requerido');
    const shortCode = await post(t, VALIDATE, { email: PENDING, code: '12345' });
    expect(expectContract(shortCode, validationErrorResponse).errors.code).toEqual(['El campo otp debe tener 6 caracteres']);
  });

  it('rate limits the send endpoints per IP', async () => {
    const responses = [];
    for (let i = 0; i < 11; i += 1) responses.push(await post(t, RESET, { email: `persona${i}@demo.mx` }));
    expect(responses.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    const limited = responses[10];
    if (!limited) throw new Error('no eleventh answer');
    expect(limited.statusCode).toBe(429);
    expect(expectContract(limited, errorResponse).message).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
  });
});

describe('temporal token and modify-password', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function temporalTokenFor(email: string, url = RESET): Promise<string> {
    expect((await post(t, url, { email })).statusCode).toBe(200);
    const code = await lastCodeTo(t, email);
    const response = await post(t, VALIDATE, { email, code });
    expect(response.statusCode).toBe(200);
    return expectContract(response, validateOtpResponse).temporal_token;
  }

  const modify = (token: string | null, password = 'Cambiada123!') =>
    post(t, MODIFY_PASSWORD, { new_password: password }, token ? bearer(token) : {});

  it('recovers a password through the e-mailed link and revokes every session', async () => {
    const oldSession = await signIn(t.app, 'vendedor@demo.mx');
    expect((await post(t, RESET, { email: 'vendedor@demo.mx' })).statusCode).toBe(200);
    const mail = await lastMailTo(t, 'vendedor@demo.mx');
    expect(mail.subject).toBe('Crea una nueva contraseña');
    const link = new RegExp(`${t.ctx.config.publicUrl}/reset-password/vendedor%40demo\\.mx/(\\d{6})`).exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(link?.[0]);

    const validated = await post(t, VALIDATE, { email: 'vendedor@demo.mx', code: link?.[1] });
    expect(validated.statusCode).toBe(200);
    expect((await modify(expectContract(validated, validateOtpResponse).temporal_token)).statusCode).toBe(200);

    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(oldSession) });
    expect(info.statusCode).toBe(401);
    await expect(signIn(t.app, 'vendedor@demo.mx', DEMO_PASSWORD)).rejects.toThrow();
    expect(await signIn(t.app, 'vendedor@demo.mx', 'Cambiada123!')).toBeTruthy();
  });

  it('works once only', async () => {
    const token = await temporalTokenFor('vendedor@demo.mx');
    expect((await modify(token)).statusCode).toBe(200);
    const again = await modify(token, 'Otra12345!');
    expect(again.statusCode).toBe(401);
    expect(await signIn(t.app, 'vendedor@demo.mx', 'Cambiada123!')).toBeTruthy();
  });

  it('cannot be used as a session', async () => {
    const token = await temporalTokenFor('vendedor@demo.mx');
    for (const url of ['/api/auth/info-by-token', '/api/sales-operator/cart']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    const data = await post(t, '/api/auth/modify-user-data', { name: 'Intruso', last_name: 'Intruso' }, bearer(token));
    expect(data.statusCode).toBe(401);
    // …and it is still good for its one purpose.
    expect((await modify(token)).statusCode).toBe(200);
  });

  it('changes only the password of the user it was issued for', async () => {
    const token = await temporalTokenFor('vendedor@demo.mx');
    expect((await modify(token)).statusCode).toBe(200);
    expect(await signIn(t.app, 'cpa@demo.mx', DEMO_PASSWORD)).toBeTruthy();
  });

  it('expires after 15 minutes', async () => {
    const token = await temporalTokenFor('vendedor@demo.mx');
    t.clock.advance(15 * 60_000);
    expect((await modify(token)).statusCode).toBe(401);
  });

  it('refuses a weak password with WEAK_PASSWORD_MESSAGE without using the token up', async () => {
    const token = await temporalTokenFor('vendedor@demo.mx');
    const weak = await modify(token, 'debil123');
    expect(weak.statusCode).toBe(422);
    expect(expectContract(weak, validationErrorResponse)).toEqual({
      code: 'VALIDATION_FAILED',
      message: WEAK_PASSWORD_MESSAGE,
      errors: { new_password: [WEAK_PASSWORD_MESSAGE] },
    });
    expect((await modify(token)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await modify(null)).statusCode).toBe(401);
    expect((await modify('desconocido')).statusCode).toBe(401);
  });

  it('refuses an activation token once the account is no longer pending', async () => {
    const token = await temporalTokenFor(PENDING, ACTIVATE);
    await t.ctx.db.updateTable('users').set({ password_hash: 'x' }).where('email', '=', PENDING).execute();
    // Now inactive with a password: deactivated, not pending.
    expect((await modify(token)).statusCode).toBe(401);
  });

  describe('profile change with a fresh sign-in', () => {
    it('accepts a session token from a sign-in of the last 5 minutes and ends every session', async () => {
      const session = await signIn(t.app, 'vendedor@demo.mx');
      t.clock.advance(60_000);
      const fresh = await signIn(t.app, 'vendedor@demo.mx');
      expect((await modify(fresh)).statusCode).toBe(200);
      for (const token of [session, fresh]) {
        const info = await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(token) });
        expect(info.statusCode).toBe(401);
      }
      expect(await signIn(t.app, 'vendedor@demo.mx', 'Cambiada123!')).toBeTruthy();
    });

    it('refuses a session older than 5 minutes with a 403 (not a session end)', async () => {
      const session = await signIn(t.app, 'vendedor@demo.mx');
      t.clock.advance(5 * 60_000 + 1000);
      const response = await modify(session);
      expect(response.statusCode).toBe(403);
      expect(expectContract(response, errorResponse).message).toBe(
        'Por seguridad, confirma tu contraseña actual e inténtalo de nuevo.',
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: bearer(session) })).statusCode).toBe(
        200,
      );
    });

    it('requires the new password to differ from the current one', async () => {
      const fresh = await signIn(t.app, 'vendedor@demo.mx');
      const response = await modify(fresh, DEMO_PASSWORD);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).errors.new_password).toEqual([
        'La nueva contraseña debe ser diferente a la actual',
      ]);
    });
  });
});
