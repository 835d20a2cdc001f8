import { expect, type Page, test } from '@playwright/test';
import { DEMO_SELLER } from './support';

// Issue 18: a phone's browser measures each main screen's largest contentful paint. The browser
// stops that measurement at the first scroll, a snap of a scroll container included: a screen that
// scrolls anything on its first layout has no LCP at all, and Lighthouse no performance score.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The LCP entries the page recorded since its navigation, and whether it had a contentful paint. */
async function paintTiming(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lcp: string[]; fcp: boolean }>((resolve) => {
        const lcp: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element: Element | null }).element;
            lcp.push(element?.tagName ?? '(removed)');
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fcp = performance.getEntriesByName('first-contentful-paint').length > 0;
        // Buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve({ lcp, fcp }), 200);
      }),
  );
}

test('home, catalogue, a product and “Mis cotizaciones” have a largest contentful paint at phone size', async ({ page }) => {
  // The phone's header keeps the main navigation in its drawer: the home's URL tells it signed in.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(DEMO_SELLER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/$/);
  const screens: [string, RegExp][] = [
    ['/', /Categorías/],
    ['/catalogue', /Catálogo de Productos/],
    ['/quotations', /Mis cotizaciones/],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // Let late images and the first layout of every section settle before reading the entries.
    await page.waitForLoadState('networkidle');
    const timing = await paintTiming(page);
    expect(timing.fcp, `${url}: first contentful paint`).toBe(true);
    expect(timing.lcp.length, `${url}: largest contentful paint entries`).toBeGreaterThan(0);
  }
  await page.goto('/catalogue');
  const productHref = await page.locator('a[href^="/products/"]').first().getAttribute('href');
  expect(productHref).toBeTruthy();
  await page.goto(productHref ?? '/');
  await page.waitForLoadState('networkidle');
  const timing = await paintTiming(page);
  expect(timing.lcp.length, 'product: largest contentful paint entries').toBeGreaterThan(0);
});
