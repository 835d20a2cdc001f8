import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Journey of SPEC §2 Home, Catalogue, Product detail and Favourites: from a category tile to a
// favourite product.

const SEARCH_PATH = '/api/sales-operator/products/products-by-search-specific';

test('an operator finds a pen by category, colour and search, marks it favourite and finds it again', async ({ page }) => {
  await signIn(page);

  // Home: the product-type tiles open the catalogue filtered by that type.
  const categories = page.getByRole('region', { name: 'Categorías' });
  const typeSearch = page.waitForResponse(
    (response) => response.url().includes(SEARCH_PATH) && response.url().includes('product_types'),
  );
  await categories.getByRole('link', { name: 'Bolígrafos' }).click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeVisible();
  await typeSearch;
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('checkbox', { name: 'Bolígrafos' })).toBeChecked();
  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();

  // Colour: the search reloads (after the 1.3 s debounce) with the colour.
  const colourSearch = page.waitForResponse(
    (response) => response.url().includes(SEARCH_PATH) && response.url().includes('colors'),
  );
  await filters.getByRole('checkbox', { name: 'Azul', exact: true }).check();
  await colourSearch;
  await expect(page.getByText('Actualizando resultados…')).toBeHidden();

  // Search, accent-insensitive.
  const textSearch = page.waitForResponse(
    (response) => response.url().includes(SEARCH_PATH) && response.url().includes('search=boligrafo'),
  );
  await page.getByLabel('Buscar productos').fill('boligrafo');
  await textSearch;
  await expect(page.getByText('Actualizando resultados…')).toBeHidden();
  await expect(results.first()).toBeVisible();
  const names = await results.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/Bolígrafo/);
  await expect(results.first().getByText(/^Mínimo [\d,]+ pzas$/)).toBeVisible();
  await expect(results.first().getByText(/^Desde \$[\d,]+\.\d{2} MXN$/)).toBeVisible();

  // Open the first product.
  const productName = names[0] ?? '';
  await results.first().getByRole('link', { name: productName }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: productName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regresar al catálogo' })).toHaveAttribute('href', '/catalogue');
  await expect(page.getByRole('radio', { name: 'Azul' })).toBeVisible();

  // Favourite: the heart over the gallery.
  const gallery = page.getByRole('region', { name: `Imágenes de ${productName}` });
  await gallery.getByRole('button', { name: `Agregar ${productName} a favoritos` }).click();
  await expect(gallery.getByRole('button', { name: `Quitar ${productName} de favoritos` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Favourites page, from the user menu.
  await page.getByRole('button', { name: /^Cuenta: / }).click();
  await page.getByRole('menuitem', { name: 'Mis favoritos' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Favoritos' })).toBeVisible();
  const favourites = page.getByRole('region', { name: /^Mis favoritos/ });
  await expect(favourites.getByRole('link', { name: productName })).toBeVisible();
  const viewed = page.getByRole('region', { name: /^Vistos recientemente/ });
  await expect(viewed.getByRole('link', { name: productName })).toBeVisible();
});
