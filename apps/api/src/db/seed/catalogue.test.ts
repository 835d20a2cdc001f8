import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshProductDerived } from '../../modules/catalogue/product-derived.repository.ts';
import { createDatabase, type DatabaseHandle, type Db } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedCatalogue } from './catalogue.ts';
import { generateSyntheticProducts } from './synthetic.ts';

// SQLite in memory by default; a temporary PostgreSQL database when the suite runs with
// TEST_DB=postgres and TEST_DATABASE_URL (as the rest of the API tests do).
const NOW = '2026-11-20T18:00:00.000Z';

type TestDb = { handle: DatabaseHandle; drop: () => Promise<void> };

async function openDatabase(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    const name = `cotizador_seed_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = createDatabase({ dialect: 'postgres', url: url.toString() }, { poolSize: 3 });
    await migrateToLatest(handle.db, handle.dialect);
    return {
      handle,
      drop: async () => {
        await handle.destroy();
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const handle = createDatabase({ dialect: 'sqlite', file: ':memory:' });
  await migrateToLatest(handle.db, handle.dialect);
  return { handle, drop: () => handle.destroy() };
}

function urlToFile(mediaDir: string, url: string): string {
  expect(url.startsWith('/media/demo/')).toBe(true);
  return path.join(mediaDir, url.slice('/media/'.length));
}

function parseList(text: string): string[] {
  const value: unknown = JSON.parse(text);
  expect(Array.isArray(value)).toBe(true);
  return (value as unknown[]).map(String);
}

async function volumesByProduct(db: Db) {
  const rows = await db.selectFrom('sale_volumes').selectAll().orderBy('product_id').orderBy('minimum_units').execute();
  const map = new Map<number, typeof rows>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
}

let database: TestDb;
let db: Db;
let mediaDir: string;

async function open(): Promise<void> {
  database = await openDatabase();
  db = database.handle.db;
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-media-'));
}

async function close(): Promise<void> {
  await database.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}

describe('seedCatalogue', () => {
  // One seeded database for the whole group; only the last test changes data.
  beforeAll(async () => {
    await open();
    await seedCatalogue(db, { mediaDir, now: NOW });
  });
  afterAll(close);

  it('inserts about 80 products in about 10 product types, three of them inactive', async () => {
    const products = await db.selectFrom('products').select(['sku', 'is_active']).execute();
    expect(products.length).toBeGreaterThanOrEqual(75);
    expect(products.length).toBeLessThanOrEqual(90);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(products.filter((p) => p.is_active === 0)).toHaveLength(3);

    const types = await db.selectFrom('product_types').select(['name', 'image']).orderBy('sort_order').execute();
    expect(types.length).toBeGreaterThanOrEqual(10);
    expect(types.map((t) => t.name)).toContain('Bolígrafos');
    for (const type of types) expect(fs.existsSync(urlToFile(mediaDir, type.image ?? ''))).toBe(true);

    const seasons = await db.selectFrom('categories').select('name').execute();
    expect(seasons.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Día de las Madres', 'Regreso a clases', 'Navidad', 'Buen Fin']),
    );
  });

  it('creates the special product COTESPI001 with one colour, one open volume and no customizations', async () => {
    const special = await db.selectFrom('products').selectAll().where('sku', '=', 'COTESPI001').executeTakeFirstOrThrow();
    expect(special.name).toBe('Cotización especial');
    expect(special.is_active).toBe(1);
    expect(parseList(special.images)).toEqual([]);
    expect(special.description).toMatch(/CDMX/);

    const colors = await db.selectFrom('product_colors').selectAll().where('product_id', '=', special.id).execute();
    expect(colors).toHaveLength(1);
    expect(parseList(colors[0]?.images ?? '[]')).toEqual([]);

    const customizations = await db.selectFrom('customizations').select('id').where('product_id', '=', special.id).execute();
    expect(customizations).toHaveLength(0);

    const volumes = await db.selectFrom('sale_volumes').selectAll().where('product_id', '=', special.id).execute();
    expect(volumes).toEqual([expect.objectContaining({ minimum_units: 1, maximum_units: 100_000, base_price_cents: 0 })]);
    expect(special.min_base_price_cents).toBe(0);
    expect(special.min_units).toBe(1);
  });

  it('gives every other product colours with pictures on disk, volumes, customizations and boxes', async () => {
    const products = await db
      .selectFrom('products')
      .select(['id', 'sku', 'images', 'is_active'])
      .where('sku', '!=', 'COTESPI001')
      .execute();
    const colors = await db.selectFrom('product_colors').selectAll().orderBy('id').execute();
    const customizations = await db.selectFrom('customizations').select(['id', 'product_id']).execute();
    const boxes = await db
      .selectFrom('container_boxes as cb')
      .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
      .select([
        'cb.product_id',
        'mb.max_total_containers',
        'mb.days_approx_shipping',
        'mb.base_delivery_price_cents',
        'mb.box_type_id',
      ])
      .execute();
    const limitedStock = colors.filter((color) => color.stock !== null && color.stock < 500);
    expect(limitedStock.length).toBeGreaterThan(0);

    for (const product of products) {
      const own = colors.filter((color) => color.product_id === product.id);
      expect(own.length, product.sku).toBeGreaterThanOrEqual(2);
      expect(own.length, product.sku).toBeLessThanOrEqual(5);
      for (const color of own) {
        const images = parseList(color.images);
        expect(images.length, product.sku).toBeGreaterThanOrEqual(1);
        expect(images.length, product.sku).toBeLessThanOrEqual(3);
        for (const image of images) expect(fs.existsSync(urlToFile(mediaDir, image)), image).toBe(true);
      }
      const firstImage = parseList(own[0]?.images ?? '[]')[0];
      expect(parseList(product.images), product.sku).toEqual([firstImage]);
      expect(
        customizations.some((c) => c.product_id === product.id),
        product.sku,
      ).toBe(true);

      const box = boxes.find((b) => b.product_id === product.id);
      expect(box, product.sku).toBeDefined();
      expect(box?.days_approx_shipping).toBeGreaterThanOrEqual(2);
      expect(box?.days_approx_shipping).toBeLessThanOrEqual(5);
      expect(box?.base_delivery_price_cents).toBeGreaterThanOrEqual(15_000);
      expect(box?.base_delivery_price_cents).toBeLessThanOrEqual(45_000);
      expect(box?.box_type_id).not.toBeNull();
    }
  });

  it('orders sale volumes without gaps or overlaps, with prices falling by tier', async () => {
    const byProduct = await volumesByProduct(db);
    expect(byProduct.size).toBeGreaterThanOrEqual(75);
    for (const [productId, volumes] of byProduct) {
      const first = volumes[0];
      expect(first, String(productId)).toBeDefined();
      expect(first?.minimum_units).toBeGreaterThanOrEqual(1);
      for (const [i, volume] of volumes.entries()) {
        expect(volume.maximum_units).toBeGreaterThan(volume.minimum_units);
        expect(volume.days_customization).toBeGreaterThanOrEqual(5);
        expect(volume.days_customization).toBeLessThanOrEqual(12);
        const previous = volumes[i - 1];
        if (!previous) continue;
        expect(volume.minimum_units, String(productId)).toBe(previous.maximum_units + 1);
        expect(volume.base_price_cents).toBeLessThan(previous.base_price_cents);
      }
    }
  });

  it('links every customization to each sale volume of its product, cheaper by tier', async () => {
    const byProduct = await volumesByProduct(db);
    const customizations = await db
      .selectFrom('customizations as c')
      .innerJoin('print_types as pt', 'pt.id', 'c.print_type_id')
      .select(['c.id', 'c.product_id', 'c.personalization', 'c.max_number_inks', 'pt.name as print_type'])
      .execute();
    const links = await db.selectFrom('customization_sale_volumes').selectAll().execute();
    for (const customization of customizations) {
      const volumes = byProduct.get(customization.product_id) ?? [];
      const own = links.filter((link) => link.customization_id === customization.id);
      expect(own.map((link) => link.sale_volume_id).sort((a, b) => a - b)).toEqual(
        volumes.map((v) => v.id).sort((a, b) => a - b),
      );
      const costs = volumes.map((volume) => own.find((link) => link.sale_volume_id === volume.id)?.cost_per_unit_cents ?? -1);
      if (customization.personalization === 'No aplica') {
        expect(costs.every((cost) => cost === 0)).toBe(true);
        continue;
      }
      for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThan(costs[i - 1] ?? 0);
      if (['Serigrafía', 'Tampografía'].includes(customization.print_type)) {
        expect(customization.personalization).toMatch(/^\d tintas?$/);
        expect(customization.max_number_inks).toBe(Number.parseInt(customization.personalization, 10));
      } else {
        expect(customization.personalization).toMatch(/^[\d.]+ x [\d.]+ cm - [\d.]+ x [\d.]+ cm$/);
        expect(customization.max_number_inks).toBeNull();
      }
    }
    expect(customizations.some((c) => c.personalization === 'No aplica')).toBe(true);
    expect(new Set(customizations.map((c) => c.print_type))).toEqual(
      new Set([
        'Serigrafía',
        'Tampografía',
        'Grabado láser',
        'Bordado',
        'Sublimación',
        'Impresión digital',
        'Sin personalización',
      ]),
    );
  });

  it('fills the derived columns: accent-free search text and the minimums of the volumes', async () => {
    const pen = await db
      .selectFrom('products')
      .selectAll()
      .where('name', 'like', '%Bolígrafo%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(pen.search_text).toContain('boligrafo');
    expect(pen.search_text).toContain(pen.sku.toLowerCase());

    const mug = await db.selectFrom('products').selectAll().where('name', '=', 'Taza Térmica Mágica').executeTakeFirstOrThrow();
    expect(mug.search_text).toContain('taza termica magica');
    expect(mug.search_text).toContain('ceramica');
    expect(mug.search_text).toContain('tazas y termos');

    const byProduct = await volumesByProduct(db);
    const shipping = await db
      .selectFrom('container_boxes as cb')
      .innerJoin('master_boxes as mb', 'mb.container_box_id', 'cb.id')
      .select(['cb.product_id', 'mb.days_approx_shipping'])
      .execute();
    const products = await db
      .selectFrom('products')
      .select(['id', 'min_base_price_cents', 'min_units', 'min_delivery_days'])
      .execute();
    for (const product of products) {
      const volumes = byProduct.get(product.id) ?? [];
      expect(product.min_base_price_cents).toBe(Math.min(...volumes.map((v) => v.base_price_cents)));
      expect(product.min_units).toBe(Math.min(...volumes.map((v) => v.minimum_units)));
      const days = shipping.find((s) => s.product_id === product.id)?.days_approx_shipping ?? 0;
      expect(product.min_delivery_days).toBe(Math.min(...volumes.map((v) => v.days_customization)) + days);
    }
  });

  it('adds sliders, banners, clients with brands and channels', async () => {
    const sliders = await db.selectFrom('sliders').selectAll().orderBy('sort_order').execute();
    expect(sliders.filter((s) => s.status === 1)).toHaveLength(3);
    expect(sliders.filter((s) => s.status === 0)).toHaveLength(1);
    for (const slider of sliders) {
      expect(slider.product_id).not.toBeNull();
      for (const image of [...parseList(slider.images), ...parseList(slider.images_mobile)]) {
        expect(fs.existsSync(urlToFile(mediaDir, image))).toBe(true);
      }
      const colors = await db
        .selectFrom('product_colors')
        .select('id')
        .where('product_id', '=', slider.product_id ?? 0)
        .execute();
      expect(colors.length).toBeGreaterThan(0);
    }

    const banners = await db.selectFrom('banners').selectAll().orderBy('section').execute();
    expect(banners.map((b) => b.section)).toEqual(['catalogue', 'home']);
    for (const banner of banners) {
      expect(banner.status).toBe(1);
      expect(banner.category_id).not.toBeNull();
      const season = await db
        .selectFrom('product_categories')
        .select('product_id')
        .where('category_id', '=', banner.category_id ?? 0)
        .execute();
      expect(season.length).toBeGreaterThan(0);
    }

    const clients = await db.selectFrom('clients').select(['id', 'name']).execute();
    expect(clients).toHaveLength(8);
    expect(clients.map((c) => c.name)).toContain('Grupo Alimentos del Bajío');
    const brands = await db.selectFrom('brands').select('client_id').execute();
    for (const client of clients) {
      const count = brands.filter((b) => b.client_id === client.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    const channels = await db.selectFrom('channels').select('name').execute();
    expect(channels.map((c) => c.name)).toEqual([
      'Distribuidor',
      'Venta directa',
      'Comercio electrónico',
      'Corporativo',
      'Gobierno',
    ]);
  });

  it('is deterministic and keeps the pictures small', async () => {
    const other = await openDatabase();
    const otherMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-media-'));
    try {
      await seedCatalogue(other.handle.db, { mediaDir: otherMedia, now: NOW });
      const snapshot = (target: Db) =>
        target
          .selectFrom('products')
          .select(['sku', 'name', 'min_base_price_cents', 'min_delivery_days', 'created_at', 'search_text'])
          .orderBy('sku')
          .execute();
      expect(await snapshot(other.handle.db)).toEqual(await snapshot(db));
    } finally {
      await other.drop();
      fs.rmSync(otherMedia, { recursive: true, force: true });
    }

    let bytes = 0;
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else bytes += fs.statSync(full).size;
      }
    };
    walk(path.join(mediaDir, 'demo'));
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });

  // Changes data: keep it last in this group.
  it('refreshProductDerived follows a change of the volumes', async () => {
    const product = await db
      .selectFrom('products')
      .select(['id', 'min_base_price_cents'])
      .where('sku', '=', 'TAZ-2001')
      .executeTakeFirstOrThrow();
    await db.updateTable('sale_volumes').set({ base_price_cents: 1 }).where('product_id', '=', product.id).execute();
    await refreshProductDerived(db, [product.id]);
    const after = await db
      .selectFrom('products')
      .select('min_base_price_cents')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(after.min_base_price_cents).toBe(1);
  });
});

describe('generateSyntheticProducts', () => {
  beforeEach(open);
  afterEach(close);

  it('adds 300 complete products with unique SKUs and derived columns, after the catalogue', async () => {
    await seedCatalogue(db, { mediaDir, now: NOW });
    const before = await db.selectFrom('products').select('id').execute();

    expect(await generateSyntheticProducts(db, 300, { now: NOW })).toBe(300);

    const added = await db.selectFrom('products').selectAll().where('sku', 'like', 'SYN-%').orderBy('sku').execute();
    expect(added).toHaveLength(300);
    expect((await db.selectFrom('products').select('id').execute()).length).toBe(before.length + 300);
    expect(added[0]?.sku).toBe('SYN-000001');
    expect(added[299]?.sku).toBe('SYN-000300');
    expect(new Set(added.map((p) => p.name)).size).toBeGreaterThan(200);
    for (const product of added) {
      expect(product.search_text.length).toBeGreaterThan(0);
      expect(product.search_text).toContain(product.sku.toLowerCase());
      expect(product.min_base_price_cents).toBeGreaterThan(0);
      expect(product.min_units).toBeGreaterThan(0);
      expect(product.min_delivery_days).toBeGreaterThan(0);
      for (const image of parseList(product.images)) expect(fs.existsSync(urlToFile(mediaDir, image)), image).toBe(true);
    }

    const ids = added.map((p) => p.id);
    const count = async (table: 'product_colors' | 'sale_volumes' | 'customizations' | 'container_boxes') =>
      (await db.selectFrom(table).select('product_id').where('product_id', 'in', ids).execute()).length;
    expect(await count('sale_volumes')).toBe(900);
    expect(await count('customizations')).toBe(600);
    expect(await count('container_boxes')).toBe(300);
    expect(await count('product_colors')).toBeGreaterThanOrEqual(600);
    expect(await count('product_colors')).toBeLessThanOrEqual(1200);
    const links = await db
      .selectFrom('customization_sale_volumes as csv')
      .innerJoin('customizations as c', 'c.id', 'csv.customization_id')
      .innerJoin('sale_volumes as sv', 'sv.id', 'csv.sale_volume_id')
      .select(['c.product_id as customization_product', 'sv.product_id as volume_product'])
      .where('c.product_id', 'in', ids)
      .execute();
    expect(links).toHaveLength(1800);
    expect(links.every((link) => link.customization_product === link.volume_product)).toBe(true);

    expect(await generateSyntheticProducts(db, 5, { now: NOW })).toBe(5);
    const last = await db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'like', 'SYN-%')
      .orderBy('sku', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.sku).toBe('SYN-000305');
  });

  it('creates minimal lookup lists in an empty database and writes the pictures it uses', async () => {
    expect(await generateSyntheticProducts(db, 20, { now: NOW, seed: 7, mediaDir })).toBe(20);
    const types = await db.selectFrom('product_types').select('id').execute();
    expect(types.length).toBeGreaterThan(0);
    const colors = await db.selectFrom('product_colors').select('images').execute();
    for (const color of colors) {
      for (const image of parseList(color.images)) expect(fs.existsSync(urlToFile(mediaDir, image)), image).toBe(true);
    }
  });
});
