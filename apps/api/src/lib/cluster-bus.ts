import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { notifyChunks } from './cluster-bus.repository.ts';

// Decision 019: a small bus between the instances of the app, generic (topic + JSON payload) so any
// feature can tell every instance something (push events, cache invalidation). On SQLite there is
// one instance and the bus is in-process; on PostgreSQL it rides LISTEN/NOTIFY on the shared
// database (no new service). Messages are hints: one published while an instance's listener is
// reconnecting is lost for that instance, which then receives a resync (see `onResync`).

export type BusHandler<T = unknown> = (payload: T) => void;

export type ClusterBus = {
  readonly kind: 'local' | 'postgres';
  /**
   * Runs this instance's handlers at once (exactly once), then tells every other instance. A failure
   * to reach the others is logged, never thrown: callers publish after their commit.
   */
  publish: (topic: string, payload: unknown) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: <T>(topic: string, handler: BusHandler<T>) => () => void;
  /** Called after the listener reconnected: messages may have been missed meanwhile. */
  onResync: (handler: () => void) => () => void;
  /**
   * Starts listening; resolves once the first attempt is over (on failure the bus keeps retrying in
   * the background).
   */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** The PostgreSQL channel every instance LISTENs on (scoped to the database by PostgreSQL). */
export const BUS_CHANNEL = 'cotizador_bus';
/** NOTIFY payloads must be shorter than 8 000 bytes; a header plus a chunk stays well below. */
export const MAX_CHUNK_BYTES = 7000;
/** Larger messages are refused (the push server's frames are 10 KB; nothing legitimate is near this). */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** An incomplete split message is forgotten after this long. */
const REASSEMBLY_TTL_MS = 30_000;
const BACKOFF_FIRST_MS = 250;
const BACKOFF_MAX_MS = 10_000;

function createHandlers(log: Pick<FastifyBaseLogger, 'warn'>) {
  const byTopic = new Map<string, Set<BusHandler>>();
  const resync = new Set<() => void>();
  return {
    subscribe<T>(topic: string, handler: BusHandler<T>) {
      const set = byTopic.get(topic) ?? new Set<BusHandler>();
      set.add(handler as BusHandler);
      byTopic.set(topic, set);
      return () => {
        set.delete(handler as BusHandler);
      };
    },
    onResync(handler: () => void) {
      resync.add(handler);
      return () => {
        resync.delete(handler);
      };
    },
    run(topic: string, payload: unknown) {
      for (const handler of byTopic.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          log.warn({ err: error, topic }, 'cluster bus handler failed');
        }
      }
    },
    resync() {
      for (const handler of resync) handler();
    },
  };
}

/** One instance (SQLite): handlers run in-process. */
export function createLocalClusterBus(log: Pick<FastifyBaseLogger, 'warn'>): ClusterBus {
  const handlers = createHandlers(log);
  return {
    kind: 'local',
    publish: async (topic, payload) => handlers.run(topic, payload),
    subscribe: handlers.subscribe,
    onResync: handlers.onResync,
    start: async () => {},
    close: async () => {},
  };
}

/**
 * Splits a message into NOTIFY payloads: `origin messageId index count topic\n<chunk>`. Chunks are
 * cut on code points so each is valid text under MAX_CHUNK_BYTES; a message is usually one chunk.
 */
