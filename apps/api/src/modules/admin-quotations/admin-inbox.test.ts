import {
  type AdminInboxItem,
  adminInboxResponse,
  adminListResponse,
  adminQuotationDetailResponse,
  markSeenResponse,
} from '@cotizador/contracts/admin-quotations';
import { validationErrorResponse } from '@cotizador/contracts/common';
import { adminNotificationsResponse } from '@cotizador/contracts/notifications';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { type Quotable, seedQuotable, sendCartQuotation, signInAdmin } from '../../../test/sent-quotation.ts';
import type { QuotationStatus } from '../../db/schema.ts';

// GET admin/quotations and the unread markers (issue 12 API for the admin desk, decision 020).

describe('admin inbox', () => {
  let t: TestApp;
  let q: Quotable;
  let seller: string;
  let admin: string;
  let admin2: string;
  let ids: { seller: number; cpa: number; admin: number; admin2: number };
  let brandId: number;
  let channelId: number;

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  const write = (id: number, token: string, message: string) =>
    post(`/api/common/quotations/${id}/create-message-quotation`, token, { message });
  const userId = async (email: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const inbox = async (query: Record<string, string | number> = {}, token = admin) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await get(`/api/admin/quotations?${params}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return expectContract(response, adminInboxResponse);
  };
  const inboxIds = async (query: Record<string, string | number> = {}, token = admin) =>
    (await inbox({ per_page: 100, ...query }, token)).data.map((row) => row.id);
  const rowOf = async (id: number, token = admin): Promise<AdminInboxItem | undefined> =>
    (await inbox({ per_page: 100 }, token)).data.find((row) => row.id === id);

  /** A quotation written straight to the table (ids, names and dates under the test's control). */
  async function insertQuotation(values: {
    status: QuotationStatus;
    operatorId?: number;
    adminId?: number | null;
    createdAt?: string;
    brandId?: number | null;
    channelId?: number | null;
  }): Promise<number> {
    const createdAt = values.createdAt ?? t.clock.now().toISOString();
    const row = await t.ctx.db
      .insertInto('quotations')
      .values({
        status: values.status,
        sales_operator_id: values.operatorId ?? ids.seller,
        admin_id: values.adminId ?? null,
        product_id: q.product_id,
        product_color_id: q.color_id,
        customization_id: q.customization_id,
        sale_volume_id: q.volume_id,
        brand_id: values.brandId ?? null,
        channel_id: values.channelId ?? null,
        units: q.minimum_units,
        number_of_positions: 1,
        special_quotation: 0,
        sent_at: values.status === 'DRAFT' ? null : createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    q = await seedQuotable(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    admin = await signInAdmin(t);
    admin2 = await signInAdmin(t, 'admin2@demo.mx');
    ids = {
      seller: await userId('vendedor@demo.mx'),
      cpa: await userId('cpa@demo.mx'),
      admin: await userId('admin@demo.mx'),
      admin2: await userId('admin2@demo.mx'),
    };
    const brand = await t.ctx.db
      .selectFrom('brands')
      .select('id')
      .where('name', '=', 'Lácteos La Vaquita')
      .executeTakeFirstOrThrow();
    brandId = brand.id;
    channelId = (await t.ctx.db.selectFrom('channels').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    it('asks for an admin: no token 401, an operator 403 on every admin/* operation of the OpenAPI document', async () => {
      type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };
      const document = t.app.swagger() as unknown as Doc;
      const operations = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/admin/'))
        .flatMap(([path, item]) =>
          (['get', 'post'] as const).filter((m) => item[m]).map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })),
        );
      const names = operations.map(({ method, url }) => `${method.toUpperCase()} ${url}`);
      for (const expected of [
        'GET /api/admin/quotations',
        'GET /api/admin/admins',
        'GET /api/admin/quotations/1',
        'POST /api/admin/quotations/1/seen',
      ]) {
        expect(names).toContain(expected);
      }
      const answers: string[] = [];
      for (const { method, url } of operations) {
        const withOperator = await t.app.inject({
          method: method === 'get' ? 'GET' : 'POST',
          url,
          headers: bearer(seller),
          ...(method === 'post' ? { payload: {} } : {}),
        });
        const anonymous = await t.app.inject({ method: method === 'get' ? 'GET' : 'POST', url });
        answers.push(`${method.toUpperCase()} ${url} → ${withOperator.statusCode}/${anonymous.statusCode}`);
      }
      expect(answers.filter((answer) => !answer.endsWith('→ 403/401'))).toEqual([]);
    });

    it('lists the active admins for the assign selector', async () => {
      await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'admin2@demo.mx').execute();
      try {
        const { admins } = expectContract(await get('/api/admin/admins', admin), adminListResponse);
        expect(admins.map((a) => a.email)).toContain('admin@demo.mx');
        expect(admins.map((a) => a.email)).not.toContain('admin2@demo.mx');
        expect(admins.map((a) => a.email)).not.toContain('vendedor@demo.mx');
      } finally {
        await t.ctx.db.updateTable('users').set({ is_active: 1 }).where('email', '=', 'admin2@demo.mx').execute();
      }
      const { admins } = expectContract(await get('/api/admin/admins', admin2), adminListResponse);
      expect(admins.find((a) => a.email === 'admin2@demo.mx')).toEqual({
        id: ids.admin2,
        name: 'Ricardo',
        last_name: 'Salinas Vega',
        email: 'admin2@demo.mx',
      });
    });
  });

  describe('rows, order and paging', () => {
    it('never shows drafts and orders by the newest activity: a message, a price or a status change lifts a row', async () => {
      const draft = await insertQuotation({ status: 'DRAFT' });
      const older = await insertQuotation({ status: 'SENT', createdAt: '2026-11-20T10:00:00.000Z' });
      const newer = await insertQuotation({ status: 'SENT', createdAt: '2026-11-20T11:00:00.000Z' });
      const all = await inboxIds();
      expect(all).not.toContain(draft);
      expect(all.indexOf(newer)).toBeLessThan(all.indexOf(older));

      t.clock.advance(60_000);
      expect((await write(older, seller, '<p>¿Hay avance?</p>')).statusCode).toBe(200);
      const afterMessage = await inboxIds();
      expect(afterMessage.indexOf(older)).toBeLessThan(afterMessage.indexOf(newer));
      const row = await rowOf(older);
      expect(row?.last_activity_at).toBe(t.clock.now().toISOString());

      t.clock.advance(60_000);
      expect((await post(`/api/admin/quotations/${newer}/status`, admin, { status: 'CLOSE' })).statusCode).toBe(200);
      const afterClose = await inboxIds();
      expect(afterClose.indexOf(newer)).toBeLessThan(afterClose.indexOf(older));

      t.clock.advance(60_000);
      const price = {
        units: 100,
        number_of_positions: 1,
        historic_base_price: 10,
        historic_packaging_price_by_container: 0,
        historic_cost_per_impression: 1,
      };
      expect((await post(`/api/admin/quotations/${older}/price`, admin, price)).statusCode).toBe(200);
      const afterPrice = await inboxIds();
      expect(afterPrice.indexOf(older)).toBeLessThan(afterPrice.indexOf(newer));
      expect((await rowOf(older))?.last_activity_at).toBe(t.clock.now().toISOString());

      // By creation date, the activity does not count.
      const byCreation = await inboxIds({ order: 'createdAtAsc' });
      expect(byCreation.indexOf(older)).toBeLessThan(byCreation.indexOf(newer));
      const byCreationDesc = await inboxIds({ order: 'createdAtDesc' });
      expect(byCreationDesc.indexOf(newer)).toBeLessThan(byCreationDesc.indexOf(older));
    });

    it('gives each row the product, operator and company, brand, the responsible admin, the latest price and the last message as text', async () => {
      const id = await sendCartQuotation(t, seller, q);
      t.clock.advance(60_000);
      await post(`/api/admin/quotations/${id}/price`, admin, {
        units: 300,
        number_of_positions: 1,
        historic_base_price: 20,
        historic_packaging_price_by_container: 0.5,
        historic_cost_per_impression: 2.25,
      });
      t.clock.advance(60_000);
      const long = 'Precio &amp; tiempos <strong>confirmados</strong>. '.repeat(8);
      await write(id, admin, `<p>Hola,</p><p>${long}</p>`);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        id,
        status: 'IN_PROCESS',
        units: q.minimum_units,
        special_quotation: false,
        product: { id: q.product_id },
        sales_operator: {
          id: ids.seller,
          name: 'Valeria',
          email: 'vendedor@demo.mx',
          company: { name: 'Promocionales del Norte' },
        },
        brand: null,
        final_price: (Math.round((20 + 0.5 + 2.25) * 100) * 300) / 100,
        unread: false,
      });
      expect(row?.admin?.id).toEqual(expect.any(Number));
      expect(row?.product.image.length).toBeGreaterThan(0);
      expect(row?.last_message?.from_operator).toBe(false);
      expect(row?.last_message?.created_at).toBe(t.clock.now().toISOString());
      const excerpt = row?.last_message?.excerpt ?? '';
      expect(excerpt.startsWith('Hola, Precio & tiempos confirmados. Precio')).toBe(true);
      expect(excerpt).not.toMatch(/[<>]/);
      expect([...excerpt].length).toBeLessThanOrEqual(140);
      expect(excerpt.endsWith('…')).toBe(true);

      const cpaRow = await insertQuotation({ status: 'SENT', operatorId: ids.cpa, brandId, channelId });
      expect(await rowOf(cpaRow)).toMatchObject({
        brand: { name: 'Lácteos La Vaquita', client: { name: 'Grupo Alimentos del Bajío' } },
        channel: { name: expect.any(String) },
        admin: null,
        final_price: null,
        last_message: null,
        sales_operator: { company: { code: 'cpa' } },
      });
    });

    it('pages Laravel-style with 20, 50 or 100 rows and refuses any other size', async () => {
      for (let i = 0; i < 22; i += 1)
        await insertQuotation({ status: 'SENT', createdAt: `2026-11-10T12:${String(i).padStart(2, '0')}:00.000Z` });
      const first = await inbox();
      expect(first.per_page).toBe(20);
      expect(first.data).toHaveLength(20);
      expect(first).toMatchObject({ current_page: 1, from: 1, to: 20 });
      expect(first.last_page).toBe(Math.ceil(first.total / 20));
      const second = await inbox({ page: 2 });
      expect(second.from).toBe(21);
      expect(second.data.map((r) => r.id).filter((id) => first.data.some((r) => r.id === id))).toEqual([]);
      expect((await inbox({ per_page: 50 })).data.length).toBe(Math.min(50, first.total));
      const beyond = await inbox({ page: 999 });
      expect(beyond).toMatchObject({ data: [], from: null, to: null, current_page: 999 });

      for (const bad of ['per_page=30', 'status=DRAFT', 'assigned=nobody', 'order=random', 'date_start=20-11-2026', 'page=0']) {
        const response = await get(`/api/admin/quotations?${bad}`, admin);
        expect(response.statusCode, bad).toBe(422);
        expect(expectContract(response, validationErrorResponse).message).toMatch(/^El /);
      }
    });

    it('answers with a constant number of queries, whatever the page size (no N+1)', async () => {
      let queries = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const original = t.ctx.db;
      t.ctx.db = original.withPlugin(counter);
      try {
        await inbox({ per_page: 20 });
        const small = queries;
        queries = 0;
        const big = await inbox({ per_page: 100 });
        expect(big.data.length).toBeGreaterThan(20);
        expect(queries).toBe(small);
        // The session check (token lookup and its last use) and the inbox's four: counts, page ids, rows, last messages.
        expect(queries).toBeLessThanOrEqual(6);
      } finally {
        t.ctx.db = original;
      }
    });
  });

  describe('filters and counts', () => {
    it('filters by status and assignment and counts every tab under the other filters', async () => {
      const mineSent = await insertQuotation({ status: 'SENT', adminId: ids.admin });
      const mineClosed = await insertQuotation({ status: 'CLOSE', adminId: ids.admin });
      const theirsInProcess = await insertQuotation({ status: 'IN_PROCESS', adminId: ids.admin2 });
      const nobodys = await insertQuotation({ status: 'SENT', adminId: null });

      const mine = await inbox({ assigned: 'me', per_page: 100 });
      expect(mine.data.map((r) => r.id)).toEqual(expect.arrayContaining([mineSent, mineClosed]));
      expect(mine.data.every((r) => r.admin?.id === ids.admin)).toBe(true);
      expect(mine.data.map((r) => r.id)).not.toContain(theirsInProcess);
      const mineSentOnly = await inbox({ assigned: 'me', status: 'SENT', per_page: 100 });
      expect(mineSentOnly.data.map((r) => r.id)).toContain(mineSent);
      expect(mineSentOnly.data.map((r) => r.id)).not.toContain(mineClosed);
      // The counts ignore the status tab but keep the other filters.
      expect(mineSentOnly.counts).toEqual(mine.counts);
      expect(mineSentOnly.total).toBe(mine.counts.SENT);
      expect(mine.counts.ALL).toBe(mine.counts.SENT + mine.counts.IN_PROCESS + mine.counts.CLOSE);
      expect(mine.total).toBe(mine.counts.ALL);

      const db = t.ctx.db;
      const expected = async (where: (status: string) => Promise<number>) => ({
        SENT: await where('SENT'),
        IN_PROCESS: await where('IN_PROCESS'),
        CLOSE: await where('CLOSE'),
      });
      const countWhere = (adminFilter: 'me' | 'unassigned') => async (status: string) =>
        Number(
          (
            await db
              .selectFrom('quotations')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('status', '=', status as QuotationStatus)
              .where((eb) => (adminFilter === 'me' ? eb('admin_id', '=', ids.admin) : eb('admin_id', 'is', null)))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(mine.counts).toMatchObject(await expected(countWhere('me')));
      const unassigned = await inbox({ assigned: 'unassigned', per_page: 100 });
      expect(unassigned.data.map((r) => r.id)).toContain(nobodys);
      expect(unassigned.data.every((r) => r.admin === null)).toBe(true);
      expect(unassigned.counts).toMatchObject(await expected(countWhere('unassigned')));

      const closed = await inboxIds({ status: 'CLOSE' });
      expect(closed).toContain(mineClosed);
      expect(closed).not.toContain(mineSent);
      const inProcess = await inbox({ status: 'IN_PROCESS', per_page: 100 });
      expect(inProcess.data.every((r) => r.status === 'IN_PROCESS')).toBe(true);
      // Another admin sees the same quotations; "me" is whoever asks.
      expect(await inboxIds({ assigned: 'me' }, admin2)).toContain(theirsInProcess);
    });

    it('takes the dates as Mexico City days, both ends included', async () => {
      // 2026-11-15 in Mexico City (UTC−6) runs from 06:00 UTC that day to 06:00 UTC the next.
      const lateOn14 = await insertQuotation({ status: 'SENT', createdAt: '2026-11-15T05:59:00.000Z' });
      const earlyOn15 = await insertQuotation({ status: 'SENT', createdAt: '2026-11-15T06:00:00.000Z' });
      const lateOn15 = await insertQuotation({ status: 'SENT', createdAt: '2026-11-16T05:59:59.000Z' });
      const on16 = await insertQuotation({ status: 'SENT', createdAt: '2026-11-16T06:00:00.000Z' });
      const day15 = await inbox({ date_start: '2026-11-15', date_end: '2026-11-15' });
      expect(day15.data.map((r) => r.id).sort()).toEqual([earlyOn15, lateOn15].sort());
      expect(day15.counts.ALL).toBe(2);
      const from15 = await inboxIds({ date_start: '2026-11-15' });
      expect(from15).toEqual(expect.arrayContaining([earlyOn15, lateOn15, on16]));
      expect(from15).not.toContain(lateOn14);
      const until14 = await inboxIds({ date_end: '2026-11-14' });
      expect(until14).toContain(lateOn14);
      expect(until14).not.toContain(earlyOn15);
    });

    it('searches id, product, operator, company, client and brand: accent- and case-insensitive, every word', async () => {
      const cpaQuotation = await insertQuotation({ status: 'SENT', operatorId: ids.cpa, brandId, channelId });
      const sellerQuotation = await insertQuotation({ status: 'SENT' });
      const product = await t.ctx.db
        .selectFrom('products')
        .select(['name', 'sku'])
        .where('id', '=', q.product_id)
        .executeTakeFirstOrThrow();
      const search = (text: string) => inboxIds({ search: text });

      // Brand 'Lácteos La Vaquita' of client 'Grupo Alimentos del Bajío'.
      for (const text of ['LACTEOS', 'lácteos vaquita', 'bajio', 'ALIMENTOS DEL BAJÍO', 'LÁCTEOS', 'lacteos']) {
        const found = await search(text);
        expect(found, text).toContain(cpaQuotation);
        expect(found, text).not.toContain(sellerQuotation);
      }
      // Operator 'Carlos Pérez Aguilar' <cpa@demo.mx> of 'CPA Corporativo' (code cpa).
      for (const text of ['perez', 'PÉREZ aguilar', 'cpa@demo', 'corporativo'])
        expect(await search(text), text).toContain(cpaQuotation);
      // Operator 'Valeria Hernández Ruiz' of 'Promocionales del Norte'.
      for (const text of ['hernandez', 'VALERIA', 'promocionales norte']) {
        const found = await search(text);
        expect(found, text).toContain(sellerQuotation);
        expect(found, text).not.toContain(cpaQuotation);
      }
      // Every word must match somewhere.
      expect(await search('valeria vaquita')).toEqual([]);
      expect(await search('carlos vaquita')).toContain(cpaQuotation);
      // Product name and SKU, and the id.
      expect(await search(product.sku.toLowerCase())).toEqual(expect.arrayContaining([cpaQuotation, sellerQuotation]));
      expect(await search(product.name.toUpperCase())).toEqual(expect.arrayContaining([cpaQuotation, sellerQuotation]));
      expect(await search(String(sellerQuotation))).toContain(sellerQuotation);
      // Pattern characters are searched literally.
      for (const text of ['%', '_', '*', '?', '[', '(', '+', '\\']) expect(await search(text), text).toEqual([]);
      expect(await search('cpa@demo.mx')).toContain(cpaQuotation);
      // The counts follow the search.
      const counted = await inbox({ search: 'vaquita carlos' });
      expect(counted.counts.ALL).toBe(counted.total);
      expect(counted.total).toBeGreaterThanOrEqual(1);
    });
  });

  describe('unread markers', () => {
    it('marks a quotation unread for every admin when the operator writes, until that admin opens it', async () => {
      const id = await sendCartQuotation(t, seller, q);
      // Nobody wrote yet: nothing to read.
      expect((await rowOf(id))?.unread).toBe(false);
      t.clock.advance(1_000);
      await write(id, seller, '<p>¿Me confirman?</p>');
      expect((await rowOf(id))?.unread).toBe(true);
      expect((await rowOf(id, admin2))?.unread).toBe(true);

      t.clock.advance(1_000);
      const opened = await get(`/api/admin/quotations/${id}`, admin);
      expect(expectContract(opened, adminQuotationDetailResponse).quotation.id).toBe(id);
      expect((await rowOf(id))?.unread).toBe(false);
      // Seen per admin: the other one still has it unread.
      expect((await rowOf(id, admin2))?.unread).toBe(true);

      // The admin's own message does not make it unread.
      t.clock.advance(1_000);
      await write(id, admin, '<p>Sí, en un momento.</p>');
      expect((await rowOf(id))?.unread).toBe(false);

      // A new operator message, then the live chat's POST …/seen.
      t.clock.advance(1_000);
      await write(id, seller, '<p>Gracias</p>');
      expect((await rowOf(id))?.unread).toBe(true);
      t.clock.advance(1_000);
      const seen = await post(`/api/admin/quotations/${id}/seen`, admin);
      expect(seen.statusCode).toBe(200);
      expect(expectContract(seen, markSeenResponse)).toEqual({ unread: false });
      expect((await rowOf(id))?.unread).toBe(false);
      expect((await rowOf(id, admin2))?.unread).toBe(true);
    });

    it('answers 404 to seen for drafts and unknown quotations', async () => {
      const draft = await insertQuotation({ status: 'DRAFT' });
      expect((await post(`/api/admin/quotations/${draft}/seen`, admin)).statusCode).toBe(404);
      expect((await post('/api/admin/quotations/999999/seen', admin)).statusCode).toBe(404);
    });
  });

  describe("the admins' stored notifications (the bell of the admin desk)", () => {
    const storedFor = async (token: string, type: string, quotationId: number) =>
      expectContract(await get('/api/admin/notifications', token), adminNotificationsResponse).notifications.filter(
        (n) => n.type === type && 'quotation_id' in n.data && n.data.quotation_id === quotationId,
      );
    const tokenOf = (adminId: number | null) => (adminId === ids.admin2 ? admin2 : admin);

    it('stores NEW_QUOTATION for the responsible admin of a sent cart and QUOTATION for each operator message', async () => {
      const id = await sendCartQuotation(t, seller, q);
      const { admin_id: responsible } = await t.ctx.db
        .selectFrom('quotations')
        .select('admin_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(responsible).not.toBeNull();
      expect(await storedFor(tokenOf(responsible), 'NEW_QUOTATION', id)).toHaveLength(1);
      await write(id, seller, '<p>Hola</p>');
      await write(id, seller, '<p>¿Me ayudan?</p>');
      const stored = await storedFor(tokenOf(responsible), 'QUOTATION', id);
      expect(stored).toHaveLength(2);
      expect(stored[0]?.read_at).toBeNull();
    });

    it('stores QUOTATION for every active admin when nobody is responsible', async () => {
      const id = await insertQuotation({ status: 'SENT', adminId: null });
      await write(id, seller, '<p>¿Alguien me atiende?</p>');
      expect(await storedFor(admin, 'QUOTATION', id)).toHaveLength(1);
      expect(await storedFor(admin2, 'QUOTATION', id)).toHaveLength(1);
    });
  });
});
