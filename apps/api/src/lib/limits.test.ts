import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { OTP_INVALID_MESSAGE } from '@cotizador/domain/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/helpers.ts';
import { type BuiltApp, buildApp } from '../app.ts';
import { ACCOUNT_LOCKED_MESSAGE, CODE_GUESSES_MESSAGE } from './limit-rules.ts';
import { consumeLimit, LimitExceededError } from './limits.ts';

// The limits live in the database (decision 022): two app instances on one database share them, and
// a new instance (a restart) finds them where the previous one left them.

const SIGN_IN = '/api/auth/sign-in-sales-operator';
const ACTIVATE = '/api/otp/send-otp-email-to-activate-user';
const VALIDATE = '/api/otp/validate-otp';

describe('limits shared by instances and kept across restarts', () => {
  let t: TestApp;
  let second: BuiltApp;
  const extra: BuiltApp[] = [];

  async function instance(): Promise<BuiltApp> {
    const built = await buildApp(t.ctx.config, {
      database: { ...t.database, destroy: async () => {} },
      clock: t.clock,
      logger: false,
    });
    await built.app.ready();
    extra.push(built);
    return built;
  }

  beforeEach(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '100' } });
    second = await instance();
  });
  afterEach(async () => {
    for (const built of extra.splice(0)) await built.app.close();
    await t.close();
  });

  const signInFrom = (app: BuiltApp['app'], ip: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: SIGN_IN, remoteAddress: ip, payload: { email, password } });

  it('locks an account after 10 wrong passwords from 5 addresses on two instances, the right one included', async () => {
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? t.app : second.app;
      const response = await signInFrom(app, `10.0.0.${i % 5}`, 'vendedor@demo.mx', 'Mala1234!');
      expect(response.statusCode).toBe(422);
    }
    const locked = await signInFrom(second.app, '10.0.9.9', 'vendedor@demo.mx', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(expectContract(locked, errorResponse)).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_LOCKED_MESSAGE });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // A restart: a new instance on the same database still refuses it.
    const restarted = await instance();
    expect((await signInFrom(restarted.app, '10.0.9.8', 'vendedor@demo.mx', DEMO_PASSWORD)).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await signInFrom(restarted.app, '10.0.9.8', 'cpa@demo.mx', DEMO_PASSWORD)).statusCode).toBe(200);

    t.clock.advance(15 * 60_000);
    expect((await signInFrom(restarted.app, '10.0.9.8', 'vendedor@demo.mx', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail exactly like a known one (no enumeration)', async () => {
    const answers: string[] = [];
    for (const email of ['vendedor@demo.mx', 'nadie@demo.mx']) {
      for (let i = 0; i < 10; i += 1) await signInFrom(t.app, `10.1.0.${i}`, email, 'Mala1234!');
      const response = await signInFrom(second.app, '10.1.1.1', email, 'Mala1234!');
      answers.push(`${response.statusCode} ${response.body}`);
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toMatch(/^429 /);
  });

  it('shares the per-IP sign-in brake between instances', async () => {
    const limited = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '4' } });
    try {
      const other = await buildApp(limited.ctx.config, {
        database: { ...limited.database, destroy: async () => {} },
        clock: limited.clock,
        logger: false,
      });
      extra.push(other);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? limited.app : other.app;
        statuses.push((await signInFrom(app, '192.0.2.7', `persona${i}@demo.mx`, 'Mala1234!')).statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 429]);
      // Another address is not braked.
      expect((await signInFrom(other.app, '192.0.2.8', 'vendedor@demo.mx', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits wrong codes per account across codes and instances, the right code included', async () => {
    const send = async (app: BuiltApp['app']) => {
      const response = await app.inject({ method: 'POST', url: ACTIVATE, payload: { email: 'pendiente@demo.mx' } });
      expect(response.statusCode).toBe(200);
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text')
        .where('to_address', '=', 'pendiente@demo.mx')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /Código de activación: (\d{6})/.exec(mail.text)?.[1] ?? '';
    };
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let code = await send(t.app);
    for (let i = 0; i < 10; i += 1) {
      if (i === 5) {
        // A new code does not reset the count.
        t.clock.advance(61_000);
        code = await send(second.app);
      }
      const app = i % 2 === 0 ? t.app : second.app;
      const response = await app.inject({
        method: 'POST',
        url: VALIDATE,
        remoteAddress: `10.2.0.${i}`,
        payload: { email: 'pendiente@demo.mx', code: wrong(code) },
      });
      expect(expectContract(response, validationErrorResponse).message).toBe(OTP_INVALID_MESSAGE);
    }
    const restarted = await instance();
    const right = await restarted.app.inject({ method: 'POST', url: VALIDATE, payload: { email: 'pendiente@demo.mx', code } });
    expect(right.statusCode).toBe(429);
    expect(expectContract(right, errorResponse).message).toBe(CODE_GUESSES_MESSAGE);
    t.clock.advance(60 * 60_000);
    // The window is over; the code itself has expired meanwhile, so a new one is needed and works.
    code = await send(restarted.app);
    expect(
      (await restarted.app.inject({ method: 'POST', url: VALIDATE, payload: { email: 'pendiente@demo.mx', code } })).statusCode,
    ).toBe(200);
  });

  it('answers send-code alike for known and unknown addresses on a second instance and after a restart', async () => {
    const emails = ['pendiente@demo.mx', 'vendedor@demo.mx', 'nadie@demo.mx'];
    const first = await Promise.all(emails.map((email) => t.app.inject({ method: 'POST', url: ACTIVATE, payload: { email } })));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const app of [second.app, (await instance()).app]) {
      const again = await Promise.all(emails.map((email) => app.inject({ method: 'POST', url: ACTIVATE, payload: { email } })));
      expect(new Set(again.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
      expect(again[0]?.statusCode).toBe(429);
    }
  });

  it('counts concurrent hits exactly (one atomic statement per hit)', async () => {
    const rule = { name: 'test:concurrency', max: 10, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => consumeLimit(i % 2 === 0 ? t.ctx : second.ctx, rule, 'someone')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof LimitExceededError)).toBe(true);
  });
});