export function encodeBusMessage(origin: string, messageId: string, topic: string, body: string): string[] {
  const chunks: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of body) {
    const bytes = Buffer.byteLength(char);
    if (currentBytes + bytes > MAX_CHUNK_BYTES) {
      chunks.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  chunks.push(current);
  return chunks.map((chunk, index) => `${origin} ${messageId} ${index} ${chunks.length} ${topic}\n${chunk}`);
}

type PendingMessage = { parts: string[]; received: number; expiresAt: number };

/** Reassembles chunks; returns the whole message when its last chunk arrives. */
export function createBusDecoder() {
  const pending = new Map<string, PendingMessage>();
  return (payload: string): { origin: string; topic: string; body: string } | null => {
    const newline = payload.indexOf('\n');
    if (newline < 0) return null;
    const [origin, messageId, indexText, countText, topic] = payload.slice(0, newline).split(' ');
    const index = Number(indexText);
    const count = Number(countText);
    if (!origin || !messageId || !topic || !Number.isInteger(index) || !Number.isInteger(count) || index >= count) return null;
    const chunk = payload.slice(newline + 1);
    if (count === 1) return { origin, topic, body: chunk };
    const now = Date.now();
    for (const [key, entry] of pending) if (entry.expiresAt < now) pending.delete(key);
    const key = `${origin} ${messageId}`;
    const entry = pending.get(key) ?? {
      parts: new Array<string>(count).fill(''),
      received: 0,
      expiresAt: now + REASSEMBLY_TTL_MS,
    };
    if (entry.parts.length !== count) return null;
    entry.parts[index] = chunk;
    entry.received += 1;
    if (entry.received < count) {
      pending.set(key, entry);
      return null;
    }
    pending.delete(key);
    return { origin, topic, body: entry.parts.join('') };
  };
}

/**
 * Several instances on one PostgreSQL database: one dedicated `pg` client per instance LISTENs
 * (reconnecting with exponential back-off when the connection drops); messages go out as NOTIFY
 * through the app's pool, all chunks of one message in one statement (so one transaction: all
 * or nothing, in order). Each instance skips its own messages, which it already ran locally.
 */
export function createPostgresClusterBus(options: { url: string; db: Db; log: FastifyBaseLogger }): ClusterBus {
  const { url, db, log } = options;
  const handlers = createHandlers(log);
  const origin = randomBytes(8).toString('hex');
  const decode = createBusDecoder();
  let sequence = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let everConnected = false;
  let firstConnection: { resolve: () => void; promise: Promise<void> } | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== BUS_CHANNEL || message.payload === undefined) return;
    const decoded = decode(message.payload);
    if (!decoded || decoded.origin === origin) return;
    let payload: unknown;
    try {
      payload = JSON.parse(decoded.body);
    } catch {
      log.warn({ topic: decoded.topic }, 'cluster bus message is not JSON');
      return;
    }
    handlers.run(decoded.topic, payload);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (!closed) {
        log.warn({ err: error }, 'cluster bus listener disconnected; reconnecting');
        scheduleReconnect();
      }
    };
    next.on('error', (error) => drop(error));
    next.on('end', () => drop());
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      firstConnection?.resolve();
      return;
    }
    if (closed || dropped) {
      void next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    if (everConnected) handlers.resync();
    everConnected = true;
    firstConnection?.resolve();
  };

  return {
    kind: 'postgres',
    publish: async (topic, payload) => {
      handlers.run(topic, payload);
      const body = JSON.stringify(payload ?? null);
      if (Buffer.byteLength(body) > MAX_MESSAGE_BYTES) {
        log.warn({ topic }, 'cluster bus message too large; not sent to other instances');
        return;
      }
      sequence += 1;
      const chunks = encodeBusMessage(origin, sequence.toString(36), topic, body);
      try {
        await notifyChunks(db, BUS_CHANNEL, chunks);
      } catch (error) {
        log.warn({ err: error, topic }, 'cluster bus publish failed');
      }
    },
    subscribe: handlers.subscribe,
    onResync: handlers.onResync,
    start: () => {
      if (!firstConnection) {
        let resolve = () => {};
        const promise = new Promise<void>((r) => {
          resolve = r;
        });
        firstConnection = { resolve, promise };
        void connect();
      }
      return firstConnection.promise;
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      firstConnection?.resolve();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** PostgreSQL configured (DATABASE_URL) and in use: LISTEN/NOTIFY; otherwise one instance, in-process. */
export function createClusterBus(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): ClusterBus {
  return config.database.dialect === 'postgres' && database.dialect === 'postgres'
    ? createPostgresClusterBus({ url: config.database.url, db: database.db, log })
    : createLocalClusterBus(log);
}
