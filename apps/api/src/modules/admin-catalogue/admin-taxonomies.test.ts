import { adminAuditResponse } from '@cotizador/contracts/admin-accounts';
import { CONTENT_IMAGE_MAX_BYTES } from '@cotizador/contracts/admin-content';
import {
  adminTaxonomiesResponse,
  adminTaxonomyMergeResponse,
  adminTaxonomyResponse,
  TAXONOMY_IMAGE_MAX_BYTES,
  type TaxonomyKind,
} from '@cotizador/contracts/admin-taxonomies';
import { productFiltersResponse } from '@cotizador/contracts/catalogue';
import { errorResponse, messageResponse, validationErrorResponse } from '@cotizador/contracts/common';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  expectFilterKeysMatchTables,
  FILTERS_URL,
  getJson,
  lookupId,
  type Operators,
  searchPage,
  signInOperators,
} from '../catalogue/catalogue.test-support.ts';

// Issue 14, decision 030: the catalogue's named lists for admins — rename (folded uniqueness),
// delete only when unused, merge that moves every use, and operators see the change at once.

const BASE = '/api/admin/catalogue/taxonomies';

describe('catalogue taxonomies (admin)', () => {
  let t: TestApp;
  let admin: string;
  let ops: Operators;

  beforeAll(async () => {
    // With the page and filter caches on, as in production: a change must show at once anyway.
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });
    admin = await signInAdmin(t);
    ops = await signInOperators(t);
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  const list = async (kind: TaxonomyKind, query = 'per_page=100') => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/${kind}?${query}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return expectContract(response, adminTaxonomiesResponse);
  };
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url: `${BASE}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const count = async (table: 'product_categories' | 'product_colors', column: 'category_id' | 'color_id', id: number) =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column as 'color_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is for admins only: operators get 403, no token 401', async () => {
    const asOperator = await t.app.inject({ method: 'GET', url: `${BASE}/categories`, headers: bearer(ops.vendedor) });
    expect(asOperator.statusCode).toBe(403);
    expectContract(asOperator, errorResponse);
    expect((await send('POST', 'materials', { name: 'Hule' }, ops.vendedor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/categories` })).statusCode).toBe(401);
    const badKind = await send('POST', 'sizes', { name: 'XL' });
    expect(badKind.statusCode).toBe(422);
  });

  it('lists every kind with how many products use each entry; the search ignores accents and case', async () => {
    const navidad = await lookupId(t.ctx.db, 'categories', 'Navidad');
    const page = await list('categories');
    const row = page.data.find((r) => r.id === navidad);
    expect(row?.products_count).toBe(await count('product_categories', 'category_id', navidad));
    expect(row?.products_count).toBeGreaterThan(0);
    expect(page.data.map((r) => r.name)).toEqual([...page.data.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'es')));

    const found = await list('categories', 'search=DIA%20DEL%20NINO');
    expect(found.data.map((r) => r.name)).toEqual(['Día del Niño']);
    expect(found.total).toBe(1);

    const colors = await list('colors');
    expect(colors.data.every((c) => /^#[0-9A-F]{6}$/i.test(c.hex ?? ''))).toBe(true);
    for (const kind of ['product-types', 'materials', 'print-types', 'versions'] as const) {
      const rows = (await list(kind)).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.products_count > 0)).toBe(true);
    }
    const paged = await list('colors', 'per_page=10&page=2');
    expect(paged.current_page).toBe(2);
    expect(paged.data.length).toBeLessThanOrEqual(10);
  });

  it('renames a category: operators see the new name in their filters and search at once; audited', async () => {
    const id = await lookupId(t.ctx.db, 'categories', 'Buen Fin');
    // Warm the operator's caches first.
    const before = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    expect(before.body.filters.categories.map((c) => c.name)).toContain('Buen Fin');

    const response = await send('PATCH', `categories/${id}`, { name: 'Hot Sale' });
    expect(response.statusCode).toBe(200);
    const { entry } = expectContract(response, adminTaxonomyResponse);
    expect(entry).toMatchObject({ id, name: 'Hot Sale' });

    const after = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    const names = after.body.filters.categories.map((c) => c.name);
    expect(names).toContain('Hot Sale');
    expect(names).not.toContain('Buen Fin');
    // The products' search text holds category names.
    const found = await searchPage(t, ops.vendedor, 'search=hot%20sale&per_page=48');
    const active = await t.ctx.db
      .selectFrom('product_categories as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pc.category_id', '=', id)
      .where('p.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(found.total).toBe(Number(active.n));
    expect(found.total).toBeGreaterThan(0);

    const audit = expectContract(
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entity_type=category&entity_id=${id}`, headers: bearer(admin) }),
      adminAuditResponse,
    );
    expect(audit.data[0]).toMatchObject({ action: 'update', before: { name: 'Buen Fin' }, after: { name: 'Hot Sale' } });
  });

  it('refuses a name another entry already has, ignoring accents and case (as the import matches them)', async () => {
    const created = await send('POST', 'categories', { name: '  navidád ' });
    expect(created.statusCode).toBe(422);
    const body = expectContract(created, validationErrorResponse);
    expect(body.errors.name).toEqual(['Ya existe una categoría con ese nombre.']);

    const gray = await lookupId(t.ctx.db, 'colors', 'Gris');
    const renamed = await send('PATCH', `colors/${gray}`, { name: 'NEGRO' });
    expect(renamed.statusCode).toBe(422);
    expect(expectContract(renamed, validationErrorResponse).errors.name).toEqual(['Ya existe un color con ese nombre.']);
    expect((await t.ctx.db.selectFrom('colors').select('name').where('id', '=', gray).executeTakeFirstOrThrow()).name).toBe(
      'Gris',
    );
    // Renaming to itself in another case is allowed.
    const recased = await send('PATCH', `colors/${gray}`, { name: 'gris' });
    expect(recased.statusCode).toBe(200);
  });

  it('validates fields: colours need a hex (normalised), only categories and types take an image', async () => {
    const noHex = await send('POST', 'colors', { name: 'Coral' });
    expect(noHex.statusCode).toBe(422);
    expect(expectContract(noHex, validationErrorResponse).errors.hex).toEqual(['El campo color hexadecimal es requerido.']);
    const badHex = await send('POST', 'colors', { name: 'Coral', hex: 'rojo' });
    expect(expectContract(badHex, validationErrorResponse).errors.hex).toEqual([
      'Debe ser un color hexadecimal, por ejemplo #1A2B3C.',
    ]);
    const coral = await send('POST', 'colors', { name: 'Coral', hex: 'f85' });
    expect(coral.statusCode).toBe(201);
    expect(expectContract(coral, adminTaxonomyResponse).entry).toMatchObject({
      name: 'Coral',
      hex: '#FF8855',
      products_count: 0,
    });

    const empty = await send('POST', 'materials', { name: '   ' });
    expect(expectContract(empty, validationErrorResponse).errors.name).toEqual(['El campo nombre es requerido.']);
    const hexOnMaterial = await send('POST', 'materials', { name: 'Hule', hex: '#000000' });
    expect(hexOnMaterial.statusCode).toBe(422);

    // The web's drop zone limit is the server's (the content images' one).
    expect(TAXONOMY_IMAGE_MAX_BYTES).toBe(CONTENT_IMAGE_MAX_BYTES);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const imageOnMaterial = multipart(
      { name: 'Hule' },
      { field: 'image', filename: 'a.png', content: png, contentType: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/materials`,
      headers: { ...bearer(admin), ...imageOnMaterial.headers },
      payload: imageOnMaterial.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(expectContract(refused, validationErrorResponse).errors.image).toEqual([
      'Solo las categorías y los tipos de producto llevan imagen.',
    ]);

    const withImage = multipart(
      { name: 'Día de Muertos' },
      { field: 'image', filename: 'm.png', content: png, contentType: 'image/png' },
    );
    const category = await t.app.inject({
      method: 'POST',
      url: `${BASE}/categories`,
      headers: { ...bearer(admin), ...withImage.headers },
      payload: withImage.payload,
    });
    expect(category.statusCode).toBe(201);
    const { entry } = expectContract(category, adminTaxonomyResponse);
    expect(entry.image).toMatch(/^\/media\/content\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: entry.image ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

    const disguised = multipart(
      {},
      { field: 'image', filename: 'x.png', content: Buffer.from('not an image'), contentType: 'image/png' },
    );
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/categories/${entry.id}`,
      headers: { ...bearer(admin), ...disguised.headers },
      payload: disguised.payload,
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('refuses to delete an entry in use, with what uses it; deletes an unused one', async () => {
    const navidad = await lookupId(t.ctx.db, 'categories', 'Navidad');
    const uses = await count('product_categories', 'category_id', navidad);
    // The demo catalogue's Navidad banner filters by it too.
    const refused = await send('DELETE', `categories/${navidad}`);
    expect(refused.statusCode).toBe(409);
    expect(expectContract(refused, errorResponse).message).toBe(
      `No se puede eliminar: la usan ${uses} productos y 1 banner. Fusiónala con otra entrada para conservar esos usos.`,
    );
    const versionId = (await t.ctx.db.selectFrom('product_versions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const version = await send('DELETE', `versions/${versionId}`);
    expect(version.statusCode).toBe(409);
    expect(expectContract(version, errorResponse).message).toMatch(/^No se puede eliminar: la usan \d+ productos\./);
    expect(await count('product_categories', 'category_id', navidad)).toBe(uses);

    const created = expectContract(await send('POST', 'materials', { name: 'Hule espuma' }), adminTaxonomyResponse).entry;
    const removed = await send('DELETE', `materials/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(expectContract(removed, messageResponse).message).toBe('Material eliminado.');
    expect((await send('DELETE', `materials/${created.id}`)).statusCode).toBe(404);
    const audit = expectContract(
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?entity_type=material&entity_id=${created.id}`,
        headers: bearer(admin),
      }),
      adminAuditResponse,
    );
    expect(audit.data.map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('merges a duplicate category into another: every product and banner moves, shared links are not doubled', async () => {
    const navidad = await lookupId(t.ctx.db, 'categories', 'Navidad');
    const duplicate = expectContract(await send('POST', 'categories', { name: 'Navidades' }), adminTaxonomyResponse).entry;
    const products = await t.ctx.db.selectFrom('products').select('id').orderBy('id').limit(6).execute();
    const inNavidad = new Set(
      (await t.ctx.db.selectFrom('product_categories').select('product_id').where('category_id', '=', navidad).execute()).map(
        (r) => r.product_id,
      ),
    );
    await t.ctx.db
      .insertInto('product_categories')
      .values(products.map((p) => ({ product_id: p.id, category_id: duplicate.id })))
      .execute();
    await t.ctx.db
      .insertInto('banners')
      .values({ section: 'catalogue', title: 'Navidades', images: '[]', status: 1, category_id: duplicate.id })
      .execute();
    const expected = new Set([...inNavidad, ...products.map((p) => p.id)]).size;
    const banners = (await list('categories', 'search=navidad')).data.find((r) => r.id === navidad)?.banners_count ?? 0;

    const used = await send('DELETE', `categories/${duplicate.id}`);
    expect(expectContract(used, errorResponse).message).toBe(
      'No se puede eliminar: la usan 6 productos y 1 banner. Fusiónala con otra entrada para conservar esos usos.',
    );

    expect((await send('POST', `categories/${duplicate.id}/merge`, { into_id: duplicate.id })).statusCode).toBe(422);
    const response = await send('POST', `categories/${duplicate.id}/merge`, { into_id: navidad });
    expect(response.statusCode).toBe(200);
    const merged = expectContract(response, adminTaxonomyMergeResponse);
    expect(merged.message).toBe('«Navidades» se fusionó con «Navidad»: 6 productos pasaron a «Navidad».');
    expect(merged.entry).toMatchObject({ id: navidad, products_count: expected, banners_count: banners + 1 });
    expect(await count('product_categories', 'category_id', navidad)).toBe(expected);
    expect(await count('product_categories', 'category_id', duplicate.id)).toBe(0);
    expect(
      await t.ctx.db.selectFrom('categories').select('id').where('id', '=', duplicate.id).executeTakeFirst(),
    ).toBeUndefined();
    const filters = await getJson(t, FILTERS_URL, ops.vendedor, productFiltersResponse);
    expect(filters.body.filters.categories.map((c) => c.name)).not.toContain('Navidades');
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('merges colours keeping quotations on the same product colour, and refuses when a product has both', async () => {
    const product = await t.ctx.db.selectFrom('products').select(['id', 'sku']).orderBy('id').executeTakeFirstOrThrow();
    const dup = expectContract(
      await send('POST', 'colors', { name: 'Verde bosque', hex: '#1B5E20' }),
      adminTaxonomyResponse,
    ).entry;
    const other = expectContract(
      await send('POST', 'colors', { name: 'Verde pino', hex: '#1B5E21' }),
      adminTaxonomyResponse,
    ).entry;
    const pc = await t.ctx.db
      .insertInto('product_colors')
      .values({ product_id: product.id, color_id: dup.id, stock: 10, images: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = t.clock.now().toISOString();
    const quotation = await t.ctx.db
      .insertInto('quotations')
      .values({
        status: 'DRAFT',
        sales_operator_id: ops.vendedorId,
        product_id: product.id,
        product_color_id: pc.id,
        units: 100,
        number_of_positions: 1,
        special_quotation: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const listed = (await list('colors', 'search=verde%20bosque')).data[0];
    expect(listed).toMatchObject({ products_count: 1, quotations_count: 1 });
    const refused = await send('DELETE', `colors/${dup.id}`);
    expect(expectContract(refused, errorResponse).message).toBe(
      'No se puede eliminar: la usan 1 producto y 1 cotización. Fusiónala con otra entrada para conservar esos usos.',
    );

    // Both colours on one product: merging would list the colour twice.
    const second = await t.ctx.db
      .insertInto('product_colors')
      .values({ product_id: product.id, color_id: other.id, stock: 5, images: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const conflict = await send('POST', `colors/${dup.id}/merge`, { into_id: other.id });
    expect(conflict.statusCode).toBe(422);
    expect(expectContract(conflict, validationErrorResponse).errors.into_id?.[0]).toContain(product.sku);
    expect(await count('product_colors', 'color_id', dup.id)).toBe(1);

    await t.ctx.db.deleteFrom('product_colors').where('id', '=', second.id).execute();
    const merged = await send('POST', `colors/${dup.id}/merge`, { into_id: other.id });
    expect(merged.statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('quotations as q')
      .innerJoin('product_colors as pc', 'pc.id', 'q.product_color_id')
      .select(['pc.id', 'pc.color_id'])
      .where('q.id', '=', quotation.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: pc.id, color_id: other.id });
    expect(expectContract(merged, adminTaxonomyMergeResponse).entry).toMatchObject({ products_count: 1, quotations_count: 1 });
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('merges print types moving customizations and quotations; merges materials and product types', async () => {
    const serigrafia = await t.ctx.db
      .selectFrom('print_types')
      .select('id')
      .where('name', '=', 'Serigrafía')
      .executeTakeFirstOrThrow();
    const dup = expectContract(await send('POST', 'print-types', { name: 'Serigrafía textil' }), adminTaxonomyResponse).entry;
    const product = await t.ctx.db.selectFrom('products').select(['id', 'sku']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const custom = await t.ctx.db
      .insertInto('customizations')
      .values({
        product_id: product.id,
        print_type_id: dup.id,
        personalization: 'Tinta especial 99',
        max_number_inks: 1,
        printing_area: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = t.clock.now().toISOString();
    const color = await t.ctx.db
      .selectFrom('product_colors')
      .select('id')
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    const quotation = await t.ctx.db
      .insertInto('quotations')
      .values({
        status: 'DRAFT',
        sales_operator_id: ops.vendedorId,
        product_id: product.id,
        product_color_id: color.id,
        print_type_id: dup.id,
        customization_id: custom.id,
        units: 100,
        number_of_positions: 1,
        special_quotation: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merged = await send('POST', `print-types/${dup.id}/merge`, { into_id: serigrafia.id });
    expect(merged.statusCode).toBe(200);
    const q = await t.ctx.db
      .selectFrom('quotations')
      .select('print_type_id')
      .where('id', '=', quotation.id)
      .executeTakeFirstOrThrow();
    expect(q.print_type_id).toBe(serigrafia.id);
    const moved = await t.ctx.db
      .selectFrom('customizations')
      .select('print_type_id')
      .where('id', '=', custom.id)
      .executeTakeFirstOrThrow();
    expect(moved.print_type_id).toBe(serigrafia.id);

    // Materials: the products move.
    const plastico = await lookupId(t.ctx.db, 'materials', 'Plástico');
    const dupMaterial = expectContract(await send('POST', 'materials', { name: 'Plastico ABS' }), adminTaxonomyResponse).entry;
    await t.ctx.db.updateTable('products').set({ material_id: dupMaterial.id }).where('id', '=', product.id).execute();
    const plasticUses = (await list('materials', 'search=plastico')).data.find((r) => r.id === plastico)?.products_count ?? 0;
    const mergedMaterial = await send('POST', `materials/${dupMaterial.id}/merge`, { into_id: plastico });
    expect(expectContract(mergedMaterial, adminTaxonomyMergeResponse).entry.products_count).toBe(plasticUses + 1);
    const material = await t.ctx.db
      .selectFrom('products')
      .select('material_id')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(material.material_id).toBe(plastico);

    // Product types: a product with both keeps one link.
    const [typeA, typeB] = await t.ctx.db.selectFrom('product_types').select('id').orderBy('id').limit(2).execute();
    const dupType = expectContract(await send('POST', 'product-types', { name: 'Tipo duplicado' }), adminTaxonomyResponse).entry;
    const typed = await t.ctx.db
      .selectFrom('product_product_types')
      .select('product_id')
      .where('product_type_id', '=', typeA?.id ?? 0)
      .execute();
    await t.ctx.db
      .insertInto('product_product_types')
      .values(typed.slice(0, 2).map((r) => ({ product_id: r.product_id, product_type_id: dupType.id })))
      .execute();
    const mergedType = await send('POST', `product-types/${dupType.id}/merge`, { into_id: typeA?.id });
    expect(expectContract(mergedType, adminTaxonomyMergeResponse).entry.products_count).toBe(typed.length);
    await expectFilterKeysMatchTables(t.ctx.db);
    expect(typeB).toBeDefined();

    const missing = await send('POST', `materials/${plastico}/merge`, { into_id: 999999 });
    expect(expectContract(missing, validationErrorResponse).errors.into_id).toEqual([
      'La entrada con la que se fusiona no existe.',
    ]);
  });

  it('refuses to merge two print types when a product prices the same personalization with both', async () => {
    const [a, b] = [
      expectContract(await send('POST', 'print-types', { name: 'Láser A' }), adminTaxonomyResponse).entry,
      expectContract(await send('POST', 'print-types', { name: 'Láser B' }), adminTaxonomyResponse).entry,
    ];
    const product = await t.ctx.db.selectFrom('products').select(['id', 'sku']).orderBy('id').executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('customizations')
      .values([
        {
          product_id: product.id,
          print_type_id: a?.id ?? 0,
          personalization: '1 tinta',
          max_number_inks: 1,
          printing_area: null,
        },
        {
          product_id: product.id,
          print_type_id: b?.id ?? 0,
          personalization: '1 Tinta',
          max_number_inks: 1,
          printing_area: null,
        },
      ])
      .execute();
    const refused = await send('POST', `print-types/${a?.id}/merge`, { into_id: b?.id });
    expect(refused.statusCode).toBe(422);
    expect(expectContract(refused, validationErrorResponse).errors.into_id?.[0]).toContain(product.sku);
  });
});
