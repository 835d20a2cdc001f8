// Start-up time and resident memory with an empty database: spawn the server on a fresh DATA_DIR,
// wait until /api/health answers, print the time and the resident set size (RSS, from /proc on
// Linux), stop it. Repeats a few times (RUNS, default 3).
// BENCH_RUNTIME=compiled (default) runs `node` on apps/api/dist/server.js as `npm start` does;
// BENCH_RUNTIME=tsx runs the TypeScript sources through the tsx loader, for comparison.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApiIfNeeded, buildWebIfNeeded, root, serverCommand } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
const runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'compiled';
await buildWebIfNeeded();
if (runtime === 'compiled') await buildApiIfNeeded();
const [command, args] =
  runtime === 'tsx' ? [process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]] : serverCommand;

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

async function once() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-bench-'));
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const rssReady = rssMb(child.pid);
  // A little traffic (the home page data and a catalogue page) before the second reading.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`http://127.0.0.1:${port}/api/app-config`).then((r) => r.arrayBuffer());
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
  }
  const rssAfter = rssMb(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { ms, rssReady, rssAfter };
}

const results = [];
for (let i = 0; i < runs; i += 1) results.push(await once());
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const times = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `Arranque con base vacía (migraciones + datos demo), ${runtime === 'tsx' ? 'tsx (TypeScript)' : 'node (compilado)'}, ${runs} corridas:`,
);
console.log(
  `  mínimo ${Math.round(times[0])} ms · mediana ${Math.round(median(times))} ms · máximo ${Math.round(times[runs - 1])} ms`,
);
if (results.every((r) => r.rssReady !== null)) {
  console.log(
    `  memoria residente (RSS), mediana: ${median(results.map((r) => r.rssReady)).toFixed(0)} MB al arrancar · ${median(results.map((r) => r.rssAfter)).toFixed(0)} MB tras 40 peticiones`,
  );
}
