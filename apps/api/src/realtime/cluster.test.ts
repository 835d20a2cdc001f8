import { productPageResponse } from '@cotizador/contracts/catalogue';
import {
  ADMIN_DESK_CHANNEL,
  ADMIN_DESK_EVENT,
  MESSAGE_QUOTATION_EVENT,
  NOTIFY_EVENT,
  notificationsChannel,
  quotationMessagesChannel,
} from '@cotizador/contracts/realtime';
import { sql } from 'kysely';
import Echo from 'laravel-echo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp, testDialect } from '../../test/helpers.ts';
import { seedQuotable, sendCartQuotation, signInAdmin } from '../../test/sent-quotation.ts';
import { invalidateCatalogue } from '../modules/catalogue/catalogue.service.ts';
import { SEARCH_URL } from '../modules/catalogue/catalogue.test-support.ts';
import {
  type ClusterTestApps,
  connected,
  createClusterTestApps,
  listen,
  type PusherClient,
  pusherClient,
  record,
  subscribed,
} from './realtime.test-support.ts';

// Decision 019: push events and catalogue invalidation reach every instance through the cluster
// bus. On PostgreSQL: two instances (two buildApp, two ports) on one database, with real pusher-js
// and laravel-echo clients on each. On SQLite there is one instance and the bus is in-process.

const MARKER_EVENT = 'MarkerEvent';

type Instance = { t: TestApp; port: number };

/** Things every test below needs: a sent quotation of vendedor@demo.mx and both tokens. */
async function prepare(first: TestApp) {
  const q = await seedQuotable(first);
  const seller = await signIn(first.app, 'vendedor@demo.mx');
  const admin = await signInAdmin(first);
  const quotationId = await sendCartQuotation(first, seller, q);
  const sellerId = (
    await first.ctx.db.selectFrom('users').select('id').where('email', '=', 'vendedor@demo.mx').executeTakeFirstOrThrow()
  ).id;
  return { seller, admin, quotationId, sellerId };
}

async function firstProductName(t: TestApp, token: string): Promise<{ id: number; name: string }> {
  const response = await t.app.inject({ method: 'GET', url: `${SEARCH_URL}?page=1&per_page=24`, headers: bearer(token) });
  const page = expectContract(response, productPageResponse);
  const first = page.data[0];
  if (!first) throw new Error('empty catalogue');
  return { id: first.id, name: first.name };
}

function chatClients(instance: Instance, token: string, channel: string, clients: PusherClient[], echoes: Echo<'pusher'>[]) {
  const key = instance.t.ctx.config.pusher.key;
  const plain = pusherClient(instance.port, token, key);
  const viaEcho = pusherClient(instance.port, token, key);
  clients.push(plain, viaEcho);
  const echo = new Echo({ broadcaster: 'pusher', client: viaEcho, key, cluster: 'mt1', namespace: false });
  echoes.push(echo);
  return {
    plain,
    async join() {
      await connected(plain);
      await subscribed(plain, channel);
      const echoMessages: unknown[] = [];
      const echoMarkers: unknown[] = [];
      await new Promise<void>((resolve) => {
        const ch = echo.private(channel.replace(/^private-/, ''));
        ch.subscribed(() => resolve())
          .listen(MESSAGE_QUOTATION_EVENT, (data: unknown) => echoMessages.push(data))
          .listen(MARKER_EVENT, (data: unknown) => echoMarkers.push(data));
      });
      return {
        messages: record(plain, channel, MESSAGE_QUOTATION_EVENT),
        markers: record(plain, channel, MARKER_EVENT),
        echoMessages,
        echoMarkers,
      };
    },
  };
}

