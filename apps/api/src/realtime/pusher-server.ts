import { createHmac, randomInt } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../config.ts';
import type { ClusterBus } from '../lib/cluster-bus.ts';
import { safeEqual } from '../lib/crypto.ts';
import type { BroadcastEvent, Broadcaster } from './broadcaster.ts';
import { registerPusherHttpApi } from './pusher-http-api.ts';

// DESIGN.md §5: a Pusher protocol v7 server on the app's own port at /app/{key}, enough for
// pusher-js and laravel-echo on private channels: connection_established, subscribe with the
// channel signature, unsubscribe, ping/pong, idle close (4201), close 4200 on shutdown.

/** Seconds of silence after which the client pings (sent to the client). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;
/** A connection silent for longer than this is closed with 4201. */
const IDLE_LIMIT_MS = (ACTIVITY_TIMEOUT_SECONDS + 30) * 1000;
const MAX_MESSAGE_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_SOCKET = 100;
/** Cluster bus topic of push events: every instance delivers them to its own sockets (decision 019). */
export const PUSH_TOPIC = 'push.events';

type Connection = { socketId: string; ws: WebSocket; channels: Set<string>; lastSeen: number };

/** key:HMAC-SHA256(secret, "socket_id:channel") — what /api/broadcasting/auth answers. */
export function channelSignature(pusher: Config['pusher'], socketId: string, channel: string): string {
  return `${pusher.key}:${createHmac('sha256', pusher.secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

/** The protocol sends `data` as a JSON string inside the JSON frame. */
function frame(message: { event: string; channel?: string; data: unknown }): string {
  const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
  return JSON.stringify({ ...message, data });
}

function send(ws: WebSocket, message: { event: string; channel?: string; data: unknown }): void {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(frame(message));
}

export type EmbeddedPushServer = Broadcaster & { connections: () => number };

/**
 * Registers the WebSocket endpoint and the signed HTTP events API, and returns the embedded
 * broadcaster: it publishes on the cluster bus, and every instance (this one included, exactly once)
 * delivers to its own sockets.
 */
export async function registerPushServer(app: FastifyInstance, config: Config, bus: ClusterBus): Promise<EmbeddedPushServer> {
  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<string>>();

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(connection.socketId);
    if (members?.size === 0) channels.delete(channel);
  };
  const drop = (connection: Connection) => {
    for (const channel of [...connection.channels]) leave(connection, channel);
    connections.delete(connection.socketId);
  };

  const idleTimer = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) {
      if (now - connection.lastSeen > IDLE_LIMIT_MS) connection.ws.close(4201, 'Pong reply not received');
    }
  }, 15_000);
  idleTimer.unref();

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.get('/app/:key', { websocket: true }, (ws, request) => {
    const { key } = request.params as { key: string };
    if (key !== config.pusher.key) {
      send(ws, { event: 'pusher:error', data: { code: 4001, message: `App key ${key} not in this cluster` } });
      ws.close(4001, 'Application does not exist');
      return;
    }
    const connection: Connection = {
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      ws,
      channels: new Set(),
      lastSeen: Date.now(),
    };
    connections.set(connection.socketId, connection);
    send(ws, {
      event: 'pusher:connection_established',
      data: { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS },
    });

    ws.on('message', (raw) => {
      connection.lastSeen = Date.now();
      let message: { event?: unknown; data?: unknown };
      try {
        message = JSON.parse(raw.toString()) as typeof message;
      } catch {
        send(ws, { event: 'pusher:error', data: { code: 4200, message: 'Invalid JSON' } });
        return;
      }
      const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as {
        channel?: unknown;
        auth?: unknown;
      };
      const channel = typeof data.channel === 'string' ? data.channel : '';
      switch (message.event) {
        case 'pusher:ping':
          send(ws, { event: 'pusher:pong', data: {} });
          return;
        case 'pusher:subscribe': {
          const refuse = (status: number, error: string) =>
            send(ws, { event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error, status } });
          if (!channel.startsWith('private-')) return refuse(403, 'Only private channels are available');
          if (connection.channels.size >= MAX_CHANNELS_PER_SOCKET) return refuse(403, 'Too many channels');
          const auth = typeof data.auth === 'string' ? data.auth : '';
          if (!safeEqual(auth, channelSignature(config.pusher, connection.socketId, channel))) {
            return refuse(401, 'Invalid signature');
          }
          connection.channels.add(channel);
          const members = channels.get(channel) ?? new Set<string>();
          members.add(connection.socketId);
          channels.set(channel, members);
          send(ws, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
          return;
        }
        case 'pusher:unsubscribe':
          leave(connection, channel);
          return;
        default:
          // Client events are not offered (nothing in the product sends them).
          return;
      }
    });
    ws.on('close', () => drop(connection));
    ws.on('error', () => drop(connection));
  });

  const deliver = (event: BroadcastEvent) => {
    const members = channels.get(event.channel);
    if (!members) return;
    // One frame per event, however many sockets share the channel.
    const text = frame({ event: event.event, channel: event.channel, data: event.data });
    for (const socketId of members) {
      if (socketId === event.exceptSocketId) continue;
      const ws = connections.get(socketId)?.ws;
      if (ws !== undefined && ws.readyState === ws.OPEN) ws.send(text);
    }
  };

  const unsubscribe = bus.subscribe<BroadcastEvent[]>(PUSH_TOPIC, (events) => {
    if (!Array.isArray(events)) return;
    for (const event of events) deliver(event);
  });
  const publish = (events: BroadcastEvent[]) => (events.length === 0 ? Promise.resolve() : bus.publish(PUSH_TOPIC, events));
  await registerPusherHttpApi(app, config, publish);

  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(idleTimer);
    // 4200: "normal closure, reconnect": clients come back to the next instance.
    for (const connection of connections.values()) connection.ws.close(4200, 'Server shutting down');
  });

  return {
    driver: 'embedded',
    publish,
    close: async () => {},
    connections: () => connections.size,
  };
}
