import { validationErrorResponse } from '@cotizador/contracts/common';
import { bannerResponse, homeDataResponse } from '@cotizador/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  getJson,
  type Operators,
  signInOperators,
} from '../catalogue/catalogue.test-support.ts';

const HOME_URL = '/api/sales-operator/home/data';
const BANNER_URL = '/api/common/banner-by-section';

describe('página principal y banners', () => {
  let t: TestApp;
  let ops: Operators;

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it('returns product types with image as categories, the active sliders in order and the home banner', async () => {
    const { status, body } = await getJson(t, HOME_URL, ops.vendedor, homeDataResponse);
    expect(status).toBe(200);

    const types = await t.ctx.db
      .selectFrom('product_types')
      .select(['id', 'name', 'image'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    expect(body.categories).toEqual(types.map((type) => ({ id: type.id, name: type.name, image: type.image })));
    expect(body.categories.map((category) => category.name)).toContain('Bolígrafos');

    const sliders = await t.ctx.db.selectFrom('sliders').select(['id', 'status']).orderBy('sort_order').orderBy('id').execute();
    expect(sliders.some((slider) => slider.status === 0)).toBe(true);
    expect(body.sliders.map((slider) => slider.id)).toEqual(
      sliders.filter((slider) => slider.status === 1).map((slider) => slider.id),
    );
    for (const slider of body.sliders) {
      expect(slider.status).toBe(true);
      expect(slider.image.length).toBeGreaterThan(0);
      expect(slider.image_mobile.length).toBeGreaterThan(0);
      expect(slider.product?.productcolors.length).toBeGreaterThan(0);
      for (const color of slider.product?.productcolors ?? []) {
        expect(color.color.hex).toMatch(/^#/);
        expect(Array.isArray(color.images)).toBe(true);
      }
    }

    const banner = await t.ctx.db.selectFrom('banners').selectAll().where('section', '=', 'home').executeTakeFirstOrThrow();
    expect(body.banner).toEqual({
      id: banner.id,
      title: banner.title,
      description: banner.description,
      image: JSON.parse(banner.images),
      status: true,
      category_id: banner.category_id,
    });
    const season = await t.ctx.db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', banner.category_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(season.name).toBe('Día de las Madres');
  });

  it('gives a slider whose product is inactive no colours (the "sin stock" message)', async () => {
    const slider = await t.ctx.db
      .selectFrom('sliders')
      .select(['id', 'product_id'])
      .where('status', '=', 1)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('products')
      .set({ is_active: 0 })
      .where('id', '=', slider.product_id ?? 0)
      .execute();
    try {
      const { body } = await getJson(t, HOME_URL, ops.vendedor, homeDataResponse);
      expect(body.sliders.find((item) => item.id === slider.id)?.product).toEqual({ id: slider.product_id, productcolors: [] });
    } finally {
      await t.ctx.db
        .updateTable('products')
        .set({ is_active: 1 })
        .where('id', '=', slider.product_id ?? 0)
        .execute();
    }
  });

  it('returns the active banner of each section, or null', async () => {
    const catalogue = await getJson(t, `${BANNER_URL}/catalogue`, ops.vendedor, bannerResponse);
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.banner).toMatchObject({ title: 'Navidad corporativa', status: true, category_id: expect.any(Number) });
    const home = await getJson(t, `${BANNER_URL}/home`, ops.cpa, bannerResponse);
    expect(home.body.banner?.title).toBe('Temporada Día de las Madres');

    await t.ctx.db.updateTable('banners').set({ status: 0 }).execute();
    try {
      expect((await getJson(t, `${BANNER_URL}/catalogue`, ops.vendedor, bannerResponse)).body).toEqual({
        banner: null,
      });
      expect((await getJson(t, HOME_URL, ops.vendedor, homeDataResponse)).body.banner).toBeNull();
    } finally {
      await t.ctx.db.updateTable('banners').set({ status: 1 }).execute();
    }
  });

  it('answers 422 for an unknown section and 401 without a session', async () => {
    const unknown = await getJson(t, `${BANNER_URL}/footer`, ops.vendedor, validationErrorResponse);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.section).toEqual(['La sección debe ser home o catalogue']);
    expect((await t.app.inject({ method: 'GET', url: HOME_URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BANNER_URL}/catalogue` })).statusCode).toBe(401);
  });
});
