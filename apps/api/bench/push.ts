// Real-time push benchmark (`npm run bench:push`, docs/decisions/019).
//
// Starts the app (embedded push server) in a child process on a fresh temporary SQLite database,
// bound to 127.0.0.1, then:
//   1. connects N pusher-js clients (the Node build), each subscribed to its own private channel
//      `private-notifications.{i}`; the channel signatures are made directly with the app secret
//      (the same HMAC /api/broadcasting/auth answers) so that sign-ins do not dominate the set-up;
//      publishes events at a steady rate through the Pusher HTTP events API with the official
//      `pusher` SDK (the `pusher` driver's path), each event to `fanout` channels, for a bounded
//      time, and prints the delivery latency (publish call → pusher-js callback) p50/p95/p99, the
//      deliveries, the connections the server holds and its memory (RSS, heap after GC);
//   2. holds M idle connections (plain `ws` clients speaking the protocol, each subscribed to a
//      private channel) and prints the server's memory beside its memory with no connection.
// The whole run is bounded (< 3 min). 10 000 sockets need more than 10 000 file descriptors in
// each process: the script raises `ulimit -n` for itself (and so its server child) when the hard
// limit allows, and says so otherwise.
//
// Options: --clients=1000 --rate=20 (publish requests per second) --fanout=100 (channels per
//          event) --duration=20 (seconds of publishing) --idle=10000 --port=0 (0 = any free port)

import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import WebSocket from 'ws';

const SERVE_FLAG = '--serve';
const BENCH_EVENT = 'BenchEvent';
const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret-0123456789' };
const TIME_LIMIT_MS = 170_000;

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };
type ToServer = { type: 'stats' };
type FromServer = { type: 'ready'; port: number } | { type: 'stats'; memory: Memory; connections: number };

// ——— Server child ———

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { prepareDatabase } = await import('../src/db/bootstrap.ts');
  const config = loadConfig();
  const { app, ctx } = await buildApp(config, { logger: false });
  await prepareDatabase(ctx, { seed: false });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const broadcaster = ctx.broadcaster as typeof ctx.broadcaster & { connections?: () => number };
  const reply = (message: FromServer) => process.send?.(message);
  process.on('message', (message: ToServer) => {
    if (message.type !== 'stats') return;
    // Heap after a full collection: what the connections really hold, not garbage waiting.
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    reply({ type: 'stats', memory: { rss, heapUsed, heapTotal, external }, connections: broadcaster.connections?.() ?? -1 });
  });
  process.on('disconnect', () => {
    void app.close().finally(() => process.exit(0));
  });
  reply({ type: 'ready', port });
}

// ——— Bench ———

function fileDescriptorLimit(): number {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '20' },
      fanout: { type: 'string', default: '100' },
      duration: { type: 'string', default: '20' },
      idle: { type: 'string', default: '10000' },
      port: { type: 'string', default: '0' },
    },
  });
  const clients = Number(args.clients);
  const rate = Number(args.rate);
  const fanout = Math.min(100, Number(args.fanout), clients);
  const duration = Number(args.duration);
  const idle = Number(args.idle);
  const requestedPort = Number(args.port);

  const needed = Math.max(clients, idle) + 512;
  const limit = fileDescriptorLimit();
  if (limit > 0 && limit < needed) {
    if (process.env.BENCH_PUSH_RAISED === '1') {
      console.error(`ulimit -n is ${limit}; ${needed} are needed. Raise it (ulimit -n ${needed}) or pass a smaller --idle.`);
      process.exit(1);
    }
    // Re-run under a shell that raises the soft limit (allowed up to the hard limit).
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        `ulimit -n ${needed} 2>/dev/null || { echo "ulimit -n is ${limit} and the hard limit does not allow ${needed}: raise it (ulimit -n ${needed}) or pass a smaller --idle." >&2; exit 1; }; exec "$@"`,
        'sh',
        process.execPath,
        ...process.execArgv,
        ...process.argv.slice(1),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_PUSH_RAISED: '1' },
      },
    );
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-bench-push-'));
  const server = await startServer(dataDir, requestedPort);
  const watchdog = setTimeout(() => {
    console.error(`time limit (${TIME_LIMIT_MS / 1000} s) reached; stopping`);
    server.child.kill('SIGKILL');
    process.exit(1);
  }, TIME_LIMIT_MS);
  watchdog.unref();
  const cleanup = () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    console.log(
      `bench:push — ${os.cpus().length} CPU(s), Node ${process.version}, server pid ${server.child.pid} on 127.0.0.1:${server.port} (SQLite, embedded driver)`,
    );
    const empty = await server.stats();
    console.log(`server at rest: ${formatMemory(empty.memory)}\n`);
    await deliveryPhase(server, { clients, rate, fanout, duration });
    await idlePhase(server, idle, empty.memory);
  } finally {
    clearTimeout(watchdog);
    cleanup();
  }
  process.exit(0);
}

