import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Issue 17: one CSP in every environment, without 'unsafe-eval', and no page logs a violation —
// the real-time socket to the app's own origin included.

test('no page logs a Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/login');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page);
  for (const path of [
    '/',
    '/catalogue',
    '/products/1',
    '/cart',
    '/quotations',
    '/favorites',
    '/my-profile',
    '/help',
    '/contact',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await page.waitForLoadState('load');
  }
  // The push socket (1 s after the token) opened to the app's own origin.
  await expect.poll(() => sockets.length, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
