import fs from 'node:fs';
import path from 'node:path';
import { adminAuditResponse } from '@cotizador/contracts/admin-accounts';
import {
  adminBannerOrderResponse,
  adminBannerResponse,
  adminBannersResponse,
  adminSliderOrderResponse,
  adminSliderResponse,
  adminSlidersResponse,
  CONTENT_MESSAGES,
  contentCategoriesResponse,
  contentProductsResponse,
} from '@cotizador/contracts/admin-content';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { bannerResponse, homeDataResponse } from '@cotizador/contracts/home';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { SAMPLE_PDF } from '../../../test/multipart.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';

type Upload = { field: string; filename: string; content: Buffer; contentType: string };

/** multipart/form-data with any number of files. */
function form(fields: Record<string, string | number>, files: Upload[] = []) {
  const boundary = `----contenido${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

describe('admin content: sliders and banners', () => {
  let t: TestApp;
  let admin: string;
  let seller: string;
  let wide: Buffer;
  let phone: Buffer;
  let jpeg: Buffer;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
    seller = await signIn(t.app, 'vendedor@demo.mx');
    wide = await picture(2400, 800, 'png');
    phone = await picture(1200, 1200, 'webp');
    jpeg = await picture(1000, 300, 'jpeg');
    const category = await t.ctx.db
      .insertInto('categories')
      .values({ name: 'Navidad', image: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    // Every test starts without content.
    await t.ctx.db.deleteFrom('sliders').execute();
    await t.ctx.db.deleteFrom('banners').execute();
  });

  const mediaDir = () => path.join(t.dataDir, 'media', 'content');
  const storedFiles = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : []);

  function send(method: 'POST' | 'PATCH', url: string, body: { payload: Buffer; headers: Record<string, string> }) {
    return t.app.inject({ method, url, headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
  }

  async function home() {
    const response = await t.app.inject({ method: 'GET', url: '/api/sales-operator/home/data', headers: bearer(seller) });
    expect(response.statusCode).toBe(200);
    return expectContract(response, homeDataResponse);
  }

  async function bannerFor(section: 'home' | 'catalogue') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/common/banner-by-section/${section}`,
      headers: bearer(seller),
    });
    return expectContract(response, bannerResponse).banner;
  }

  async function createSlider(title: string, extra: Record<string, string | number> = {}, files?: Upload[]) {
    const response = await send(
      'POST',
      '/api/admin/sliders',
      form(
        { title, description: `Descripción de ${title}`, ...extra },
        files ?? [{ field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' }],
      ),
    );
    expect(response.statusCode).toBe(201);
    return expectContract(response, adminSliderResponse).slider;
  }

  it('stores resized WebP images under DATA_DIR/media served with a long cache; sliders appear for operators in order', async () => {
    const first = await createSlider('Temporada navideña', {}, [
      { field: 'image', filename: 'navidad.png', content: wide, contentType: 'image/png' },
      { field: 'image_mobile', filename: 'navidad-cel.webp', content: phone, contentType: 'image/webp' },
    ]);
    expect(first).toMatchObject({ title: 'Temporada navideña', status: true, product: null, sort_order: 0 });
    expect(first.image[0]).toMatch(/^\/media\/content\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: first.image[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const desktop = await sharp(served.rawPayload).metadata();
    expect([desktop.format, desktop.width, desktop.height]).toEqual(['webp', 1920, 640]);
    const mobileFile = await t.app.inject({ method: 'GET', url: first.image_mobile[0] ?? '' });
    expect((await sharp(mobileFile.rawPayload).metadata()).width).toBe(828);

    // A small JPEG is never enlarged; without a phone image one is made from the desktop image.
    const second = await createSlider('Regreso a clases', {}, [
      { field: 'image', filename: 'b.jpg', content: jpeg, contentType: 'image/jpeg' },
    ]);
    expect(second.sort_order).toBe(1);
    const small = await t.app.inject({ method: 'GET', url: second.image[0] ?? '' });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(1000);
    expect(second.image_mobile).toHaveLength(1);
    expect(storedFiles()).toHaveLength(4);

    expect((await home()).sliders.map((s) => s.title)).toEqual(['Temporada navideña', 'Regreso a clases']);

    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sliders/order',
      headers: bearer(admin),
      payload: { ids: [second.id, first.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(expectContract(reordered, adminSliderOrderResponse).sliders.map((s) => s.id)).toEqual([second.id, first.id]);
    expect((await home()).sliders.map((s) => s.title)).toEqual(['Regreso a clases', 'Temporada navideña']);
    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sliders/order',
      headers: bearer(admin),
      payload: { ids: [first.id] },
    });
    expect(expectContract(partial, validationErrorResponse).errors).toEqual({ ids: [CONTENT_MESSAGES.orderIds] });

    // Hidden (JSON PATCH), then removed with its images.
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sliders/${second.id}`,
      headers: bearer(admin),
      payload: { status: false },
    });
    expect(expectContract(hidden, adminSliderResponse).slider.status).toBe(false);
    expect((await home()).sliders.map((s) => s.title)).toEqual(['Temporada navideña']);
    const listed = expectContract(
      await t.app.inject({ method: 'GET', url: '/api/admin/sliders', headers: bearer(admin) }),
      adminSlidersResponse,
    );
    expect(listed.data.map((s) => [s.title, s.status])).toEqual([
      ['Regreso a clases', false],
      ['Temporada navideña', true],
    ]);

    // A new desktop image replaces the old file after the commit.
    const oldName = path.basename(first.image[0] ?? '');
    const replaced = await send(
      'PATCH',
      `/api/admin/sliders/${first.id}`,
      form({ title: 'Navidad 2026' }, [{ field: 'image', filename: 'c.jpg', content: jpeg, contentType: 'image/jpeg' }]),
    );
    const after = expectContract(replaced, adminSliderResponse).slider;
    expect(after.title).toBe('Navidad 2026');
    expect(after.image[0]).not.toBe(first.image[0]);
    expect(after.image_mobile).toEqual(first.image_mobile);
    expect(storedFiles()).not.toContain(oldName);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/sliders/${first.id}`, headers: bearer(admin) });
    expect(expectContract(removed, messageResponse).message).toBe(CONTENT_MESSAGES.sliderDeleted);
    expect((await home()).sliders).toEqual([]);
    expect(storedFiles()).toHaveLength(2);

    const audit = expectContract(
      await t.app.inject({ method: 'GET', url: '/api/admin/audit?entity_type=slider', headers: bearer(admin) }),
      adminAuditResponse,
    );
    expect(audit.data.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'reorder', 'create', 'create']);
    expect(audit.data[2]).toMatchObject({ entity_id: second.id, before: { status: true }, after: { status: false } });
    expect(audit.data[3]).toMatchObject({ before: { ids: [first.id, second.id] }, after: { ids: [second.id, first.id] } });
  });

  it('checks images by content, size and fields, and leaves no file behind when refused', async () => {
    const pdf = await send(
      'POST',
      '/api/admin/sliders',
      form({ title: 'PDF' }, [{ field: 'image', filename: 'falso.png', content: SAMPLE_PDF, contentType: 'image/png' }]),
    );
    expect(pdf.statusCode).toBe(422);
    expect(expectContract(pdf, validationErrorResponse).errors).toEqual({ image: [CONTENT_MESSAGES.imageType] });

    const missing = await send('POST', '/api/admin/sliders', form({ title: 'Sin imagen' }));
    expect(expectContract(missing, validationErrorResponse).errors).toEqual({ image: [CONTENT_MESSAGES.imageRequired] });

    const noTitle = await send(
      'POST',
      '/api/admin/sliders',
      form({ status: 'quizá' }, [{ field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' }]),
    );
    expect(expectContract(noTitle, validationErrorResponse).errors).toEqual({
      title: ['El campo título es requerido.'],
      status: ['El campo estatus debe ser verdadero o falso.'],
    });

    const huge = Buffer.concat([wide, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await send(
      'POST',
      '/api/admin/sliders',
      form({ title: 'Enorme' }, [{ field: 'image', filename: 'a.png', content: huge, contentType: 'image/png' }]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(expectContract(tooLarge, errorResponse).message).toBe(CONTENT_MESSAGES.imageTooLarge);

    const product = await send(
      'POST',
      '/api/admin/sliders',
      form({ title: 'Producto', product_id: 999_999 }, [
        { field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' },
      ]),
    );
    expect(expectContract(product, validationErrorResponse).errors).toEqual({ product_id: [CONTENT_MESSAGES.productMissing] });

    const before = storedFiles();
    const badCategory = await send(
      'POST',
      '/api/admin/banners',
      form({ title: 'B', section: 'home', category_id: 999_999 }, [
        { field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' },
      ]),
    );
    expect(expectContract(badCategory, validationErrorResponse).errors).toEqual({
      category_id: [CONTENT_MESSAGES.categoryMissing],
    });
    const badSection = await send(
      'POST',
      '/api/admin/banners',
      form({ title: 'B', section: 'footer' }, [{ field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' }]),
    );
    expect(expectContract(badSection, validationErrorResponse).errors).toEqual({
      section: ['La sección debe ser home o catalogue.'],
    });
    expect(storedFiles()).toEqual(before);
    expect(await t.ctx.db.selectFrom('sliders').select('id').execute()).toEqual([]);
  });

  it('banners: the first active one of a section in the admin order is what operators see', async () => {
    expect(await bannerFor('home')).toBeNull();
    const create = async (title: string, section: 'home' | 'catalogue') => {
      const response = await send(
        'POST',
        '/api/admin/banners',
        form({ title, section, category_id: categoryId, status: 'true' }, [
          { field: 'image', filename: 'b.webp', content: phone, contentType: 'image/webp' },
        ]),
      );
      expect(response.statusCode).toBe(201);
      return expectContract(response, adminBannerResponse).banner;
    };
    const a = await create('Ofertas de invierno', 'home');
    expect(a.category).toEqual({ id: categoryId, name: 'Navidad' });
    expect(await bannerFor('home')).toMatchObject({
      id: a.id,
      title: 'Ofertas de invierno',
      category_id: categoryId,
      status: true,
    });
    const b = await create('Buen Fin', 'home');
    const c = await create('Catálogo 2027', 'catalogue');
    // The newest goes first until the admin reorders.
    expect((await bannerFor('home'))?.id).toBe(b.id);
    expect((await home()).banner?.id).toBe(b.id);
    expect((await bannerFor('catalogue'))?.id).toBe(c.id);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners/order',
      headers: bearer(admin),
      payload: { section: 'home', ids: [a.id, b.id] },
    });
    expect(expectContract(order, adminBannerOrderResponse).banners.map((x) => x.id)).toEqual([a.id, b.id]);
    expect((await bannerFor('home'))?.id).toBe(a.id);
    const wrongSection = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banners/order',
      headers: bearer(admin),
      payload: { section: 'catalogue', ids: [a.id, b.id] },
    });
    expect(wrongSection.statusCode).toBe(422);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/banners/${a.id}`,
      headers: bearer(admin),
      payload: { status: false },
    });
    expect((await bannerFor('home'))?.id).toBe(b.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/banners/${b.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(await bannerFor('home')).toBeNull();
    expect((await home()).banner).toBeNull();

    const list = expectContract(
      await t.app.inject({ method: 'GET', url: '/api/admin/banners?section=home', headers: bearer(admin) }),
      adminBannersResponse,
    );
    expect(list.data.map((x) => [x.title, x.status])).toEqual([['Ofertas de invierno', false]]);
    const audit = expectContract(
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity_type=banner&entity_id=${b.id}`, headers: bearer(admin) }),
      adminAuditResponse,
    );
    expect(audit.data.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  /** An active product with at least two colours, and a colour of another product. */
  async function productWithColors() {
    const addProduct = async (sku: string, name: string) =>
      t.ctx.db
        .insertInto('products')
        .values({
          sku,
          name,
          description: name,
          images: '[]',
          is_active: 1,
          search_text: `${name} ${sku}`.toLowerCase(),
          created_at: t.clock.now().toISOString(),
          updated_at: t.clock.now().toISOString(),
        })
        .returning(['id', 'name', 'sku'])
        .executeTakeFirstOrThrow();
    const n = Math.floor(Math.random() * 1e6);
    const product = await addProduct(`TERM${n}`, `Termo de acero ${n}`);
    const other = await addProduct(`LIB${n}`, `Libreta de piel ${n}`);
    const colorOf = async (name: string, hex: string) =>
      (await t.ctx.db.insertInto('colors').values({ name, hex }).returning('id').executeTakeFirstOrThrow()).id;
    const addColor = async (productId: number, colorId: number) =>
      (
        await t.ctx.db
          .insertInto('product_colors')
          .values({ product_id: productId, color_id: colorId, stock: 10, images: '[]' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const teal = await colorOf(`Verde azulado ${Math.random()}`, '#0f766e');
    const plum = await colorOf(`Ciruela ${Math.random()}`, '#6b21a8');
    await addColor(product.id, teal);
    await addColor(product.id, plum);
    const otherColorId = await addColor(other.id, teal);
    const colorIds = (
      await t.ctx.db.selectFrom('product_colors').select('id').where('product_id', '=', product.id).orderBy('id').execute()
    ).map((r) => r.id);
    return { productId: product.id, name: product.name, sku: product.sku, colorIds, otherColorId, otherProductId: other.id };
  }

  it('product picker: active products by name or SKU with their colours; categories for banners', async () => {
    const p = await productWithColors();
    const bySku = expectContract(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/content/products?search=${encodeURIComponent(p.sku.toLowerCase())}`,
        headers: bearer(admin),
      }),
      contentProductsResponse,
    );
    const found = bySku.products.find((x) => x.id === p.productId);
    expect(found).toMatchObject({ name: p.name, sku: p.sku });
    expect(found?.colors.map((c) => c.id)).toEqual(p.colorIds);
    expect(found?.colors[0]?.color.hex).toMatch(/^#/);

    const byName = expectContract(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/content/products?search=${encodeURIComponent(p.name.slice(0, 6).toUpperCase())}`,
        headers: bearer(admin),
      }),
      contentProductsResponse,
    );
    expect(byName.products.length).toBeGreaterThan(0);
    expect(byName.products.length).toBeLessThanOrEqual(20);
    for (const x of byName.products) expect(x.name.toLowerCase()).toContain(p.name.slice(0, 6).toLowerCase());

    const byId = expectContract(
      await t.app.inject({ method: 'GET', url: `/api/admin/content/products?id=${p.productId}`, headers: bearer(admin) }),
      contentProductsResponse,
    );
    expect(byId.products.map((x) => x.id)).toEqual([p.productId]);

    // An inactive product is not offered.
    await t.ctx.db.updateTable('products').set({ is_active: 0 }).where('id', '=', p.otherProductId).execute();
    const hidden = expectContract(
      await t.app.inject({ method: 'GET', url: `/api/admin/content/products?id=${p.otherProductId}`, headers: bearer(admin) }),
      contentProductsResponse,
    );
    expect(hidden.products).toEqual([]);
    await t.ctx.db.updateTable('products').set({ is_active: 1 }).where('id', '=', p.otherProductId).execute();

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/content/products?id=abc', headers: bearer(admin) });
    expect(bad.statusCode).toBe(422);

    const categories = expectContract(
      await t.app.inject({ method: 'GET', url: '/api/admin/content/categories', headers: bearer(admin) }),
      contentCategoriesResponse,
    );
    expect(categories.categories).toContainEqual({ id: categoryId, name: 'Navidad' });
  });

  it('a slider keeps a colour of its product: validated, audited, and shown first to operators', async () => {
    const p = await productWithColors();
    const chosen = p.colorIds[1] as number;
    const filesBefore = storedFiles();

    const foreign = await send(
      'POST',
      '/api/admin/sliders',
      form({ title: 'Ajeno', product_id: p.productId, product_color_id: p.otherColorId }, [
        { field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' },
      ]),
    );
    expect(foreign.statusCode).toBe(422);
    expect(expectContract(foreign, validationErrorResponse).errors).toEqual({
      product_color_id: [CONTENT_MESSAGES.colorNotOfProduct],
    });
    const alone = await send(
      'POST',
      '/api/admin/sliders',
      form({ title: 'Sin producto', product_color_id: chosen }, [
        { field: 'image', filename: 'a.png', content: wide, contentType: 'image/png' },
      ]),
    );
    expect(expectContract(alone, validationErrorResponse).errors).toEqual({
      product_color_id: [CONTENT_MESSAGES.colorWithoutProduct],
    });
    expect(storedFiles()).toEqual(filesBefore);

    const slider = await createSlider('Con color', { product_id: p.productId, product_color_id: chosen });
    expect(slider.product).toEqual({ id: p.productId, name: p.name, sku: p.sku });
    expect(slider.product_color?.id).toBe(chosen);
    expect(slider.product_color?.color.name).toEqual(expect.any(String));

    // Operators: same shape, the chosen colour first, every colour still there.
    const shown = (await home()).sliders.find((s) => s.id === slider.id);
    expect(shown?.product?.id).toBe(p.productId);
    expect(shown?.product?.productcolors.map((c) => c.id)).toEqual([chosen, ...p.colorIds.filter((id) => id !== chosen)]);

    // PATCH (JSON): a colour of another product is refused and nothing changes.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sliders/${slider.id}`,
      headers: bearer(admin),
      payload: { product_color_id: p.otherColorId },
    });
    expect(refused.statusCode).toBe(422);
    expect(expectContract(refused, validationErrorResponse).errors).toEqual({
      product_color_id: [CONTENT_MESSAGES.colorNotOfProduct],
    });

    // Another product without a colour drops the old colour; then the colour is set on its own.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sliders/${slider.id}`,
      headers: bearer(admin),
      payload: { product_id: p.otherProductId },
    });
    expect(moved.statusCode).toBe(200);
    expect(expectContract(moved, adminSliderResponse).slider).toMatchObject({
      product: { id: p.otherProductId },
      product_color: null,
    });
    const recoloured = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sliders/${slider.id}`,
      headers: bearer(admin),
      payload: { product_color_id: p.otherColorId },
    });
    expect(expectContract(recoloured, adminSliderResponse).slider.product_color?.id).toBe(p.otherColorId);

    const audit = expectContract(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?entity_type=slider&entity_id=${slider.id}`,
        headers: bearer(admin),
      }),
      adminAuditResponse,
    );
    expect(audit.data.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    const last = audit.data[0];
    expect(JSON.stringify(last?.before)).toContain('"product_color":null');
    expect(JSON.stringify(last?.after)).toContain(`"product_color":{"id":${p.otherColorId}`);
  });
});

describe('every admin path refuses operators (403) and callers without a token (401)', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  it('walks every /api/admin operation of the OpenAPI document', async () => {
    t = await createTestApp();
    const operators = [await signIn(t.app, 'vendedor@demo.mx'), await signIn(t.app, 'cpa@demo.mx')];
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/'))
      .flatMap(([p, methods]) =>
        Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: p.replace(/\{[^}]+\}/g, '1') })),
      );
    const paths = new Set(operations.map((o) => o.url));
    for (const expected of [
      '/api/admin/audit',
      '/api/admin/companies',
      '/api/admin/companies/1',
      '/api/admin/users',
      '/api/admin/users/1/deactivate',
      '/api/admin/users/1/activate',
      '/api/admin/users/1/resend-invitation',
      '/api/admin/clients',
      '/api/admin/clients/1/brands',
      '/api/admin/clients/1/brands/1',
      '/api/admin/channels/1',
      '/api/admin/sliders',
      '/api/admin/sliders/order',
      '/api/admin/banners/1',
      '/api/admin/banners/order',
      '/api/admin/content/products',
      '/api/admin/content/categories',
    ]) {
      expect(paths).toContain(expected);
    }
    const results: string[] = [];
    for (const op of operations) {
      const method = op.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      for (const token of operators) {
        const response = await t.app.inject({ method, url: op.url, headers: bearer(token), payload: {} });
        results.push(`${op.method} ${op.url} ${response.statusCode}`);
      }
      const anonymous = await t.app.inject({ method, url: op.url, payload: {} });
      results.push(`${op.method} ${op.url} anonymous ${anonymous.statusCode}`);
    }
    expect(results.filter((line) => !/ (403|anonymous 401)$/.test(line))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });
});
