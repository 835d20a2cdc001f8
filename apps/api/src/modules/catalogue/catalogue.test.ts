import { productDetailResponse, productFiltersResponse, productPageResponse } from '@cotizador/contracts/catalogue';
import { errorResponse, validationErrorResponse } from '@cotizador/contracts/common';
import { priceWithIndirectExpenses } from '@cotizador/domain/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import type { TestApp } from '../../../test/helpers.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  FILTERS_URL,
  getJson,
  lookupId,
  type Operators,
  productId,
  SEARCH_URL,
  searchAll,
  searchPage,
  signInOperators,
} from './catalogue.test-support.ts';
import { refreshProductDerived } from './product-derived.repository.ts';

type ActiveRow = {
  id: number;
  sku: string;
  search_text: string;
  created_at: string;
  min_base_price_cents: number | null;
  min_delivery_days: number | null;
  material_id: number | null;
  product_version_id: number | null;
};

const VENDEDOR_PCT = 10;

describe('catálogo: búsqueda paginada, filtros y orden', () => {
  let t: TestApp;
  let ops: Operators;
  let active: ActiveRow[];

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
    const rows = await t.ctx.db
      .selectFrom('products')
      .select([
        'id',
        'sku',
        'search_text',
        'created_at',
        'min_base_price_cents',
        'min_delivery_days',
        'material_id',
        'product_version_id',
      ])
      .where('is_active', '=', 1)
      .execute();
    active = rows.map((row) => ({
      ...row,
      min_base_price_cents: row.min_base_price_cents === null ? null : Number(row.min_base_price_cents),
    }));
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it("marks each operator's own favourites on every page, and nobody else's", async () => {
    const favourites = active.filter((_, index) => index % 7 === 0).map((row) => row.id);
    await t.ctx.db
      .insertInto('favorite_products')
      .values(favourites.map((product_id) => ({ user_id: ops.vendedorId, product_id, created_at: t.clock.now().toISOString() })))
      .execute();
    try {
      const mine = await searchAll(t, ops.vendedor, '');
      expect(
        mine
          .filter((card) => card.is_favorite)
          .map((card) => card.id)
          .sort((a, b) => a - b),
      ).toEqual([...favourites].sort((a, b) => a - b));
      for (const card of mine) expect(card.users_favorite).toEqual(card.is_favorite ? [{ id: ops.vendedorId }] : []);
      const theirs = await searchAll(t, ops.cpa, '');
      expect(theirs.filter((card) => card.is_favorite)).toEqual([]);
    } finally {
      await t.ctx.db.deleteFrom('favorite_products').where('user_id', '=', ops.vendedorId).execute();
    }
  });

  const newestFirst = (a: ActiveRow, b: ActiveRow) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;
  const shown = (row: ActiveRow, pct = VENDEDOR_PCT) => priceWithIndirectExpenses(row.min_base_price_cents ?? 0, pct) / 100;
  const byId = () => new Map(active.map((row) => [row.id, row]));
  const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('lists only active products, newest first, 24 per page by default', async () => {
    const body = await searchPage(t, ops.vendedor, '');
    const expected = [...active].sort(newestFirst);
    expect(body.total).toBe(active.length);
    expect(body.per_page).toBe(24);
    expect(body.current_page).toBe(1);
    expect(body.last_page).toBe(Math.ceil(active.length / 24));
    expect(body.from).toBe(1);
    expect(body.to).toBe(24);
    expect(body.data.map((card) => card.id)).toEqual(expected.slice(0, 24).map((row) => row.id));
    const inactive = await t.ctx.db.selectFrom('products').select('sku').where('is_active', '=', 0).execute();
    expect(inactive.length).toBeGreaterThan(0);
    const all = await searchAll(t, ops.vendedor, '');
    const skus = all.map((card) => card.sku);
    for (const row of inactive) expect(skus).not.toContain(row.sku);
    expect(all).toHaveLength(active.length);
  });

  it('gives each card the fields of the catalogue grid', async () => {
    const body = await searchPage(t, ops.vendedor, 'search=TAZ-2001');
    expect(body.data).toHaveLength(1);
    const card = body.data[0];
    const row = active.find((item) => item.sku === 'TAZ-2001');
    expect(card).toMatchObject({
      sku: 'TAZ-2001',
      name: 'Taza Cerámica Clásica 11 oz',
      is_favorite: false,
      users_favorite: [],
    });
    expect(card?.image.length).toBeGreaterThan(0);
    expect(card?.minimum_units).toBe(50);
    expect(card?.price).toBe(row ? shown(row) : Number.NaN);
    expect(card?.productcolors.length).toBeGreaterThan(0);
    for (const color of card?.productcolors ?? []) {
      expect(color.color.hex).toMatch(/^#[0-9A-F]{6}$/i);
      expect(color.color.name).not.toBe('');
    }
  });

  it('holds exactly per_page products; the last page holds the rest; a page past the last is empty', async () => {
    const total = active.length;
    for (const perPage of [24, 36, 48]) {
      const first = await searchPage(t, ops.vendedor, `per_page=${perPage}`);
      expect(first.data).toHaveLength(Math.min(perPage, total));
      expect(first.per_page).toBe(perPage);
      const lastPage = Math.ceil(total / perPage);
      expect(first.last_page).toBe(lastPage);

      const last = await searchPage(t, ops.vendedor, `per_page=${perPage}&page=${lastPage}`);
      const rest = total - (lastPage - 1) * perPage;
      expect(last.data).toHaveLength(rest);
      expect(last.from).toBe((lastPage - 1) * perPage + 1);
      expect(last.to).toBe(total);
      expect(last.total).toBe(total);

      const beyond = await searchPage(t, ops.vendedor, `per_page=${perPage}&page=${lastPage + 1}`);
      expect(beyond).toEqual({
        data: [],
        current_page: lastPage + 1,
        last_page: lastPage,
        from: null,
        to: null,
        total,
        per_page: perPage,
      });
    }
  });

  it('visits every active product exactly once across the pages', async () => {
    for (const perPage of [24, 36]) {
      const ids = (await searchAll(t, ops.vendedor, 'order=priceAsc', perPage)).map((card) => card.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(sortedIds(ids)).toEqual(sortedIds(active.map((row) => row.id)));
    }
  });

  it('sorts newest first (createdAtDesc) with either encoding', async () => {
    const expected = [...active].sort(newestFirst).map((row) => row.id);
    for (const query of [
      '',
      'order=createdAtDesc',
      'order_type=created_at&order_sort=desc',
      'order_type=created_at',
      'order_type=createdAtDesc',
    ]) {
      const ids = (await searchAll(t, ops.vendedor, query)).map((card) => card.id);
      expect(ids, query).toEqual(expected);
    }
  });

  it('sorts by the shown price ascending and descending, ties by id', async () => {
    const rows = byId();
    const base = (id: number) => rows.get(id)?.min_base_price_cents ?? 0;
    for (const query of ['order=priceAsc', 'order_type=price&order_sort=asc', 'order_type=price', 'order_type=priceAsc']) {
      const cards = await searchAll(t, ops.vendedor, query);
      expect(cards).toHaveLength(active.length);
      for (let i = 1; i < cards.length; i++) {
        const [prev, next] = [cards[i - 1], cards[i]];
        if (!prev || !next) continue;
        expect(base(prev.id) < base(next.id) || (base(prev.id) === base(next.id) && prev.id < next.id), query).toBe(true);
        expect(prev.price ?? 0).toBeLessThanOrEqual(next.price ?? 0);
      }
    }
    for (const query of ['order=priceDesc', 'order_type=price&order_sort=desc', 'order_type=priceDesc']) {
      const cards = await searchAll(t, ops.vendedor, query);
      for (let i = 1; i < cards.length; i++) {
        const [prev, next] = [cards[i - 1], cards[i]];
        if (!prev || !next) continue;
        expect(base(prev.id) > base(next.id) || (base(prev.id) === base(next.id) && prev.id > next.id), query).toBe(true);
      }
    }
  });

  it('`order` wins over order_type/order_sort', async () => {
    const viaOrder = await searchPage(t, ops.vendedor, 'order=priceDesc&order_type=created_at&order_sort=asc');
    const expected = await searchPage(t, ops.vendedor, 'order=priceDesc');
    expect(viaOrder.data.map((card) => card.id)).toEqual(expected.data.map((card) => card.id));
  });

  it('searches without accents or case, every word must match', async () => {
    const termica = await searchAll(t, ops.vendedor, `search=${encodeURIComponent('taza termica')}`);
    expect(termica.map((card) => card.sku)).toContain('TAZ-2002');
    const expected = active.filter((row) => row.search_text.includes('taza') && row.search_text.includes('termica'));
    expect(sortedIds(termica.map((card) => card.id))).toEqual(sortedIds(expected.map((row) => row.id)));

    for (const variant of ['Taza Térmica', 'TAZA TÉRMICA', 'termica   taza', '  taza\ttérmica ']) {
      const ids = (await searchAll(t, ops.vendedor, `search=${encodeURIComponent(variant)}`)).map((card) => card.id);
      expect(sortedIds(ids), variant).toEqual(sortedIds(expected.map((row) => row.id)));
    }

    const pens = await searchAll(t, ops.vendedor, 'search=BOLIGRAFO');
    expect(pens.map((card) => card.sku)).toContain('BOL-1001');
    const pensExpected = active.filter((row) => row.search_text.includes('boligrafo'));
    expect(sortedIds(pens.map((card) => card.id))).toEqual(sortedIds(pensExpected.map((row) => row.id)));
  });

  it('matches parts of words and SKUs, and an empty search lists everything', async () => {
    const partial = await searchAll(t, ops.vendedor, 'search=ceram');
    expect(partial.map((card) => card.sku)).toContain('TAZ-2001');
    const sku = await searchPage(t, ops.vendedor, 'search=taz-2001');
    expect(sku.data.map((card) => card.sku)).toEqual(['TAZ-2001']);
    const empty = await searchPage(t, ops.vendedor, 'search=%20%20');
    expect(empty.total).toBe(active.length);
  });

  it('treats LIKE and GLOB wildcards in the search text literally', async () => {
    for (const text of ['%', '_', '%%', 'ta_a', 'ta%a', '*', '?', '[a]', 'taz*']) {
      const body = await searchPage(t, ops.vendedor, `search=${encodeURIComponent(text)}`);
      const expected = active.filter((row) => row.search_text.includes(text.toLowerCase()));
      expect(body.total, text).toBe(expected.length);
    }
  });

  it('filters by colour, with every way of writing a list', async () => {
    const red = await lookupId(t.ctx.db, 'colors', 'Rojo');
    const white = await lookupId(t.ctx.db, 'colors', 'Blanco');
    const owners = async (colorIds: number[]) => {
      const rows = await t.ctx.db
        .selectFrom('product_colors as pc')
        .innerJoin('products as p', 'p.id', 'pc.product_id')
        .select('pc.product_id')
        .distinct()
        .where('pc.color_id', 'in', colorIds)
        .where('p.is_active', '=', 1)
        .execute();
      return sortedIds(rows.map((row) => row.product_id));
    };

    const reds = await searchAll(t, ops.vendedor, `colors[]=${red}`);
    expect(sortedIds(reds.map((card) => card.id))).toEqual(await owners([red]));
    for (const card of reds) expect(card.productcolors.map((pc) => pc.color.id)).toContain(red);

    const both = await owners([red, white]);
    for (const query of [
      `colors[]=${red}&colors[]=${white}`,
      `colors=${red}&colors=${white}`,
      `colors=${red},${white}`,
      `colors=${red}&colors[]=${white}`,
    ]) {
      const ids = (await searchAll(t, ops.vendedor, query)).map((card) => card.id);
      expect(sortedIds(ids), query).toEqual(both);
    }
    const single = await searchAll(t, ops.vendedor, `colors=${red}`);
    expect(single.map((card) => card.id)).toEqual(reds.map((card) => card.id));
  });

  it('filters by material and product version', async () => {
    const bamboo = await lookupId(t.ctx.db, 'materials', 'Bambú');
    const metal = await lookupId(t.ctx.db, 'materials', 'Metal');
    const premium = await lookupId(t.ctx.db, 'product_versions', 'Premium');
    const materials = await searchAll(t, ops.vendedor, `materials[]=${bamboo}&materials[]=${metal}`);
    const expectedMaterials = active.filter((row) => row.material_id === bamboo || row.material_id === metal);
    expect(expectedMaterials.length).toBeGreaterThan(0);
    expect(sortedIds(materials.map((card) => card.id))).toEqual(sortedIds(expectedMaterials.map((row) => row.id)));

    const versions = await searchAll(t, ops.vendedor, `product_versions[]=${premium}`);
    expect(sortedIds(versions.map((card) => card.id))).toEqual(
      sortedIds(active.filter((row) => row.product_version_id === premium).map((row) => row.id)),
    );
  });

  it('filters by product type (also through category_id) and by category (season)', async () => {
    const mugs = await lookupId(t.ctx.db, 'product_types', 'Tazas y termos');
    const typeRows = await t.ctx.db
      .selectFrom('product_product_types')
      .select('product_id')
      .where('product_type_id', '=', mugs)
      .execute();
    const activeIds = new Set(active.map((row) => row.id));
    const expected = sortedIds(typeRows.map((row) => row.product_id).filter((id) => activeIds.has(id)));
    expect(expected.length).toBeGreaterThan(0);
    for (const query of [`product_types[]=${mugs}`, `category_id=${mugs}`, `category_id=${mugs}&product_types[]=${mugs}`]) {
      const ids = (await searchAll(t, ops.vendedor, query)).map((card) => card.id);
      expect(sortedIds(ids), query).toEqual(expected);
    }

    const christmas = await lookupId(t.ctx.db, 'categories', 'Navidad');
    const seasonRows = await t.ctx.db
      .selectFrom('product_categories')
      .select('product_id')
      .where('category_id', '=', christmas)
      .execute();
    const seasonExpected = sortedIds(seasonRows.map((row) => row.product_id).filter((id) => activeIds.has(id)));
    expect(seasonExpected.length).toBeGreaterThan(0);
    const season = await searchAll(t, ops.vendedor, `categories[]=${christmas}`);
    expect(sortedIds(season.map((card) => card.id))).toEqual(seasonExpected);
  });

  it('filters by approximate delivery days', async () => {
    const days = [...new Set(active.map((row) => row.min_delivery_days ?? 0))].sort((a, b) => a - b);
    const middle = days[Math.floor(days.length / 2)] ?? 10;
    const cards = await searchAll(t, ops.vendedor, `days_approx_delivery_until=${middle}`);
    const expected = active.filter((row) => row.min_delivery_days !== null && row.min_delivery_days <= middle);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(active.length);
    expect(sortedIds(cards.map((card) => card.id))).toEqual(sortedIds(expected.map((row) => row.id)));
  });

  it('filters by the shown price range (with the company percentage)', async () => {
    const cards = await searchAll(t, ops.vendedor, 'price_until_min=50&price_until_max=150');
    const expected = active.filter((row) => shown(row) >= 50 && shown(row) <= 150);
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(cards.map((card) => card.id))).toEqual(sortedIds(expected.map((row) => row.id)));
    for (const card of cards) {
      expect(card.price).toBeGreaterThanOrEqual(50);
      expect(card.price).toBeLessThanOrEqual(150);
    }
    const cpaCards = await searchAll(t, ops.cpa, 'price_until_min=50&price_until_max=150');
    const cpaExpected = active.filter((row) => shown(row, 15) >= 50 && shown(row, 15) <= 150);
    expect(sortedIds(cpaCards.map((card) => card.id))).toEqual(sortedIds(cpaExpected.map((row) => row.id)));
  });

  it('combines filters (every filter must hold)', async () => {
    const mugs = await lookupId(t.ctx.db, 'product_types', 'Tazas y termos');
    const black = await lookupId(t.ctx.db, 'colors', 'Negro');
    const query = `product_types[]=${mugs}&colors[]=${black}&price_until_min=40&price_until_max=200&search=taza`;
    const cards = await searchAll(t, ops.vendedor, query);
    const typeIds = new Set(
      (await t.ctx.db.selectFrom('product_product_types').select('product_id').where('product_type_id', '=', mugs).execute()).map(
        (row) => row.product_id,
      ),
    );
    const blackIds = new Set(
      (await t.ctx.db.selectFrom('product_colors').select('product_id').where('color_id', '=', black).execute()).map(
        (row) => row.product_id,
      ),
    );
    const expected = active.filter(
      (row) =>
        typeIds.has(row.id) && blackIds.has(row.id) && shown(row) >= 40 && shown(row) <= 200 && row.search_text.includes('taza'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(cards.map((card) => card.id))).toEqual(sortedIds(expected.map((row) => row.id)));
  });

  it('accepts the empty values a client sends for unset filters', async () => {
    const body = await searchPage(
      t,
      ops.vendedor,
      'search=&days_approx_delivery_until=&price_until_min=&price_until_max=&category_id=&page=1&per_page=24',
    );
    expect(body.total).toBe(active.length);
  });

  it('answers 422 with Spanish field messages for bad parameters, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1&page=2', 'page'],
      ['per_page=25', 'per_page'],
      ['per_page=0', 'per_page'],
      ['per_page=100', 'per_page'],
      ['order=cheapest', 'order'],
      ['order_type=name', 'order_type'],
      ['order_sort=up', 'order_sort'],
      ['colors[]=abc', 'colors[]'],
      ['colors=1,x', 'colors'],
      ['materials[]=-2', 'materials[]'],
      ['product_types=1.5', 'product_types'],
      ['product_versions[]=0', 'product_versions[]'],
      ['categories[]=%27%3B%20drop', 'categories[]'],
      ['category_id=abc', 'category_id'],
      ['days_approx_delivery_until=-3', 'days_approx_delivery_until'],
      ['days_approx_delivery_until=diez', 'days_approx_delivery_until'],
      ['price_until_min=-1', 'price_until_min'],
      ['price_until_max=abc', 'price_until_max'],
      ['price_until_min=100&price_until_max=10', 'price_until_min'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${SEARCH_URL}?${query}`,
        headers: { authorization: `Bearer ${ops.vendedor}` },
      });
      expect(response.statusCode, query).toBe(422);
      const body = expectContract(response, validationErrorResponse);
      expect(Object.keys(body.errors), query).toContain(field);
      expect(body.message).toBe(body.errors[field]?.[0]);
      expect(body.message).toMatch(/^El campo /);
    }
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${SEARCH_URL}?page=0` });
    expect(response.statusCode).toBe(401);
    expect(expectContract(response, errorResponse)).toEqual({ code: 'UNAUTHENTICATED', message: 'Su sesión ha expirado' });
  });

  it('documents the query parameters in the OpenAPI schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; description?: string }> } }>;
    };
    const parameters = doc.paths[SEARCH_URL]?.get?.parameters ?? [];
    const names = parameters.map((parameter) => parameter.name);
    for (const name of [
      'search',
      'days_approx_delivery_until',
      'price_until_min',
      'price_until_max',
      'page',
      'per_page',
      'category_id',
      'colors[]',
      'materials[]',
      'product_types[]',
      'product_versions[]',
      'categories[]',
      'order',
      'order_type',
      'order_sort',
    ]) {
      expect(names).toContain(name);
    }
    expect(parameters.find((parameter) => parameter.name === 'order_type')?.description).toContain('price');
  });
});

