import { errorResponse } from '@cotizador/contracts/common';
import { healthOkResponse, healthUnavailableResponse } from '@cotizador/contracts/health';
import { afterEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, testDialect } from '../../../test/helpers.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';

// Production operations (issue 16): readiness, request ids, log redaction, metrics, dev mailbox.

const REMOTE = '203.0.113.7';
const METRICS_TOKEN = 'metricas-token-de-prueba-0123456789';

describe('operations', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  describe('GET /api/ready', () => {
    it('is ready when the database answers and every migration has run', async () => {
      t = await createTestApp();
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(expectContract(response, healthOkResponse)).toEqual({ status: 'ok' });
    });

    it('answers 503 while a migration of this build has not run, and logs why', async () => {
      const lines: string[] = [];
      t = await createTestApp({ env: { LOG_LEVEL: 'info' }, build: { logStream: { write: (line) => lines.push(line) } } });
      await t.ctx.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '005_conversation' as never)
        .execute();
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(expectContract(response, healthUnavailableResponse)).toEqual({ status: 'unavailable' });
      expect(lines.join('\n')).toContain('pending migrations: 005_conversation');
      // Alive all the same: /api/health checks only that the database answers.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers 503 when the database is unreachable', async () => {
      t = await createTestApp({
        beforeReady: (built) => {
          built.app.get('/api/test/break-db', async () => {
            await built.database.destroy();
            return { ok: true };
          });
        },
      });
      await t.app.inject({ method: 'GET', url: '/api/test/break-db' });
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(expectContract(response, healthUnavailableResponse)).toEqual({ status: 'unavailable' });
    });
  });

  describe('request id and logs', () => {
    it('gives every response an x-request-id, keeps a sane one from the proxy and replaces an unsafe one', async () => {
      t = await createTestApp();
      const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const other = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
      expect(other.statusCode).toBe(404);
      expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(other.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);

      const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'proxy-7f3a:01.b_c' } });
      expect(kept.headers['x-request-id']).toBe('proxy-7f3a:01.b_c');
      for (const unsafe of ['a'.repeat(129), 'id con espacios', 'x<script>', '']) {
        const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': unsafe } });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('writes the request id in every line of a request and never tokens, codes, passwords or Authorization', async () => {
      const lines: string[] = [];
      t = await createTestApp({
        env: { LOG_LEVEL: 'info' },
        build: { logStream: { write: (line) => lines.push(line) } },
        beforeReady: (built) => {
          built.app.post('/api/test/log-secrets', async (request) => {
            request.log.info(
              { token: 'tok-SECRETO-1', code: '847261', password: 'Clave-Secreta-9', body: { code: '112233' } },
              'careless line',
            );
            return { ok: true };
          });
        },
      });
      const token = await signIn(t.app, DEMO_ACCOUNTS.operator);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/auth/info-by-token',
        headers: { ...bearer(token), 'x-request-id': 'req-de-prueba-1' },
      });
      expect(info.headers['x-request-id']).toBe('req-de-prueba-1');
      await t.app.inject({ method: 'POST', url: '/api/test/log-secrets', payload: {} });
      await t.app.inject({ method: 'GET', url: '/api/files/1/download?expires=1&signature=firma-SECRETA-abc' });

      const log = lines.join('\n');
      const ofRequest = lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((l) => l.reqId === 'req-de-prueba-1');
      expect(ofRequest.length).toBeGreaterThanOrEqual(2);
      expect(log).toContain('careless line');
      for (const secret of [token, DEMO_PASSWORD, 'tok-SECRETO-1', '847261', 'Clave-Secreta-9', '112233', 'firma-SECRETA-abc']) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('signature=%5Bredacted%5D');
    });
  });

  describe('GET /api/metrics', () => {
    it('serves Prometheus metrics to loopback: durations by route pattern, outbox, push, pool', async () => {
      t = await createTestApp();
      const token = await signIn(t.app, DEMO_ACCOUNTS.operator);
      await t.app.inject({ method: 'GET', url: '/api/sales-operator/quotations/987654/data', headers: bearer(token) });
      await enqueueMail(
        t.ctx.db,
        { kind: 'activation', to: 'nadie@demo.mx', subject: 'Prueba', html: '<p>x</p>', text: 'x' },
        nowIso(t.clock.now()),
      );
      await t.ctx.broadcaster.publish([{ channel: 'private-notifications.1', event: 'NotifyEvent', data: {} }]);

      const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(text).toMatch(
        /cotizador_http_request_duration_seconds_count\{method="GET",route="\/api\/sales-operator\/quotations\/:id\/data",status_code="\d{3}"\} 1/,
      );
      expect(text).toMatch(
        /cotizador_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/sign-in-sales-operator",status_code="200"\} 1/,
      );
      expect(text).not.toContain('987654');
      expect(text).toContain('cotizador_mail_outbox_pending{state="pending"} 1');
      expect(text).toContain('cotizador_mail_outbox_pending{state="failing"} 0');
      expect(text).toContain('cotizador_push_connections 0');
      expect(text).toContain('cotizador_push_messages_total 1');
      expect(text).toContain('cotizador_process_resident_memory_bytes');
      if (testDialect === 'postgres') expect(text).toMatch(/cotizador_db_pool_connections\{state="total"\} \d+/);
      else expect(text).not.toContain('cotizador_db_pool_connections');
    });

    it('is not there for other hosts without METRICS_TOKEN (404), also behind a local proxy', async () => {
      t = await createTestApp();
      const remote = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: REMOTE });
      expect(remote.statusCode).toBe(404);
      expect(expectContract(remote, errorResponse).message).toBe('El recurso solicitado no existe.');
      const proxied = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { 'x-forwarded-for': REMOTE } });
      expect(proxied.statusCode).toBe(404);
    });

    it('asks other hosts for METRICS_TOKEN as a bearer token (401 without it or with a wrong one)', async () => {
      t = await createTestApp({ env: { METRICS_TOKEN } });
      const missing = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: REMOTE });
      expect(missing.statusCode).toBe(401);
      expect(expectContract(missing, errorResponse).message).toBe('Se requiere el token de métricas.');
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: bearer(`${METRICS_TOKEN}x`),
      });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: bearer(METRICS_TOKEN),
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('cotizador_http_request_duration_seconds');
    });
  });

  describe('shutdown', () => {
    it('lets the mail worker finish the message it is sending before the app closes', async () => {
      let release: () => void = () => {};
      let started: () => void = () => {};
      const sending = new Promise<void>((resolve) => {
        started = resolve;
      });
      const sent: string[] = [];
      t = await createTestApp({
        build: {
          mailTransport: {
            kind: 'smtp',
            send: async (message) => {
              started();
              await new Promise<void>((resolve) => {
                release = resolve;
              });
              sent.push(message.to);
            },
            close: () => {},
          },
        },
      });
      await enqueueMail(
        t.ctx.db,
        { kind: 'activation', to: 'en-curso@demo.mx', subject: 'Prueba', html: '<p>x</p>', text: 'x' },
        nowIso(t.clock.now()),
      );
      const pass = t.mailWorker.runOnce();
      await sending;
      let closed = false;
      const closing = t.app.close().then(() => {
        closed = true;
      });
      // Given ample time, the close still waits for the send in progress.
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 300))]);
      expect(closed).toBe(false);
      release();
      await closing;
      expect(await pass).toBe(1);
      expect(sent).toEqual(['en-curso@demo.mx']);
      const row = await t.ctx.db.selectFrom('mail_outbox').select('status').executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    });
  });

  describe('dev mailbox', () => {
    it('answers loopback requests only when PUBLIC_URL is local', async () => {
      t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
      for (const url of ['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox/1']) {
        const remote = await t.app.inject({ method: 'GET', url, remoteAddress: REMOTE });
        expect(remote.statusCode).toBe(404);
        expect(remote.body).not.toContain('Buzón');
        const proxied = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': REMOTE } });
        expect(proxied.statusCode).toBe(404);
      }
    });

    it('does not exist with a public PUBLIC_URL, not even for loopback', async () => {
      t = await createTestApp({ env: { PUBLIC_URL: 'https://cotizador.example.com' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    });
  });
});
