import { expect, type Page, test } from '@playwright/test';
import { choose, DEMO_CPA_SELLER, DEMO_SELLER, shownOption, signIn } from './support';

// Journeys of SPEC §2 (Product detail, Cart, My quotations) and §4 (Product form logic, Cart
// lifecycle): a cart operator quotes, edits, deletes and sends; company cpa saves directly.

const QUOTES_INBOX = 'cotizaciones@cotizador.local';
const PDF = {
  name: 'especificaciones.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cotizador.session') ?? '{}').state.token as string);
}

/** The id of a product by its SKU, through the catalogue search (seed ids are not assumed). */
async function productIdBySku(page: Page, sku: string): Promise<number> {
  const response = await page.request.get(`/api/sales-operator/products/products-by-search-specific?search=${sku}`, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  const body = (await response.json()) as { data: { id: number; sku: string }[] };
  const product = body.data.find((item) => item.sku === sku);
  if (!product) throw new Error(`No se encontró el producto ${sku}`);
  return product.id;
}

async function configureNormal(page: Page, units: number, printType: string, field: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: 'Unidades' }).fill(String(units));
  await choose(page, 'Tipo de personalización', printType);
  await choose(page, field, option);
}

async function expectCartCount(page: Page, count: number) {
  await expect(page.getByRole('link', { name: `Carrito de cotizaciones: ${count}` })).toBeVisible();
}

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Agregar cotización al carrito' }).click();
  await expect(page.getByText('El producto se ha agregado al carrito')).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue$/);
}

async function mailSubjects(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { subject: string }[] };
  return body.messages.map((message) => message.subject);
}

