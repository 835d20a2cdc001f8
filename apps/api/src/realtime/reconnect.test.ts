import { NOTIFY_EVENT, notificationsChannel, quotationMessagesChannel } from '@cotizador/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { seedQuotable, sendCartQuotation } from '../../test/sent-quotation.ts';
import { type BuiltApp, buildApp } from '../app.ts';
import { connected, listen, type PusherClient, pusherClient, record, subscribed } from './realtime.test-support.ts';

// DESIGN.md §5: the server closes its sockets with 4200 when it shuts down; pusher-js reconnects
// by itself, and once the server is back on the same port it subscribes its private channels again
// (a fresh signature for its new socket id) and receives the next event.

describe('reconnect after a server restart', () => {
  let t: TestApp;
  let restarted: BuiltApp | null = null;
  let pusher: PusherClient | null = null;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    pusher?.disconnect();
    await restarted?.app.close();
    await t.close();
  });

  it('re-subscribes its private channels on the restarted server and receives the next event', async () => {
    const q = await seedQuotable(t);
    const seller = await signIn(t.app, 'vendedor@demo.mx');
    const quotationId = await sendCartQuotation(t, seller, q);
    const sellerId = (
      await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'vendedor@demo.mx').executeTakeFirstOrThrow()
    ).id;
    const channels = [notificationsChannel(sellerId), quotationMessagesChannel(quotationId)];
    const port = await listen(t.app);

    const client = pusherClient(port, seller, t.ctx.config.pusher.key);
    pusher = client;
    const firstSocket = await connected(client);
    for (const channel of channels) await subscribed(client, channel);
    const closeCodes: number[] = [];
    client.connection.bind('error', (error: { data?: { code?: number } }) => {
      if (typeof error.data?.code === 'number') closeCodes.push(error.data.code);
    });
    const received = channels.map((channel) => record(client, channel, NOTIFY_EVENT));

    await t.app.close();
    await expect.poll(() => client.connection.state).not.toBe('connected');
    expect(client.channel(channels[0] ?? '')?.subscribed).toBe(false);

    // The same database, a new process on the same port.
    restarted = await buildApp(t.ctx.config, { database: t.database, clock: t.clock, logger: false });
    await listen(restarted.app, port);
    // pusher-js retries at once after 4200, then with its own back-off (about 20 s here).
    await expect.poll(() => client.connection.state, { timeout: 50_000, interval: 200 }).toBe('connected');
    expect(client.connection.socket_id).not.toBe(firstSocket);
    await expect.poll(() => channels.map((channel) => client.channel(channel)?.subscribed)).toEqual([true, true]);

    const server = restarted;
    await server.ctx.broadcaster.publish(
      channels.map((channel, i) => ({ channel, event: NOTIFY_EVENT, data: { after: 'restart', i } })),
    );
    await expect.poll(() => received.map((list) => list.length)).toEqual([1, 1]);
    expect(received).toEqual([[{ after: 'restart', i: 0 }], [{ after: 'restart', i: 1 }]]);
    expect(closeCodes).not.toContain(4001);
  }, 75_000);
});