describe('catálogo: precio con gastos indirectos de la empresa', () => {
  let t: TestApp;
  let ops: Operators;
  let mugId: number;

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
    // A known price: every sale volume of TAZ-2001 at $10.00 base.
    mugId = await productId(t.ctx.db, 'TAZ-2001');
    await t.ctx.db.updateTable('sale_volumes').set({ base_price_cents: 1000 }).where('product_id', '=', mugId).execute();
    await refreshProductDerived(t.ctx.db, [mugId]);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it('shows the same product at each company price (10 % → 11.11, 15 % → 11.76)', async () => {
    const vendedor = await searchPage(t, ops.vendedor, 'search=TAZ-2001');
    const cpa = await searchPage(t, ops.cpa, 'search=TAZ-2001');
    expect(vendedor.data[0]?.price).toBe(11.11);
    expect(cpa.data[0]?.price).toBe(11.76);
    const detail = await getJson(
      t,
      `/api/sales-operator/products/product-by-id-and-sales-operator/${mugId}`,
      ops.cpa,
      productDetailResponse,
    );
    expect(detail.body.product.price).toBe(11.76);
    expect(detail.body.product.percentage_indirect_expenses).toBe(15);
    expect(detail.body.product.salesvolume.every((volume) => volume.base_price === 10 && volume.price === 11.76)).toBe(true);
  });

  it('compares the price filter with the shown price, to the centavo', async () => {
    const count = async (token: string, query: string) => (await searchPage(t, token, `search=TAZ-2001&${query}`)).total;
    expect(await count(ops.vendedor, 'price_until_min=11.11')).toBe(1);
    expect(await count(ops.vendedor, 'price_until_min=11.12')).toBe(0);
    expect(await count(ops.vendedor, 'price_until_max=11.11')).toBe(1);
    expect(await count(ops.vendedor, 'price_until_max=11.10')).toBe(0);
    expect(await count(ops.vendedor, 'price_until_min=11.11&price_until_max=11.11')).toBe(1);
    // The same bounds for the cpa operator, whose price is 11.76.
    expect(await count(ops.cpa, 'price_until_max=11.11')).toBe(0);
    expect(await count(ops.cpa, 'price_until_min=11.76&price_until_max=11.76')).toBe(1);
    expect(await count(ops.cpa, 'price_until_min=11&price_until_max=12')).toBe(1);
  });

  it('reports max_price in pesos with the company percentage, rounded up', async () => {
    const maxBase = await t.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('min_base_price_cents').as('max'))
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const base = Number(maxBase.max);
    const vendedor = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    const cpa = await getJson(t, FILTERS_URL, ops.cpa, productFiltersResponse);
    expect(vendedor.body.filters.max_price).toBe(Math.ceil(priceWithIndirectExpenses(base, 10) / 100));
    expect(cpa.body.filters.max_price).toBe(Math.ceil(priceWithIndirectExpenses(base, 15) / 100));
    expect(vendedor.body.filters.price).toEqual([0, vendedor.body.filters.max_price]);
    // The whole slider range finds every active product.
    const all = await searchPage(t, ops.vendedor, `price_until_min=0&price_until_max=${vendedor.body.filters.max_price}`);
    const everything = await searchPage(t, ops.vendedor, '');
    expect(all.total).toBe(everything.total);
  });
});

