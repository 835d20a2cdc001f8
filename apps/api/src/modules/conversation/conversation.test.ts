import { adminQuotationDetailResponse } from '@cotizador/contracts/admin-quotations';
import { adminSignInResponse } from '@cotizador/contracts/auth';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import {
  adminNotificationsResponse,
  operatorNotificationsResponse,
  readNotificationsResponse,
} from '@cotizador/contracts/notifications';
import { createMessageResponse, quotationDetailResponse } from '@cotizador/contracts/quotation-detail';
import {
  ADMIN_DESK_CHANNEL,
  ADMIN_DESK_EVENT,
  MESSAGE_QUOTATION_EVENT,
  NOTIFY_EVENT,
  notificationsChannel,
  quotationMessagesChannel,
} from '@cotizador/contracts/realtime';
import { revisionFinalPriceCents } from '@cotizador/domain/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { type Quotable, seedQuotable, sendCartQuotation, signInAdmin } from '../../../test/sent-quotation.ts';
import type { BroadcastEvent } from '../../realtime/broadcaster.ts';
import { SIGN_IN_FAILED_MESSAGE } from '../auth/auth.service.ts';

describe('conversation loop: quotation detail, chat, admin actions and notifications', () => {
  let t: TestApp;
  let q: Quotable;
  let seller: string;
  let other: string;
  let admin: string;
  let published: BroadcastEvent[];

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  const detail = (id: number, token = seller) => get(`/api/sales-operator/quotations/${id}/data`, token);
  const write = (id: number, token: string, message: string) =>
    post(`/api/common/quotations/${id}/create-message-quotation`, token, { message });
  const userId = async (email: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp();
    q = await seedQuotable(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    other = await signIn(t.app, 'perfil@demo.mx');
    admin = await signInAdmin(t);
    // Capture what is pushed: the routes read ctx.broadcaster at call time.
    t.ctx.broadcaster = {
      driver: 'none',
      publish: async (events) => {
        published.push(...events);
      },
      close: async () => {},
    };
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    published = [];
  });

  describe('admin sign-in', () => {
    it('answers the operator sign-in shape to an admin', async () => {
      const response = await post('/api/auth/sign-in-admin', undefined, { email: 'admin@demo.mx', password: 'Demo1234!' });
      expect(response.statusCode).toBe(200);
      expect(expectContract(response, adminSignInResponse).user.email).toBe('admin@demo.mx');
    });

    it.each([
      ['an operator', 'vendedor@demo.mx', 'Demo1234!'],
      ['a wrong password', 'admin@demo.mx', 'Otra1234!'],
      ['an unknown e-mail', 'nadie@demo.mx', 'Demo1234!'],
    ])('refuses %s with the one sign-in message', async (_case, email, password) => {
      const response = await post('/api/auth/sign-in-admin', undefined, { email, password });
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).message).toBe(SIGN_IN_FAILED_MESSAGE);
    });

    it("ends an admin's session on sign-out: the token is refused afterwards", async () => {
      const signedIn = await post('/api/auth/sign-in-admin', undefined, { email: 'admin@demo.mx', password: 'Demo1234!' });
      const token = expectContract(signedIn, adminSignInResponse).authorization.access_token;
      expect((await get('/api/admin/notifications', token)).statusCode).toBe(200);
      expect((await post('/api/auth/sign-out-by-token', token)).statusCode).toBe(200);
      expect((await get('/api/admin/notifications', token)).statusCode).toBe(401);
    });

    it('keeps the two sides apart: admin tokens on operator routes and operator tokens on admin routes get 403', async () => {
      const id = await sendCartQuotation(t, seller, q);
      expect((await get('/api/sales-operator/cart', admin)).statusCode).toBe(403);
      expect((await detail(id, admin)).statusCode).toBe(403);
      expect((await get(`/api/admin/quotations/${id}`, seller)).statusCode).toBe(403);
      expect((await get('/api/admin/notifications', seller)).statusCode).toBe(403);
      expect((await get('/api/sales-operator/notifications', admin)).statusCode).toBe(403);
      for (const url of [`/api/admin/quotations/${id}`, '/api/admin/notifications', '/api/sales-operator/notifications']) {
        expect((await get(url)).statusCode).toBe(401);
      }
    });
  });

  describe('quotation detail', () => {
    it('gives the owner every SPEC §3 field, the chat oldest first and the prices newest first', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const response = await detail(id);
      expect(response.statusCode).toBe(200);
      const { quotation } = expectContract(response, quotationDetailResponse);
      expect(quotation).toMatchObject({ id, status: 'SENT', product_id: q.product_id, units: q.minimum_units, messages: [] });
      expect(quotation.admin?.name).toBeTruthy();
      expect(quotation.sales_operator).toEqual({ name: 'Valeria', last_name: expect.any(String) });
      expect(quotation.historic_prices.length).toBeGreaterThanOrEqual(1);
      expect(quotation.product.id).toBe(q.product_id);
    });

    it('answers 404 with none of the data to another operator, and for drafts and unknown ids', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const foreign = await detail(id, other);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Valeria');
      expect(Object.keys(expectContract(foreign, errorResponse)).sort()).toEqual(['code', 'message']);
      expect((await detail(999_999)).statusCode).toBe(404);
      expect((await get(`/api/sales-operator/quotations/${id}/data`)).statusCode).toBe(401);
    });
  });

  describe('chat', () => {
    it('stores the operator message, pushes it and tells the responsible admin', async () => {
      const id = await sendCartQuotation(t, seller, q);
      published = [];
      const response = await write(id, seller, '<p>¿Pueden hacer <strong>500</strong> piezas?</p>');
      expect(response.statusCode).toBe(200);
      const { message } = expectContract(response, createMessageResponse);
      expect(message).toMatchObject({ message: '<p>¿Pueden hacer <strong>500</strong> piezas?</p>', is_admin: false });
      const responsible = (
        await t.ctx.db.selectFrom('quotations').select('admin_id').where('id', '=', id).executeTakeFirstOrThrow()
      ).admin_id;
      expect(published).toEqual([
        { channel: quotationMessagesChannel(id), event: MESSAGE_QUOTATION_EVENT, data: message },
        {
          channel: notificationsChannel(responsible as number),
          event: NOTIFY_EVENT,
          data: { type: 'QUOTATION', data: { quotation_id: id, quotation: { product: { image: expect.any(Array) } } } },
        },
        {
          channel: ADMIN_DESK_CHANNEL,
          event: ADMIN_DESK_EVENT,
          data: { quotation_id: id, kind: 'MESSAGE', by_user_id: await userId('vendedor@demo.mx') },
        },
      ]);
      const { quotation } = expectContract(await detail(id), quotationDetailResponse);
      expect(quotation.status).toBe('SENT');
      expect(quotation.messages.map((m) => m.id)).toEqual([message.id]);
    });

    it("moves SENT to IN_PROCESS on the admin's first message and tells the operator both things", async () => {
      const id = await sendCartQuotation(t, seller, q);
      published = [];
      const response = await write(id, admin, '<p>Claro, con gusto.</p>');
      expect(response.statusCode).toBe(200);
      const sellerId = await userId('vendedor@demo.mx');
      const notifications = published.filter((e) => e.channel === notificationsChannel(sellerId)).map((e) => e.data);
      expect(notifications).toEqual([
        { type: 'QUOTATION', data: { quotation_id: id, quotation: { product: { image: expect.any(Array) } } } },
        { type: 'STATUS_QUOTATION', data: { id, product: { image: expect.any(Array) } } },
      ]);
      const { quotation } = expectContract(await detail(id), quotationDetailResponse);
      expect(quotation.status).toBe('IN_PROCESS');
      expect(quotation.messages.at(-1)).toMatchObject({ is_admin: true, message: '<p>Claro, con gusto.</p>' });
      const stored = expectContract(await get('/api/sales-operator/notifications', seller), operatorNotificationsResponse);
      expect(stored.notifications.slice(0, 2).map((n) => n.type)).toEqual(['QUOTATION', 'STATUS_QUOTATION']);
      expect(stored.unread).toBeGreaterThanOrEqual(2);
    });

    it.each([
      ['an empty message', ''],
      ['only spaces and empty paragraphs', '<p> </p><p>&nbsp;</p><br>'],
      ['only a script', '<script>alert(1)</script>'],
    ])('refuses %s with 422 "El campo mensaje es requerido"', async (_case, html) => {
      const id = await sendCartQuotation(t, seller, q);
      published = [];
      const response = await write(id, seller, html);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).errors).toEqual({ message: ['El campo mensaje es requerido'] });
      expect(published).toEqual([]);
    });

    it('refuses a message that is too long', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const response = await write(id, seller, `<p>${'a'.repeat(5001)}</p>`);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).message).toBe('El mensaje no debe exceder 5000 caracteres.');
    });

    it("refuses another operator's quotation with 404 and nothing stored", async () => {
      const id = await sendCartQuotation(t, seller, q);
      expect((await write(id, other, '<p>hola</p>')).statusCode).toBe(404);
      expect(await t.ctx.db.selectFrom('messages').select('id').where('quotation_id', '=', id).execute()).toEqual([]);
    });
  });

  describe('admin actions', () => {
    it('stores a price revision priced by the domain function, moves SENT to IN_PROCESS and notifies the operator', async () => {
      const id = await sendCartQuotation(t, seller, q);
      published = [];
      const body = {
        units: 250,
        number_of_positions: 2,
        historic_base_price: 45.9,
        historic_packaging_price_by_container: 0.35,
        historic_cost_per_impression: 12,
      };
      const response = await post(`/api/admin/quotations/${id}/price`, admin, body);
      expect(response.statusCode).toBe(200);
      const { quotation } = expectContract(response, adminQuotationDetailResponse);
      expect(quotation.status).toBe('IN_PROCESS');
      expect(quotation.historic_prices[0]).toMatchObject({
        units: 250,
        number_of_positions: 2,
        historic_final_price:
          revisionFinalPriceCents({
            units: 250,
            historic_base_price_cents: 4590,
            historic_packaging_price_by_container_cents: 35,
            historic_cost_per_impression_cents: 1200,
          }) / 100,
        created_by: { name: expect.any(String) },
      });
      const bell = published.filter((e) => e.channel !== ADMIN_DESK_CHANNEL);
      expect(bell.map((e) => (e.data as { type: string }).type)).toEqual(['PRICE_QUOTATION', 'STATUS_QUOTATION']);
      expect(published.filter((e) => e.channel === ADMIN_DESK_CHANNEL).map((e) => e.data)).toEqual([
        { quotation_id: id, kind: 'PRICE', by_user_id: await userId('admin@demo.mx') },
      ]);
    });

    it.each([
      [{ units: 0 }, 'units'],
      [{ units: 1.5 }, 'units'],
      [{ number_of_positions: 21 }, 'number_of_positions'],
      [{ historic_base_price: -1 }, 'historic_base_price'],
      [{ historic_cost_per_impression: 1.234 }, 'historic_cost_per_impression'],
    ])('refuses a bad price revision %j with a Spanish 422 on its field', async (change, field) => {
      const id = await sendCartQuotation(t, seller, q);
      const body = {
        units: 100,
        number_of_positions: 1,
        historic_base_price: 10,
        historic_packaging_price_by_container: 0,
        historic_cost_per_impression: 1,
        ...change,
      };
      const response = await post(`/api/admin/quotations/${id}/price`, admin, body);
      expect(response.statusCode).toBe(422);
      expect(expectContract(response, validationErrorResponse).errors[field]?.[0]).toMatch(/^El campo /);
    });

    it('closes a quotation for good: then messages, prices, assignments and a second close get 409', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const closed = await post(`/api/admin/quotations/${id}/status`, admin, { status: 'CLOSE' });
      expect(closed.statusCode).toBe(200);
      expect(expectContract(closed, adminQuotationDetailResponse).quotation.status).toBe('CLOSE');
      published = [];
      const adminId = await userId('admin@demo.mx');
      const attempts = [
        await write(id, seller, '<p>¿Sigue?</p>'),
        await write(id, admin, '<p>Sí</p>'),
        await post(`/api/admin/quotations/${id}/status`, admin, { status: 'CLOSE' }),
        await post(`/api/admin/quotations/${id}/assign`, admin, { admin_id: adminId }),
        await post(`/api/admin/quotations/${id}/price`, admin, {
          units: 1,
          number_of_positions: 0,
          historic_base_price: 1,
          historic_packaging_price_by_container: 0,
          historic_cost_per_impression: 0,
        }),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
      expect(published).toEqual([]);
      expect((await post(`/api/admin/quotations/${id}/status`, admin, { status: 'SENT' })).statusCode).toBe(422);
    });

    it('assigns another active admin and refuses an operator as the responsible one', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const second = await userId('admin2@demo.mx');
      const assigned = await post(`/api/admin/quotations/${id}/assign`, admin, { admin_id: second });
      expect(expectContract(assigned, adminQuotationDetailResponse).quotation.admin_id).toBe(second);
      const refused = await post(`/api/admin/quotations/${id}/assign`, admin, { admin_id: await userId('vendedor@demo.mx') });
      expect(refused.statusCode).toBe(404);
    });
  });

  describe('notifications', () => {
    it('tells the admins of a newly sent quotation (NEW_QUOTATION) and keeps the read state', async () => {
      published = [];
      const id = await sendCartQuotation(t, seller, q);
      const newQuotation = published.find((e) => (e.data as { type: string }).type === 'NEW_QUOTATION');
      expect(newQuotation?.data).toEqual({
        type: 'NEW_QUOTATION',
        data: { quotation_id: id, quotation: { product: { image: expect.any(Array) } } },
      });
      const list = expectContract(await get('/api/admin/notifications', admin), adminNotificationsResponse);
      const before = list.unread;
      const mine = list.notifications.find((n) => n.type === 'NEW_QUOTATION' && n.data.quotation_id === id);
      if (newQuotation?.channel === notificationsChannel(await userId('admin@demo.mx'))) {
        expect(mine?.read_at).toBeNull();
        const read = await post('/api/admin/notifications/read', admin, { ids: [mine?.id] });
        expect(expectContract(read, readNotificationsResponse).unread).toBe(before - 1);
      }
      const all = await post('/api/sales-operator/notifications/read', seller, {});
      expect(expectContract(all, readNotificationsResponse).unread).toBe(0);
    });
  });
});
