// Catalogue spreadsheet benchmark (`npm run bench:catalogue-import`, issue 14, decision 025).
//
// For each database (a fresh SQLite file and/or a fresh, temporary PostgreSQL database):
//   1. seeds the demo accounts plus N synthetic products (20 000 by default);
//   2. starts the real server (apps/api/src/server.ts) in a child process on 127.0.0.1 and, signed
//      in as the demo admin, downloads GET /api/admin/catalogue/export as XLSX and as CSV;
//   3. restarts the server and POSTs the untouched XLSX to /api/admin/catalogue/import (every
//      product unchanged);
//   4. starts a server on a second database with no products and imports the same file there
//      (every product created).
// It prints the time of each step, the file sizes and the server's memory: the resident set (RSS)
// of the server process before the step and its peak (VmHWM in /proc/<pid>/status: the highest
// RSS the process ever had) — the peak of the whole process, not only of the import; each import
// runs in a freshly started server. The server is the compiled one `npm start` runs in production
// (apps/api/dist/server.js, built first by scripts/build-api.mjs); --server=tsx runs the sources
// through tsx instead (~50 MB more resident memory for the compiler's own code and source maps).
// The last lines compare each import with the targets of issue 14: 60 s and 300 MB.
//
// It also prints the CPU time the server spent (user + system): on a shared, busy machine the wall
// time mostly measures the wait for a core.
//
// Options: --db=sqlite|postgres|both  --products=20000  --port=3261  --server=dist|tsx
//          --heap=192 (the server's V8 heap limit in MB, NODE_OPTIONS=--max-old-space-size; default: Node's)
//          --pg-url=postgres://postgres@127.0.0.1:5432/postgres

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from '../src/db/seed/accounts.ts';
import { generateSyntheticProducts } from '../src/db/seed/synthetic.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const sourceEntry = path.join(root, 'apps/api/src/server.ts');
const compiledEntry = path.join(root, 'apps/api/dist/server.js');

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    products: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3261' },
    heap: { type: 'string' },
    server: { type: 'string', default: 'dist' },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});

const productCount = Number(args.products);
const port = Number(args.port);
const databases: Array<'sqlite' | 'postgres'> =
  args.db === 'both' ? ['sqlite', 'postgres'] : args.db === 'sqlite' || args.db === 'postgres' ? [args.db] : [];
if (databases.length === 0) throw new Error(`--db must be sqlite, postgres or both (got ${args.db})`);
if (args.server !== 'dist' && args.server !== 'tsx') throw new Error(`--server must be dist or tsx (got ${args.server})`);
const serverArgs = args.server === 'dist' ? ['--enable-source-maps', compiledEntry] : ['--import', 'tsx', sourceEntry];

