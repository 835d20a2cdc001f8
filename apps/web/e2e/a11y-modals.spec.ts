import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose, DEMO_SELLER, signIn, signInAdmin } from './support';

// Every modal and drawer: a title, a close button named 'Cerrar', no critical or serious axe
// finding while it is open, and focus back on a sensible element once it closes (decision 016).

const PHONE = { width: 390, height: 844 };

/** axe's critical and serious findings inside `selector`, as 'rule: targets'. */
async function seriousFindings(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function expectNoSeriousFindings(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  // Let the opening transition finish before axe reads colours and names.
  await page.waitForTimeout(300);
  expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
}

/** Opens with `opener`, checks the dialog, closes it with 'Cerrar' and checks where focus went. */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp, focusAfter: Locator = opener) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expectNoSeriousFindings(page, dialog);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(focusAfter).toBeFocused();
}

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cotizador.session') ?? '{}').state.token as string);
}

test('Mi perfil: the four modals', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  await page.goto('/my-profile');
  await checkDialog(page, page.getByRole('button', { name: 'Editar nombre y apellidos' }), 'Editar nombre y apellidos');
  await checkDialog(page, page.getByRole('button', { name: 'Cambiar correo electrónico' }), 'Cambiar correo electrónico');
  await checkDialog(page, page.getByRole('button', { name: 'Cambiar contraseña' }), 'Cambiar contraseña');
  const avatarOpener = page.getByRole('button', { name: /avatar/i }).first();
  await checkDialog(page, avatarOpener, 'Elige tu avatar');
});

test('Mis cotizaciones: the date-range dialog', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  await page.goto('/quotations');
  const field = page.getByRole('button', { name: 'Rango de fechas' });
  await checkDialog(page, field, 'Elige el rango de fechas');
});

test('the cart: the delete confirmation, focus back on its button when cancelled', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  await page.request.delete('/api/sales-operator/cart/destroy', { headers });
  const search = await page.request.get('/api/sales-operator/products/products-by-search-specific?search=BOL-1002', {
    headers,
  });
  const penId = ((await search.json()) as { data: { id: number; sku: string }[] }).data.find(
    (item) => item.sku === 'BOL-1002',
  )?.id;
  await page.goto(`/products/${penId}`);
  await page.getByRole('textbox', { name: 'Unidades' }).fill('600');
  await choose(page, 'Tipo de personalización', 'Tampografía');
  await choose(page, 'Tintas de impresión', '1 tinta');
  await page.getByRole('button', { name: 'Agregar cotización al carrito' }).click();
  await expect(page).toHaveURL(/\/catalogue$/);

  await page.goto('/cart');
  const trash = page.getByRole('button', { name: 'Eliminar Bolígrafo Metálico Ejecutivo del carrito' });
  await checkDialog(page, trash, 'Aviso');
  await checkDialog(page, page.getByRole('button', { name: 'Eliminar todo' }), 'Aviso');
  // Deleting everything: focus goes to the cart heading.
  await page.getByRole('button', { name: 'Eliminar todo' }).click();
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Aún no has agregado cotizaciones')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carrito de cotizaciones', level: 1 })).toBeFocused();
});

test('the user menus: every entry stays readable under the pointer (operator and admin)', async ({ page }) => {
  const checkMenu = async (trigger: Locator) => {
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items.last()).toHaveText('Cerrar sesión');
    for (const item of await items.all()) {
      await item.hover();
      // Past the hover colour's transition.
      await page.waitForTimeout(250);
      expect(await seriousFindings(page, '[role="menu"]'), await item.innerText()).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  };
  await signIn(page, DEMO_SELLER);
  await checkMenu(page.getByRole('button', { name: /^Cuenta:/ }));

  await signInAdmin(page);
  await expect(page.getByRole('heading', { name: 'Cotizaciones' })).toBeVisible();
  await checkMenu(page.getByRole('button', { name: /^Cuenta:/ }));
});

test.describe('on a phone', () => {
  test('the menu drawer and the catalogue filters drawer', async ({ page }) => {
    await signIn(page, DEMO_SELLER);
    await page.setViewportSize(PHONE);
    const burger = page.getByRole('button', { name: 'Abrir menú' });
    await burger.click();
    const menu = page.getByRole('dialog');
    await expectNoSeriousFindings(page, menu);
    await menu.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(menu).toHaveCount(0);

    await page.goto('/catalogue');
    const filters = page.getByRole('button', { name: /^Filtros/ });
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await expectNoSeriousFindings(page, drawer);
    await drawer.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expect(filters).toBeFocused();
  });
});
