import net from 'node:net';
import { devMailboxResponse } from '@cotizador/contracts/dev-mailbox';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { nowIso } from '../lib/time.ts';
import { enqueueMail } from './outbox.repository.ts';
import { createSmtpTransport } from './transport.ts';
import { retryDelaySeconds } from './worker.ts';

type Received = { from: string; to: string[]; raw: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('mail outbox and worker', () => {
  let t: TestApp | undefined;
  let smtp: SMTPServer | undefined;
  afterEach(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    t = undefined;
    smtp = undefined;
  });

  it('backs off 5 s, 10 s, 20 s … up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(900);
  });

  it('delivers queued mail through a real SMTP server', async () => {
    const port = await freePort();
    const inbox: Received[] = [];
    smtp = await startSmtp(port, inbox);
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await createTestApp({ env: { SMTP_URL: smtpUrl }, build: { mailTransport: createSmtpTransport(smtpUrl) } });
    await enqueueMail(
      t.ctx.db,
      {
        kind: 'test',
        to: 'vendedor@demo.mx',
        subject: 'Código de activación',
        html: '<p>Tu código es <b>123456</b></p>',
        text: 'Tu código es 123456',
      },
      nowIso(t.clock.now()),
    );
    expect(await t.mailWorker.runOnce()).toBe(1);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.to).toEqual(['vendedor@demo.mx']);
    expect(inbox[0]?.raw).toContain('Subject: =?UTF-8?');
    expect(inbox[0]?.raw).toContain('123456');
    const row = await t.ctx.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    // A second pass sends nothing again.
    expect(await t.mailWorker.runOnce()).toBe(0);
    expect(inbox).toHaveLength(1);
  });

  it('keeps mail through an SMTP outage and delivers it once the server is back', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await createTestApp({ env: { SMTP_URL: smtpUrl }, build: { mailTransport: createSmtpTransport(smtpUrl) } });
    for (const to of ['uno@demo.mx', 'dos@demo.mx']) {
      await enqueueMail(
        t.ctx.db,
        { kind: 'test', to, subject: 'Hola', html: '<p>Hola</p>', text: 'Hola' },
        nowIso(t.clock.now()),
      );
    }

    // Nobody listens on the port: both attempts fail and are rescheduled, not lost.
    expect(await t.mailWorker.runOnce()).toBe(0);
    let rows = await t.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.last_error).toBeTruthy();
    expect(Date.parse(rows[0]?.next_attempt_at ?? '')).toBe(t.clock.now().getTime() + 5000);

    // Not due yet: nothing is attempted before the back-off elapses.
    const inbox: Received[] = [];
    smtp = await startSmtp(port, inbox);
    expect(await t.mailWorker.runOnce()).toBe(0);
    expect(inbox).toHaveLength(0);

    t.clock.advance(5000);
    expect(await t.mailWorker.runOnce()).toBe(2);
    expect(inbox.map((m) => m.to[0]).sort()).toEqual(['dos@demo.mx', 'uno@demo.mx']);
    rows = await t.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('keeps mail in the dev mailbox when SMTP_URL is unset', async () => {
    t = await createTestApp();
    await enqueueMail(
      t.ctx.db,
      { kind: 'activation', to: 'pendiente@demo.mx', subject: 'Activa tu cuenta', html: '<p>847261</p>', text: 'Código: 847261' },
      nowIso(t.clock.now()),
    );
    await t.mailWorker.runOnce();
    const json = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=pendiente@demo.mx' });
    expect(json.statusCode).toBe(200);
    expect(expectContract(json, devMailboxResponse).messages[0]).toMatchObject({
      to: 'pendiente@demo.mx',
      subject: 'Activa tu cuenta',
      text: 'Código: 847261',
      status: 'sent',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Activa tu cuenta');
  });

  it('has no mailbox when a real SMTP server is configured', async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
