// Start-up time and resident memory: spawn the server on a fresh DATA_DIR, wait until /api/health
// answers (first start: migrations + demo data), stop it, start it again on the same data (a
// restart, as after an upgrade or a deploy) and read the resident set size (RSS, /proc on Linux)
// once it answers and after a little traffic. Repeats RUNS times (default 3) and prints medians.
// BENCH_RUNTIME=compiled (default) runs `node` on apps/api/dist/server.js as `npm start` does;
// BENCH_RUNTIME=tsx runs the TypeScript sources through the tsx loader; BENCH_RUNTIME=both
// alternates the two, so that both see the same machine load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApiIfNeeded, buildWebIfNeeded, root, serverCommand } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3200);
const runtimes =
  process.env.BENCH_RUNTIME === 'both' ? ['tsx', 'compiled'] : [process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'compiled'];
await buildWebIfNeeded();
if (runtimes.includes('compiled')) await buildApiIfNeeded();
const commands = {
  tsx: [process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]],
  compiled: serverCommand,
};
const labels = { tsx: 'tsx (TypeScript en tiempo de ejecución)', compiled: 'node (compilado, apps/api/dist)' };

/** The process and its descendants (tsx runs an esbuild service process beside node). */
function processTree(pid) {
  let children = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      children.push(...fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
    }
  } catch {
    children = [];
  }
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

function rssMb(pid) {
  try {
    let kb = 0;
    for (const id of processTree(pid)) {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    }
    return kb / 1024;
  } catch {
    return null;
  }
}

/** CPU time (user + system) the process has used so far, in ms: steadier than wall time on a busy machine. */
function cpuMs(pid) {
  try {
    let ticks = 0;
    for (const id of processTree(pid)) {
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

async function start(runtime, dataDir) {
  const [command, args] = commands[runtime];
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
      LOG_LEVEL: 'error',
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
  return { child, ms: performance.now() - started, cpu: cpuMs(child.pid) };
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

async function once(runtime) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-bench-'));
  const first = await start(runtime, dataDir);
  await stop(first.child);
  // Read the restart's CPU right away, before any traffic.
  const again = await start(runtime, dataDir);
  const rssReady = rssMb(again.child.pid);
  // A little traffic (public config, health, the catalogue's first page) before the second reading.
  for (let i = 0; i < 20; i += 1) {
    await fetch(`http://127.0.0.1:${port}/api/app-config`).then((r) => r.arrayBuffer());
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
  }
  const rssAfter = rssMb(again.child.pid);
  await stop(again.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { first: first.ms, restart: again.ms, firstCpu: first.cpu, restartCpu: again.cpu, rssReady, rssAfter };
}

const results = Object.fromEntries(runtimes.map((r) => [r, []]));
for (let i = 0; i < runs; i += 1) for (const runtime of runtimes) results[runtime].push(await once(runtime));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) =>
  `mediana ${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
for (const runtime of runtimes) {
  const list = results[runtime];
  console.log(`${labels[runtime]}, ${runs} corridas:`);
  console.log(`  primer arranque (base vacía: migraciones + datos demo): ${range(list.map((r) => r.first))}`);
  console.log(`  reinicio (base existente):                            ${range(list.map((r) => r.restart))}`);
  if (list.every((r) => r.restartCpu !== null && r.firstCpu !== null)) {
    console.log(
      `  CPU hasta responder, mediana: ${Math.round(median(list.map((r) => r.firstCpu)))} ms (primer arranque) · ${Math.round(median(list.map((r) => r.restartCpu)))} ms (reinicio)`,
    );
  }
  if (list.every((r) => r.rssReady !== null)) {
    console.log(
      `  memoria residente (RSS), mediana: ${median(list.map((r) => r.rssReady)).toFixed(0)} MB al arrancar · ${median(list.map((r) => r.rssAfter)).toFixed(0)} MB tras 40 peticiones`,
    );
  }
}
