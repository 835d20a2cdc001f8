import { createHash, createHmac } from 'node:crypto';
import { NOTIFY_EVENT, notificationsChannel } from '@cotizador/contracts/realtime';
import Echo from 'laravel-echo';
import Pusher from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { HTTP_API_MESSAGES, MAX_CLOCK_SKEW_SECONDS } from './pusher-http-api.ts';
import { connected, listen, type PusherClient, pusherClient, record, subscribed } from './realtime.test-support.ts';

// Decision 019: the embedded server's Pusher HTTP events API, and the `pusher` driver (the official
// SDK) tested against it: one app with PUSHER_DRIVER=pusher publishes to a second app running the
// embedded server, where a real pusher-js client is subscribed.

describe('Pusher HTTP events API and the pusher driver', () => {
  let server: TestApp;
  let publisher: TestApp;
  let port: number;
  let seller: string;
  let sellerId: number;
  const clients: PusherClient[] = [];

  const client = () => {
    const pusher = pusherClient(port, seller, server.ctx.config.pusher.key);
    clients.push(pusher);
    return pusher;
  };
  const sdk = (overrides: { key?: string; secret?: string } = {}) =>
    new Pusher({
      appId: server.ctx.config.pusher.appId,
      key: overrides.key ?? server.ctx.config.pusher.key,
      secret: overrides.secret ?? server.ctx.config.pusher.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });

  /** A raw request signed as Pusher's REST API, independently of the server's code. */
  const signedPost = (options: {
    path?: string;
    body: string;
    timestamp?: number;
    secret?: string;
    md5?: string;
    contentType?: string;
  }) => {
    const requestPath = options.path ?? `/apps/${server.ctx.config.pusher.appId}/events`;
    const params: Record<string, string> = {
      auth_key: server.ctx.config.pusher.key,
      auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: options.md5 ?? createHash('md5').update(options.body).digest('hex'),
    };
    const query = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    const signature = createHmac('sha256', options.secret ?? server.ctx.config.pusher.secret)
      .update(`POST\n${requestPath}\n${query}`)
      .digest('hex');
    return server.app.inject({
      method: 'POST',
      url: `${requestPath}?${query}&auth_signature=${signature}`,
      headers: { 'content-type': options.contentType ?? 'application/json' },
      payload: options.body,
    });
  };
  const event = (data: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ name: NOTIFY_EVENT, channel: notificationsChannel(sellerId), data: JSON.stringify(data), ...extra });

  beforeAll(async () => {
    server = await createTestApp();
    seller = await signIn(server.app, 'vendedor@demo.mx');
    sellerId = (
      await server.ctx.db.selectFrom('users').select('id').where('email', '=', 'vendedor@demo.mx').executeTakeFirstOrThrow()
    ).id;
    port = await listen(server.app);
    publisher = await createTestApp({
      env: {
        PUSHER_DRIVER: 'pusher',
        PUSHER_HOST: '127.0.0.1',
        PUSHER_PORT: String(port),
        PUSHER_USE_TLS: 'false',
        PUSHER_APP_ID: server.ctx.config.pusher.appId,
        PUSHER_KEY: server.ctx.config.pusher.key,
        PUSHER_SECRET: server.ctx.config.pusher.secret,
      },
    });
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await publisher?.close();
    await server?.close();
  });

  it('the app with PUSHER_DRIVER=pusher publishes through the SDK to the embedded server, and pusher-js receives it', async () => {
    expect(publisher.ctx.broadcaster.driver).toBe('pusher');
    const pusher = client();
    await connected(pusher);
    await subscribed(pusher, notificationsChannel(sellerId));
    const received = record(pusher, notificationsChannel(sellerId), NOTIFY_EVENT);
    // Twelve events: more than one batch request of ten.
    const events = Array.from({ length: 12 }, (_, i) => ({
      channel: notificationsChannel(sellerId),
      event: NOTIFY_EVENT,
      data: { type: 'STATUS_QUOTATION', data: { id: i + 1 } },
    }));
    await publisher.ctx.broadcaster.publish(events);
    await expect.poll(() => received.length).toBe(12);
    expect(received).toEqual(events.map((e) => e.data));
  });

  it('laravel-echo receives what the SDK triggers, and the socket named in socket_id is left out', async () => {
    const first = client();
    const second = client();
    const echo = new Echo({
      broadcaster: 'pusher',
      client: second,
      key: server.ctx.config.pusher.key,
      cluster: 'mt1',
      namespace: false,
    });
    const firstSocket = await connected(first);
    await connected(second);
    await subscribed(first, notificationsChannel(sellerId));
    const viaEcho: unknown[] = [];
    await new Promise<void>((resolve) => {
      echo
        .private(`notifications.${sellerId}`)
        .subscribed(() => resolve())
        .listen(NOTIFY_EVENT, (data: unknown) => viaEcho.push(data));
    });
    const viaFirst = record(first, notificationsChannel(sellerId), NOTIFY_EVENT);
    await sdk().trigger(notificationsChannel(sellerId), NOTIFY_EVENT, { n: 1 }, { socket_id: firstSocket });
    await sdk().trigger([notificationsChannel(sellerId)], NOTIFY_EVENT, { n: 2 });
    await expect.poll(() => viaEcho.length).toBe(2);
    expect(viaEcho).toEqual([{ n: 1 }, { n: 2 }]);
    await expect.poll(() => viaFirst.length).toBe(1);
    expect(viaFirst).toEqual([{ n: 2 }]);
    echo.disconnect();
  });

  it('delivers batch_events', async () => {
    const pusher = client();
    await connected(pusher);
    await subscribed(pusher, notificationsChannel(sellerId));
    const received = record(pusher, notificationsChannel(sellerId), NOTIFY_EVENT);
    const response = await signedPost({
      path: `/apps/${server.ctx.config.pusher.appId}/batch_events`,
      body: JSON.stringify({
        batch: [1, 2].map((n) => ({ name: NOTIFY_EVENT, channel: notificationsChannel(sellerId), data: JSON.stringify({ n }) })),
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a wrong key or secret, a stale or future timestamp, a tampered body and an unknown app with JSON errors', async () => {
    const pusher = client();
    await connected(pusher);
    await subscribed(pusher, notificationsChannel(sellerId));
    const received = record(pusher, notificationsChannel(sellerId), NOTIFY_EVENT);

    await expect(sdk({ key: 'otra-clave' }).trigger(notificationsChannel(sellerId), NOTIFY_EVENT, {})).rejects.toMatchObject({
      status: 401,
    });
    await expect(sdk({ secret: 'otro-secreto' }).trigger(notificationsChannel(sellerId), NOTIFY_EVENT, {})).rejects.toMatchObject(
      {
        status: 401,
      },
    );

    const now = Math.floor(Date.now() / 1000);
    // A minute beyond the allowed skew: the server's clock keeps moving while the cases run.
    const beyond = MAX_CLOCK_SKEW_SECONDS + 60;
    const cases = [
      { options: { body: event({}), secret: 'otro-secreto' }, status: 401, message: HTTP_API_MESSAGES.unauthorized },
      { options: { body: event({}), timestamp: now - beyond }, status: 401, message: HTTP_API_MESSAGES.stale },
      { options: { body: event({}), timestamp: now + beyond }, status: 401, message: HTTP_API_MESSAGES.stale },
      {
        options: { body: event({}), md5: createHash('md5').update('otro').digest('hex') },
        status: 401,
        message: HTTP_API_MESSAGES.unauthorized,
      },
      { options: { body: event({}), path: '/apps/otra-app/events' }, status: 404, message: HTTP_API_MESSAGES.unknownApp },
    ];
    for (const { options, status, message } of cases) {
      const response = await signedPost(options);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    const unsigned = await server.app.inject({
      method: 'POST',
      url: `/apps/${server.ctx.config.pusher.appId}/events`,
      headers: { 'content-type': 'application/json' },
      payload: event({}),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: HTTP_API_MESSAGES.unauthorized });

    // Within the window, the same request is accepted (the marker that nothing else got through).
    expect((await signedPost({ body: event({ n: 'ok' }), timestamp: now - 590 })).statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received).toEqual([{ n: 'ok' }]);
  });

  it('answers 400 to a malformed body and 413 to an event over 10 KB or a body over the limit', async () => {
    const bad = [
      '{no es json',
      JSON.stringify({ name: NOTIFY_EVENT, data: '{}' }),
      JSON.stringify({ name: NOTIFY_EVENT, data: '{}', channel: 'a', channels: ['b'] }),
      JSON.stringify({ name: NOTIFY_EVENT, data: { no: 'es texto' }, channel: 'private-a' }),
      JSON.stringify({ name: NOTIFY_EVENT, data: '{}', channels: Array.from({ length: 101 }, (_, i) => `private-${i}`) }),
      JSON.stringify({ name: NOTIFY_EVENT, data: '{}', channel: 'canal con espacios' }),
    ];
    for (const body of bad) {
      const response = await signedPost({ body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: HTTP_API_MESSAGES.badBody });
    }
    const batchOfEleven = await signedPost({
      path: `/apps/${server.ctx.config.pusher.appId}/batch_events`,
      body: JSON.stringify({ batch: Array.from({ length: 11 }, () => ({ name: 'e', channel: 'private-a', data: '{}' })) }),
    });
    expect(batchOfEleven.statusCode).toBe(400);

    const big = await signedPost({ body: event('x'.repeat(10 * 1024)) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: HTTP_API_MESSAGES.tooLarge });
    const huge = await signedPost({ body: event('x'.repeat(200 * 1024)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
