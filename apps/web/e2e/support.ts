import { expect, type Page } from '@playwright/test';

export const DEMO_SELLER = { email: 'vendedor@demo.mx', password: 'Demo1234!' };
export const DEMO_CPA_SELLER = { email: 'cpa@demo.mx', password: 'Demo1234!' };
export const DEMO_ADMIN = { email: 'admin@demo.mx', password: 'Demo1234!' };

/** Signs in through the login form and waits for the home screen. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_SELLER) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
}

/** Signs in through the admin desk's login form and waits until it has left it. */
export async function signInAdmin(page: Page, account: { email: string; password: string } = DEMO_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

/**
 * Chooses `option` in the field labelled `field`: the browser's own select (the product's technique
 * and its options, the lists' order) or a searchable Mantine list (the direct quote's client, brand
 * and channel). A pattern picks the first enabled option it matches.
 */
export async function choose(page: Page, field: string, option: string | RegExp) {
  const control = page.getByRole('combobox', { name: field });
  if (await control.evaluate((element) => element instanceof HTMLSelectElement)) {
    const match = control.locator('option:not([disabled])').filter({ hasText: option }).first();
    await control.selectOption({ label: ((await match.textContent()) ?? '').trim() });
    return;
  }
  await control.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** The text a select shows: its chosen option (the placeholder while nothing is chosen). */
export function shownOption(page: Page, field: string) {
  return page.getByRole('combobox', { name: field }).locator('option:checked');
}
