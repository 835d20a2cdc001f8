import { productDetailResponse } from '@cotizador/contracts/catalogue';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { toggleFavoriteResponse } from '@cotizador/contracts/favorites';
import { priceWithIndirectExpenses } from '@cotizador/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  getJson,
  type Operators,
  PRODUCT_URL,
  productId,
  signInOperators,
} from './catalogue.test-support.ts';

describe('detalle de producto', () => {
  let t: TestApp;
  let ops: Operators;

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it('returns every field of the product page', async () => {
    const id = await productId(t.ctx.db, 'TAZ-2001');
    const { status, body } = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, productDetailResponse);
    expect(status).toBe(200);
    const product = body.product;
    expect(Object.keys(product).sort()).toEqual(
      [
        'id',
        'name',
        'sku',
        'description',
        'image',
        'length',
        'width',
        'height',
        'weight',
        'unit_measure',
        'notes',
        'material',
        'product_version',
        'categories',
        'product_types',
        'related_products',
        'productcolors',
        'is_favorite',
        'users_favorite',
        'minimum_units',
        'price',
        'min_delivery_days',
        'salesvolume',
        'customizations',
        'containerbox',
        'percentage_indirect_expenses',
      ].sort(),
    );
    expect(product).toMatchObject({
      id,
      sku: 'TAZ-2001',
      name: 'Taza Cerámica Clásica 11 oz',
      length: 8,
      width: 8,
      height: 9.5,
      weight: 330,
      unit_measure: 'Pieza',
      material: { name: 'Cerámica' },
      product_version: { name: 'Estándar' },
      is_favorite: false,
      users_favorite: [],
      percentage_indirect_expenses: 10,
    });
    expect(product.description).toContain('cerámica');
    expect(product.image.length).toBeGreaterThan(0);

    const categories = await t.ctx.db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.name'])
      .where('pc.product_id', '=', id)
      .execute();
    expect([...product.categories].sort((a, b) => a.id - b.id)).toEqual([...categories].sort((a, b) => a.id - b.id));

    // Colours with their pictures and stock.
    expect(product.productcolors.length).toBeGreaterThan(0);
    for (const color of product.productcolors) {
      expect(color.color.hex).toMatch(/^#[0-9A-F]{6}$/i);
      expect(color.images.length).toBeGreaterThan(0);
      expect(typeof color.stock === 'number' || color.stock === null).toBe(true);
    }

    // Sale volumes sorted by minimum units, money in pesos.
    const volumes = await t.ctx.db
      .selectFrom('sale_volumes')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('minimum_units')
      .execute();
    expect(product.salesvolume.map((volume) => volume.id)).toEqual(volumes.map((volume) => volume.id));
    product.salesvolume.forEach((volume, index) => {
      const row = volumes[index];
      expect(volume.base_price).toBe(Number(row?.base_price_cents) / 100);
      expect(volume.price).toBe(priceWithIndirectExpenses(Number(row?.base_price_cents), 10) / 100);
      if (index > 0) expect(volume.minimum_units).toBeGreaterThan(product.salesvolume[index - 1]?.minimum_units ?? 0);
    });
    expect(product.minimum_units).toBe(volumes[0]?.minimum_units);
    const lowestBase = Math.min(...volumes.map((volume) => Number(volume.base_price_cents)));
    expect(product.price).toBe(priceWithIndirectExpenses(lowestBase, 10) / 100);

    // One customization entry per (customization, sale volume) pair, with the pivot's cost.
    const pairs = await t.ctx.db
      .selectFrom('customization_sale_volumes as csv')
      .innerJoin('customizations as cu', 'cu.id', 'csv.customization_id')
      .select(['csv.customization_id', 'csv.sale_volume_id', 'csv.cost_per_unit_cents'])
      .where('cu.product_id', '=', id)
      .execute();
    expect(product.customizations).toHaveLength(pairs.length);
    for (const entry of product.customizations) {
      const pair = pairs.find(
        (row) => row.customization_id === entry.customization.id && row.sale_volume_id === entry.sale_volume.id,
      );
      expect(pair).toBeDefined();
      expect(entry.sale_volume.cost_per_unit).toBe(Number(pair?.cost_per_unit_cents) / 100);
      const volume = volumes.find((row) => row.id === entry.sale_volume.id);
      expect(entry.base_price).toBe(Number(volume?.base_price_cents) / 100);
      expect(entry.customization.print_type.id).toBe(entry.customization.print_type_id);
      expect(entry.customization.print_type.name).not.toBe('');
      expect(entry.customization.personalization).not.toBe('');
      expect(entry.customization.sales_volume.map((item) => item.minimum_units)).toEqual(
        [...entry.customization.sales_volume.map((item) => item.minimum_units)].sort((a, b) => a - b),
      );
    }

    // Packaging, money in pesos.
    const box = await t.ctx.db
      .selectFrom('container_boxes as cb')
      .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
      .innerJoin('box_types as bt', 'bt.id', 'mb.box_type_id')
      .select([
        'cb.length',
        'cb.dimensions_known',
        'mb.max_total_containers',
        'mb.days_approx_shipping',
        'mb.base_delivery_price_cents',
        'mb.packaging_price_cents',
        'bt.size',
      ])
      .where('cb.product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(product.containerbox).toMatchObject({ length: box.length, dimensions_known: box.dimensions_known === 1 });
    expect(product.containerbox?.masterbox).toMatchObject({
      max_total_containers: 36,
      days_approx_shipping: box.days_approx_shipping,
      base_delivery_price: Number(box.base_delivery_price_cents) / 100,
      packaging_price: Number(box.packaging_price_cents) / 100,
      box_type: { size: box.size },
    });
    expect(product.containerbox?.masterbox?.base_delivery_price).toBeGreaterThan(0);
  });

  it('lists related products per type: active, never the product itself, each once', async () => {
    const id = await productId(t.ctx.db, 'TAZ-2007');
    const { body } = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, productDetailResponse);
    expect(body.product.product_types.map((type) => type.name)).toEqual(['Tazas y termos', 'Termos y botellas']);
    const related = body.product.product_types.flatMap((type) => type.products.map((card) => card.id));
    expect(related.length).toBeGreaterThan(0);
    expect(related).not.toContain(id);
    expect(new Set(related).size).toBe(related.length);
    const inactive = await t.ctx.db.selectFrom('products').select('id').where('is_active', '=', 0).execute();
    for (const row of inactive) expect(related).not.toContain(row.id);
    for (const type of body.product.product_types) {
      for (const card of type.products) {
        expect(card).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          image: expect.any(Array),
          price: expect.any(Number),
        });
        expect(card.minimum_units).toBeGreaterThan(0);
      }
    }
  });

  it('prices the product for the company of the operator who asks', async () => {
    const id = await productId(t.ctx.db, 'TER-3001');
    const vendedor = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, productDetailResponse);
    const cpa = await getJson(t, `${PRODUCT_URL}/${id}`, ops.cpa, productDetailResponse);
    expect(vendedor.body.product.percentage_indirect_expenses).toBe(10);
    expect(cpa.body.product.percentage_indirect_expenses).toBe(15);
    expect(cpa.body.product.price ?? 0).toBeGreaterThan(vendedor.body.product.price ?? 0);
    expect(cpa.body.product.salesvolume.map((volume) => volume.base_price)).toEqual(
      vendedor.body.product.salesvolume.map((volume) => volume.base_price),
    );
  });

  it('shows the special product without packaging or printing options', async () => {
    const id = await productId(t.ctx.db, 'COTESPI001');
    const { status, body } = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, productDetailResponse);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      sku: 'COTESPI001',
      containerbox: null,
      customizations: [],
      material: null,
      product_types: [],
    });
  });

  it('marks the heart only for the operator who chose it', async () => {
    const id = await productId(t.ctx.db, 'GOR-6001');
    const toggle = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/favorite-products/edit-favorite-product',
      headers: bearer(ops.vendedor),
      payload: { product_id: id },
    });
    expect(expectContract(toggle, toggleFavoriteResponse)).toEqual({ is_favorite: true });
    const mine = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, productDetailResponse);
    const theirs = await getJson(t, `${PRODUCT_URL}/${id}`, ops.cpa, productDetailResponse);
    expect(mine.body.product.is_favorite).toBe(true);
    expect(mine.body.product.users_favorite).toEqual([{ id: ops.vendedorId }]);
    expect(theirs.body.product.is_favorite).toBe(false);
    expect(theirs.body.product.users_favorite).toEqual([]);
  });

  it('answers 404 for unknown and inactive products, 422 for a non-numeric id', async () => {
    const inactive = await productId(t.ctx.db, 'BOL-1006');
    for (const id of ['999999', String(inactive)]) {
      const { status, body } = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, errorResponse);
      expect(status, id).toBe(404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: 'El producto no ha sido encontrado' });
    }
    for (const id of ['abc', '1.5', '-1', '12abc']) {
      const { status, body } = await getJson(t, `${PRODUCT_URL}/${id}`, ops.vendedor, validationErrorResponse);
      expect(status, id).toBe(422);
      expect(body.errors.id).toBeDefined();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${PRODUCT_URL}/1` });
    expect(anonymous.statusCode).toBe(401);
  });
});
