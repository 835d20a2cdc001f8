import { ADMIN_DESK_CHANNEL, NOTIFY_EVENT, notificationsChannel, quotationMessagesChannel } from '@cotizador/contracts/realtime';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { seedQuotable, sendCartQuotation, signInAdmin } from '../../test/sent-quotation.ts';

// DESIGN.md §5 conformance with the real pusher-js client (its Node build) and laravel-echo.

type Client = InstanceType<typeof Pusher>;

describe('embedded Pusher-protocol server', () => {
  let t: TestApp;
  let port: number;
  let seller: string;
  let other: string;
  let admin: string;
  let sellerId: number;
  let quotationId: number;
  const clients: Client[] = [];

  const client = (token: string, key = t.ctx.config.pusher.key): Client => {
    const pusher = new Pusher(key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
        transport: 'ajax',
        headers: { Authorization: `Bearer ${token}` },
      },
    });
    clients.push(pusher);
    return pusher;
  };
  const connected = (pusher: Client) =>
    new Promise<string>((resolve, reject) => {
      pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
      pusher.connection.bind('failed', () => reject(new Error('failed')));
    });
  const subscribed = (pusher: Client, channel: string) =>
    new Promise<void>((resolve, reject) => {
      const ch = pusher.subscribe(channel);
      ch.bind('pusher:subscription_succeeded', () => resolve());
      ch.bind('pusher:subscription_error', (status: unknown) => reject(new Error(`refused ${JSON.stringify(status)}`)));
    });
  const nextEvent = (pusher: Client, channel: string, event: string) =>
    new Promise<unknown>((resolve) => pusher.channel(channel)?.bind(event, (data: unknown) => resolve(data)));

  beforeAll(async () => {
    t = await createTestApp();
    const q = await seedQuotable(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    other = await signIn(t.app, 'perfil@demo.mx');
    admin = await signInAdmin(t);
    quotationId = await sendCartQuotation(t, seller, q);
    sellerId = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'vendedor@demo.mx').executeTakeFirstOrThrow())
      .id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await t.close();
  });

  it('connects, authorises a private channel and delivers what the app publishes', async () => {
    const pusher = client(seller);
    expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
    await subscribed(pusher, notificationsChannel(sellerId));
    const received = nextEvent(pusher, notificationsChannel(sellerId), NOTIFY_EVENT);
    await t.ctx.broadcaster.publish([
      { channel: notificationsChannel(sellerId), event: NOTIFY_EVENT, data: { type: 'STATUS_QUOTATION', data: { id: 9 } } },
    ]);
    expect(await received).toEqual({ type: 'STATUS_QUOTATION', data: { id: 9 } });
  });

  it("pushes the admin's chat message and the operator's notification when the admin writes", async () => {
    const pusher = client(seller);
    await connected(pusher);
    await subscribed(pusher, quotationMessagesChannel(quotationId));
    await subscribed(pusher, notificationsChannel(sellerId));
    const message = nextEvent(pusher, quotationMessagesChannel(quotationId), 'MessageQuotationEvent');
    const notification = nextEvent(pusher, notificationsChannel(sellerId), NOTIFY_EVENT);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/common/quotations/${quotationId}/create-message-quotation`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { message: '<p>Ya lo revisamos.</p>' },
    });
    expect(response.statusCode).toBe(200);
    expect(await message).toMatchObject({ message: '<p>Ya lo revisamos.</p>', is_admin: true });
    expect(await notification).toMatchObject({ type: 'QUOTATION', data: { quotation_id: quotationId } });
  });

  it("refuses another operator's channels and an admin may join any quotation's chat", async () => {
    const intruder = client(other);
    await connected(intruder);
    await expect(subscribed(intruder, notificationsChannel(sellerId))).rejects.toThrow(/refused/);
    await expect(subscribed(intruder, quotationMessagesChannel(quotationId))).rejects.toThrow(/refused/);
    const desk = client(admin);
    await connected(desk);
    await expect(subscribed(desk, quotationMessagesChannel(quotationId))).resolves.toBeUndefined();
  });

  it('refuses a signature made for another socket and a public channel', async () => {
    const pusher = client(seller);
    const socketId = await connected(pusher);
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=${encodeURIComponent('1.2')}&channel_name=${encodeURIComponent(notificationsChannel(sellerId))}`,
    });
    expect(auth.statusCode).toBe(200);
    // Replay the signature of socket 1.2 on this socket, through the raw protocol.
    const errors: unknown[] = [];
    pusher.connection.bind('message', (event: { event: string; data: unknown }) => {
      if (event.event === 'pusher:subscription_error') errors.push(event.data);
    });
    pusher.send_event('pusher:subscribe', {
      channel: notificationsChannel(sellerId),
      auth: (auth.json() as { auth: string }).auth,
    });
    await expect.poll(() => errors.length).toBe(1);
    expect(socketId).not.toBe('1.2');
    await expect(subscribed(pusher, 'notificaciones-publicas')).rejects.toThrow(/refused/);
  });

  it('answers 401 without a session and 403 for channels the user may not join', async () => {
    const form = (channel: string) => `socket_id=1.2&channel_name=${encodeURIComponent(channel)}`;
    const call = (token: string | null, channel: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(channel),
      });
    expect((await call(null, notificationsChannel(sellerId))).statusCode).toBe(401);
    expect((await call('desconocido', notificationsChannel(sellerId))).statusCode).toBe(401);
    expect((await call(seller, notificationsChannel(sellerId))).statusCode).toBe(200);
    expect((await call(seller, notificationsChannel(sellerId + 1))).statusCode).toBe(403);
    expect((await call(seller, quotationMessagesChannel(999_999))).statusCode).toBe(403);
    expect((await call(seller, 'private-otra-cosa.1')).statusCode).toBe(403);
    expect((await call(admin, quotationMessagesChannel(quotationId))).statusCode).toBe(200);
    // Decision 028: the desk-wide channel is for admins only.
    expect((await call(admin, ADMIN_DESK_CHANNEL)).statusCode).toBe(200);
    expect((await call(seller, ADMIN_DESK_CHANNEL)).statusCode).toBe(403);
    expect((await call(null, ADMIN_DESK_CHANNEL)).statusCode).toBe(401);
  });

  it('refuses an unknown app key with error 4001', async () => {
    const pusher = client(seller, 'clave-desconocida');
    const codes: unknown[] = [];
    pusher.connection.bind('error', (error: { data?: { code?: number }; error?: { data?: { code?: number } } }) => {
      codes.push(error.data?.code ?? error.error?.data?.code);
    });
    await expect.poll(() => codes.includes(4001)).toBe(true);
    // 4000–4099: the client must not reconnect unchanged.
    await expect.poll(() => pusher.connection.state).not.toBe('connected');
  });

  it('answers pings and stops delivering after an unsubscribe', async () => {
    const pusher = client(seller);
    await connected(pusher);
    const pong = new Promise<void>((resolve) =>
      pusher.connection.bind('message', (event: { event: string }) => {
        if (event.event === 'pusher:pong') resolve();
      }),
    );
    pusher.send_event('pusher:ping', {});
    await pong;
    await subscribed(pusher, notificationsChannel(sellerId));
    pusher.unsubscribe(notificationsChannel(sellerId));
    await expect.poll(() => pusher.channel(notificationsChannel(sellerId))).toBeUndefined();
  });

  it('speaks laravel-echo: .private(name).listen(event) receives what the app publishes', async () => {
    // The server publishes the bare event name, so Echo listens without its Laravel namespace.
    const echo = new Echo({
      broadcaster: 'pusher',
      client: client(seller),
      key: t.ctx.config.pusher.key,
      cluster: 'mt1',
      namespace: false,
    });
    const received = new Promise<unknown>((resolve) => echo.private(`notifications.${sellerId}`).listen(NOTIFY_EVENT, resolve));
    await expect
      .poll(async () => {
        await t.ctx.broadcaster.publish([
          { channel: notificationsChannel(sellerId), event: NOTIFY_EVENT, data: { type: 'PRICE_QUOTATION', data: { id: 3 } } },
        ]);
        return Promise.race([received.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))]);
      })
      .toBe(true);
    expect(await received).toEqual({ type: 'PRICE_QUOTATION', data: { id: 3 } });
    echo.disconnect();
  });
});