test('a cart operator quotes, edits, deletes, sends the cart and finds the quotations', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_SELLER);
  // Start from an empty cart whatever earlier journeys left.
  await page.request.delete('/api/sales-operator/cart/destroy', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  const penId = await productIdBySku(page, 'BOL-1002');
  const specialId = await productIdBySku(page, 'COTESPI001');
  const enamelMugId = await productIdBySku(page, 'TAZ-2003');
  const magicMugId = await productIdBySku(page, 'TAZ-2002');

  // 1. A normal quotation, with its figures (SPEC §9).
  await page.goto(`/products/${penId}`);
  await expect(page.getByText('NOTA: Este producto tiene un mínimo de venta de 100')).toBeVisible();
  await configureNormal(page, 600, 'Tampografía', 'Tintas de impresión', '2 tintas');
  await expect(page.getByText('Precio total de la cotización').locator('xpath=following-sibling::*[1]')).toHaveText(
    /^\$[\d,]+\.\d{2} MXN$/,
  );
  await expect(page.getByText('Días aproximados de entrega').locator('xpath=following-sibling::*[1]')).toHaveText('13 días');
  await addToCart(page);
  await expectCartCount(page, 1);

  // 2. The special product, with requirements and a PDF.
  await page.goto(`/products/${specialId}`);
  await expect(page.getByRole('checkbox', { name: 'Cotización especial' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cotización especial' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Tipo de personalización' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Unidades' }).fill('250');
  await page.getByRole('textbox', { name: 'Requerimientos adicionales' }).fill('Termos de acero de 500 ml con logo grabado.');
  await page.locator('input[type="file"]').setInputFiles(PDF);
  await addToCart(page);
  await expectCartCount(page, 2);

  // 3. A third one, without personalization ('No aplica' → 0 positions).
  await page.goto(`/products/${enamelMugId}`);
  await configureNormal(page, 120, 'Sin personalización', 'Medidas mínimas - máximas', 'No aplica');
  await expect(page.getByRole('textbox', { name: 'Posiciones' })).toHaveValue('0');
  await addToCart(page);
  await expectCartCount(page, 3);

  // The cart: two normal quotations and one special.
  await page.getByRole('link', { name: 'Carrito de cotizaciones: 3' }).click();
  const normal = page.getByRole('region', { name: 'Cotizaciones normales' });
  const special = page.getByRole('region', { name: 'Cotizaciones especiales' });
  await expect(normal.getByRole('article')).toHaveCount(2);
  await expect(special.getByRole('article')).toHaveCount(1);
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Los precios no incluyen IVA.', { exact: false })).toBeVisible();
  const specialCard = special.getByRole('article', { name: 'Cotización especial' });
  await specialCard.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(specialCard.getByText('Termos de acero de 500 ml con logo grabado.')).toBeVisible();
  await expect(specialCard.getByRole('link', { name: 'especificaciones.pdf' })).toBeVisible();

  // 4. Edit the pen from the cart: the form comes pre-filled.
  const pen = normal.getByRole('article', { name: 'Bolígrafo Metálico Ejecutivo' });
  await pen.getByRole('link', { name: 'Editar cotización' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${penId}\\?quotationId=\\d+$`));
  await expect(page.getByRole('textbox', { name: 'Unidades' })).toHaveValue('600');
  await expect(shownOption(page, 'Tintas de impresión')).toHaveText('2 tintas');
  await configureNormal(page, 700, 'Tampografía', 'Tintas de impresión', '1 tinta');
  await page.getByRole('button', { name: 'Actualizar cotización del carrito' }).click();
  await expect(page.getByText('El producto del carrito se ha actualizado')).toBeVisible();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expectCartCount(page, 3);

  // 5. Delete the enamel mug.
  await page.goto('/cart');
  await expect(normal.getByRole('article', { name: 'Bolígrafo Metálico Ejecutivo' }).getByText('700 pzs')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar Taza de Peltre Vintage del carrito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aviso' });
  await expect(dialog.getByText('¿Quieres eliminar este producto de tu carrito?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('El producto ha sido eliminado correctamente')).toBeVisible();
  await expect(normal.getByRole('article')).toHaveCount(1);
  await expectCartCount(page, 2);

  // 6. Add another one.
  await page.goto(`/products/${magicMugId}`);
  await configureNormal(page, 300, 'Sublimación', 'Medidas mínimas - máximas', /cm/);
  await addToCart(page);
  await expectCartCount(page, 3);

  // 7. Send the cart.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Solicitar cotización' }).click();
  const sent = page.getByRole('dialog', { name: '¡Tus cotizaciones fueron enviadas con éxito!' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/se pondrá en contacto contigo por correo electrónico/)).toBeVisible();
  await expect(page.getByText('Aún no has agregado cotizaciones')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrito de cotizaciones', exact: true })).toBeVisible();

  // 8. They are in "Mis cotizaciones".
  await sent.getByRole('link', { name: 'Ir a mis cotizaciones' }).click();
  await expect(page).toHaveURL(/\/quotations$/);
  await expect(page.getByRole('heading', { name: 'Mis cotizaciones' })).toBeVisible();
  for (const name of ['Bolígrafo Metálico Ejecutivo', 'Cotización especial', 'Taza Térmica Mágica']) {
    await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /Taza de Peltre Vintage/ })).toHaveCount(0);
  const penRow = page.getByRole('row', { name: /Bolígrafo Metálico Ejecutivo/ }).first();
  await expect(penRow.getByText('700', { exact: true })).toBeVisible();
  await penRow.getByRole('link', { name: /^Enviada: ver la cotización \d+$/ }).click();
  await expect(page).toHaveURL(/\/quotation\/\d+$/);

  // 9. The e-mails: to the operator and to the provider's quotations inbox.
  await expect
    .poll(() => mailSubjects(page, DEMO_SELLER.email), { timeout: 15_000 })
    .toContain('Tus 3 cotizaciones fueron enviadas');
  await expect
    .poll(
      async () =>
        (await mailSubjects(page, QUOTES_INBOX)).some((subject) => subject.startsWith('Nueva solicitud de 3 cotizaciones')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});

test('a cpa operator picks client, brand and channel and saves the quotation directly', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_CPA_SELLER);
  await expect(page.getByRole('link', { name: /Carrito de cotizaciones/ })).toHaveCount(0);
  const penId = await productIdBySku(page, 'BOL-1002');

  await page.goto(`/products/${penId}`);
  const save = page.getByRole('button', { name: 'Guardar cotización' });
  await configureNormal(page, 500, 'Tampografía', 'Tintas de impresión', '1 tinta');
  await expect(save).toBeDisabled();

  await page.getByRole('combobox', { name: 'Cliente' }).click();
  const clientOption = page.getByRole('listbox').getByRole('option').first();
  const clientName = (await clientOption.textContent())?.trim() ?? '';
  await clientOption.click();
  await page.getByRole('combobox', { name: 'Marca' }).click();
  const brandOption = page.getByRole('listbox').getByRole('option').first();
  const brandName = (await brandOption.textContent())?.trim() ?? '';
  await brandOption.click();
  await expect(save).toBeDisabled();
  await page.getByRole('combobox', { name: 'Canal' }).click();
  const channelOption = page.getByRole('listbox').getByRole('option').first();
  const channelName = (await channelOption.textContent())?.trim() ?? '';
  await channelOption.click();
  await expect(save).toBeEnabled();

  await save.click();

  await expect(page).toHaveURL(/\/quotations$/);
  await expect(page.getByText('La cotización fue creada éxitosamente')).toBeVisible();
  const row = page.getByRole('row', { name: /Bolígrafo Metálico Ejecutivo/ }).first();
  await expect(row.getByText(clientName, { exact: true })).toBeVisible();
  await expect(row.getByText(brandName, { exact: true })).toBeVisible();
  await expect(row.getByText(channelName, { exact: true })).toBeVisible();

  // The announcement shows once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis cotizaciones' })).toBeVisible();
  await expect(row).toBeVisible();
  await expect(page.getByText('La cotización fue creada éxitosamente')).toHaveCount(0);
});
