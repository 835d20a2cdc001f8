import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInAdmin } from './support';

// Issue 14, decision 029: an admin renames a product and changes its prices in the product
// editor; the operator's catalogue shows the new name and price at once. The table and the editor
// are accessible (axe: no violations) and fit a phone.

/** A 24×8 PNG: enough for the server to check, decode and re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAICAIAAABsw6g0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFUlEQVQokWPgL8ujCmIYNYh/BIcRAKgptkHHQBMEAAAAAElFTkSuQmCC',
  'base64',
);

async function violations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('an admin renames a product and changes its price; the operator sees both at once', async ({ page, browser }) => {
  test.slow();
  await signInAdmin(page);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  // Wait for the filtered page (the previous one stays on screen while it loads).
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/admin/catalogue/products?') && response.url().includes('search=termo'),
  );
  await page.getByRole('textbox', { name: 'Buscar' }).fill('termo');
  await expect(page).toHaveURL(/q=termo/);
  await filtered;
  const table = page.getByRole('table', { name: 'Productos' });
  const row = table.getByRole('row').filter({ hasText: /termo/i }).first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link', { name: /^Editar / });
  const sku = ((await link.textContent()) ?? '').trim();
  await link.click();

  const form = page.getByRole('form', { name: 'Editar producto' });
  await expect(form.getByRole('textbox', { name: 'SKU' })).toHaveValue(sku);
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Termo Glaciar Edición Admin');
  const prices = form.getByRole('textbox', { name: 'Precio base (MXN)' });
  const count = await prices.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await prices.nth(i).fill('900');

  // The preview: 900 / (1 − 10 %) = 1,000 per piece for Promocionales del Norte, without printing.
  const preview = page.getByRole('region', { name: 'Vista previa del precio para el vendedor' });
  await preview.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: 'Promocionales del Norte' }).click();
  const minimum = await form.getByRole('textbox', { name: 'Unidades mínimas' }).first().inputValue();
  await preview.getByRole('textbox', { name: 'Unidades' }).fill(minimum);
  await expect(preview.getByTestId('price-preview-result')).toContainText('Precio unitario $1,000.00');

  // A picture: uploaded at once, previewed, kept on save.
  const pictures = form.getByRole('img', { name: /^Imágenes del producto: imagen / });
  const before = await pictures.count();
  await form
    .getByLabel('Imágenes del producto (PNG, JPG o WebP)')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(pictures).toHaveCount(before + 1);
  await expect(pictures.last()).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]{32}\.webp$/);

  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Producto actualizado.')).toBeVisible();
  await expect(pictures).toHaveCount(before + 1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Termo Glaciar Edición Admin');

  // The operator (Promocionales del Norte, 10 %), in a session of their own.
  const operator = await browser.newContext();
  const seller = await operator.newPage();
  await signIn(seller);
  await seller.goto('/catalogue');
  await seller.getByLabel('Buscar productos').fill('glaciar edicion admin');
  const card = seller.getByRole('article').filter({ hasText: 'Termo Glaciar Edición Admin' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Desde $1,000.00');
  await operator.close();
});

for (const size of [
  { name: 'escritorio', width: 1366, height: 768 },
  { name: 'celular', width: 390, height: 844 },
]) {
  test(`the products table and the editor are accessible and fit the screen (${size.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAdmin(page);
    await page.goto('/admin/catalogue');
    const table = page.getByRole('table', { name: 'Productos' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`admin-products-${size.name}.png`) });
    expect(await violations(page)).toEqual([]);
    // The table scrolls inside its box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await table
      .getByRole('link', { name: /^Editar / })
      .first()
      .click();
    await expect(page.getByRole('form', { name: 'Editar producto' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`admin-product-editor-${size.name}.png`), fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/admin/catalogue/products/new');
    const form = page.getByRole('form', { name: 'Nuevo producto' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('El campo SKU es requerido.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`admin-product-new-errors-${size.name}.png`) });
    expect(await violations(page)).toEqual([]);
  });
}
