import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(root, 'apps/web/dist');
export const apiDist = path.join(root, 'apps/api/dist');
/** The compiled server and CLI (`npm run build`, scripts/build-api.mjs). */
export const serverEntry = path.join(apiDist, 'server.js');
export const cliEntry = path.join(apiDist, 'cli.js');

/** Newest modification time under a folder (skips node_modules and dist). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The web build is missing or older than its sources (web app or shared domain package). */
export function webBuildIsStale() {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  const sources = [
    path.join(root, 'apps/web/src'),
    path.join(root, 'apps/web/public'),
    path.join(root, 'packages/domain/src'),
    path.join(root, 'packages/contracts/src'),
  ];
  const files = [
    path.join(root, 'apps/web/index.html'),
    path.join(root, 'apps/web/vite.config.ts'),
    path.join(root, 'package-lock.json'),
  ];
  const newest = Math.max(
    ...sources.filter((p) => fs.existsSync(p)).map(newestMtime),
    ...files.filter((p) => fs.existsSync(p)).map((p) => fs.statSync(p).mtimeMs),
  );
  return newest > built;
}

/** The compiled API is missing or older than its sources (API, domain and contracts packages). */
export function apiBuildIsStale() {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(cliEntry)) return true;
  const built = Math.min(fs.statSync(serverEntry).mtimeMs, fs.statSync(cliEntry).mtimeMs);
  const sources = [
    path.join(root, 'apps/api/src'),
    path.join(root, 'packages/domain/src'),
    path.join(root, 'packages/contracts/src'),
  ];
  const files = [
    path.join(root, 'apps/api/package.json'),
    path.join(root, 'package-lock.json'),
    path.join(root, 'scripts/build-api.mjs'),
  ];
  const newest = Math.max(
    ...sources.filter((p) => fs.existsSync(p)).map(newestMtime),
    ...files.filter((p) => fs.existsSync(p)).map((p) => fs.statSync(p).mtimeMs),
  );
  return newest > built;
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfNeeded() {
  if (!webBuildIsStale()) return;
  console.log('Construyendo la aplicación web…');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) throw new Error('La construcción de la aplicación web falló.');
}

export async function buildApiIfNeeded() {
  if (!apiBuildIsStale()) return;
  console.log('Compilando la API…');
  const code = await run(process.execPath, [path.join(root, 'scripts/build-api.mjs')]);
  if (code !== 0) throw new Error('La compilación de la API falló.');
}

/** How to run the compiled server: plain node, stack traces mapped to the TypeScript sources. */
export const serverCommand = [process.execPath, ['--enable-source-maps', serverEntry]];

/** Run the compiled API server in this terminal, forwarding SIGINT/SIGTERM for a graceful stop. */
export function runServer(env) {
  const child = spawn(serverCommand[0], serverCommand[1], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1))));
}
