import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_PASSWORD, seedAccounts } from '../src/db/seed/accounts.ts';
import type { Clock } from '../src/lib/time.ts';
import { waitForNoSessions } from './pg-sessions.ts';

// API tests run against a freshly migrated database: SQLite always, PostgreSQL when the suite is
// started with TEST_DB=postgres and TEST_DATABASE_URL (scripts/test.mjs runs both).
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-11-20T18:00:00.000Z')) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export type TestDatabase = { handle: DatabaseHandle; drop: () => Promise<void> };

/**
 * A new, empty database; with `migrated`, one already at the latest migration (on PostgreSQL a copy
 * of the run's template from test/global-setup.ts, on SQLite migrated in place).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres requires TEST_DATABASE_URL');
    const name = `cotizador_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = options.migrated ? inject('pgTemplate') : null;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = createDatabase({ dialect: 'postgres', url: url.toString() }, { poolSize: 5 });
    if (options.migrated && !template) await migrateToLatest(handle.db, 'postgres');
    return {
      handle,
      drop: async () => {
        await handle.destroy().catch(() => {});
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await waitForNoSessions(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const handle = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  if (options.migrated) await migrateToLatest(handle.db, 'sqlite');
  return { handle, drop: () => handle.destroy().catch(() => {}) };
}

export type TestApp = BuiltApp & { clock: TestClock; dataDir: string; close: () => Promise<void> };

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seedAccounts?: boolean;
    build?: Omit<BuildOptions, 'database' | 'clock'>;
    beforeReady?: (built: BuiltApp) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Tests change the catalogue and read it back at once; the cache has its own test.
    CATALOGUE_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = await createTestDatabase({ migrated: true });
  const clock = new TestClock();
  if (options.seedAccounts !== false) await seedAccounts(database.handle.db, clock.now().toISOString());
  const built = await buildApp(config, { ...options.build, database: database.handle, clock, logger: false });
  options.beforeReady?.(built);
  await built.app.ready();
  return {
    ...built,
    clock,
    dataDir,
    close: async () => {
      await built.app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { DEMO_PASSWORD };

export async function signIn(app: BuiltApp['app'], email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in-sales-operator', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  return (response.json() as { authorization: { access_token: string } }).authorization.access_token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
