import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { safeEqual } from '../lib/crypto.ts';
import { type Clock, systemClock } from '../lib/time.ts';
import { sendError } from '../plugins/error-handler.ts';
import type { BroadcastEvent } from './broadcaster.ts';

// Decision 019: the Pusher HTTP events API on the embedded server, so the official `pusher` SDK
// (and any Pusher-compatible publisher) can publish to its sockets: POST /apps/{appId}/events and
// /apps/{appId}/batch_events, signed as Pusher's REST API (auth_key, auth_timestamp,
// auth_version=1.0, body_md5, auth_signature = HMAC-SHA256(secret, "POST\n{path}\n{sorted query}")).

/** A request signed further than this from the server's clock is refused (Pusher's window). */
export const MAX_CLOCK_SKEW_SECONDS = 600;
/** Pusher's limit for one event's data. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
const MAX_BODY_BYTES = 128 * 1024;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;

export const HTTP_API_MESSAGES = {
  unknownApp: 'La aplicación no existe.',
  unauthorized: 'La firma de la solicitud no es válida.',
  stale: 'La marca de tiempo de la solicitud está fuera del margen permitido.',
  badBody: 'El cuerpo de la solicitud no es válido.',
  tooLarge: 'Los datos del evento son demasiado grandes.',
} as const;

const channelName = z
  .string()
  .min(1)
  .max(164)
  .regex(/^[-a-zA-Z0-9_=@,.;]+$/);
const eventFields = {
  name: z.string().min(1).max(200),
  data: z.string(),
  socket_id: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
};
const singleEvent = z
  .object({
    ...eventFields,
    channels: z.array(channelName).min(1).max(MAX_CHANNELS).optional(),
    channel: channelName.optional(),
  })
  .refine((event) => (event.channels === undefined) !== (event.channel === undefined));
const batchBody = z.object({
  batch: z
    .array(z.object({ ...eventFields, channel: channelName }))
    .min(1)
    .max(MAX_BATCH),
});

/** The string Pusher signs: method, path and the query without the signature, sorted by key. */
export function httpApiStringToSign(method: string, path: string, query: Record<string, string>): string {
  const sorted = Object.entries(query)
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${sorted}`;
}

export function signHttpApiRequest(secret: string, method: string, path: string, query: Record<string, string>): string {
  return createHmac('sha256', secret)
    .update(httpApiStringToSign(method, path, query))
    .digest('hex');
}

function singleValues(query: unknown): Record<string, string> | null {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') return null;
    result[key] = value;
  }
  return result;
}

/** Registers the signed events API; `publish` is the instance's broadcaster (it fans out). */
export async function registerPusherHttpApi(
  app: FastifyInstance,
  config: Config,
  publish: (events: BroadcastEvent[]) => Promise<void>,
  // The wall clock, not ctx.clock: the window is about the publisher's clock against this machine's.
  clock: Clock = systemClock,
): Promise<void> {
  await app.register(async (scope) => {
    // body_md5 is computed over the exact bytes, so the body is kept as text and parsed here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
      done(null, typeof body === 'string' ? body : body.toString('utf8'));
    });

    /** Checks key, version, timestamp, body digest and signature; answers and returns null on failure. */
    const authenticate = (request: FastifyRequest, reply: FastifyReply): string | null => {
      const { appId } = request.params as { appId: string };
      if (appId !== config.pusher.appId) {
        sendError(reply, 404, HTTP_API_MESSAGES.unknownApp);
        return null;
      }
      const query = singleValues(request.query) ?? {};
      const body = typeof request.body === 'string' ? request.body : '';
      const path = request.url.split('?')[0] ?? '';
      const timestamp = Number(query.auth_timestamp);
      if (
        query.auth_version !== '1.0' ||
        typeof query.auth_key !== 'string' ||
        !safeEqual(query.auth_key, config.pusher.key) ||
        typeof query.auth_signature !== 'string' ||
        !Number.isInteger(timestamp)
      ) {
        sendError(reply, 401, HTTP_API_MESSAGES.unauthorized);
        return null;
      }
      const expected = signHttpApiRequest(config.pusher.secret, request.method, path, query);
      const digest = createHash('md5').update(body, 'utf8').digest('hex');
      if (!safeEqual(query.auth_signature, expected) || !safeEqual(query.body_md5 ?? '', digest)) {
        sendError(reply, 401, HTTP_API_MESSAGES.unauthorized);
        return null;
      }
      if (Math.abs(clock.now().getTime() / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
        sendError(reply, 401, HTTP_API_MESSAGES.stale);
        return null;
      }
      return body;
    };

    const parse = <T>(reply: FastifyReply, body: string, schema: z.ZodType<T>): T | null => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        sendError(reply, 400, HTTP_API_MESSAGES.badBody);
        return null;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        sendError(reply, 400, HTTP_API_MESSAGES.badBody);
        return null;
      }
      return parsed.data;
    };

    const tooLarge = (data: string[]) => data.some((value) => Buffer.byteLength(value) > MAX_EVENT_DATA_BYTES);
    const routeOptions = { schema: { hide: true }, bodyLimit: MAX_BODY_BYTES };

    scope.post('/apps/:appId/events', routeOptions, async (request, reply) => {
      const body = authenticate(request, reply);
      if (body === null) return reply;
      const event = parse(reply, body, singleEvent);
      if (event === null) return reply;
      if (tooLarge([event.data])) return sendError(reply, 413, HTTP_API_MESSAGES.tooLarge);
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      await publish(
        channels.map((channel) => ({ channel, event: event.name, data: event.data, exceptSocketId: event.socket_id })),
      );
      return reply.send({});
    });

    scope.post('/apps/:appId/batch_events', routeOptions, async (request, reply) => {
      const body = authenticate(request, reply);
      if (body === null) return reply;
      const parsed = parse(reply, body, batchBody);
      if (parsed === null) return reply;
      if (tooLarge(parsed.batch.map((event) => event.data))) return sendError(reply, 413, HTTP_API_MESSAGES.tooLarge);
      await publish(
        parsed.batch.map((event) => ({
          channel: event.channel,
          event: event.name,
          data: event.data,
          exceptSocketId: event.socket_id,
        })),
      );
      return reply.send({});
    });
  });
}
