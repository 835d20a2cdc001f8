import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import type { AppContext } from '../context.ts';
import { nowIso } from '../lib/time.ts';
import { claimDueMails, enqueueMail } from './outbox.repository.ts';
import { createSmtpTransport, type MailMessage, type MailTransport } from './transport.ts';
import { createMailWorker } from './worker.ts';

// Issue 17: one Message-ID per outbox row kept across retries, and a row claimed (`sending`, with a
// lease) before it is sent, so neither a retry nor a second worker or instance sends it twice.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

describe('outbox claims and Message-IDs', () => {
  let t: TestApp | undefined;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    t = undefined;
    smtp = undefined;
  });

  const queue = (app: TestApp, to: string) =>
    enqueueMail(app.ctx.db, { kind: 'test', to, subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' }, nowIso(app.clock.now()));

  it('keeps one Message-ID when the SMTP server fails after receiving the message', async () => {
    const port = await freePort();
    const raws: string[] = [];
    let failuresLeft = 2;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // The server got the whole message, then fails before confirming it.
          raws.push(Buffer.concat(chunks).toString('utf8'));
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            const error = new Error('Servidor ocupado') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          callback();
        });
      },
    });
    const server = smtp;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await createTestApp({ env: { SMTP_URL: smtpUrl }, build: { mailTransport: createSmtpTransport(smtpUrl) } });
    await queue(t, 'vendedor@demo.mx');

    expect(await t.mailWorker.runOnce()).toBe(0);
    t.clock.advance(5_000);
    expect(await t.mailWorker.runOnce()).toBe(0);
    t.clock.advance(10_000);
    expect(await t.mailWorker.runOnce()).toBe(1);
    t.clock.advance(60_000);
    expect(await t.mailWorker.runOnce()).toBe(0);

    expect(raws).toHaveLength(3);
    const ids = raws.map(messageIdOf);
    expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@/);
    expect(new Set(ids).size).toBe(1);
    const row = await t.ctx.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect([row.status, row.attempts, row.message_id]).toEqual(['sent', 3, ids[0]]);
  });

  it('never sends a row twice with two workers on one database', async () => {
    t = await createTestApp();
    const app = t;
    const sent: MailMessage[] = [];
    const slowTransport: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        sent.push(message);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
      close: () => {},
    };
    for (let i = 0; i < 40; i += 1) await queue(app, `persona${i}@demo.mx`);
    // Two workers as two instances would run them: their own context, one database.
    const ctxB: AppContext = { ...app.ctx };
    const a = createMailWorker(app.ctx, slowTransport);
    const b = createMailWorker(ctxB, slowTransport);
    let total = 0;
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
      total += x + y;
    }
    expect(total).toBe(40);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((m) => m.to)).size).toBe(40);
    expect(new Set(sent.map((m) => m.messageId)).size).toBe(40);
    const rows = await app.ctx.db.selectFrom('mail_outbox').select(['status']).execute();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('leaves a claimed row alone until its lease ends, then retries it with the same Message-ID', async () => {
    t = await createTestApp();
    await queue(t, 'vendedor@demo.mx');
    const now = nowIso(t.clock.now());
    // A worker claims the row and dies before sending.
    const [claimed] = await claimDueMails(t.ctx.db, t.ctx.dialect, {
      now,
      leaseUntil: nowIso(new Date(t.clock.now().getTime() + 5 * 60_000)),
      limit: 10,
      newMessageId: () => '<primero@demo.mx>',
    });
    expect(claimed?.status).toBe('sending');
    const sent: MailMessage[] = [];
    const worker = createMailWorker(t.ctx, {
      kind: 'smtp',
      send: async (message) => {
        sent.push(message);
      },
      close: () => {},
    });
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(4 * 60_000);
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(60_000);
    expect(await worker.runOnce()).toBe(1);
    expect(sent.map((m) => m.messageId)).toEqual(['<primero@demo.mx>']);
  });
});
