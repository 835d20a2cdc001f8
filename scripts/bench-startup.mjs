// Start-up time with an empty database: spawn the server on a fresh DATA_DIR, wait until
// /api/health answers, print the time, stop it. Repeats a few times.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded, root } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = 3200;
await buildWebIfNeeded();

async function once() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
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
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return ms;
}

const results = [];
for (let i = 0; i < runs; i += 1) results.push(await once());
results.sort((a, b) => a - b);
console.log(`Arranque con base vacía (migraciones + datos demo), ${runs} corridas:`);
console.log(
  `  mínimo ${Math.round(results[0])} ms · mediana ${Math.round(results[Math.floor(runs / 2)])} ms · máximo ${Math.round(results[runs - 1])} ms`,
);
