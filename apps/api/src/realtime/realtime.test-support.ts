import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Pusher from 'pusher-js';
import { inject } from 'vitest';
import { type TestApp, TestClock } from '../../test/helpers.ts';
import { waitForNoSessions } from '../../test/pg-sessions.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedAccounts } from '../db/seed/accounts.ts';

// Helpers of the real-time tests: real pusher-js clients (Node build) and app instances that listen
// on 127.0.0.1 ephemeral ports.

export type PusherClient = InstanceType<typeof Pusher>;

/** Listens on 127.0.0.1 (port 0 = any free port, or the given one) and returns the port. */
export async function listen(app: TestApp['app'], port = 0): Promise<number> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A pusher-js client of the server on `port`, authorised by that server's broadcasting/auth. */
export function pusherClient(port: number, token: string, key: string): PusherClient {
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

export const connected = (pusher: PusherClient) =>
  new Promise<string>((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('failed', () => reject(new Error('failed')));
  });

export const subscribed = (pusher: PusherClient, channel: string) =>
  new Promise<void>((resolve, reject) => {
    const ch = pusher.subscribe(channel);
    ch.bind('pusher:subscription_succeeded', () => resolve());
    ch.bind('pusher:subscription_error', (status: unknown) => reject(new Error(`refused ${JSON.stringify(status)}`)));
  });

/** Records every `event` on `channel` (the payloads, in order). */
export function record(pusher: PusherClient, channel: string, event: string): unknown[] {
  const received: unknown[] = [];
  pusher.channel(channel)?.bind(event, (data: unknown) => received.push(data));
  return received;
}

export type ClusterTestApps = {
  instances: [TestApp, TestApp];
  close: () => Promise<void>;
};

/**
 * Two instances of the app on one fresh PostgreSQL database (TEST_DATABASE_URL's server), each
 * with its own pool and cluster bus, as two processes of a deployment would have.
 */
export async function createClusterTestApps(env: Record<string, string> = {}): Promise<ClusterTestApps> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('two instances need TEST_DATABASE_URL');
  const name = `cotizador_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate') ?? 'template1'}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const clock = new TestClock();

  const instance = async (first: boolean): Promise<TestApp> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      CATALOGUE_CACHE_SECONDS: '0',
      DATABASE_URL: url.toString(),
      ...env,
    });
    const handle = createDatabase(config.database, { poolSize: 3 });
    if (first) {
      await migrateToLatest(handle.db, handle.dialect); // a no-op on the template's copy
      await seedAccounts(handle.db, clock.now().toISOString());
    }
    const built = await buildApp(config, { database: handle, clock, logger: false });
    await built.app.ready();
    return {
      ...built,
      clock,
      dataDir,
      close: async () => {
        await built.app.close();
        await handle.destroy().catch(() => {});
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  const a = await instance(true);
  const b = await instance(false);
  return {
    instances: [a, b],
    close: async () => {
      await a.close();
      await b.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await waitForNoSessions(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