type Server = { child: ChildProcess; port: number; stats: () => Promise<{ memory: Memory; connections: number }> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, requestedPort: number): Promise<Server> {
  const port = requestedPort > 0 ? requestedPort : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', import.meta.filename, SERVE_FLAG], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUSHER_DRIVER: 'embedded',
      PUSHER_APP_ID: APP.appId,
      PUSHER_KEY: APP.key,
      PUSHER_SECRET: APP.secret,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Set<(message: FromServer) => void>();
  child.on('message', (message: FromServer) => {
    for (const handler of [...waiting]) handler(message);
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
      const handler = (message: FromServer) => {
        if (message.type !== type) return;
        waiting.delete(handler);
        resolve(message as Extract<FromServer, { type: T }>);
      };
      waiting.add(handler);
      child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    });
  const ready = await next('ready');
  return {
    child,
    port: ready.port,
    stats: async () => {
      const answer = next('stats');
      child.send({ type: 'stats' } satisfies ToServer);
      const { memory, connections } = await answer;
      return { memory, connections };
    },
  };
}

const channelOf = (i: number) => `private-notifications.${i + 1}`;
const signature = (socketId: string, channel: string) =>
  `${APP.key}:${createHmac('sha256', APP.secret).update(`${socketId}:${channel}`).digest('hex')}`;

async function inBatches(total: number, size: number, start: (i: number) => Promise<void>): Promise<number> {
  let failures = 0;
  for (let first = 0; first < total; first += size) {
    const results = await Promise.allSettled(Array.from({ length: Math.min(size, total - first) }, (_, k) => start(first + k)));
    failures += results.filter((result) => result.status === 'rejected').length;
  }
  return failures;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function deliveryPhase(server: Server, options: { clients: number; rate: number; fanout: number; duration: number }) {
  const { clients, rate, fanout, duration } = options;
  console.log(
    `Phase 1 — ${clients} pusher-js clients on private channels; ${rate} publish requests/s for ${duration} s, each to ${fanout} channels (${rate * fanout} deliveries/s)`,
  );
  const latencies: number[] = [];
  const sockets: InstanceType<typeof PusherClient>[] = [];
  const connectStarted = performance.now();
  const failures = await inBatches(clients, 100, (i) => {
    const client = new PusherClient(APP.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => callback(null, { auth: signature(socketId, channelName) }),
      },
    });
    sockets.push(client);
    const channel = client.subscribe(channelOf(i));
    channel.bind(BENCH_EVENT, (data: { t: number }) => latencies.push(performance.now() - data.t));
    return withTimeout(
      new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', () => reject(new Error('refused')));
      }),
      30_000,
      'subscribe',
    );
  });
  const held = await server.stats();
  console.log(
    `  connected and subscribed: ${clients - failures}/${clients} in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s; server holds ${held.connections} connections; ${formatMemory(held.memory)}`,
  );

  const publisher = new Pusher({
    ...APP,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
    agent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  });
  let sent = 0;
  let expected = 0;
  let publishErrors = 0;
  let cursor = 0;
  const inFlight = new Set<Promise<unknown>>();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (performance.now() - started >= duration * 1000) {
        clearInterval(tick);
        resolve();
        return;
      }
      const channels = Array.from({ length: fanout }, (_, k) => channelOf((cursor + k) % clients));
      cursor = (cursor + fanout) % clients;
      sent += 1;
      expected += fanout;
      const request = publisher
        .trigger(channels, BENCH_EVENT, { t: performance.now() })
        .catch(() => {
          publishErrors += 1;
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }, 1000 / rate);
  });
  await Promise.all(inFlight);
  // Stragglers: wait until everything arrived or 3 s passed.
  const drainUntil = performance.now() + 3000;
  while (latencies.length < expected && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  const during = await server.stats();
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  console.log(`  publish requests: ${sent} (${publishErrors} failed); deliveries: ${latencies.length}/${expected}`);
  console.log(
    `  delivery latency ms: p50 ${pct(50).toFixed(1)}  p95 ${pct(95).toFixed(1)}  p99 ${pct(99).toFixed(1)}  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`,
  );
  console.log(`  server after the run: ${during.connections} connections; ${formatMemory(during.memory)}`);
  console.log(`  target p95 ≤ 100 ms with 1 000 clients: ${pct(95) <= 100 && clients >= 1000 ? 'met' : 'NOT met'}\n`);
  for (const client of sockets) client.disconnect();
  const closeBy = performance.now() + 10_000;
  while ((await server.stats()).connections > 0 && performance.now() < closeBy) await new Promise((r) => setTimeout(r, 200));
}

