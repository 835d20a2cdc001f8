import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';

// `npm run cli -- backup <file>` / `restore <file>` (decision 024, docs/DEPLOY.md): an online,
// consistent copy of the SQLite database with SQLite's backup API (the app may keep running and
// writing), plus the stored files: `<file>` is the database, `<file>.files/` holds `uploads/`
// (quotation files, avatars) and `media/` (catalogue pictures). PostgreSQL: pg_dump / pg_restore.

export class BackupError extends Error {}

/** The folders of DATA_DIR that hold files the database points at. */
const FILE_FOLDERS = ['uploads', 'media'] as const;

export type BackupSummary = { databaseBytes: number; files: number; filesDir: string };

function sqliteFile(config: Config): string {
  if (config.database.dialect !== 'sqlite') {
    throw new BackupError(
      'Con PostgreSQL (DATABASE_URL) use pg_dump y pg_restore; vea docs/DEPLOY.md. Los archivos de DATA_DIR/uploads y DATA_DIR/media se copian aparte.',
    );
  }
  return config.database.file;
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

/** `ok`, or the first problem SQLite reports; a file that is not a database is a problem too. */
function integrityOf(file: string): string {
  let db: SQLite.Database | null = null;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    const migrations = db
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (migrations.n === 0) return 'no es una base de datos de Cotizador Seller';
    return String(result);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

export async function backupDatabase(config: Config, target: string): Promise<BackupSummary> {
  const source = sqliteFile(config);
  const destination = path.resolve(target);
  const filesDir = `${destination}.files`;
  if (!fs.existsSync(source)) throw new BackupError(`No existe la base de datos ${source}.`);
  if (fs.existsSync(destination) || fs.existsSync(filesDir)) {
    throw new BackupError(`${destination} ya existe; elija otro nombre para no sobrescribir un respaldo.`);
  }
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // Page by page; writes of the running app in between restart the copy, so the result is one
    // consistent snapshot.
    await db.backup(destination);
  } finally {
    db.close();
  }
  const integrity = integrityOf(destination);
  if (integrity !== 'ok') throw new BackupError(`La copia no pasó la verificación de integridad: ${integrity}`);
  fs.mkdirSync(filesDir);
  for (const folder of FILE_FOLDERS) {
    const from = path.join(config.dataDir, folder);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(filesDir, folder), { recursive: true });
  }
  return { databaseBytes: fs.statSync(destination).size, files: countFiles(filesDir), filesDir };
}

/** Replaces the database and the stored files with a backup. The app must be stopped. */
export async function restoreDatabase(config: Config, source: string): Promise<BackupSummary> {
  const target = sqliteFile(config);
  const backup = path.resolve(source);
  const filesDir = `${backup}.files`;
  if (!fs.existsSync(backup)) throw new BackupError(`No existe el respaldo ${backup}.`);
  const integrity = integrityOf(backup);
  if (integrity !== 'ok') throw new BackupError(`El respaldo no es válido: ${integrity}`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = `${target}.restoring`;
  fs.copyFileSync(backup, staging);
  // The old WAL belongs to the old database: it must not be replayed onto the restored one.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(staging, target);

  if (fs.existsSync(filesDir)) {
    for (const folder of FILE_FOLDERS) {
      const from = path.join(filesDir, folder);
      const to = path.join(config.dataDir, folder);
      if (!fs.existsSync(from)) continue;
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(from, to, { recursive: true });
    }
  }
  return { databaseBytes: fs.statSync(target).size, files: countFiles(filesDir), filesDir };
}
