import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { choose, DEMO_CPA_SELLER, DEMO_SELLER, shownOption, signIn } from './support';

// Issue "every action once": a double click on each action button sends one request, gives one
// result and shows the success message (decision 015). Also the units field, the price labels
// (decision 014) and focus after a failed sign-in or a deletion.

/** Counts the requests of one method and path ending while the page runs. */
function countRequests(page: Page, method: string, pathEnd: string): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) seen.push(request);
  });
  return () => seen.length;
}

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cotizador.session') ?? '{}').state.token as string);
}

async function productIdBySku(page: Page, sku: string): Promise<number> {
  const response = await page.request.get(`/api/sales-operator/products/products-by-search-specific?search=${sku}`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  const body = (await response.json()) as { data: { id: number; sku: string }[] };
  const product = body.data.find((item) => item.sku === sku);
  if (!product) throw new Error(`No se encontró el producto ${sku}`);
  return product.id;
}

/** The value shown under a product-page figure label. */
function figure(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

test.describe('one action once: a double click sends one request', () => {
  test('«Ingresar» with a wrong password: one request, one error toast, focus on the password', async ({ page }) => {
    const signIns = countRequests(page, 'POST', '/auth/sign-in-sales-operator');
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO_SELLER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta1!');
    await page.getByRole('button', { name: 'Ingresar' }).dblclick();
    const message = 'El correo o la contraseña son incorrectos, o la cuenta no está activa.';
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
    expect(signIns()).toBe(1);
    await expect(page.getByText(message)).toHaveCount(1);
  });

  test('the login says why «Ingresar» is disabled once the user has typed', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('El campo correo debe ser un email válido')).toHaveCount(0);
    await page.getByLabel('Correo electrónico').fill('vendedor@demo');
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await expect(page.getByText('El campo correo debe ser un email válido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
  });

  test('/recovery «Enviar»: one request and «Correo enviado»', async ({ page }) => {
    const sends = countRequests(page, 'POST', '/otp/send-otp-email-to-reset-password');
    await page.goto('/recovery');
    await page.getByLabel('Correo electrónico').fill('sin-cuenta@demo.mx');
    await page.getByRole('button', { name: 'Enviar' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Correo enviado' })).toBeVisible();
    expect(sends()).toBe(1);
  });

  test('activation «Siguiente»: one request and the code page', async ({ page }) => {
    const sends = countRequests(page, 'POST', '/otp/send-otp-email-to-activate-user');
    await page.goto('/activate');
    await page.getByLabel('Correo electrónico').fill('sin-cuenta@demo.mx');
    await page.getByRole('button', { name: 'Siguiente' }).dblclick();
    await expect(page).toHaveURL(/\/otp\//);
    expect(sends()).toBe(1);
  });

  test('«Guardar» in Mi perfil: one request and the success message', async ({ page }) => {
    await signIn(page, DEMO_SELLER);
    const saves = countRequests(page, 'POST', '/auth/modify-user-data');
    await page.goto('/my-profile');
    await page.getByRole('button', { name: /Editar nombre/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar nombre y apellidos' });
    await dialog.getByRole('button', { name: 'Guardar' }).dblclick();
    await expect(page.getByText('La información ha sido cambiada correctamente')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(saves()).toBe(1);
  });

  test('a cart operator: add, delete and send, each once per double click', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_SELLER);
    await page.request.delete('/api/sales-operator/cart/destroy', {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Carrito de cotizaciones', exact: true })).toBeVisible();
    const adds = countRequests(page, 'POST', '/sales-operator/cart/add');
    const penId = await productIdBySku(page, 'BOL-1002');
    const mugId = await productIdBySku(page, 'TAZ-2002');

    // «Agregar cotización al carrito»: one request, the badge goes up by one.
    await page.goto(`/products/${penId}`);
    await page.getByRole('textbox', { name: 'Unidades' }).fill('600');
    await choose(page, 'Tipo de personalización', 'Tampografía');
    await choose(page, 'Tintas de impresión', '2 tintas');
    const withoutShipping = (await page.getByText(/^Sin envío: /).textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0];
    expect(withoutShipping).toBeTruthy();
    await page.getByRole('button', { name: 'Agregar cotización al carrito' }).dblclick();
    await expect(page.getByText('El producto se ha agregado al carrito')).toBeVisible();
    await expect(page).toHaveURL(/\/catalogue$/);
    await expect(page.getByRole('link', { name: 'Carrito de cotizaciones: 1' })).toBeVisible();
    expect(adds()).toBe(1);

    await page.goto(`/products/${mugId}`);
    await page.getByRole('textbox', { name: 'Unidades' }).fill('300');
    await choose(page, 'Tipo de personalización', 'Sublimación');
    await choose(page, 'Medidas mínimas - máximas', /cm/);
    await page.getByRole('button', { name: 'Agregar cotización al carrito' }).click();
    await expect(page.getByRole('link', { name: 'Carrito de cotizaciones: 2' })).toBeVisible();
    expect(adds()).toBe(2);

    // The cart shows the pen's price without shipping, the figure the product page named.
    await page.goto('/cart');
    const pen = page.getByRole('article', { name: 'Bolígrafo Metálico Ejecutivo' });
    await expect(pen.getByText(withoutShipping ?? '-', { exact: true })).toBeVisible();
    await expect(pen.getByText('Sin envío', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen' }).getByText('Sin envío', { exact: true })).toBeVisible();

    // «Eliminar»: one request; focus goes to the next item's heading.
    const deletes = countRequests(page, 'POST', '/sales-operator/cart/delete');
    await pen.getByRole('button', { name: 'Eliminar Bolígrafo Metálico Ejecutivo del carrito' }).click();
    const confirm = page.getByRole('dialog', { name: 'Aviso' });
    await confirm.getByRole('button', { name: 'Eliminar' }).dblclick();
    await expect(page.getByText('El producto ha sido eliminado correctamente')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Carrito de cotizaciones: 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Taza Térmica Mágica' })).toBeFocused();
    expect(deletes()).toBe(1);

    // «Solicitar cotización»: one request and the success modal (not the finish error).
    const finishes = countRequests(page, 'POST', '/sales-operator/cart/finish');
    await page.getByRole('button', { name: 'Solicitar cotización' }).dblclick();
    const sent = page.getByRole('dialog', { name: '¡Tus cotizaciones fueron enviadas con éxito!' });
    await expect(sent).toBeVisible();
    await expect(page.getByText('Error al finalizar el carrito, intente más tarde.')).toHaveCount(0);
    expect(finishes()).toBe(1);
    // The success modal: no critical or serious axe finding, a close button named 'Cerrar'.
    await page.waitForTimeout(300);
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
    await sent.getByRole('button', { name: 'Cerrar' }).click();
    await expect(sent).toHaveCount(0);
  });

  test('cpa «Guardar cotización»: one request, one quotation, the success message', async ({ page }) => {
    await signIn(page, DEMO_CPA_SELLER);
    const creates = countRequests(page, 'POST', '/sales-operator/quotations/create-quotation');
    const penId = await productIdBySku(page, 'BOL-1002');
    await page.goto(`/products/${penId}`);
    await page.getByRole('textbox', { name: 'Unidades' }).fill('500');
    await choose(page, 'Tipo de personalización', 'Tampografía');
    await choose(page, 'Tintas de impresión', '1 tinta');
    await choose(page, 'Cliente', /./);
    await choose(page, 'Marca', /./);
    await choose(page, 'Canal', /./);
    await page.getByRole('button', { name: 'Guardar cotización' }).dblclick();
    await expect(page).toHaveURL(/\/quotations$/);
    await expect(page.getByText('La cotización fue creada éxitosamente')).toBeVisible();
    expect(creates()).toBe(1);
  });
});

test.describe('units field: a plain integer', () => {
  for (const typed of ['100.5', '-5', '1e3']) {
    test(`«${typed}» stays as typed and is refused with a field error`, async ({ page }) => {
      await signIn(page, DEMO_SELLER);
      const penId = await productIdBySku(page, 'BOL-1002');
      await page.goto(`/products/${penId}`);
      const units = page.getByRole('textbox', { name: 'Unidades' });
      await units.pressSequentially(typed);
      await expect(units).toHaveValue(typed);
      await expect(units).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Escribe las unidades como un número entero de piezas, solo con dígitos')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Agregar cotización al carrito' })).toBeDisabled();
    });
  }

  test('no separators while typing; out of range marks the field and the note; the placeholder follows', async ({ page }) => {
    await signIn(page, DEMO_SELLER);
    const penId = await productIdBySku(page, 'BOL-1002');
    await page.goto(`/products/${penId}`);
    const units = page.getByRole('textbox', { name: 'Unidades' });
    await expect(shownOption(page, 'Tipo de personalización')).toHaveText('Indica primero las unidades');
    await units.pressSequentially('1500');
    await expect(units).toHaveValue('1500');
    await expect(shownOption(page, 'Tipo de personalización')).toHaveText('Selecciona una técnica');
    await units.fill('99999');
    await expect(units).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^NOTA: Este producto tiene un mínimo de venta/)).toHaveAttribute('data-out-of-range', 'true');
    await expect(shownOption(page, 'Tipo de personalización')).toHaveText('Corrige primero las unidades');
  });
});

test('the product page says what its total includes', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  const penId = await productIdBySku(page, 'BOL-1002');
  await page.goto(`/products/${penId}`);
  await page.getByRole('textbox', { name: 'Unidades' }).fill('600');
  await choose(page, 'Tipo de personalización', 'Tampografía');
  await choose(page, 'Tintas de impresión', '2 tintas');
  await expect(figure(page, 'Precio total de la cotización')).toHaveText(/^\$[\d,]+\.\d{2} MXN$/);
  await expect(page.getByText(/^Incluye envío de \d+ cajas? master \(\$[\d,]+\.\d{2} MXN\)$/)).toBeVisible();
  await expect(page.getByText(/^Sin envío: \$[\d,]+\.\d{2} MXN, el precio que verás en el carrito/)).toBeVisible();
});
