import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { multipart } from '../../test/multipart.ts';
import { seedQuotable } from '../../test/sent-quotation.ts';

// Decision 015: every creating action answers a repeated Idempotency-Key with its first answer and
// runs once, also when the two requests race.

describe('Idempotency-Key on creating actions', () => {
  let t: TestApp;
  let seller: string;
  let cpa: string;
  let fields: Record<string, number>;
  let brandAndChannel: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    const row = await seedQuotable(t);
    fields = {
      special_quotation: 0,
      product_id: row.product_id,
      product_color_id: row.color_id,
      units: row.minimum_units,
      number_of_positions: 1,
      customization_id: row.customization_id,
      sale_volume_id: row.volume_id,
    };
    const brand = await db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
    const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    brandAndChannel = { brand_id: brand.id, channel_id: channel.id };
    seller = await signIn(t.app, 'vendedor@demo.mx');
    cpa = await signIn(t.app, 'cpa@demo.mx');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    await t.ctx.db.deleteFrom('historic_prices').execute();
    await t.ctx.db.deleteFrom('quotations').execute();
    await t.ctx.db.deleteFrom('idempotency_keys').execute();
    await t.ctx.db.deleteFrom('otps').execute();
  });

  const postMultipart = (url: string, token: string, body: Record<string, number>, key?: string) => {
    const form = multipart(body);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...form.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: form.payload,
    });
  };
  const addToCart = (key?: string) => postMultipart('/api/sales-operator/cart/add', seller, fields, key);
  const countQuotations = async (status?: string) => {
    let query = t.ctx.db.selectFrom('quotations').select((eb) => eb.fn.countAll<number>().as('n'));
    if (status) query = query.where('status', '=', status as 'DRAFT');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const countMails = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('cart/add: two racing requests with one key add one item and both get the first answer', async () => {
    const [a, b] = await Promise.all([addToCart('add-attempt-0001'), addToCart('add-attempt-0001')]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((a.json() as { multi_quotation: unknown[] }).multi_quotation).toHaveLength(1);
    expect(await countQuotations('DRAFT')).toBe(1);

    const retry = await addToCart('add-attempt-0001');
    expect(retry.json()).toEqual(a.json());
    expect(await countQuotations('DRAFT')).toBe(1);
  });

  it('cart/add: a new key is a new attempt, and no key keeps the plain behaviour', async () => {
    await addToCart('add-attempt-0002');
    await addToCart('add-attempt-0003');
    await addToCart();
    expect(await countQuotations('DRAFT')).toBe(3);
  });

  it('replays a refused first answer with its status and body', async () => {
    const bad = { ...fields, units: 0 };
    const first = await postMultipart('/api/sales-operator/cart/add', seller, bad, 'add-invalid-0001');
    expect(first.statusCode).toBe(422);
    const again = await postMultipart('/api/sales-operator/cart/add', seller, fields, 'add-invalid-0001');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
    expect(await countQuotations()).toBe(0);
  });

  it('refuses a malformed key with 422 on that header', async () => {
    const response = await addToCart('short');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { idempotency_key: ['La clave Idempotency-Key no es válida.'] } });
    expect(await countQuotations()).toBe(0);
  });

  it('keys belong to their user: the same key of another user runs for that user', async () => {
    await addToCart('shared-key-0001');
    const other = await signIn(t.app, 'perfil@demo.mx');
    const response = await postMultipart('/api/sales-operator/cart/add', other, fields, 'shared-key-0001');
    expect(response.statusCode).toBe(200);
    expect(await countQuotations('DRAFT')).toBe(2);
  });

  it('create-quotation (cpa): two racing requests with one key save one quotation', async () => {
    const body = { ...fields, ...brandAndChannel };
    const url = '/api/sales-operator/quotations/create-quotation';
    const [a, b] = await Promise.all([
      postMultipart(url, cpa, body, 'create-attempt-0001'),
      postMultipart(url, cpa, body, 'create-attempt-0001'),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await countQuotations()).toBe(1);
  });

  it('cart/finish: two racing requests with one key send the cart once and both succeed', async () => {
    await addToCart('finish-setup-0001');
    const finish = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales-operator/cart/finish',
        headers: { ...bearer(seller), 'idempotency-key': 'finish-attempt-0001' },
      });
    const [a, b] = await Promise.all([finish(), finish()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await countQuotations('SENT')).toBe(1);
    // One e-mail to the operator and one to the inbox, not twice.
    expect(await countMails()).toBe(2);
  });

  it('OTP send: two racing recovery requests with one key send one code and both succeed', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/otp/send-otp-email-to-reset-password',
        headers: { 'idempotency-key': 'recovery-attempt-0001' },
        payload: { email: 'recupera@demo.mx' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await countMails()).toBe(1);
    // A new attempt within the resend wait is still refused (SPEC §9: 60 s).
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send-otp-email-to-reset-password',
      headers: { 'idempotency-key': 'recovery-attempt-0002' },
      payload: { email: 'recupera@demo.mx' },
    });
    expect(next.statusCode).toBe(429);
  });
});
