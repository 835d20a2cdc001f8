import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminAuditResponse } from '@cotizador/contracts/admin-accounts';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MESSAGES,
  catalogueImportErrorResponse,
  catalogueImportResponse,
} from '@cotizador/contracts/admin-catalogue';
import { productDetailResponse } from '@cotizador/contracts/catalogue';
import { errorResponse } from '@cotizador/contracts/common';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../../test/contract.ts';
import { bearer, type TestApp } from '../../../test/helpers.ts';
import { multipart, SAMPLE_PDF } from '../../../test/multipart.ts';
import { signInAdmin } from '../../../test/sent-quotation.ts';
import { buildCli } from '../../cli.ts';
import type { Db } from '../../db/database.ts';
import {
  closeCatalogueTestApp,
  createCatalogueTestApp,
  expectFilterKeysMatchTables,
  type Operators,
  PRODUCT_URL,
  searchPage,
  signInOperators,
} from '../catalogue/catalogue.test-support.ts';

// Issue 14: the catalogue spreadsheet round trip (export → edit → import), all or nothing.

const EXPORT_URL = '/api/admin/catalogue/export';
const IMPORT_URL = '/api/admin/catalogue/import';

describe('catalogue import/export (admin)', () => {
  let t: TestApp;
  let admin: string;
  let ops: Operators;
  let productCount: number;

  beforeAll(async () => {
    // With the page cache on, as in production: an import must show at once anyway.
    t = await createCatalogueTestApp({ env: { CATALOGUE_CACHE_SECONDS: '300' } });
    admin = await signInAdmin(t);
    ops = await signInOperators(t);
    productCount = Number(
      (
        await t.ctx.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  });
  afterAll(async () => {
    await closeCatalogueTestApp(t);
  });

  async function exportFile(format: 'xlsx' | 'csv') {
    const response = await t.app.inject({ method: 'GET', url: `${EXPORT_URL}?format=${format}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return response;
  }

  async function importFile(content: Buffer, options: { dryRun?: boolean; filename?: string; token?: string } = {}) {
    const body = multipart(options.dryRun ? { dry_run: '1' } : {}, {
      field: 'file',
      filename: options.filename ?? 'catalogo.xlsx',
      content,
    });
    return t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: { ...bearer(options.token ?? admin), ...body.headers },
      payload: body.payload,
    });
  }

  async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    return workbook;
  }

  async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
    const found = workbook.getWorksheet(name);
    if (!found) throw new Error(`no sheet ${name}`);
    return found;
  }

  /** 1-based column of a header in a sheet. */
  function column(worksheet: ExcelJS.Worksheet, header: string): number {
    const values = worksheet.getRow(1).values as unknown[];
    const index = values.indexOf(header);
    if (index < 1) throw new Error(`no column ${header}`);
    return index;
  }

  /** Rows (numbers) of a SKU in a sheet. */
  function rowsOf(worksheet: ExcelJS.Worksheet, sku: string): number[] {
    const rows: number[] = [];
    worksheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(1).value === sku) rows.push(number);
    });
    return rows;
  }

  async function productBySku(sku: string) {
    return t.ctx.db.selectFrom('products').selectAll().where('sku', '=', sku).executeTakeFirst();
  }

  it('exports every sheet with a dated file name, and an untouched export imports with no change', async () => {
    const response = await exportFile('xlsx');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cotizador-catalogo-${today}.xlsx"`);
    const workbook = await loadWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Productos', 'Colores', 'Precios', 'Cajas', 'Relacionados']);
    const productos = sheet(workbook, 'Productos');
    expect((productos.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['sku', 'nombre', 'descripción']);
    expect(productos.rowCount).toBe(productCount + 1);
    expect(sheet(workbook, 'Precios').rowCount).toBeGreaterThan(productCount);

    const imported = await importFile(response.rawPayload);
    expect(imported.statusCode).toBe(200);
    expect(expectContract(imported, catalogueImportResponse).report).toEqual({
      created: 0,
      updated: 0,
      unchanged: productCount,
      dry_run: false,
    });
  });

  it('exports the products as CSV in UTF-8 with BOM, which imports with no change', async () => {
    const response = await exportFile('csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="cotizador-catalogo-\d{4}-\d{2}-\d{2}\.csv"/u);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'sku,nombre,descripción,tipos,categorías,material,versión,largo,ancho,alto,peso,unidad de medida,notas,imágenes,activo',
    );

    const imported = await importFile(response.rawPayload, { filename: 'catalogo.csv' });
    expect(expectContract(imported, catalogueImportResponse).report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: productCount,
    });
  });

  it('applies an edited name and a product copied under a new SKU; operators see both at once', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const source = String(productos.getRow(2).getCell(1).value);
    const edited = String(productos.getRow(3).getCell(1).value);
    const newSku = 'NUEVO-001';

    // Prime the operators' page cache with the current catalogue.
    await searchPage(t, ops.vendedor, 'search=Edicion%20importada&per_page=24');
    expect((await searchPage(t, ops.vendedor, `search=${newSku}&per_page=24`)).total).toBe(0);

    productos.getRow(3).getCell(column(productos, 'nombre')).value = 'Edición importada de prueba';
    // Copy the rows of `source` in every sheet under the new SKU.
    for (const name of ['Productos', 'Colores', 'Precios', 'Cajas']) {
      const worksheet = sheet(workbook, name);
      for (const number of rowsOf(worksheet, source)) {
        const values = [...(worksheet.getRow(number).values as ExcelJS.CellValue[])].slice(1);
        values[0] = newSku;
        if (name === 'Productos') values[1] = 'Producto nuevo por hoja de cálculo';
        worksheet.addRow(values);
      }
    }
    const response = await importFile(await toBuffer(workbook));
    expect(response.statusCode).toBe(200);
    const body = expectContract(response, catalogueImportResponse);
    expect(body.report).toEqual({ created: 1, updated: 1, unchanged: productCount - 1, dry_run: false });
    expect(body.message).toBe(`Catálogo importado: 1 producto nuevo, 1 con cambios, ${productCount - 1} iguales.`);

    const copy = await productBySku(newSku);
    const original = await productBySku(source);
    expect(copy?.name).toBe('Producto nuevo por hoja de cálculo');
    expect(copy?.min_base_price_cents).toBe(original?.min_base_price_cents);
    expect(copy?.min_delivery_days).toBe(original?.min_delivery_days);
    expect((await productBySku(edited))?.name).toBe('Edición importada de prueba');

    // Operator search: the cached pages were dropped.
    const found = await searchPage(t, ops.vendedor, 'search=Edicion%20importada&per_page=24');
    expect(found.data.map((card) => card.sku)).toEqual([edited]);
    const created = await searchPage(t, ops.vendedor, `search=${newSku}&per_page=24`);
    expect(created.data.map((card) => card.sku)).toEqual([newSku]);
    expect(created.data[0]?.productcolors.length).toBeGreaterThan(0);

    // Importing the same file again changes nothing.
    const again = await importFile(await toBuffer(workbook));
    expect(expectContract(again, catalogueImportResponse).report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: productCount + 1,
    });
    productCount += 1;
    // The copy has the source's types, categories and colours in its filter keys.
    await expectFilterKeysMatchTables(t.ctx.db);
  });

  it('refuses the whole file for one bad cell, naming its sheet, row and column', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const renamedSku = String(productos.getRow(2).getCell(1).value);
    const before = await productBySku(renamedSku);
    productos.getRow(2).getCell(column(productos, 'nombre')).value = 'Este cambio no debe guardarse';
    const precios = sheet(workbook, 'Precios');
    precios.getRow(5).getCell(column(precios, 'precio base')).value = 'barato';

    const response = await importFile(await toBuffer(workbook));
    expect(response.statusCode).toBe(422);
    const body = expectContract(response, catalogueImportErrorResponse);
    expect(body.message).toBe(CATALOGUE_IMPORT_MESSAGES.rejected);
    expect(body.errors).toEqual([
      { sheet: 'Precios', row: 5, column: 'precio base', message: 'Debe ser un número (con punto decimal).' },
    ]);
    expect(body.more_errors).toBe(0);
    expect((await productBySku(renamedSku))?.name).toBe(before?.name);
  });

  it('caps the error list and says how many more there are', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const precios = sheet(workbook, 'Precios');
    const days = column(precios, 'días de personalización');
    let bad = 0;
    precios.eachRow((row, number) => {
      if (number > 1 && bad < 250) {
        row.getCell(days).value = -1;
        bad += 1;
      }
    });
    expect(bad).toBe(250);
    const body = expectContract(await importFile(await toBuffer(workbook)), catalogueImportErrorResponse);
    expect(body.errors).toHaveLength(200);
    expect(body.more_errors).toBeGreaterThanOrEqual(50);
    expect(body.errors[0]).toEqual({
      sheet: 'Precios',
      row: 2,
      column: 'días de personalización',
      message: 'Debe ser al menos 0.',
    });
  });

  it('a dry run reports what would change and writes nothing', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const values = [...(productos.getRow(2).values as ExcelJS.CellValue[])].slice(1);
    values[0] = 'SOLO-REVISION';
    productos.addRow(values);
    productos.getRow(2).getCell(column(productos, 'activo')).value = 'no';
    const hidden = String(productos.getRow(2).getCell(1).value);

    const response = await importFile(await toBuffer(workbook), { dryRun: true });
    const body = expectContract(response, catalogueImportResponse);
    expect(body.report).toEqual({ created: 1, updated: 1, unchanged: productCount - 1, dry_run: true });
    expect(body.message).toMatch(/^Revisión terminada, no se guardó nada/u);
    expect(await productBySku('SOLO-REVISION')).toBeUndefined();
    expect((await productBySku(hidden))?.is_active).toBe(1);
  });

  it('hides a product with activo = no and never deletes it', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const sku = String(productos.getRow(2).getCell(1).value);
    productos.getRow(2).getCell(column(productos, 'activo')).value = 'No';
    // A row removed from a sheet leaves its product as it is.
    productos.spliceRows(3, 1);
    const body = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(body.report).toMatchObject({ created: 0, updated: 1 });
    expect((await productBySku(sku))?.is_active).toBe(0);
    const count = await t.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(productCount);
    expect((await searchPage(t, ops.vendedor, `search=${sku}&per_page=24`)).total).toBe(0);
  });

  it('matches names without accents or case, and creates the new ones', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const row = productos.getRow(3);
    const sku = String(row.getCell(1).value);
    const types = String(row.getCell(column(productos, 'tipos')).value);
    const typeCount = await t.ctx.db
      .selectFrom('product_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The same types in upper case without accents: no change at all.
    row.getCell(column(productos, 'tipos')).value = types.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const same = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(same.report).toMatchObject({ created: 0, updated: 0 });

    row.getCell(column(productos, 'material')).value = 'Fibra de coco';
    const changed = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(changed.report).toMatchObject({ created: 0, updated: 1 });
    const material = await t.ctx.db
      .selectFrom('materials')
      .selectAll()
      .where('name', '=', 'Fibra de coco')
      .executeTakeFirstOrThrow();
    expect((await productBySku(sku))?.material_id).toBe(material.id);
    const typeCountAfter = await t.ctx.db
      .selectFrom('product_types')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(typeCountAfter.n)).toBe(Number(typeCount.n));
  });

  it('updates rows that quotations use in place, and refuses to remove them', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const colores = sheet(workbook, 'Colores');
    const sku = String(colores.getRow(2).getCell(1).value);
    const product = await productBySku(sku);
    if (!product) throw new Error('no product');
    const color = await t.ctx.db
      .selectFrom('product_colors as pc')
      .innerJoin('colors as c', 'c.id', 'pc.color_id')
      .select(['pc.id', 'c.name'])
      .where('pc.product_id', '=', product.id)
      .orderBy('pc.id')
      .executeTakeFirstOrThrow();
    const now = t.clock.now().toISOString();
    await t.ctx.db
      .insertInto('quotations')
      .values({
        status: 'DRAFT',
        sales_operator_id: ops.vendedorId,
        product_id: product.id,
        product_color_id: color.id,
        units: 100,
        number_of_positions: 1,
        special_quotation: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();

    // New stock for the quoted colour: the same row, updated.
    const rows = rowsOf(colores, sku);
    const quotedRow = rows.find((number) => colores.getRow(number).getCell(column(colores, 'color')).value === color.name);
    if (quotedRow === undefined) throw new Error('no colour row');
    colores.getRow(quotedRow).getCell(column(colores, 'existencias')).value = 7;
    const updated = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(updated.report).toMatchObject({ created: 0, updated: 1 });
    const after = await t.ctx.db.selectFrom('product_colors').selectAll().where('id', '=', color.id).executeTakeFirstOrThrow();
    expect(after.stock).toBe(7);

    // Without its row the colour would disappear: refused, nothing applied.
    colores.spliceRows(quotedRow, 1);
    const response = await importFile(await toBuffer(workbook));
    expect(response.statusCode).toBe(422);
    const body = expectContract(response, catalogueImportErrorResponse);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ sheet: 'Colores', column: 'color' });
    expect(body.errors[0]?.message).toContain(`«${color.name}» tiene cotizaciones`);
    expect((await t.ctx.db.selectFrom('product_colors').select('id').where('id', '=', color.id).executeTakeFirst())?.id).toBe(
      color.id,
    );
  });

  it('stores related products in order and boxes with their delivery days', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const [sku, first, second] = [2, 3, 4].map((number) => String(productos.getRow(number).getCell(1).value));
    if (!sku || !first || !second) throw new Error('too few products');
    const relacionados = sheet(workbook, 'Relacionados');
    relacionados.addRow([sku, second]);
    relacionados.addRow([sku, first]);
    const cajas = sheet(workbook, 'Cajas');
    const boxRow = rowsOf(cajas, sku)[0];
    const priceDays = await t.ctx.db
      .selectFrom('sale_volumes')
      .innerJoin('products', 'products.id', 'sale_volumes.product_id')
      .select((eb) => eb.fn.min<number>('days_customization').as('days'))
      .where('products.sku', '=', sku)
      .executeTakeFirstOrThrow();
    if (boxRow === undefined) cajas.addRow([sku, 10, 10, 10, 1, 'sí', 'Chica', 100, 9, 150, 0]);
    else cajas.getRow(boxRow).getCell(column(cajas, 'días de envío')).value = 9;
    if (boxRow !== undefined) {
      for (const header of ['cajas por caja maestra', 'precio de envío'])
        if (cajas.getRow(boxRow).getCell(column(cajas, header)).value === null)
          cajas.getRow(boxRow).getCell(column(cajas, header)).value = 100;
    }

    const body = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(body.report).toMatchObject({ created: 0, updated: 1 });
    const product = await productBySku(sku);
    const related = await t.ctx.db
      .selectFrom('product_related as r')
      .innerJoin('products as p', 'p.id', 'r.related_product_id')
      .select('p.sku')
      .where('r.product_id', '=', product?.id ?? 0)
      .orderBy('r.position')
      .execute();
    expect(related.map((row) => row.sku)).toEqual([second, first]);
    expect(product?.min_delivery_days).toBe(Number(priceDays.days) + 9);

    const again = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const exported = sheet(again, 'Relacionados');
    expect(rowsOf(exported, sku).map((number) => exported.getRow(number).getCell(2).value)).toEqual([second, first]);
  });

  it('merges the rows of a SKU that a sheet lists apart (a row added at the bottom)', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const colores = sheet(workbook, 'Colores');
    const sku = String(colores.getRow(2).getCell(1).value);
    const own = rowsOf(colores, sku).map((number) => String(colores.getRow(number).getCell(2).value));
    expect(own.length).toBeGreaterThan(0);
    const other = (await t.ctx.db.selectFrom('colors').select('name').orderBy('id').execute())
      .map((row) => row.name)
      .find((name) => !own.includes(name));
    if (!other) throw new Error('no other colour');
    expect(colores.rowCount).toBeGreaterThan(rowsOf(colores, sku).at(-1) ?? 0);
    colores.addRow([sku, other, null, 7, null]);

    const body = expectContract(await importFile(await toBuffer(workbook)), catalogueImportResponse);
    expect(body.report).toMatchObject({ created: 0, updated: 1 });
    const colors = await t.ctx.db
      .selectFrom('product_colors as pc')
      .innerJoin('colors as c', 'c.id', 'pc.color_id')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select(['c.name', 'pc.stock'])
      .where('p.sku', '=', sku)
      .execute();
    expect(colors.map((row) => row.name).sort()).toEqual([...own, other].sort());
    expect(colors.find((row) => row.name === other)?.stock).toBe(7);
  });

  it('shows operators the related products an admin chose first, in their order, then those of the types', async () => {
    const active = await t.ctx.db
      .selectFrom('products')
      .select('sku')
      .where('is_active', '=', 1)
      .orderBy('sku', 'desc')
      .limit(4)
      .execute();
    const [sku, first, second, hidden] = active.map((row) => row.sku);
    if (!sku || !first || !second || !hidden) throw new Error('too few products');
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const relacionados = sheet(workbook, 'Relacionados');
    for (const related of [second, hidden, first]) relacionados.addRow([sku, related]);
    // A related product hidden from the catalogue is not shown.
    const productos = sheet(workbook, 'Productos');
    const hiddenRow = rowsOf(productos, hidden)[0];
    if (hiddenRow === undefined) throw new Error('no row');
    productos.getRow(hiddenRow).getCell(column(productos, 'activo')).value = 'no';
    expect((await importFile(await toBuffer(workbook))).statusCode).toBe(200);

    const id = (await productBySku(sku))?.id ?? 0;
    const response = await t.app.inject({ method: 'GET', url: `${PRODUCT_URL}/${id}`, headers: bearer(ops.vendedor) });
    const detail = expectContract(response, productDetailResponse).product;
    const skus = detail.related_products.map((card) => card.sku);
    expect(skus.slice(0, 2)).toEqual([second, first]);
    expect(skus).not.toContain(hidden);
    expect(skus).not.toContain(sku);
    expect(new Set(skus).size).toBe(skus.length);
    // Then the types' products, as before: the grid is as long as the types give (8 each).
    const typeCards = detail.product_types.flatMap((type) => type.products.map((card) => card.sku));
    expect(skus.slice(2)).toEqual(typeCards.slice(0, skus.length - 2));
    expect(skus.length).toBeLessThanOrEqual(8 * Math.max(1, detail.product_types.length));
    expect(skus.length).toBeGreaterThan(2);
  });

  it('records a successful import in the audit log: who, the file, the counts and the SKUs', async () => {
    const workbook = await loadWorkbook((await exportFile('xlsx')).rawPayload);
    const productos = sheet(workbook, 'Productos');
    const edited = String(productos.getRow(2).getCell(1).value);
    const exported = productos.rowCount - 1;
    productos.getRow(2).getCell(column(productos, 'nombre')).value = 'Nombre auditado';
    const values = [...(productos.getRow(2).values as ExcelJS.CellValue[])].slice(1);
    values[0] = 'AUDITADO-1';
    productos.addRow(values);
    const file = await toBuffer(workbook);

    const audit = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?entity_type=catalogue&per_page=50',
        headers: bearer(admin),
      });
      return expectContract(response, adminAuditResponse).data;
    };
    const before = await audit();
    // A dry run and a refused file leave no entry.
    expect((await importFile(file, { dryRun: true })).statusCode).toBe(200);
    expect(await audit()).toHaveLength(before.length);

    expect((await importFile(file, { filename: 'precios noviembre.xlsx' })).statusCode).toBe(200);
    productCount += 1;
    const entries = await audit();
    expect(entries).toHaveLength(before.length + 1);
    const entry = entries[0];
    expect(entry?.action).toBe('import');
    expect(entry?.entity_id).toBeNull();
    expect(entry?.actor?.email).toBe('admin@demo.mx');
    expect(entry?.after).toMatchObject({
      file_name: 'precios noviembre.xlsx',
      kind: 'xlsx',
      via: 'api',
      created: 1,
      updated: 1,
      created_skus: ['AUDITADO-1'],
      updated_skus: [edited],
      more_created: 0,
      more_updated: 0,
    });
    expect(entry?.after?.unchanged).toBe(exported - 1);
  });

  it('refuses files that are not a workbook or a CSV, whatever their name, and files too big', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    for (const content of [
      png,
      SAMPLE_PDF,
      Buffer.from('<html><body>hola</body></html>'),
      Buffer.concat([Buffer.from('sku,nombre\n'), Buffer.alloc(10)]),
    ]) {
      const response = await importFile(content, { filename: 'catalogo.xlsx' });
      expect(response.statusCode).toBe(415);
      expect(expectContract(response, errorResponse).message).toBe(CATALOGUE_IMPORT_MESSAGES.notSpreadsheet);
    }
    // A ZIP that is not a workbook (a corrupt one too).
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]);
    const corrupt = await importFile(zip);
    expect(corrupt.statusCode).toBeGreaterThanOrEqual(400);
    expect(corrupt.statusCode).toBeLessThan(500);

    // A CSV with other columns: 422 naming the missing ones.
    const other = await importFile(Buffer.from('a,b\n1,2\n'), { filename: 'x.csv' });
    expect(other.statusCode).toBe(422);
    expect(expectContract(other, catalogueImportErrorResponse).errors[0]).toEqual({
      sheet: 'Productos',
      row: 1,
      column: 'sku',
      message: 'Falta la columna «sku».',
    });

    const big = await importFile(Buffer.alloc(CATALOGUE_IMPORT_MAX_BYTES + 1024, 0x41), { filename: 'grande.csv' });
    expect(big.statusCode).toBe(413);
    expect(expectContract(big, errorResponse).message).toBe(CATALOGUE_IMPORT_MESSAGES.tooLarge);

    const onlyField = multipart({ dry_run: '1' });
    const missing = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: { ...bearer(admin), ...onlyField.headers },
      payload: onlyField.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(expectContract(missing, errorResponse).message).toBe(CATALOGUE_IMPORT_MESSAGES.fileRequired);

    // A broken multipart body (the boundary of another body).
    const broken = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      headers: { ...bearer(admin), ...multipart({}).headers },
      payload: multipart({}, { field: 'file', filename: 'a.csv', content: 'sku\n' }).payload,
    });
    expect(broken.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const exported = await t.app.inject({ method: 'GET', url: `${EXPORT_URL}?format=csv`, headers: bearer(ops.vendedor) });
    expect(exported.statusCode).toBe(403);
    const imported = await importFile(Buffer.from('sku\n'), { token: ops.vendedor });
    expect(imported.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: EXPORT_URL })).statusCode).toBe(401);
  });

  it('the CLI exports and imports with the same report', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cotizador-catalogue-cli-'));
    const lines: string[] = [];
    const withDb = <T>(fn: (db: Db) => Promise<T>) => fn(t.ctx.db);
    const cli = (...args: string[]) =>
      buildCli(withDb, { log: (line) => lines.push(line) }, dir).parseAsync(args, { from: 'user' });
    try {
      const file = path.join(dir, 'catalogo.xlsx');
      await cli('catalogue:export', file);
      expect(lines.at(-1)).toMatch(new RegExp(`^${productCount} productos exportados a `, 'u'));
      await cli('catalogue:import', file, '--dry-run');
      expect(lines.at(-2)).toBe(
        `Revisión terminada, no se guardó nada: 0 productos nuevos, 0 con cambios, ${productCount} iguales.`,
      );
      // Imports from the command line are audited too, without an account.
      await cli('catalogue:import', file);
      const entry = await t.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_type', '=', 'catalogue')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.actor_id).toBeNull();
      expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ file_name: 'catalogo.xlsx', via: 'cli', unchanged: productCount });

      const bad = path.join(dir, 'malo.csv');
      fs.writeFileSync(
        bad,
        'sku,nombre,descripción,tipos,categorías,material,versión,largo,ancho,alto,peso,unidad de medida,notas,imágenes,activo\nX-1,,d,,,,,abc,,,,,,,sí\n',
      );
      await expect(cli('catalogue:import', bad)).rejects.toThrow(CATALOGUE_IMPORT_MESSAGES.rejected);
      expect(lines).toContain('Productos, fila 2, columna «nombre»: Este campo es obligatorio.');
      expect(lines).toContain('Productos, fila 2, columna «largo»: Debe ser un número (con punto decimal).');
      expect(await productBySku('X-1')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