async function idlePhase(server: Server, idle: number, atRest: Memory) {
  console.log(`Phase 2 — ${idle} idle connections (ws clients speaking the protocol, one private channel each)`);
  const sockets: WebSocket[] = [];
  const started = performance.now();
  const failures = await inBatches(idle, 250, (i) =>
    withTimeout(
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${APP.key}?protocol=7&client=bench&version=1.0`);
        sockets.push(ws);
        ws.on('error', reject);
        ws.on('message', (raw) => {
          const message = JSON.parse(raw.toString()) as { event: string; data: string };
          if (message.event === 'pusher:connection_established') {
            const { socket_id: socketId } = JSON.parse(message.data) as { socket_id: string };
            const channel = channelOf(i);
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signature(socketId, channel) } }));
          } else if (message.event === 'pusher_internal:subscription_succeeded') {
            resolve();
          } else if (message.event === 'pusher:subscription_error') {
            reject(new Error('refused'));
          }
        });
      }),
      30_000,
      'idle connection',
    ),
  );
  console.log(`  connected and subscribed: ${idle - failures}/${idle} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Hold them a moment, then measure.
  await new Promise((r) => setTimeout(r, 3000));
  const held = await server.stats();
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  const perConnection = (held.memory.rss - atRest.rss) / Math.max(1, held.connections);
  console.log(`  server holds ${held.connections} connections (${open} open on the client side); ${formatMemory(held.memory)}`);
  console.log(
    `  growth over the server at rest: RSS +${mb(held.memory.rss - atRest.rss)}, heap +${mb(held.memory.heapUsed - atRest.heapUsed)} (${(perConnection / 1024).toFixed(1)} KB RSS per connection)`,
  );
  const growth = held.memory.rss - atRest.rss;
  const enough = held.connections >= 10_000;
  console.log(
    `  target 10 000 idle connections within 150 MB: memory the connections take (RSS growth) ${mb(growth)} — ${enough && growth <= 150 * 1024 * 1024 ? 'met' : 'NOT met'}; whole server process ${mb(held.memory.rss)} (${held.memory.rss <= 150 * 1024 * 1024 ? 'within' : 'over'} 150 MB, of which ${mb(atRest.rss)} before any connection)`,
  );
  for (const ws of sockets) ws.terminate();
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatMemory(memory: Memory): string {
  return `RSS ${mb(memory.rss)}, heap ${mb(memory.heapUsed)} used / ${mb(memory.heapTotal)}, external ${mb(memory.external)}`;
}

// Last, so that every declaration above is initialised before either role starts.
if (process.argv.includes(SERVE_FLAG)) {
  await serve();
} else {
  await main();
}
