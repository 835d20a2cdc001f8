import { expect, type Page } from '@playwright/test';

export const DEMO_SELLER = { email: 'vendedor@demo.mx', password: 'Demo1234!' };
export const DEMO_CPA_SELLER = { email: 'cpa@demo.mx', password: 'Demo1234!' };

/** Signs in through the login form and waits for the home screen. */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_SELLER) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
}
