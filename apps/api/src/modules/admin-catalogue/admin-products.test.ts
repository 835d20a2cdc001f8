import fs from 'node:fs';
import path from 'node:path';
import {
  adminCatalogueOptionsResponse,
  adminProductResponse,
  adminProductSaveResponse,
  adminProductsResponse,
  PRODUCT_MESSAGES,
  type ProductCreateBody,
  productImageResponse,
} from '@cotizador/contracts/admin-products';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import { multipart, SAMPLE_PDF } from '../../../test/multipart.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  expectFilterKeysMatchTables,
  lookupId,
  type Operators,
  searchPage,
  signInOperators,
} from '../catalogue/catalogue.test-support.ts';

// Issue 14, decision 029: the admin's products table and product editor.

const LIST_URL = '/api/admin/catalogue/products';

describe('admin products (table and editor)', () => {
  let t: TestApp;
  let admin: string;
  let ops: Operators;
  let options: ReturnType<typeof adminCatalogueOptionsResponse.parse>;

  beforeAll(async () => {
    // With the page cache on, as in production: a save must show at once anyway.
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });
    admin = await signInAdmin(t);
    ops = await signInOperators(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue/options', headers: bearer(admin) });
    options = expectContract(response, adminCatalogueOptionsResponse);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const create = (payload: ProductCreateBody, token = admin) =>
    t.app.inject({ method: 'POST', url: LIST_URL, headers: bearer(token), payload });
  const patch = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `${LIST_URL}/${id}`, headers: bearer(admin), payload });

  function first<T>(list: readonly T[], what: string): T {
    const item = list[0];
    if (item === undefined) throw new Error(`no ${what}`);
    return item;
  }

  function newProduct(sku: string, overrides: Partial<ProductCreateBody> = {}): ProductCreateBody {
    const printType = first(options.print_types, 'print type');
    return {
      sku,
      name: `Termo Ártico ${sku}`,
      description: 'Termo de acero de doble pared.',
      type_ids: [first(options.types, 'type').id],
      category_ids: [first(options.categories, 'category').id],
      material_id: first(options.materials, 'material').id,
      colors: [
        {
          color_id: first(options.colors, 'color').id,
          name: first(options.colors, 'color').name,
          hex: '#112233',
          stock: 40,
          images: [],
        },
      ],
      sale_volumes: [
        { minimum_units: 1, maximum_units: 99, days_customization: 5, base_price_cents: 10_000 },
        { minimum_units: 100, maximum_units: 500, days_customization: 7, base_price_cents: 9_000 },
      ],
      customizations: [
        {
          print_type_id: printType.id,
          personalization: '1 tinta',
          max_number_inks: 1,
          printing_area: '5 x 5 cm',
          costs: [
            { minimum_units: 1, cost_per_unit_cents: 500 },
            { minimum_units: 100, cost_per_unit_cents: 300 },
          ],
        },
      ],
      box: {
        length: 40,
        width: 30,
        height: 20,
        weight: 5,
        dimensions_known: true,
        master: {
          box_type_id: null,
          max_total_containers: 50,
          days_approx_shipping: 3,
          base_delivery_price_cents: 15_000,
          packaging_price_cents: 0,
        },
      },
      ...overrides,
    };
  }

  it('lists products with paging, accent-insensitive search, type and active filters', async () => {
    const page = expectContract(await get(`${LIST_URL}?per_page=20&page=1`), adminProductsResponse);
    expect(page.data).toHaveLength(20);
    expect(page.per_page).toBe(20);
    expect(page.total).toBeGreaterThan(20);
    const skus = page.data.map((row) => row.sku);
    expect([...skus].sort()).toEqual(skus);
    const withColors = page.data.find((row) => row.colors.length > 0);
    expect(withColors?.colors[0]?.hex).toMatch(/^#[0-9A-F]{6}$/i);
    expect(withColors?.total_stock).toBe(withColors?.colors.reduce((sum, c) => sum + (c.stock ?? 0), 0));

    const second = expectContract(await get(`${LIST_URL}?per_page=20&page=2`), adminProductsResponse);
    expect(second.from).toBe(21);
    expect(second.data.map((row) => row.sku)).not.toContain(skus[0]);
    expect((await get(`${LIST_URL}?per_page=7`)).statusCode).toBe(422);

    await create(newProduct('ACENTO-01', { name: 'Cilindro Ecológico' }));
    const found = expectContract(
      await get(`${LIST_URL}?search=${encodeURIComponent('ECOLOGICO cilindro')}`),
      adminProductsResponse,
    );
    expect(found.data.map((row) => row.sku)).toEqual(['ACENTO-01']);
    const bySku = expectContract(await get(`${LIST_URL}?search=acento-01`), adminProductsResponse);
    expect(bySku.data.map((row) => row.sku)).toEqual(['ACENTO-01']);

    const typeId = first(options.types, 'type').id;
    const ofType = expectContract(await get(`${LIST_URL}?type=${typeId}&per_page=100`), adminProductsResponse);
    const typed = await t.ctx.db
      .selectFrom('product_product_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_type_id', '=', typeId)
      .executeTakeFirstOrThrow();
    expect(ofType.total).toBe(Number(typed.n));

    await create(newProduct('INACTIVO-01', { is_active: false }));
    const inactive = expectContract(await get(`${LIST_URL}?active=0&per_page=100`), adminProductsResponse);
    expect(inactive.data.every((row) => !row.is_active)).toBe(true);
    expect(inactive.data.map((row) => row.sku)).toContain('INACTIVO-01');
    const active = expectContract(await get(`${LIST_URL}?active=1&per_page=100`), adminProductsResponse);
    expect(active.data.every((row) => row.is_active)).toBe(true);
    expect(active.total + inactive.total).toBe(page.total + 2);
  });

  it('creates a product that the operators find at once, with every nested list and an audit entry', async () => {
    // Warm the operators' page cache first: the save must clear it.
    expect((await searchPage(t, ops.vendedor, 'search=Pinguino')).total).toBe(0);
    const response = await create(newProduct('NUEVO-100', { name: 'Termo Pingüino' }));
    expect(response.statusCode).toBe(201);
    const { product, message } = expectContract(response, adminProductSaveResponse);
    expect(message).toBe(PRODUCT_MESSAGES.created);
    expect(product).toMatchObject({ sku: 'NUEVO-100', is_active: true, type_ids: [first(options.types, 'type').id] });
    expect(product.colors).toMatchObject([{ hex: '#112233', stock: 40 }]);
    expect(product.sale_volumes.map((v) => v.minimum_units)).toEqual([1, 100]);
    expect(product.customizations[0]?.costs).toEqual([
      { minimum_units: 1, cost_per_unit_cents: 500 },
      { minimum_units: 100, cost_per_unit_cents: 300 },
    ]);
    expect(product.box?.master?.max_total_containers).toBe(50);

    const seen = await searchPage(t, ops.vendedor, 'search=Pinguino');
    expect(seen.data.map((card) => card.sku)).toEqual(['NUEVO-100']);
    const derived = await t.ctx.db
      .selectFrom('products')
      .select(['min_base_price_cents', 'min_units', 'min_delivery_days'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(derived).toEqual({ min_base_price_cents: 9_000, min_units: 1, min_delivery_days: 8 });

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', product.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('create');
    expect(JSON.parse(String(audit[0]?.after))).toMatchObject({ sku: 'NUEVO-100' });

    const detail = expectContract(await get(`${LIST_URL}/${product.id}`), adminProductResponse);
    expect(detail.product).toEqual(product);
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('patches the name and price tiers, keeping the ids of rows it keeps, and the operators see it', async () => {
    const { product } = expectContract(await create(newProduct('PATCH-01', { name: 'Libreta Roble' })), adminProductSaveResponse);
    const volumeId = product.sale_volumes[0]?.id;
    const customizationId = product.customizations[0]?.id;
    expect((await searchPage(t, ops.vendedor, 'search=Libreta%20Roble')).total).toBe(1);

    const response = await patch(product.id, {
      name: 'Libreta Encino',
      sale_volumes: [
        { minimum_units: 1, maximum_units: 49, days_customization: 4, base_price_cents: 12_000 },
        { minimum_units: 50, maximum_units: 1000, days_customization: 6, base_price_cents: 8_000 },
      ],
      customizations: [
        {
          print_type_id: product.customizations[0]?.print_type_id,
          personalization: '1 tinta',
          max_number_inks: 1,
          printing_area: null,
          costs: [{ minimum_units: 50, cost_per_unit_cents: 250 }],
        },
      ],
      related_ids: [product.id - 1],
      box: null,
    });
    expect(response.statusCode).toBe(200);
    const changed = expectContract(response, adminProductSaveResponse).product;
    expect(changed.name).toBe('Libreta Encino');
    expect(changed.sale_volumes[0]).toMatchObject({ id: volumeId, maximum_units: 49, base_price_cents: 12_000 });
    expect(changed.customizations[0]).toMatchObject({
      id: customizationId,
      costs: [{ minimum_units: 50, cost_per_unit_cents: 250 }],
    });
    expect(changed.related.map((r) => r.id)).toEqual([product.id - 1]);
    expect(changed.box).toBeNull();
    // Lists not sent stay as they were.
    expect(changed.colors).toEqual(product.colors);
    expect(changed.type_ids).toEqual(product.type_ids);

    expect((await searchPage(t, ops.vendedor, 'search=Libreta%20Roble')).total).toBe(0);
    const seen = await searchPage(t, ops.vendedor, 'search=Libreta%20Encino');
    expect(seen.data[0]?.sku).toBe('PATCH-01');
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', product.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.before))).toMatchObject({ name: 'Libreta Roble' });
    expect(JSON.parse(String(audit.after))).toMatchObject({ name: 'Libreta Encino' });

    // New volumes alone: the customization keeps the costs of the volumes still there.
    const volumesOnly = expectContract(
      await patch(product.id, {
        sale_volumes: [{ minimum_units: 1, maximum_units: 2000, days_customization: 4, base_price_cents: 11_000 }],
      }),
      adminProductSaveResponse,
    ).product;
    expect(volumesOnly.sale_volumes).toMatchObject([{ id: volumeId, maximum_units: 2000 }]);
    expect(volumesOnly.customizations[0]).toMatchObject({ id: customizationId, costs: [] });

    // Inactive: hidden from the operators, never deleted.
    expectContract(await patch(product.id, { is_active: false }), adminProductSaveResponse);
    expect((await searchPage(t, ops.vendedor, 'search=Libreta%20Encino')).total).toBe(0);
    expect((await get(`${LIST_URL}/${product.id}`)).statusCode).toBe(200);
  });

  it('answers every invalid field with a Spanish 422 and writes nothing', async () => {
    const bad = await create(
      newProduct('mal sku', {
        name: ' ',
        length: -1,
        colors: [{ name: 'Azul', hex: 'azul', stock: -2, images: ['javascript:alert(1)'] }],
        sale_volumes: [
          { minimum_units: 10, maximum_units: 5, days_customization: 1, base_price_cents: 100 },
          { minimum_units: 1, maximum_units: 20, days_customization: 1, base_price_cents: 100 },
          { minimum_units: 15, maximum_units: 30, days_customization: 1, base_price_cents: 100 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    const body = expectContract(bad, validationErrorResponse);
    expect(body.errors).toMatchObject({
      sku: [PRODUCT_MESSAGES.skuFormat],
      name: [PRODUCT_MESSAGES.nameRequired],
      length: [PRODUCT_MESSAGES.number],
      'colors.0.hex': [PRODUCT_MESSAGES.hex],
      'colors.0.stock': [PRODUCT_MESSAGES.integer],
      'colors.0.images.0': [PRODUCT_MESSAGES.image],
      'sale_volumes.0.maximum_units': [PRODUCT_MESSAGES.maxBelowMin],
      'sale_volumes.2.minimum_units': [PRODUCT_MESSAGES.volumeOverlap],
    });

    const unknown = await create(
      newProduct('DESCONOCIDO-1', {
        sku: 'DESCONOCIDO-1',
        type_ids: [999_999],
        material_id: 999_998,
        related_ids: [999_997],
        customizations: [
          {
            print_type_id: 999_996,
            personalization: '1 tinta',
            max_number_inks: 1,
            printing_area: null,
            costs: [{ minimum_units: 1, cost_per_unit_cents: 1 }],
          },
        ],
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(expectContract(unknown, validationErrorResponse).errors).toMatchObject({
      'type_ids.0': [PRODUCT_MESSAGES.unknownOption],
      material_id: [PRODUCT_MESSAGES.unknownOption],
      'related_ids.0': [PRODUCT_MESSAGES.relatedUnknown],
      'customizations.0.print_type_id': [PRODUCT_MESSAGES.unknownOption],
    });

    const taken = await create(newProduct('NUEVO-100'));
    expect(expectContract(taken, validationErrorResponse).errors).toMatchObject({ sku: [PRODUCT_MESSAGES.skuTaken] });

    const { product } = expectContract(await create(newProduct('SELF-01')), adminProductSaveResponse);
    const self = await patch(product.id, { related_ids: [product.id], name: 'Otro nombre' });
    expect(expectContract(self, validationErrorResponse).errors).toMatchObject({
      'related_ids.0': [PRODUCT_MESSAGES.relatedSelf],
    });
    const orphanCost = await patch(product.id, {
      customizations: [
        {
          print_type_id: product.customizations[0]?.print_type_id,
          personalization: 'x',
          max_number_inks: null,
          printing_area: null,
          costs: [{ minimum_units: 7, cost_per_unit_cents: 1 }],
        },
      ],
    });
    expect(expectContract(orphanCost, validationErrorResponse).errors).toMatchObject({
      'customizations.0.costs.0.minimum_units': [PRODUCT_MESSAGES.costVolume],
    });
    const unchanged = expectContract(await get(`${LIST_URL}/${product.id}`), adminProductResponse).product;
    expect(unchanged.name).toBe(product.name);
    expect(unchanged.related).toEqual([]);
    const skus = await t.ctx.db.selectFrom('products').select('sku').where('sku', 'in', ['mal sku', 'DESCONOCIDO-1']).execute();
    expect(skus).toEqual([]);
    expect((await patch(999_999, { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps the rows quotations point at and refuses to remove them', async () => {
    const { product } = expectContract(await create(newProduct('COTIZADO-1')), adminProductSaveResponse);
    const color = first(product.colors, 'colour');
    const volume = first(product.sale_volumes, 'volume');
    const now = t.clock.now().toISOString();
    await t.ctx.db
      .insertInto('quotations')
      .values({
        status: 'DRAFT',
        sales_operator_id: ops.vendedorId,
        product_id: product.id,
        product_color_id: color.id,
        sale_volume_id: volume.id,
        units: 10,
        number_of_positions: 1,
        special_quotation: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const detail = expectContract(await get(`${LIST_URL}/${product.id}`), adminProductResponse).product;
    expect(detail.colors[0]?.quoted).toBe(true);
    expect(detail.sale_volumes[0]?.quoted).toBe(true);

    // New stock: the same row, updated.
    const restocked = expectContract(
      await patch(product.id, { colors: [{ color_id: color.color_id, name: color.name, hex: color.hex, stock: 3, images: [] }] }),
      adminProductSaveResponse,
    ).product;
    expect(restocked.colors).toMatchObject([{ id: color.id, stock: 3 }]);

    const otherColor = options.colors.find((c) => c.id !== color.color_id);
    if (!otherColor) throw new Error('one colour only');
    const removed = await patch(product.id, {
      name: 'No debe cambiar',
      colors: [{ color_id: otherColor.id, name: otherColor.name, hex: otherColor.hex, stock: 1, images: [] }],
    });
    expect(removed.statusCode).toBe(422);
    expect(expectContract(removed, validationErrorResponse).errors.colors?.[0]).toBe(PRODUCT_MESSAGES.quotedColor(color.name));
    const volumeGone = await patch(product.id, { sale_volumes: [], customizations: [] });
    expect(expectContract(volumeGone, validationErrorResponse).errors.sale_volumes?.[0]).toBe(PRODUCT_MESSAGES.quotedVolume(1));
    const after = expectContract(await get(`${LIST_URL}/${product.id}`), adminProductResponse).product;
    expect(after.name).toBe(product.name);
    expect(after.colors.map((c) => c.id)).toEqual([color.id]);
    expect(after.sale_volumes.map((v) => v.id)).toEqual(product.sale_volumes.map((v) => v.id));
  });

  it('creates a new colour by name and changes a colour hex everywhere', async () => {
    const response = await create(
      newProduct('COLOR-NUEVO', {
        colors: [{ name: 'Verde Menta Ártico', hex: '#A1B2C3', stock: null, images: ['/media/demo/x.svg'] }],
      }),
    );
    const { product } = expectContract(response, adminProductSaveResponse);
    expect(product.colors).toMatchObject([
      { name: 'Verde Menta Ártico', hex: '#A1B2C3', stock: null, images: ['/media/demo/x.svg'] },
    ]);
    const id = await lookupId(t.ctx.db, 'colors', 'Verde Menta Ártico');
    expect(product.colors[0]?.color_id).toBe(id);
    const again = await create(
      newProduct('COLOR-NUEVO-2', { colors: [{ name: 'verde menta artico', hex: '#000000', stock: 1, images: [] }] }),
    );
    expect(expectContract(again, adminProductSaveResponse).product.colors[0]?.color_id).toBe(id);
    const hex = await t.ctx.db.selectFrom('colors').select('hex').where('id', '=', id).executeTakeFirstOrThrow();
    expect(hex.hex).toBe('#000000');
  });

  it('uploads pictures as WebP and refuses disguised or oversized files', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (content: Buffer, filename = 'foto.png', token = admin) => {
      const body = multipart({}, { field: 'file', filename, content, contentType: 'image/png' });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/images',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const { url, thumb_url } = expectContract(response, productImageResponse);
    expect(url).toMatch(/^\/media\/products\/[0-9a-f]{32}\.webp$/);
    const stored = path.join(t.dataDir, url);
    const meta = await sharp(fs.readFileSync(stored)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await sharp(fs.readFileSync(path.join(t.dataDir, thumb_url))).metadata()).width).toBe(400);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // Saved on a product: the list shows the 400 px twin.
    expectContract(await create(newProduct('FOTO-01', { images: [url] })), adminProductSaveResponse);
    const listed = expectContract(await get(`${LIST_URL}?search=FOTO-01`), adminProductsResponse);
    expect(listed.data[0]?.image).toBe(thumb_url);

    const disguised = await upload(SAMPLE_PDF, 'foto.png');
    expect(disguised.statusCode).toBe(422);
    expect(expectContract(disguised, validationErrorResponse).errors.file?.[0]).toBe('La imagen debe ser PNG, JPG o WebP.');
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    const none = await t.app.inject({ method: 'POST', url: '/api/admin/catalogue/images', headers: bearer(admin), payload: {} });
    expect(none.statusCode).toBe(422);
    expect((await upload(png, 'foto.png', ops.vendedor)).statusCode).toBe(403);
  });

  it('refuses operator tokens (403) and anonymous calls (401)', async () => {
    for (const request of [
      { method: 'GET' as const, url: LIST_URL },
      { method: 'GET' as const, url: `${LIST_URL}/1` },
      { method: 'GET' as const, url: '/api/admin/catalogue/options' },
      { method: 'POST' as const, url: LIST_URL, payload: newProduct('OPERADOR-1') },
      { method: 'PATCH' as const, url: `${LIST_URL}/1`, payload: { name: 'x' } },
    ]) {
      const forbidden = await t.app.inject({ ...request, headers: bearer(ops.vendedor) });
      expect(forbidden.statusCode, request.url).toBe(403);
      expectContract(forbidden, errorResponse);
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    expect(await t.ctx.db.selectFrom('products').select('id').where('sku', '=', 'OPERADOR-1').executeTakeFirst()).toBeUndefined();
  });
});