/** Compiles the API as `npm run build` does (the bench measures the server that runs in production). */
async function buildServer(): Promise<void> {
  if (args.server !== 'dist') return;
  const build = spawn(process.execPath, [path.join(root, 'scripts/build-api.mjs')], { cwd: root, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`scripts/build-api.mjs failed with code ${code}`);
}

/** Each import's figures, for the summary against the targets. */
const results: Array<{ label: string; seconds: number; peakMb: number }> = [];
const TARGET_SECONDS = 60;
const TARGET_MB = 300;

const cleanups: Array<() => Promise<void>> = [];
async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    await cleanup?.().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}
process.on('SIGINT', () => {
  void runCleanups().finally(() => process.exit(130));
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A fresh database: its server env and a handle for seeding. */
async function freshDatabase(dialect: 'sqlite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-bench-import-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (dialect === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      handle: createDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'cotizador.sqlite') }),
    };
  }
  const adminUrl = args['pg-url'];
  const name = `cotizador_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    handle: createDatabase({ dialect: 'postgres', url: url.toString() }),
  };
}

async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...(args.heap ? { NODE_OPTIONS: `--max-old-space-size=${args.heap}` } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident set now, its peak so far and the CPU time used so far (ms), of a process (Linux /proc). */
function memory(child: ChildProcess): { rss: number; peak: number; cpu: number } {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'mu').exec(status)?.[1] ?? Number.NaN) * 1024;
  // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses): user and system ticks.
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rss: kb('VmRSS'), peak: kb('VmHWM'), cpu: ticks * 10 };
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authorization: { access_token: string } }).authorization.access_token;
}

async function download(baseUrl: string, token: string, format: 'xlsx' | 'csv', file: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/catalogue/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return performance.now() - started;
}

async function upload(baseUrl: string, token: string, file: string) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`import: ${response.status} ${body.slice(0, 2000)}`);
  return { elapsed, report: (JSON.parse(body) as { report: Record<string, unknown> }).report };
}

async function importInto(dialectLabel: string, label: string, env: Record<string, string>, file: string) {
  const { baseUrl, child } = await startServer(env);
  try {
    const token = await signInAdmin(baseUrl);
    const before = memory(child);
    // Where in the request the resident set peaks (upload, reading or writing).
    const started = performance.now();
    let top = { rss: 0, at: 0 };
    const sampler = setInterval(() => {
      const rss = memory(child).rss;
      if (rss > top.rss) top = { rss, at: performance.now() - started };
    }, 200);
    const { elapsed, report } = await upload(baseUrl, token, file).finally(() => clearInterval(sampler));
    const after = memory(child);
    console.log(`  ${''.padEnd(34)} mayor memoria a los ${seconds(top.at)} de ${seconds(elapsed)}`);
    console.log(
      `  ${label.padEnd(34)} ${seconds(elapsed)} (CPU del servidor ${seconds(after.cpu - before.cpu)}) · ${JSON.stringify(report)} · RSS del proceso del servidor: ${megabytes(before.rss)} antes, pico ${megabytes(after.peak)}`,
    );
    results.push({ label: `${dialectLabel}, ${label}`, seconds: elapsed / 1000, peakMb: after.peak / 1024 / 1024 });
  } finally {
    await stopServer(child);
  }
}

async function benchDatabase(dialect: 'sqlite' | 'postgres'): Promise<void> {
  const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  console.log(`\n▶ ${name}, ${productCount} productos`);
  const full = await freshDatabase(dialect);
  const now = new Date().toISOString();
  try {
    const started = performance.now();
    await migrateToLatest(full.handle.db, full.handle.dialect);
    await seedAccounts(full.handle.db, now);
    await generateSyntheticProducts(full.handle.db, productCount, { now });
    console.log(`  ${'datos sintéticos'.padEnd(34)} ${seconds(performance.now() - started)}`);
  } finally {
    await full.handle.destroy();
  }
  const xlsx = path.join(full.env.DATA_DIR, 'catalogo.xlsx');
  const csv = path.join(full.env.DATA_DIR, 'catalogo.csv');

  const server = await startServer(full.env);
  try {
    const token = await signInAdmin(server.baseUrl);
    const beforeXlsx = memory(server.child);
    const xlsxTime = await download(server.baseUrl, token, 'xlsx', xlsx);
    const afterXlsx = memory(server.child);
    console.log(
      `  ${'exportar XLSX'.padEnd(34)} ${seconds(xlsxTime)} (CPU del servidor ${seconds(afterXlsx.cpu - beforeXlsx.cpu)}) · ${megabytes(fs.statSync(xlsx).size)} · RSS del proceso del servidor: ${megabytes(beforeXlsx.rss)} antes, pico ${megabytes(afterXlsx.peak)}`,
    );
    const csvTime = await download(server.baseUrl, token, 'csv', csv);
    console.log(`  ${'exportar CSV'.padEnd(34)} ${seconds(csvTime)} · ${megabytes(fs.statSync(csv).size)}`);
  } finally {
    await stopServer(server.child);
  }

  await importInto(name, 'importar XLSX sin cambios', full.env, xlsx);

  const empty = await freshDatabase(dialect);
  try {
    await migrateToLatest(empty.handle.db, empty.handle.dialect);
    await seedAccounts(empty.handle.db, now);
  } finally {
    await empty.handle.destroy();
  }
  await importInto(name, 'importar XLSX en base vacía', empty.env, xlsx);
}

async function main(): Promise<void> {
  console.log(
    `Catálogo por hoja de cálculo · ${os.cpus().length} núcleos, carga ${os.loadavg()[0]?.toFixed(1)} · Node ${process.version}` +
      (args.heap ? ` · servidor con --max-old-space-size=${args.heap}` : ''),
  );
  console.log(
    `Servidor: ${args.server === 'dist' ? 'compilado (node apps/api/dist/server.js, como npm start)' : 'fuentes con tsx'} · memoria = RSS del proceso del servidor; pico = VmHWM`,
  );
  try {
    await buildServer();
    for (const dialect of databases) await benchDatabase(dialect);
  } finally {
    await runCleanups();
  }
  console.log(`\nObjetivo (issue 14): importar en ≤ ${TARGET_SECONDS} s con ≤ ${TARGET_MB} MB de RSS pico del servidor`);
  for (const result of results) {
    const ok = result.seconds <= TARGET_SECONDS && result.peakMb <= TARGET_MB;
    console.log(
      `  ${ok ? 'cumple ' : 'NO CUMPLE'} ${result.label.padEnd(42)} ${result.seconds.toFixed(1)} s · pico ${result.peakMb.toFixed(1)} MB`,
    );
  }
}

await main();