describe('catálogo: opciones de filtro', () => {
  let t: TestApp;
  let ops: Operators;

  beforeAll(async () => {
    t = await createCatalogueTestApp();
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  it('lists the options that active products use, colours with hex', async () => {
    const { status, body } = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    expect(status).toBe(200);
    const { filters } = body;
    expect(filters.product_types.map((type) => type.name)).toContain('Tazas y termos');
    expect(filters.categories.map((category) => category.name)).toContain('Navidad');
    expect(filters.product_versions.map((version) => version.name).sort()).toEqual(['Ecológico', 'Estándar', 'Premium']);
    expect(filters.colors.length).toBeGreaterThan(5);
    for (const color of filters.colors) expect(color.hex).toMatch(/^#[0-9A-F]{6}$/i);

    const usedMaterials = await t.ctx.db
      .selectFrom('products')
      .select('material_id')
      .distinct()
      .where('is_active', '=', 1)
      .where('material_id', 'is not', null)
      .execute();
    expect(filters.materials.map((material) => material.id).sort((a, b) => a - b)).toEqual(
      usedMaterials.map((row) => row.material_id).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );

    const delivery = await t.ctx.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('min_delivery_days').as('min'), eb.fn.max('min_delivery_days').as('max')])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(filters.min_delivery).toBe(Math.max(1, Number(delivery.min)));
    expect(filters.max_delivery).toBe(Number(delivery.max));
    expect(filters.max_price).toBeGreaterThan(0);
    expect(Number.isInteger(filters.max_price)).toBe(true);
  });

  it('hides an option once no active product uses it', async () => {
    const yute = await lookupId(t.ctx.db, 'materials', 'Yute');
    const before = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    expect(before.body.filters.materials.map((material) => material.id)).toContain(yute);
    await t.ctx.db.updateTable('products').set({ is_active: 0 }).where('material_id', '=', yute).execute();
    const after = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    expect(after.body.filters.materials.map((material) => material.id)).not.toContain(yute);
    await t.ctx.db.updateTable('products').set({ is_active: 1 }).where('material_id', '=', yute).execute();
  });

  it('falls back to the defaults with an empty catalogue', async () => {
    const empty = await createCatalogueTestApp({ seed: false });
    try {
      const token = (await signInOperators(empty)).vendedor;
      const { body } = await getJson(empty, FILTERS_URL, token, productFiltersResponse);
      expect(body.filters).toEqual({
        categories: [],
        materials: [],
        colors: [],
        product_types: [],
        product_versions: [],
        min_delivery: 1,
        max_delivery: 100,
        max_price: 100,
        price: [0, 100],
      });
      const page = await getJson(empty, SEARCH_URL, token, productPageResponse);
      expect(page.body).toEqual({ data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0, per_page: 24 });
    } finally {
      await closeCatalogueTestApp(empty);
    }
  });
});
