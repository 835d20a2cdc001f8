import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLocalHostname, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';

const OWN_SECRETS = { APP_SECRET: 'a'.repeat(40), PUSHER_SECRET: 'b'.repeat(40) };

describe('configuration safety', () => {
  it('refuses production with the development secrets behind a public PUBLIC_URL, naming the variables', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cotizador.example.com' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/APP_SECRET y PUSHER_SECRET tienen el valor de desarrollo/);
    expect(attempt).toThrow(/no es una dirección local/);

    const onlyPusher = () =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cotizador.example.com', APP_SECRET: OWN_SECRETS.APP_SECRET });
    expect(onlyPusher).toThrow(/PUSHER_SECRET tiene el valor de desarrollo/);
    expect(onlyPusher).not.toThrow(/APP_SECRET/);
  });

  it('starts in production with own secrets, and with the development ones on a local address', () => {
    const deployed = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cotizador.example.com', ...OWN_SECRETS });
    expect(deployed.devSecrets).toEqual([]);
    expect(deployed.publicUrlIsLocal).toBe(false);

    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000', 'http://demo.localhost']) {
      const local = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: url });
      expect(local.publicUrlIsLocal).toBe(true);
      expect(local.devSecrets).toEqual(['APP_SECRET', 'PUSHER_SECRET']);
    }
    // Development and tests never refuse.
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://cotizador.example.com' }).devSecrets).toHaveLength(2);
  });

  it('has a dev mailbox only without SMTP_URL and with a local PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).devMailbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173', SMTP_URL: 'smtp://mail:25' }).devMailbox).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://cotizador.example.com' }).devMailbox).toBe(false);
  });

  it('tells local hostnames apart', () => {
    expect(isLocalHostname('LOCALHOST')).toBe(true);
    expect(isLocalHostname('127.8.9.10')).toBe(true);
    expect(isLocalHostname('[::1]')).toBe(true);
    expect(isLocalHostname('127.0.0.1.example.com')).toBe(false);
    expect(isLocalHostname('10.0.0.5')).toBe(false);
    expect(isLocalHostname('localhost.example.com')).toBe(false);
  });

  it('checks METRICS_TOKEN', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN: debe tener al menos 16 caracteres/);
  });

  it('opens SQLite in WAL with synchronous NORMAL, or FULL with SQLITE_SYNCHRONOUS=full (decision 024)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-sync-'));
    try {
      for (const [value, expected] of [
        [undefined, 1],
        ['full', 2],
      ] as const) {
        const config = loadConfig({ DATA_DIR: dataDir, ...(value ? { SQLITE_SYNCHRONOUS: value } : {}) });
        const handle = createDatabase(config.database);
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
        await handle.destroy();
        expect(rows[0]?.synchronous).toBe(expected);
        expect(journal.rows[0]?.journal_mode).toBe('wal');
      }
      expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(ConfigError);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
