import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInAdmin } from './support';

// Issue 14, decision 030: an admin renames a category and the operators' catalogue filter shows the
// new name at once; a category in use cannot be deleted (the refusal stays in the dialog). The
// screen is checked with axe at desktop and phone sizes.

async function violations(page: Page) {
  // Let an opening transition finish before axe reads colours and names.
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

const shot = async (name: string, page: Page) => {
  const size = page.viewportSize();
  // After the opening transitions.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/admin-taxonomies-${name}-${size?.width}x${size?.height}.png` });
};

test('a renamed category shows in the operators’ filters at once; one in use is not deleted', async ({ page, browser }) => {
  test.slow();
  await signInAdmin(page);
  await page.getByRole('link', { name: 'Clasificaciones' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/taxonomies$/);
  await expect(page.getByRole('heading', { name: 'Clasificaciones', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Categorías (temporadas)' });
  await expect(table.getByText('Buen Fin', { exact: true })).toBeVisible();
  await shot('categorias', page);
  expect(await violations(page)).toEqual([]);

  // Rename.
  await table.getByRole('button', { name: 'Editar Buen Fin' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar categoría' });
  const name = drawer.getByRole('textbox', { name: 'Nombre' });
  await name.fill('Black Friday');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(table.getByText('Black Friday', { exact: true })).toBeVisible();

  // The operator sees it in the catalogue's filter at once.
  const operatorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-MX' });
  const operator = await operatorContext.newPage();
  await signIn(operator);
  await operator.goto('/catalogue');
  const filters = operator.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('checkbox', { name: 'Black Friday', exact: true })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Buen Fin', exact: true })).toHaveCount(0);
  await operatorContext.close();

  // Delete refused while in use, with the server's message in the dialog.
  await table.getByRole('button', { name: 'Eliminar Navidad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar categoría' });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/No se puede eliminar: la usan \d+ productos/);
  await shot('eliminar-rechazado', page);
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(table.getByText('Navidad', { exact: true })).toBeVisible();
});

for (const size of [
  { name: 'escritorio', width: 1366, height: 768 },
  { name: 'celular', width: 390, height: 844 },
]) {
  test(`colours: table with swatches and the colour picker, merge dialog (${size.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAdmin(page);
    await page.goto('/admin/catalogue/taxonomies?kind=colors');
    const table = page.getByRole('table', { name: 'Colores' });
    await expect(table.getByText('Rojo', { exact: true })).toBeVisible();
    await shot('colores', page);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nuevo color' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nuevo color' });
    await drawer.getByRole('textbox', { name: 'Nombre' }).fill('rojo');
    await drawer.getByRole('textbox', { name: /Color \(hexadecimal\)/ }).fill('#c0392b');
    await drawer.getByRole('button', { name: 'Crear' }).click();
    await expect(drawer.getByText('Ya existe un color con ese nombre.')).toBeVisible();
    await shot('color-duplicado', page);
    expect(await violations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Cerrar' }).click();

    await table.getByRole('button', { name: 'Fusionar Rojo con otra entrada' }).click();
    const merge = page.getByRole('dialog', { name: 'Fusionar color' });
    await merge.getByRole('combobox', { name: /Fusionar con/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await shot('fusionar', page);
    expect(await violations(page)).toEqual([]);
  });

  test(`categories and product types show their image in the editor (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAdmin(page);
    await page.goto('/admin/catalogue/taxonomies?kind=product-types');
    const table = page.getByRole('table', { name: 'Tipos de producto' });
    await expect(table.getByText('Bolígrafos', { exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Editar Bolígrafos' }).click();
    const drawer = page.getByRole('dialog', { name: 'Editar tipo de producto' });
    await expect(drawer.getByText('Arrastra una imagen o haz clic para elegirla')).toBeVisible();
    await shot('tipo-editar', page);
    expect(await violations(page)).toEqual([]);
  });
}
