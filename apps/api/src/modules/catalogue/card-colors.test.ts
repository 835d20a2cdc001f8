import type { ProductCardDto } from '@cotizador/contracts/catalogue';
import { favoriteProductsResponse } from '@cotizador/contracts/favorites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp, testDialect } from '../../../test/helpers.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';
import { productCardColorsMigration } from '../../db/migrations/014_product_card_colors.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  lookupId,
  type Operators,
  productId,
  searchAll,
  searchPage,
  signInOperators,
} from './catalogue.test-support.ts';

// Migration 014, decision 027 ("Card colours"): a card's swatches come from the product's derived
// `card_colors` pairs and the colour list of the catalogue version. They must always equal what
// the product_colors and colors tables say, after every kind of change an admin can make.

type Swatch = { id: number; color: { id: number; name: string; hex: string } };

describe('product card colours', () => {
  let t: TestApp;
  let ops: Operators;
  let admin: string;

  beforeAll(async () => {
    // The page cache on, as in production: every change must still show at once.
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });
    ops = await signInOperators(t);
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  /** What the tables say a product's card shows, in product_color order. */
  async function expectedSwatches(productIds: number[]): Promise<Map<number, Swatch[]>> {
    const rows = await t.ctx.db
      .selectFrom('product_colors as pc')
      .innerJoin('colors as c', 'c.id', 'pc.color_id')
      .select(['pc.id', 'pc.product_id', 'c.id as color_id', 'c.name', 'c.hex'])
      .where('pc.product_id', 'in', productIds)
      .orderBy('pc.id')
      .execute();
    const byProduct = new Map<number, Swatch[]>(productIds.map((id) => [id, []]));
    for (const row of rows) {
      byProduct.get(row.product_id)?.push({ id: row.id, color: { id: row.color_id, name: row.name, hex: row.hex } });
    }
    return byProduct;
  }

  async function expectCardsMatchTables(cards: ProductCardDto[]): Promise<void> {
    expect(cards.length).toBeGreaterThan(0);
    const expected = await expectedSwatches(cards.map((card) => card.id));
    for (const card of cards) expect(card.productcolors, card.sku).toEqual(expected.get(card.id));
  }

  it('shows every colour of every card, in product colour order, with its name and hex', async () => {
    const cards = await searchAll(t, ops.vendedor, '');
    await expectCardsMatchTables(cards);
    expect(cards.some((card) => card.productcolors.length > 1)).toBe(true);
  });

  it('follows a colour renamed and re-coloured by an admin, on the next search', async () => {
    const gray = await lookupId(t.ctx.db, 'colors', 'Gris');
    const before = await searchPage(t, ops.vendedor, `colors[]=${gray}&per_page=48`);
    expect(before.data.length).toBeGreaterThan(0);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/taxonomies/colors/${gray}`,
      headers: bearer(admin),
      payload: { name: 'Gris Oxford', hex: '#4A4F55' },
    });
    expect(response.statusCode).toBe(200);
    const after = await searchPage(t, ops.vendedor, `colors[]=${gray}&per_page=48`);
    for (const card of after.data) {
      expect(card.productcolors.map((swatch) => swatch.color)).toContainEqual({ id: gray, name: 'Gris Oxford', hex: '#4A4F55' });
    }
    await expectCardsMatchTables(after.data);
  });

  it('follows a product whose colours an admin replaced, also in the favourites list', async () => {
    const first = (await searchPage(t, ops.vendedor, 'per_page=24')).data[0];
    const id = await productId(t.ctx.db, first?.sku ?? '');
    const red = await lookupId(t.ctx.db, 'colors', 'Rojo');
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/catalogue/products/${id}`, headers: bearer(admin) });
    expect(detail.statusCode).toBe(200);
    const current = (detail.json() as { product: { colors: Array<{ color_id: number; quoted: boolean }> } }).product.colors;
    // Keep the colours quotations use (they cannot be removed) and add red at the end.
    const kept = current.filter((color) => color.quoted || color.color_id !== red);
    const colors = [
      ...kept.map((color) => ({ ...color })),
      ...(kept.some((color) => color.color_id === red)
        ? []
        : [{ color_id: red, name: 'Rojo', hex: '#D32F2F', stock: 5, images: [] }]),
    ];
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/catalogue/products/${id}`,
      headers: bearer(admin),
      payload: { colors },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [card] = (await searchPage(t, ops.vendedor, `search=${encodeURIComponent((await sku(id)) ?? '')}`)).data;
    expect(card?.productcolors.at(-1)?.color).toMatchObject({ id: red, name: 'Rojo', hex: '#D32F2F' });
    await expectCardsMatchTables(card ? [card] : []);

    const heart = await t.app.inject({
      method: 'POST',
      url: '/api/sales-operator/favorite-products/edit-favorite-product',
      headers: bearer(ops.vendedor),
      payload: { product_id: id },
    });
    expect(heart.json()).toEqual({ is_favorite: true });
    const favourites = await t.app.inject({
      method: 'GET',
      url: '/api/sales-operator/favorite-products/all',
      headers: bearer(ops.vendedor),
    });
    const listed = expectContract(favourites, favoriteProductsResponse).favorite_products;
    expect(listed.map((card) => card.id)).toContain(id);
    await expectCardsMatchTables(listed);
  });

  async function sku(id: number): Promise<string | undefined> {
    return (await t.ctx.db.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirst())?.sku;
  }

  it('fills the column for the products already there when the migration runs', async () => {
    const derived = await t.ctx.db.selectFrom('products').select(['id', 'card_colors']).orderBy('id').execute();
    const migration = productCardColorsMigration(testDialect);
    await migration.down(t.ctx.db);
    await migration.up(t.ctx.db);
    const backfilled = await t.ctx.db.selectFrom('products').select(['id', 'card_colors']).orderBy('id').execute();
    expect(backfilled.map((row) => [row.id, JSON.parse(row.card_colors)])).toEqual(
      derived.map((row) => [row.id, JSON.parse(row.card_colors)]),
    );
    expect(backfilled.some((row) => row.card_colors === '[]')).toBe(false);
  });
});
