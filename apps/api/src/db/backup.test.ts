import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { runCli } from '../cli.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { DEMO_ACCOUNTS, seedAccounts } from './seed/accounts.ts';

// backup / restore work on SQLite files (PostgreSQL: pg_dump / pg_restore), so this file uses a
// SQLite database in a DATA_DIR whatever TEST_DB says.

describe('backup and restore (SQLite)', () => {
  let dataDir: string;
  let backupDir: string;
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  function setup() {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-backup-data-'));
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-backup-copy-'));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'x'),
    };
    const lines: string[] = [];
    const cli = (...argv: string[]) => runCli(argv, { log: (line) => lines.push(line) }, env);
    return { env, lines, cli, config: loadConfig(env) };
  }

  it('copies the database while the app runs and writes, with the uploads; restore brings both back and sign-in works', async () => {
    const { env, lines, cli, config } = setup();
    if (config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
    // The running app: a connection that keeps writing during the copy.
    const live = createDatabase(config.database);
    await migrateToLatest(live.db, live.dialect);
    await seedAccounts(live.db, new Date().toISOString());
    fs.mkdirSync(path.join(dataDir, 'uploads/avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads/avatars/ana.png'), 'png bytes');

    const target = path.join(backupDir, 'respaldo.sqlite');
    const writes = (async () => {
      for (let i = 0; i < 50; i += 1) {
        await live.db
          .updateTable('users')
          .set({ updated_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() })
          .where('email', '=', DEMO_ACCOUNTS.admin)
          .execute();
      }
    })();
    expect(await cli('backup', target)).toBe(0);
    await writes;
    expect(lines.at(-1)).toMatch(/^Respaldo listo: .*respaldo\.sqlite .* 1 archivos en /);
    expect(fs.readFileSync(path.join(`${target}.files`, 'uploads/avatars/ana.png'), 'utf8')).toBe('png bytes');
    // Never overwrites an earlier backup.
    expect(await cli('backup', target)).toBe(1);
    expect(lines.at(-1)).toContain('ya existe');

    // After the backup: the operator loses the password, the upload is deleted.
    expect(await cli('user:set-password', '--email', DEMO_ACCOUNTS.operator, '--password', 'Otra1234!')).toBe(0);
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    await live.destroy();

    expect(await cli('restore', target)).toBe(0);
    expect(lines.at(-1)).toContain('Respaldo restaurado');
    expect(fs.readFileSync(path.join(dataDir, 'uploads/avatars/ana.png'), 'utf8')).toBe('png bytes');

    const restored = createDatabase(config.database);
    const { app } = await buildApp(loadConfig(env), { database: restored, logger: false });
    try {
      await app.ready();
      expect(await signIn(app, DEMO_ACCOUNTS.operator, DEMO_PASSWORD)).toEqual(expect.any(String));
    } finally {
      await app.close();
      await restored.destroy();
    }
  });

  it('refuses to restore a file that is not a backup, and leaves the database alone', async () => {
    const { lines, cli, config } = setup();
    if (config.database.dialect !== 'sqlite') throw new Error('expected SQLite');
    const live = createDatabase(config.database);
    await migrateToLatest(live.db, live.dialect);
    await seedAccounts(live.db, new Date().toISOString());
    await live.destroy();
    const bogus = path.join(backupDir, 'no-es-respaldo.sqlite');
    fs.writeFileSync(bogus, 'esto no es SQLite');
    expect(await cli('restore', bogus)).toBe(1);
    expect(lines.at(-1)).toMatch(/^Error: El respaldo no es válido/);
    expect(await cli('restore', path.join(backupDir, 'no-existe.sqlite'))).toBe(1);
    expect(lines.at(-1)).toContain('No existe el respaldo');
    const after = createDatabase(config.database);
    const users = await after.db.selectFrom('users').select('email').execute();
    await after.destroy();
    expect(users.map((u) => u.email)).toContain(DEMO_ACCOUNTS.operator);
  });

  it('points at pg_dump and pg_restore with PostgreSQL', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-backup-data-'));
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-backup-copy-'));
    const lines: string[] = [];
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: 'postgres://nadie@127.0.0.1:1/ninguna' };
    expect(await runCli(['backup', path.join(backupDir, 'x.sqlite')], { log: (line) => lines.push(line) }, env)).toBe(1);
    expect(lines.at(-1)).toContain('use pg_dump y pg_restore');
  });
});
