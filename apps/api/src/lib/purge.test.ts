import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { consumeLimit } from './limits.ts';
import { purgeOnce } from './purge.ts';
import { nowIso } from './time.ts';

describe('scheduled purge', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('deletes old tokens, codes, idempotency keys, sent mail and ended limits, and keeps the live ones', async () => {
    t = await createTestApp();
    const app = t;
    const oldToken = await signIn(app.app, 'vendedor@demo.mx');
    await app.app.inject({
      method: 'POST',
      url: '/api/otp/send-otp-email-to-reset-password',
      payload: { email: 'recupera@demo.mx' },
    });
    await consumeLimit(app.ctx, { name: 'test:purge', max: 5, windowSeconds: 60 }, 'alguien');
    const userId = (
      await app.ctx.db.selectFrom('users').select('id').where('email', '=', 'vendedor@demo.mx').executeTakeFirstOrThrow()
    ).id;
    await app.ctx.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key: 'vieja', response: '{}', created_at: nowIso(app.clock.now()) })
      .execute();
    await app.mailWorker.runOnce();

    // 31 days later everything above is old; a new sign-in, code and mail are not.
    app.clock.advance(31 * 24 * 60 * 60_000);
    const liveToken = await signIn(app.app, 'cpa@demo.mx');
    await app.app.inject({
      method: 'POST',
      url: '/api/otp/send-otp-email-to-reset-password',
      payload: { email: 'vendedor@demo.mx' },
    });
    await enqueueMail(
      app.ctx.db,
      { kind: 'test', to: 'x@demo.mx', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' },
      nowIso(app.clock.now()),
    );

    const counts = await purgeOnce(app.ctx);
    expect(counts.tokens).toBeGreaterThanOrEqual(1);
    expect(counts).toMatchObject({ codes: 1, idempotencyKeys: 1, limits: expect.any(Number) });
    expect(counts.sentMails).toBeGreaterThanOrEqual(1);
    expect(counts.limits).toBeGreaterThanOrEqual(1);

    const tokens = await app.ctx.db.selectFrom('access_tokens').select('user_id').execute();
    expect(tokens).toHaveLength(1);
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: { authorization: `Bearer ${liveToken}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/auth/info-by-token', headers: { authorization: `Bearer ${oldToken}` } }))
        .statusCode,
    ).toBe(401);
    expect(await app.ctx.db.selectFrom('otps').selectAll().execute()).toHaveLength(1);
    expect(await app.ctx.db.selectFrom('idempotency_keys').selectAll().execute()).toHaveLength(0);
    const mails = await app.ctx.db.selectFrom('mail_outbox').select(['status', 'to_address']).execute();
    expect(mails.every((m) => m.status !== 'sent')).toBe(true);
    expect(mails.map((m) => m.to_address)).toContain('x@demo.mx');
    // Running it again (another instance at the same time) finds nothing more.
    expect(await purgeOnce(app.ctx)).toEqual({ tokens: 0, codes: 0, idempotencyKeys: 0, sentMails: 0, limits: 0 });
  });
});
