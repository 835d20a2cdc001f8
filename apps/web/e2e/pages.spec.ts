import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, signIn } from './support';

// Journeys of SPEC §1 (brand by host), §2 (static pages, footer) and §8 ('Copied!').

// The brand host of the last group resolves to this machine (Chromium's own launch options of the
// configuration, plus that rule; launch options cannot change inside a group).
const BRAND_HOST = 'marca.localhost';
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP ${BRAND_HOST} 127.0.0.1`,
    ],
  },
});

test.describe('legal pages are public', () => {
  test('a guest reads the terms, with the guest header and a working table of contents', async ({ page }) => {
    await page.goto('/conditions');

    await expect(page.getByRole('heading', { level: 1, name: 'Terminos y condiciones' })).toBeVisible();
    await expect(page).toHaveTitle('Terminos y condiciones | Cotizador Seller');
    await expect(page).toHaveURL(/\/conditions$/);
    await expect(page.getByText('Última versión: septiembre de 2025')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Contenido' })
      .getByRole('link', { name: /Disponibilidad de productos y reembolsos/ })
      .click();
    await expect(page).toHaveURL(/\/conditions#reembolsos$/);
    await expect(page.getByRole('heading', { level: 2, name: /Disponibilidad de productos y reembolsos/ })).toBeInViewport();
    await expect(page.getByText(/dentro de los 15 días hábiles/)).toBeVisible();
  });

  test('a guest reads the privacy notice', async ({ page }) => {
    await page.goto('/privacity');

    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await expect(page).toHaveTitle('Aviso de privacidad | Cotizador Seller');
    await expect(page.getByText('Última actualización: 15 de mayo de 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Derechos ARCO/ })).toBeAttached();
  });

  test('printing leaves only the document', async ({ page }) => {
    await page.goto('/privacity');
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Contenido' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /Derechos ARCO/ })).toBeVisible();
  });

  test('a signed-in user reads them inside the normal navigation', async ({ page }) => {
    await signIn(page);
    await page.goto('/conditions');

    await expect(page.getByRole('heading', { level: 1, name: 'Terminos y condiciones' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
  });
});

test.describe('contact and help need a session', () => {
  for (const path of ['/contact', '/help']) {
    test(`a guest who opens ${path} is sent to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    });
  }

  test('the contact directory lists two people and copies an e-mail with the Copied! toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(page).toHaveTitle('Contacto | Cotizador Seller');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const first = cards.first();
    const email = first.getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', /^mailto:/);
    await expect(first.getByRole('link', { name: /^\+52/ })).toHaveAttribute('href', /^tel:\+52\d{10}$/);
    await expect(first.getByText('Lunes a viernes de 8:00 a 18:00')).toBeVisible();

    await first.getByRole('button', { name: /^Copiar correo de / }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await email.textContent());
    // SPEC §8: the toast stays 3000 ms.
    await expect(page.getByText('Copied!')).toBeHidden({ timeout: 5_000 });
  });

  test('the FAQ opens an answer', async ({ page }) => {
    await signIn(page);
    await page.goto('/help');

    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(page).toHaveTitle('Preguntas frecuentes | Cotizador Seller');
    const question = page.getByRole('button', { name: '¿Qué significan los estados Enviada, En proceso y Finalizada?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('tu solicitud llegó y aún no te han respondido.')).toBeVisible();
  });
});

test('the footer links to the social networks in a new tab', async ({ page, request }) => {
  const { social } = (await (await request.get('/api/app-config')).json()) as {
    social: { facebook: string; instagram: string; linkedin: string };
  };
  await page.goto('/conditions');
  const footer = page.getByRole('contentinfo');

  for (const [name, href] of [
    ['Facebook', social.facebook],
    ['Instagram', social.instagram],
    ['LinkedIn', social.linkedin],
  ] as const) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  for (const name of ['Contacto', 'Aviso de privacidad', 'Términos y condiciones']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
});

test('the site offers its manifest, icons and social preview', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2f5bb7');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBeTruthy();
  expect((await request.get(ogImage ?? '')).headers()['content-type']).toBe('image/png');

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Cotizador Seller', short_name: 'Cotizador', theme_color: '#2f5bb7' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size);
    expect(icon, size).toBeDefined();
    expect((await request.get(icon?.src ?? '')).ok()).toBe(true);
  }
});

// SPEC §1: a second server of the built app with a brand host, so this file does not depend on the
// environment of the shared e2e server. The brand host resolves to this machine in the browser.
test.describe('brand by host', () => {
  const BRAND_PORT = '3101';
  const BRAND = { name: 'Marca Demo', logoUrl: '/brands/marca-demo.svg' };
  const brandOrigin = `http://${BRAND_HOST}:${BRAND_PORT}`;
  const defaultOrigin = `http://127.0.0.1:${BRAND_PORT}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        E2E_PORT: BRAND_PORT,
        E2E_LOG_LEVEL: 'warn',
        BRAND_HOSTS: `${BRAND_HOST}=${BRAND.name}|${BRAND.logoUrl}`,
      },
      stdio: 'inherit',
    });
    await expect
      .poll(async () => (await request.get(`${defaultOrigin}/api/health`).catch(() => null))?.ok() ?? false, {
        timeout: 90_000,
        intervals: [250],
      })
      .toBe(true);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  test('the API answers the brand of the Host header', async ({ request }) => {
    const branded = await request.get(`${defaultOrigin}/api/app-config`, { headers: { Host: `${BRAND_HOST}:${BRAND_PORT}` } });
    expect((await branded.json()).brand).toEqual(BRAND);
    const plain = await request.get(`${defaultOrigin}/api/app-config`);
    expect((await plain.json()).brand).toEqual({ name: 'Cotizador', logoUrl: null });
  });

  test('login, navigation, footer and tab show the brand; it is remembered for the next visit', async ({ page }) => {
    await page.goto(`${brandOrigin}/login`);
    await expect(page).toHaveTitle('Iniciar sesión | Marca Demo Seller');
    const logo = page.getByRole('img', { name: 'Marca Demo' }).first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', BRAND.logoUrl);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cotizador.brand') ?? 'null')?.state?.brand)).toEqual(BRAND);

    // Next visit: the remembered brand shows at once, even while the config has not answered.
    await page.route('**/api/app-config', (route) => route.abort());
    await page.goto(`${brandOrigin}/conditions`);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Marca Demo' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Marca Demo' })).toBeVisible();
    await expect(page).toHaveTitle('Terminos y condiciones | Marca Demo Seller');
    await page.unrouteAll();

    await page.goto(`${brandOrigin}/login`);
    await page.getByLabel('Correo electrónico').fill(DEMO_SELLER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_SELLER.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(`${brandOrigin}/`);
    await expect(page).toHaveTitle('Página Principal | Marca Demo Seller');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Marca Demo' })).toBeVisible();
  });

  test('any other host shows the default logo and name', async ({ page }) => {
    await page.goto(`${defaultOrigin}/login`);
    await expect(page).toHaveTitle('Iniciar sesión | Cotizador Seller');
    await expect(page.getByRole('img', { name: 'Cotizador' }).first()).toHaveAttribute('src', '/logo.svg');
    await expect(page.getByRole('img', { name: 'Marca Demo' })).toHaveCount(0);
  });
});
