import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD, testDialect } from '../test/helpers.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';

// The real server in a child process (as `npm start` runs it): SIGTERM with a request in flight.

type LogLine = { msg?: string; req?: { url?: string }; [key: string]: unknown };

const serverEntry = path.join(import.meta.dirname, 'server.ts');
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

async function createDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (testDialect !== 'postgres') return null;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `cotizador_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

class ServerProcess {
  readonly lines: LogLine[] = [];
  private waiters: Array<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const part of parts) {
        if (!part.startsWith('{')) continue;
        const line = JSON.parse(part) as LogLine;
        this.lines.push(line);
        this.waiters = this.waiters.filter((waiter) => {
          if (!waiter.test(line)) return true;
          waiter.resolve(line);
          return false;
        });
      }
    });
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  waitFor(test: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }
}

describe('server process', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let database: Awaited<ReturnType<typeof createDatabaseUrl>> = null;
  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    server = undefined;
    database = null;
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes push sockets with 4200 and exits 0', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-server-'));
    database = await createDatabaseUrl();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1:3000',
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = new ServerProcess(child);
    const listening = await server.waitFor((line) => /^Server listening at /.test(line.msg ?? ''));
    const origin = String(listening.msg).replace('Server listening at ', '');
    const port = new URL(origin).port;

    // A push socket, connected.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/cotizador-key`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => socket.once('message', () => resolve()));

    // A sign-in whose body arrives in two halves: in flight while the signal comes.
    const body = JSON.stringify({ email: DEMO_ACCOUNTS.operator, password: DEMO_PASSWORD });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/sign-in-sales-operator',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      // Sent in full only once the server has begun to stop.
      void server
        ?.waitFor((line) => line.msg === 'shutting down')
        .then(() => new Promise((r) => setTimeout(r, 300)))
        .then(() => request.end(body.slice(10)));
    });
    await server.waitFor((line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/sign-in-sales-operator');

    child.kill('SIGTERM');
    await server.waitFor((line) => line.msg === 'shutting down');
    expect(await closed).toBe(4200);
    // No new connections once stopping.
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();

    const response = await answer;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ authorization: { access_token: expect.any(String) } });
    expect(await server.exited).toBe(0);
    expect(server.lines.some((line) => line.msg === 'stopped')).toBe(true);
  }, 60_000);

  it('behind a public address without SMTP: no dev mailbox, mail waits in the outbox, the log says why', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://cotizador.example.com',
        APP_SECRET: 'secreto-propio-de-la-instalacion-1',
        PUSHER_SECRET: 'secreto-propio-de-la-instalacion-2',
        SMTP_URL: '',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        MAIL_POLL_MS: '50',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = new ServerProcess(child);
    const listening = await server.waitFor((line) => /^Server listening at /.test(line.msg ?? ''));
    const origin = String(listening.msg).replace('Server listening at ', '');
    expect(server.lines.some((line) => /^SMTP_URL no está configurado/.test(line.msg ?? ''))).toBe(true);
    expect(server.lines.some((line) => /valor de desarrollo/.test(line.msg ?? ''))).toBe(false);

    // Loopback included: the mailbox does not exist.
    expect((await fetch(`${origin}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${origin}/api/dev/mailbox`)).status).toBe(404);

    const reset = await fetch(`${origin}/api/otp/send-otp-email-to-reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.operator }),
    });
    expect(reset.status).toBe(200);
    // Many poll intervals later the message is still waiting (no worker delivers it anywhere).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const db = new SQLite(path.join(dataDir, 'cotizador.sqlite'), { readonly: true });
    const rows = db
      .prepare("select status, attempts from mail_outbox where to_address = ? and kind like '%reset%'")
      .all(DEMO_ACCOUNTS.operator);
    db.close();
    expect(rows).toEqual([{ status: 'pending', attempts: 0 }]);
  }, 60_000);

  it('compiled by npm run build, runs on plain node without a TypeScript loader', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-server-'));
    // Inside the repository, so that the external npm packages resolve from its node_modules.
    const outDir = path.join(repositoryRoot, 'apps/api/dist', `test-${randomBytes(4).toString('hex')}`);
    try {
      const build = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/build-api.mjs')], {
        env: { ...process.env, API_DIST_DIR: outDir },
        stdio: 'ignore',
      });
      expect(await new Promise((resolve) => build.on('exit', resolve))).toBe(0);
      const child = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server.js')], {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1:3000',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      server = new ServerProcess(child);
      const listening = await server.waitFor((line) => /^Server listening at /.test(line.msg ?? ''));
      const origin = String(listening.msg).replace('Server listening at ', '');
      const ready = await fetch(`${origin}/api/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // One JavaScript file: the workspace packages inlined, no TypeScript import left for a loader.
      const bundle = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
      expect(bundle).not.toMatch(/from\s*["']@cotizador\//);
      expect(bundle).not.toMatch(/(from\s*|import\()["'][^"']+\.ts["']/);
      expect(bundle).not.toMatch(/["']tsx(\/[^"']*)?["']/);
      expect(fs.existsSync(path.join(outDir, 'server.js.map'))).toBe(true);
      child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start in production with the development secrets behind a public address', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-server-'));
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://cotizador.example.com',
        APP_SECRET: '',
        PUSHER_SECRET: '',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = new ServerProcess(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    expect(await server.exited).toBe(1);
    expect(stderr).toContain('APP_SECRET y PUSHER_SECRET tienen el valor de desarrollo');
    expect(fs.existsSync(path.join(dataDir, 'cotizador.sqlite'))).toBe(false);
  }, 60_000);
});