if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    let cluster: ClusterTestApps;
    let a: Instance;
    let b: Instance;
    let seller: string;
    let admin: string;
    let quotationId: number;
    let sellerId: number;
    const clients: PusherClient[] = [];
    const echoes: Echo<'pusher'>[] = [];

    beforeAll(async () => {
      cluster = await createClusterTestApps({ CATALOGUE_CACHE_SECONDS: '30' });
      const [first, second] = cluster.instances;
      a = { t: first, port: await listen(first.app) };
      b = { t: second, port: await listen(second.app) };
      ({ seller, admin, quotationId, sellerId } = await prepare(first));
    });
    afterAll(async () => {
      for (const echo of echoes) echo.disconnect();
      for (const client of clients) client.disconnect();
      await cluster?.close();
    });

    it('uses the PostgreSQL bus on both instances', () => {
      expect(a.t.ctx.bus.kind).toBe('postgres');
      expect(b.t.ctx.bus.kind).toBe('postgres');
      expect(a.t.ctx.broadcaster.driver).toBe('embedded');
    });

    it("an admin's message sent through instance A reaches pusher-js and laravel-echo clients on A and on B, exactly once each", async () => {
      const channel = quotationMessagesChannel(quotationId);
      const onA = await chatClients(a, seller, channel, clients, echoes).join();
      const onB = await chatClients(b, seller, channel, clients, echoes).join();
      const notificationsOnB = pusherClient(b.port, seller, b.t.ctx.config.pusher.key);
      clients.push(notificationsOnB);
      await connected(notificationsOnB);
      await subscribed(notificationsOnB, notificationsChannel(sellerId));
      const bell = record(notificationsOnB, notificationsChannel(sellerId), NOTIFY_EVENT);

      const response = await a.t.app.inject({
        method: 'POST',
        url: `/api/common/quotations/${quotationId}/create-message-quotation`,
        headers: bearer(admin),
        payload: { message: '<p>Respuesta desde la instancia A.</p>' },
      });
      expect(response.statusCode).toBe(200);
      // A marker published after the message, from the other instance: once it has arrived
      // everywhere, every copy of the message would have arrived too.
      const bellMarkers = record(notificationsOnB, notificationsChannel(sellerId), MARKER_EVENT);
      await b.t.ctx.broadcaster.publish([
        { channel, event: MARKER_EVENT, data: { after: 'message' } },
        { channel: notificationsChannel(sellerId), event: MARKER_EVENT, data: { after: 'message' } },
      ]);
      for (const side of [onA, onB]) {
        await expect.poll(() => side.markers.length).toBe(1);
        await expect.poll(() => side.echoMarkers.length).toBe(1);
        expect(side.messages).toEqual([
          expect.objectContaining({ message: '<p>Respuesta desde la instancia A.</p>', is_admin: true }),
        ]);
        expect(side.echoMessages).toEqual(side.messages);
      }
      // The operator's bell: the message notification (and the status change it caused), once each.
      await expect.poll(() => bellMarkers.length).toBe(1);
      expect(bell.filter((n) => (n as { type: string }).type === 'QUOTATION')).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ quotation_id: quotationId }) }),
      ]);
      expect(new Set(bell.map((n) => JSON.stringify(n))).size).toBe(bell.length);
    });

    it("admin A's price revision on instance A reaches admin B's desk on instance B (decision 028)", async () => {
      const adminB = await signInAdmin(a.t, 'admin2@demo.mx');
      const desk = pusherClient(b.port, adminB, b.t.ctx.config.pusher.key);
      clients.push(desk);
      await connected(desk);
      await subscribed(desk, ADMIN_DESK_CHANNEL);
      const signals = record(desk, ADMIN_DESK_CHANNEL, ADMIN_DESK_EVENT);
      const response = await a.t.app.inject({
        method: 'POST',
        url: `/api/admin/quotations/${quotationId}/price`,
        headers: bearer(admin),
        payload: {
          units: 300,
          number_of_positions: 1,
          historic_base_price: 40,
          historic_packaging_price_by_container: 0.5,
          historic_cost_per_impression: 10,
        },
      });
      expect(response.statusCode).toBe(200);
      const adminId = (
        await a.t.ctx.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.mx').executeTakeFirstOrThrow()
      ).id;
      await expect.poll(() => signals.length).toBe(1);
      expect(signals).toEqual([{ quotation_id: quotationId, kind: 'PRICE', by_user_id: adminId }]);
    });

    it('an event larger than the NOTIFY limit crosses intact (split into chunks and joined)', async () => {
      const channel = notificationsChannel(sellerId);
      const onB = pusherClient(b.port, seller, b.t.ctx.config.pusher.key);
      clients.push(onB);
      await connected(onB);
      await subscribed(onB, channel);
      const received = record(onB, channel, NOTIFY_EVENT);
      // About 9 KB of JSON with two- and four-byte characters, over the 8 000-byte NOTIFY payload.
      const text = 'Cotización ñandú 🎉 '.repeat(400);
      await a.t.ctx.broadcaster.publish([{ channel, event: NOTIFY_EVENT, data: { text } }]);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({ text });
    });

    it('invalidateCatalogue() on A clears the cached search pages of A and B', async () => {
      const before = await firstProductName(b.t, seller);
      await firstProductName(a.t, seller);
      await a.t.ctx.db.updateTable('products').set({ name: 'Nombre nuevo del catálogo' }).where('id', '=', before.id).execute();
      // Both instances still serve their cached page…
      expect((await firstProductName(b.t, seller)).name).toBe(before.name);
      expect((await firstProductName(a.t, seller)).name).toBe(before.name);
      await invalidateCatalogue(a.t.ctx);
      // …until the invalidation: at once on A, as soon as the message arrives on B.
      expect((await firstProductName(a.t, seller)).name).toBe('Nombre nuevo del catálogo');
      await expect.poll(async () => (await firstProductName(b.t, seller)).name).toBe('Nombre nuevo del catálogo');
      await a.t.ctx.db.updateTable('products').set({ name: before.name }).where('id', '=', before.id).execute();
      await invalidateCatalogue(b.t.ctx);
      await expect.poll(async () => (await firstProductName(a.t, seller)).name).toBe(before.name);
    });

    it('a listener whose connection drops reconnects, clears its cache (resync) and receives again', async () => {
      const channel = notificationsChannel(sellerId);
      const onB = pusherClient(b.port, seller, b.t.ctx.config.pusher.key);
      clients.push(onB);
      await connected(onB);
      await subscribed(onB, channel);
      const received = record(onB, channel, NOTIFY_EVENT);
      const product = await firstProductName(b.t, seller);
      await a.t.ctx.db.updateTable('products').set({ name: 'Cambiado sin aviso' }).where('id', '=', product.id).execute();
      expect((await firstProductName(b.t, seller)).name).toBe(product.name);

      // Kill every LISTEN connection of this database (both instances' listeners).
      const killed = await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`.execute(a.t.ctx.db);
      expect(killed.rows.length).toBe(2);
      for (const { pid } of killed.rows) await sql`select pg_terminate_backend(${pid})`.execute(a.t.ctx.db);

      // Events published while B is away are lost for B (hints); once it is back they arrive.
      let n = 0;
      await expect
        .poll(
          async () => {
            n += 1;
            await a.t.ctx.broadcaster.publish([{ channel, event: NOTIFY_EVENT, data: { n } }]);
            await new Promise((resolve) => setTimeout(resolve, 100));
            return received.length > 0;
          },
          { timeout: 20_000, interval: 200 },
        )
        .toBe(true);
      const listeners = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`.execute(a.t.ctx.db);
      expect(listeners.rows[0]?.n).toBe(2);
      // The reconnect dropped B's cached pages: it may have missed an invalidation meanwhile.
      expect((await firstProductName(b.t, seller)).name).toBe('Cambiado sin aviso');
      await a.t.ctx.db.updateTable('products').set({ name: product.name }).where('id', '=', product.id).execute();
    });
  });
} else {
  describe('one instance on SQLite: the in-process bus', () => {
    let t: TestApp;
    let instance: Instance;
    let seller: string;
    let admin: string;
    let quotationId: number;
    const clients: PusherClient[] = [];
    const echoes: Echo<'pusher'>[] = [];

    beforeAll(async () => {
      t = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30' } });
      instance = { t, port: await listen(t.app) };
      ({ seller, admin, quotationId } = await prepare(t));
    });
    afterAll(async () => {
      for (const echo of echoes) echo.disconnect();
      for (const client of clients) client.disconnect();
      await t?.close();
    });

    it("delivers an admin's message to pusher-js and laravel-echo clients exactly once", async () => {
      expect(t.ctx.bus.kind).toBe('local');
      const channel = quotationMessagesChannel(quotationId);
      const side = await chatClients(instance, seller, channel, clients, echoes).join();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/common/quotations/${quotationId}/create-message-quotation`,
        headers: bearer(admin),
        payload: { message: '<p>Hola.</p>' },
      });
      expect(response.statusCode).toBe(200);
      await t.ctx.broadcaster.publish([{ channel, event: MARKER_EVENT, data: {} }]);
      await expect.poll(() => side.markers.length).toBe(1);
      await expect.poll(() => side.echoMarkers.length).toBe(1);
      expect(side.messages).toEqual([expect.objectContaining({ message: '<p>Hola.</p>', is_admin: true })]);
      expect(side.echoMessages).toEqual(side.messages);
    });

    it('invalidateCatalogue() clears the cached search pages', async () => {
      const before = await firstProductName(t, seller);
      await t.ctx.db.updateTable('products').set({ name: 'Nombre nuevo del catálogo' }).where('id', '=', before.id).execute();
      expect((await firstProductName(t, seller)).name).toBe(before.name);
      await invalidateCatalogue(t.ctx);
      expect((await firstProductName(t, seller)).name).toBe('Nombre nuevo del catálogo');
    });
  });
}
