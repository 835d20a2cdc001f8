import { createQuotationResponse } from '@cotizador/contracts/quotations';
import { ADMIN_DESK_CHANNEL, ADMIN_DESK_EVENT, type AdminDeskSignal } from '@cotizador/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { type Quotable, seedQuotable, sendCartQuotation, signInAdmin } from '../../test/sent-quotation.ts';
import { revokeToken } from '../modules/auth/tokens.repository.ts';
import { connected, listen, type PusherClient, pusherClient, record, subscribed } from './realtime.test-support.ts';

// Decision 028: every admin's desk hears of every change on any quotation through
// `private-admin-desk`, whoever made it; operators may not listen there.

const MARKER_EVENT = 'MarkerEvent';

describe('the admin desk channel', () => {
  let t: TestApp;
  let port: number;
  let q: Quotable;
  let seller: string;
  let adminA: string;
  let adminB: string;
  let adminAId: number;
  let adminBId: number;
  let sellerId: number;
  let desk: PusherClient;
  let signals: unknown[];
  let markers: unknown[];
  const clients: PusherClient[] = [];

  const userId = async (email: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });

  /** The signals admin B received since the last call: a marker published last proves all arrived. */
  async function drained(): Promise<AdminDeskSignal[]> {
    const expected = markers.length + 1;
    await t.ctx.broadcaster.publish([{ channel: ADMIN_DESK_CHANNEL, event: MARKER_EVENT, data: {} }]);
    await expect.poll(() => markers.length).toBe(expected);
    return signals.splice(0) as AdminDeskSignal[];
  }

  beforeAll(async () => {
    t = await createTestApp();
    q = await seedQuotable(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    adminA = await signInAdmin(t);
    adminB = await signInAdmin(t, 'admin2@demo.mx');
    adminAId = await userId('admin@demo.mx');
    adminBId = await userId('admin2@demo.mx');
    sellerId = await userId('vendedor@demo.mx');
    port = await listen(t.app);
    // Admin B's desk: a real pusher-js client joined to the channel.
    desk = pusherClient(port, adminB, t.ctx.config.pusher.key);
    clients.push(desk);
    await connected(desk);
    await subscribed(desk, ADMIN_DESK_CHANNEL);
    signals = record(desk, ADMIN_DESK_CHANNEL, ADMIN_DESK_EVENT);
    markers = record(desk, ADMIN_DESK_CHANNEL, MARKER_EVENT);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t?.close();
  });

  it('reaches another admin when an operator sends a cart, one signal per quotation, by the operator', async () => {
    const id = await sendCartQuotation(t, seller, q);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'NEW_QUOTATION', by_user_id: sellerId }]);
  });

  it('reaches another admin when an operator writes and when admin A writes', async () => {
    const id = await sendCartQuotation(t, seller, q);
    await drained();
    const url = `/api/common/quotations/${id}/create-message-quotation`;
    expect((await post(url, seller, { message: '<p>¿Hay avance?</p>' })).statusCode).toBe(200);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'MESSAGE', by_user_id: sellerId }]);
    expect((await post(url, adminA, { message: '<p>Lo reviso hoy.</p>' })).statusCode).toBe(200);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'MESSAGE', by_user_id: adminAId }]);
  });

  it('reaches another admin when admin A revises the price, assigns and closes', async () => {
    const id = await sendCartQuotation(t, seller, q);
    await drained();
    const price = {
      units: 300,
      number_of_positions: 1,
      historic_base_price: 40,
      historic_packaging_price_by_container: 0.5,
      historic_cost_per_impression: 10,
    };
    expect((await post(`/api/admin/quotations/${id}/price`, adminA, price)).statusCode).toBe(200);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'PRICE', by_user_id: adminAId }]);
    expect((await post(`/api/admin/quotations/${id}/assign`, adminA, { admin_id: adminBId })).statusCode).toBe(200);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'ASSIGN', by_user_id: adminAId }]);
    expect((await post(`/api/admin/quotations/${id}/status`, adminA, { status: 'CLOSE' })).statusCode).toBe(200);
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'STATUS', by_user_id: adminAId }]);
  });

  it('a refused action sends nothing', async () => {
    const id = await sendCartQuotation(t, seller, q);
    await drained();
    expect((await post(`/api/admin/quotations/${id}/status`, adminA, { status: 'CLOSE' })).statusCode).toBe(200);
    await drained();
    expect((await post(`/api/admin/quotations/${id}/status`, adminA, { status: 'CLOSE' })).statusCode).toBe(409);
    expect(await drained()).toEqual([]);
  });

  it('reaches another admin when a cpa operator saves a quotation directly', async () => {
    const cpa = await signIn(t.app, 'cpa@demo.mx');
    const cpaId = await userId('cpa@demo.mx');
    const brand = await t.ctx.db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
    const channel = await t.ctx.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const body = multipart({
      special_quotation: 0,
      product_id: q.product_id,
      product_color_id: q.color_id,
      units: q.minimum_units,
      number_of_positions: 1,
      customization_id: q.customization_id,
      sale_volume_id: q.volume_id,
      brand_id: brand.id,
      channel_id: channel.id,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/quotations/create-quotation',
      headers: { ...bearer(cpa), ...body.headers },
      payload: body.payload,
    });
    const id = expectContract(response, createQuotationResponse).quotation_id;
    expect(await drained()).toEqual([{ quotation_id: id, kind: 'NEW_QUOTATION', by_user_id: cpaId }]);
  });

  it('refuses operators (403) and a revoked admin session (401); admins may join', async () => {
    const call = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `socket_id=1.2&channel_name=${encodeURIComponent(ADMIN_DESK_CHANNEL)}`,
      });
    expect((await call(adminA)).statusCode).toBe(200);
    expect((await call(seller)).statusCode).toBe(403);
    const revoked = await signInAdmin(t);
    const newest = await t.ctx.db
      .selectFrom('access_tokens')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(await revokeToken(t.ctx.db, newest.id, t.clock.now().toISOString())).toBe(true);
    expect((await call(revoked)).statusCode).toBe(401);

    // And through the socket: the operator's pusher-js subscription is refused.
    const operator = pusherClient(port, seller, t.ctx.config.pusher.key);
    clients.push(operator);
    await connected(operator);
    await expect(subscribed(operator, ADMIN_DESK_CHANNEL)).rejects.toThrow(/refused/);
  });
});
