import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { waitForNoSessions } from './pg-sessions.ts';

// On PostgreSQL, running every migration for each test app costs about half a second. The suite
// migrates one template database once per run; `createTestDatabase({ migrated: true })` copies it
// with CREATE DATABASE … TEMPLATE, which the server does at file level.
declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) {
    project.provide('pgTemplate', null);
    return undefined;
  }
  const name = `cotizador_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ dialect: 'postgres', url: url.toString() }, { poolSize: 1 });
  await migrateToLatest(handle.db, 'postgres');
  await handle.destroy();
  await waitForNoSessions(admin, name);
  await admin.end();
  project.provide('pgTemplate', name);
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
