import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, signInAdmin } from './support';

// Issue 14: an admin downloads the catalogue as XLSX, renames a product in it, uploads it, reads
// the dry run's report and confirms; an operator finds the product by its new name at once. A file
// with one bad cell shows the table of errors and changes nothing.

const SHEETS = ['Productos', 'Colores', 'Precios', 'Cajas', 'Relacionados'];
const PRODUCT_HEADERS = [
  'sku',
  'nombre',
  'descripción',
  'tipos',
  'categorías',
  'material',
  'versión',
  'largo',
  'ancho',
  'alto',
  'peso',
  'unidad de medida',
  'notas',
  'imágenes',
  'activo',
];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function violations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an admin renames a product through the XLSX round trip and operators find it at once', async ({ page, browser }) => {
  test.slow();
  await signInAdmin(page);
  await page.goto('/admin/catalogue/import');
  await expect(page.getByRole('heading', { level: 2, name: 'Importar' })).toBeVisible();

  // Export: a workbook with the five sheets.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar XLSX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cotizador-catalogo-\d{4}-\d{2}-\d{2}\.xlsx$/u);
  const exported = fs.readFileSync(await download.path());
  expect([...exported.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(SHEETS);

  // Rename the first product.
  const productos = workbook.getWorksheet('Productos');
  if (!productos) throw new Error('no Productos sheet');
  const header = productos.getRow(1).values as unknown[];
  const nameColumn = header.indexOf('nombre');
  expect(nameColumn).toBeGreaterThan(0);
  const sku = String(productos.getRow(2).getCell(1).value);
  const newName = 'Zarzamora Importada de Prueba';
  productos.getRow(2).getCell(nameColumn).value = newName;

  // Upload: the dry run reports 0 new, 1 changed.
  await page
    .getByLabel('Archivo del catálogo (XLSX o CSV)')
    .setInputFiles({ name: 'catalogo-editado.xlsx', mimeType: XLSX_TYPE, buffer: await toBuffer(workbook) });
  await expect(page.getByText('catalogo-editado.xlsx')).toBeVisible();
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByText('Revisión del archivo')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Productos nuevos' })).toContainText('0');
  await expect(page.getByRole('group', { name: 'Con cambios' })).toContainText('1');

  // The page with the dry run's report, at desktop and phone sizes: readable and accessible.
  await page.screenshot({ path: '/tmp/admin-catalogue-import-1366x768.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('group', { name: 'Con cambios' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-catalogue-import-390x844.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 768 });

  // Confirm.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Catálogo importado', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Con cambios' })).toContainText('1');

  // An operator searches the new name.
  const operatorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  try {
    const operator = await operatorContext.newPage();
    await signIn(operator);
    await operator.goto('/catalogue');
    await operator.getByLabel('Buscar productos').fill('zarzamora importada');
    const results = operator.getByRole('article');
    await expect(results.getByRole('heading', { name: newName })).toBeVisible();
    await results.getByRole('link', { name: newName }).first().click();
    await expect(operator.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await expect(operator.getByText(sku)).toBeVisible();
  } finally {
    await operatorContext.close();
  }
});

test('a file with one bad cell shows the table of errors and changes nothing', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/catalogue/import');

  const workbook = new ExcelJS.Workbook();
  const productos = workbook.addWorksheet('Productos');
  productos.addRow(PRODUCT_HEADERS);
  productos.addRow(['E2E-MALO-1', 'Taza con error', 'Una taza', null, null, null, null, 'diez']);
  await page
    .getByLabel('Archivo del catálogo (XLSX o CSV)')
    .setInputFiles({ name: 'catalogo-malo.xlsx', mimeType: XLSX_TYPE, buffer: await toBuffer(workbook) });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Corrige la celda marcada' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Celdas con errores (desplazable)' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Productos', '2', 'largo', /número/u]);
  // Nothing to confirm.
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});
