import { expect, test } from '@playwright/test';
import { DEMO_CPA_SELLER, DEMO_SELLER, signIn } from './support';

// Journeys of SPEC §2 (routes and login), §4 (session) and §8 (session expiry).

test('a guest who opens the cart is sent to the login page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión | Cotizador Seller');
});

test('a wrong password shows the server message and keeps the user on login', async ({ page }) => {
  await page.goto('/login');
  const enter = page.getByRole('button', { name: 'Ingresar' });
  await expect(enter).toBeDisabled();

  await page.getByLabel('Correo electrónico').fill(DEMO_SELLER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta1!');
  await expect(enter).toBeEnabled();
  await enter.click();

  await expect(page.getByText('El correo o la contraseña son incorrectos, o la cuenta no está activa.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in lands on the home screen with the navigation', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveTitle('Página Principal | Cotizador Seller');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Catálogo' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mis cotizaciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrito de cotizaciones/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
});

test('a signed-in user who opens /login goes to the home screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Página Principal' })).toBeVisible();
});

test('Cerrar sesión returns to the login page and forgets the session', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /^Cuenta:/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.goto('/quotations');
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid stored token ends the session with “Su sesión ha expirado”', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cotizador.session') ?? '{}');
    stored.state.token = 'token-que-no-existe';
    localStorage.setItem('cotizador.session', JSON.stringify(stored));
  });
  await page.reload();

  await expect(page.getByText('Su sesión ha expirado')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('an operator of company cpa sees no cart icon', async ({ page }) => {
  await signIn(page, DEMO_CPA_SELLER);
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Carrito de cotizaciones/ })).toHaveCount(0);
});
