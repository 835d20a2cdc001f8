import {
  type Cart,
  type CartItem,
  cartDeleteResponse,
  cartDestroyResponse,
  cartFinishResponse,
  cartResponse,
} from '@cotizador/contracts/cart';
import { channelsResponse, clientsResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { createQuotationResponse, myQuotationsResponse } from '@cotizador/contracts/quotations';
import { priceWithIndirectExpenses } from '@cotizador/domain/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { multipart, SAMPLE_PDF } from '../../../test/multipart.ts';
import { seedCatalogue } from '../../db/seed/catalogue.ts';

/** The first item of a cart answer (the tests add one at a time). */
function firstItem(cart: Cart): CartItem {
  const item = cart.multi_quotation[0];
  if (!item) throw new Error('the cart answer has no item');
  return item;
}

type Fixture = {
  productId: number;
  colorId: number;
  otherColorId: number;
  customizationId: number;
  otherProductCustomizationId: number;
  volumes: { id: number; minimum_units: number; maximum_units: number; base_price_cents: number }[];
  costByVolume: Map<number, number>;
  specialId: number;
  specialColorId: number;
  brandId: number;
  channelId: number;
};

describe('cart, direct quotations and "Mis cotizaciones"', () => {
  let t: TestApp;
  let fx: Fixture;
  let seller: string;
  let cpa: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.ctx.db, { mediaDir: `${t.dataDir}/media`, now: t.clock.now().toISOString() });
    const db = t.ctx.db;
    // A product with a colour without stock limit, several volumes and a customization linked to all.
    const candidates = await db
      .selectFrom('products as p')
      .innerJoin('customizations as cu', 'cu.product_id', 'p.id')
      .select(['p.id', 'cu.id as customization_id'])
      .where('p.is_active', '=', 1)
      .where('p.sku', '!=', 'COTESPI001')
      .orderBy('p.id')
      .execute();
    let chosen: Fixture | undefined;
    for (const candidate of candidates) {
      const colors = await db
        .selectFrom('product_colors')
        .selectAll()
        .where('product_id', '=', candidate.id)
        .orderBy('id')
        .execute();
      const volumes = await db
        .selectFrom('sale_volumes')
        .selectAll()
        .where('product_id', '=', candidate.id)
        .orderBy('minimum_units')
        .execute();
      // A colour whose stock (if any) allows the second tier.
      const free = colors.filter((c) => !c.stock || c.stock >= (volumes[1]?.minimum_units ?? Number.POSITIVE_INFINITY) * 2);
      const costs = await db
        .selectFrom('customization_sale_volumes')
        .selectAll()
        .where('customization_id', '=', candidate.customization_id)
        .execute();
      if (free.length === 0 || colors.length < 2 || volumes.length < 2 || costs.length !== volumes.length) continue;
      const other = await db
        .selectFrom('customizations')
        .select('id')
        .where('product_id', '!=', candidate.id)
        .executeTakeFirstOrThrow();
      const otherColor = await db
        .selectFrom('product_colors')
        .select('id')
        .where('product_id', '!=', candidate.id)
        .executeTakeFirstOrThrow();
      const special = await db.selectFrom('products').select('id').where('sku', '=', 'COTESPI001').executeTakeFirstOrThrow();
      const specialColor = await db
        .selectFrom('product_colors')
        .select('id')
        .where('product_id', '=', special.id)
        .executeTakeFirstOrThrow();
      const brand = await db.selectFrom('brands').select('id').executeTakeFirstOrThrow();
      const channel = await db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
      chosen = {
        productId: candidate.id,
        colorId: (free[0] as { id: number }).id,
        otherColorId: otherColor.id,
        customizationId: candidate.customization_id,
        otherProductCustomizationId: other.id,
        volumes,
        costByVolume: new Map(costs.map((c) => [c.sale_volume_id, c.cost_per_unit_cents])),
        specialId: special.id,
        specialColorId: specialColor.id,
        brandId: brand.id,
        channelId: channel.id,
      };
      break;
    }
    if (!chosen) throw new Error('no suitable product in the demo catalogue');
    fx = chosen;
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
  });

  const firstVolume = () => fx.volumes[0] as Fixture['volumes'][number];
  const normalFields = (overrides: Record<string, string | number | undefined> = {}) => ({
    special_quotation: 0,
    product_id: fx.productId,
    product_color_id: fx.colorId,
    units: firstVolume().minimum_units,
    number_of_positions: 1,
    customization_id: fx.customizationId,
    sale_volume_id: firstVolume().id,
    ...overrides,
  });
  const post = (url: string, token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  const addNormal = (overrides: Record<string, string | number | undefined> = {}, token = seller) =>
    post('/api/sales-operator/cart/add', token, multipart(normalFields(overrides)));
  const addSpecialProduct = (token = seller) =>
    post(
      '/api/sales-operator/cart/add',
      token,
      multipart(
        {
          special_quotation: 1,
          product_id: fx.specialId,
          product_color_id: fx.specialColorId,
          units: 300,
          additional_requirements: 'Termos con grabado a dos caras',
        },
        { filename: 'especificaciones.pdf', content: SAMPLE_PDF, contentType: 'application/pdf' },
      ),
    );

  it('adds a quotation and prices it on the server with the company percentage (SPEC §9)', async () => {
    const response = await addNormal();
    expect(response.statusCode).toBe(200);
    const item = firstItem(expectContract(response, cartResponse));
    const volume = firstVolume();
    const unitCents = priceWithIndirectExpenses(volume.base_price_cents, 10) + (fx.costByVolume.get(volume.id) ?? 0);
    expect(item.unit_price).toBe(unitCents / 100);
    expect(item.final_price).toBe((unitCents * volume.minimum_units) / 100);
    expect(item.previous_unit_price).toBe(unitCents / 100);
    expect(item.special_quotation).toBe(false);
    expect(item.number_of_positions).toBe(1);
    expect(expectContract(response, cartResponse).total).toBe(item.final_price);
    const row = await t.ctx.db.selectFrom('quotations').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('DRAFT');
  });

  it('recomputes the cart price from current product data and keeps the previous one', async () => {
    await addNormal();
    const volume = firstVolume();
    await t.ctx.db
      .updateTable('sale_volumes')
      .set({ base_price_cents: volume.base_price_cents + 900 })
      .where('id', '=', volume.id)
      .execute();
    try {
      const cart = await t.app.inject({ method: 'GET', url: '/api/sales-operator/cart', headers: bearer(seller) });
      const item = firstItem(expectContract(cart, cartResponse));
      expect(item.unit_price).toBeGreaterThan(item.previous_unit_price ?? Number.POSITIVE_INFINITY);
      expect(item.unit_price).toBe(
        (priceWithIndirectExpenses(volume.base_price_cents + 900, 10) + (fx.costByVolume.get(volume.id) ?? 0)) / 100,
      );
    } finally {
      await t.ctx.db
        .updateTable('sale_volumes')
        .set({ base_price_cents: volume.base_price_cents })
        .where('id', '=', volume.id)
        .execute();
    }
  });

  it.each<[string, Record<string, string | number | undefined>, string, RegExp]>([
    ['units below the minimum', { units: 1 }, 'units', /Las unidades deben estar entre \d+ y \d+ piezas\./],
    ['a colour of another product', { product_color_id: -1 }, 'product_color_id', /color/],
    ['a customization of another product', { customization_id: -1 }, 'customization_id', /personalización/],
    ['a sale volume that does not hold the units', { sale_volume_id: -1 }, 'sale_volume_id', /volumen de venta/],
    ['no customization', { customization_id: undefined }, 'customization_id', /requerido/],
    ['an unknown product', { product_id: 999_999 }, 'product_id', /no existe/],
    ['non-numeric units', { units: 'muchas' }, 'units', /número/],
    ['a special flag without requirements', { special_quotation: 1 }, 'additional_requirements', /requerimientos es requerido/],
  ])('refuses %s with a Spanish 422', async (_case, change, field, message) => {
    const resolved = { ...change };
    if (resolved.product_color_id === -1) resolved.product_color_id = fx.otherColorId;
    if (resolved.customization_id === -1) resolved.customization_id = fx.otherProductCustomizationId;
    if (resolved.sale_volume_id === -1) resolved.sale_volume_id = (fx.volumes[1] as { id: number }).id;
    const response = await addNormal(resolved);
    expect(response.statusCode).toBe(422);
    expect(expectContract(response, validationErrorResponse).errors[field]?.[0]).toMatch(message);
    expect(await t.ctx.db.selectFrom('quotations').select('id').execute()).toHaveLength(0);
  });

  it('refuses a file whose content does not match its type', async () => {
    const response = await post(
      '/api/sales-operator/cart/add',
      seller,
      multipart(normalFields({ special_quotation: 1, additional_requirements: 'Logo' }), {
        filename: 'virus.pdf',
        content: 'MZ\u0000\u0001 not a pdf',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(expectContract(response, validationErrorResponse).errors.specifications_file).toEqual([
      'El archivo debe ser de tipo xlsx, xls, xlsm, csv o pdf.',
    ]);
  });

  it('needs requirements and a file for the special product and serves the file through a signed URL', async () => {
    const missing = await post(
      '/api/sales-operator/cart/add',
      seller,
      multipart({
        special_quotation: 1,
        product_id: fx.specialId,
        product_color_id: fx.specialColorId,
        units: 10,
        additional_requirements: 'Algo',
      }),
    );
    expect(missing.statusCode).toBe(422);
    expect(expectContract(missing, validationErrorResponse).errors.specifications_file).toEqual([
      'El archivo de especificaciones es requerido.',
    ]);

    const response = await addSpecialProduct();
    expect(response.statusCode).toBe(200);
    const item = firstItem(expectContract(response, cartResponse));
    expect(item.special_quotation).toBe(true);
    expect(item.product.is_special).toBe(true);
    expect(item.customization_id).toBeNull();
    expect(item.file_name).toBe('especificaciones.pdf');
    const fileUrl = item.file;
    if (!fileUrl) throw new Error('the cart item has no file URL');
    const download = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tampered = await t.app.inject({ method: 'GET', url: fileUrl.replace(/signature=.{4}/, 'signature=AAAA') });
    expect(tampered.statusCode).toBe(403);
    t.clock.advance(16 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(403);
  });

  it('edits only the operator’s own drafts', async () => {
    const added = firstItem(expectContract(await addNormal(), cartResponse));
    const second = fx.volumes[1] as Fixture['volumes'][number];
    const edited = await post(
      `/api/sales-operator/cart/edit/${added.id}`,
      seller,
      multipart(normalFields({ units: second.minimum_units, sale_volume_id: second.id })),
    );
    expect(edited.statusCode).toBe(200);
    expect(expectContract(edited, cartResponse).multi_quotation).toHaveLength(1);
    expect(firstItem(expectContract(edited, cartResponse)).units).toBe(second.minimum_units);
    expect(firstItem(expectContract(edited, cartResponse)).historic_prices).toHaveLength(2);

    const other = await signIn(t.app, 'vendedor@demo.mx');
    expect(other).not.toBe(seller);
    // Another operator (cpa) cannot touch it: not found, nothing revealed.
    const foreign = await post(`/api/sales-operator/cart/edit/${added.id}`, cpa, multipart(normalFields()));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(`${fx.productId},`);
  });

  it('deletes one item, then everything, and never another operator’s', async () => {
    const first = firstItem(expectContract(await addNormal(), cartResponse));
    await addSpecialProduct();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/delete',
      headers: bearer(cpa),
      payload: { quotation_id: first.id },
    });
    expect(foreign.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/cart/delete',
      headers: bearer(seller),
      payload: { quotation_id: first.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(expectContract(deleted, cartDeleteResponse).multi_quotation).toHaveLength(1);
    expect(expectContract(deleted, cartDeleteResponse).message).toBe('El producto ha sido eliminado correctamente');
    const destroyed = await t.app.inject({ method: 'DELETE', url: '/api/sales-operator/cart/destroy', headers: bearer(seller) });
    expect(expectContract(destroyed, cartDestroyResponse)).toEqual({
      message: 'Todos los productos han sido eliminados de tu carrito.',
      deleted: 1,
    });
    expect(
      expectContract(
        await t.app.inject({ method: 'GET', url: '/api/sales-operator/cart', headers: bearer(seller) }),
        cartResponse,
      ).multi_quotation,
    ).toEqual([]);
  });

  it('finishes the cart once: SENT with historic price, an admin, and e-mails with the special file', async () => {
    await addNormal();
    await addSpecialProduct();
    const response = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(seller) });
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, cartFinishResponse).quotation_ids).toHaveLength(2);
    const rows = await t.ctx.db.selectFrom('quotations').selectAll().execute();
    expect(rows.map((r) => r.status)).toEqual(['SENT', 'SENT']);
    expect(new Set(rows.map((r) => r.admin_id)).size).toBe(1);
    expect(rows[0]?.admin_id).not.toBeNull();
    const historic = await t.ctx.db.selectFrom('historic_prices').selectAll().execute();
    expect(historic).toHaveLength(4); // one at add, one at send, per item
    const mails = await t.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((m) => m.to_address)).toEqual(['vendedor@demo.mx', 'cotizaciones@cotizador.local']);
    expect(mails[1]?.text).toContain('Termos con grabado a dos caras');
    expect(JSON.parse(mails[1]?.attachments ?? '[]')).toHaveLength(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(seller) });
    expect(again.statusCode).toBe(422);
    expect(expectContract(again, validationErrorResponse).message).toBe('Tu carrito está vacío.');
    expect(await t.ctx.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });

  it('answers a retried finish with the same Idempotency-Key like the first time', async () => {
    await addNormal();
    const headers = { ...bearer(seller), 'idempotency-key': 'finish-0123456789' };
    const first = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers });
    const retry = await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(expectContract(retry, cartFinishResponse)).toEqual(expectContract(first, cartFinishResponse));
    expect(await t.ctx.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });

  it('sends nothing twice when two finishes race', async () => {
    await addNormal();
    await addNormal();
    const results = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(seller) }),
      t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(seller) }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422]);
    const sentIds = results
      .filter((r) => r.statusCode === 200)
      .flatMap((r) => expectContract(r, cartFinishResponse).quotation_ids);
    expect(sentIds).toHaveLength(2);
    expect(await t.ctx.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });

  it('keeps cart and direct quotations to their companies', async () => {
    expect((await addNormal({}, cpa)).statusCode).toBe(403);
    const direct = await post(
      '/api/sales-operator/quotations/create-quotation',
      seller,
      multipart(normalFields({ brand_id: fx.brandId, channel_id: fx.channelId })),
    );
    expect(direct.statusCode).toBe(403);
  });

  it('lets cpa save directly with a required brand and channel', async () => {
    const missing = await post('/api/sales-operator/quotations/create-quotation', cpa, multipart(normalFields()));
    expect(missing.statusCode).toBe(422);
    expect(expectContract(missing, validationErrorResponse).errors).toMatchObject({
      channel_id: ['El campo canal es requerido.'],
      brand_id: ['El campo marca es requerido.'],
    });
    const ok = await post(
      '/api/sales-operator/quotations/create-quotation',
      cpa,
      multipart(normalFields({ brand_id: fx.brandId, channel_id: fx.channelId })),
    );
    expect(ok.statusCode).toBe(200);
    expect(expectContract(ok, createQuotationResponse).message).toBe('La cotización fue creada éxitosamente');
    const row = await t.ctx.db
      .selectFrom('quotations')
      .selectAll()
      .where('id', '=', expectContract(ok, createQuotationResponse).quotation_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SENT', brand_id: fx.brandId, channel_id: fx.channelId });
    expect(row.admin_id).not.toBeNull();
    const mails = await t.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['cotizaciones@cotizador.local', 'cpa@demo.mx']);
  });

  it('lists only sent quotations of the operator, 10 a page, filtered by Mexico City dates', async () => {
    for (let i = 0; i < 12; i += 1) {
      await addNormal();
      if (i === 5) t.clock.advance(24 * 3600_000);
    }
    await t.app.inject({ method: 'POST', url: '/api/sales-operator/cart/finish', headers: bearer(seller) });
    await addNormal(); // a draft: never listed
    await post(
      '/api/sales-operator/quotations/create-quotation',
      cpa,
      multipart(normalFields({ brand_id: fx.brandId, channel_id: fx.channelId })),
    );

    const url = '/api/sales-operator/quotations/all-my-quotations-created';
    const page1 = await t.app.inject({ method: 'GET', url: `${url}?page=1&size=10`, headers: bearer(seller) });
    expect(page1.statusCode).toBe(200);
    expect(expectContract(page1, myQuotationsResponse)).toMatchObject({
      total: 12,
      current_page: 1,
      last_page: 2,
      per_page: 10,
      from: 1,
      to: 10,
    });
    expect(expectContract(page1, myQuotationsResponse).data[0]?.status).toBe('SENT');
    expect(expectContract(page1, myQuotationsResponse).data[0]?.final_price).toBeGreaterThan(0);
    const page2 = await t.app.inject({ method: 'GET', url: `${url}?page=2&size=10`, headers: bearer(seller) });
    expect(expectContract(page2, myQuotationsResponse).data).toHaveLength(2);

    // Created 2026-11-20 12:00 Mexico City (first 6) and 2026-11-21 12:00 (last 6).
    const day1 = await t.app.inject({
      method: 'GET',
      url: `${url}?page=1&size=10&date_start=2026-11-20&date_end=2026-11-20`,
      headers: bearer(seller),
    });
    expect(expectContract(day1, myQuotationsResponse).total).toBe(6);
    const asc = await t.app.inject({
      method: 'GET',
      url: `${url}?page=1&size=10&order_select_type=createdAtAsc`,
      headers: bearer(seller),
    });
    const ids = expectContract(asc, myQuotationsResponse).data.map((q: { id: number }) => q.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const cpaList = await t.app.inject({ method: 'GET', url: `${url}?page=1&size=10`, headers: bearer(cpa) });
    expect(expectContract(cpaList, myQuotationsResponse).total).toBe(1);
    expect(expectContract(cpaList, myQuotationsResponse).data[0]?.brand?.client.name).toBeTruthy();
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['size=25', 'size'],
    ['order_select_type=priceAsc', 'order_select_type'],
    ['date_start=20-11-2026', 'date_start'],
    ['date_start=2026-11-21&date_end=2026-11-20', 'date_end'],
    ['date_end=2030-01-01', 'date_end'],
  ])('refuses %s in the quotation list with a 422', async (query, field) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sales-operator/quotations/all-my-quotations-created?${query}`,
      headers: bearer(seller),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(expectContract(response, validationErrorResponse).errors)).toContain(field);
  });

  it('lists clients with brands and channels', async () => {
    const clients = await t.app.inject({ method: 'GET', url: '/api/common/all-clients', headers: bearer(cpa) });
    expect(expectContract(clients, clientsResponse).clients.length).toBeGreaterThan(3);
    expect(expectContract(clients, clientsResponse).clients[0]?.brands.length).toBeGreaterThan(0);
    const channels = await t.app.inject({ method: 'GET', url: '/api/common/all-channels', headers: bearer(cpa) });
    expect(expectContract(channels, channelsResponse).channels.map((c: { name: string }) => c.name)).toContain('Distribuidor');
  });
});
