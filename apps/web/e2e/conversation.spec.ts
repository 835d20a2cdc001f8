import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../../api/test/xss-payloads';
import { DEMO_SELLER, signIn } from './support';

// SPEC §2 "Quotation detail", §4 "Quotation chat"/"Quotation status": the operator follows a
// quotation and talks with the admin who answers it.

async function token(request: APIRequestContext, path: string, email: string): Promise<string> {
  const response = await request.post(`/api/auth/${path}`, { data: { email, password: 'Demo1234!' } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { authorization: { access_token: string } }).authorization.access_token;
}

/** One of the demo operator's seeded quotations, by product name and status. */
async function seededQuotation(request: APIRequestContext, productName: string): Promise<number> {
  const seller = await token(request, 'sign-in-sales-operator', DEMO_SELLER.email);
  const response = await request.get('/api/sales-operator/quotations/all-my-quotations-created?page=1', {
    headers: { authorization: `Bearer ${seller}` },
  });
  const page = (await response.json()) as { data: { id: number; product: { name: string } }[] };
  const found = page.data.find((row) => row.product.name === productName);
  if (!found) throw new Error(`No hay una cotización de ${productName}`);
  return found.id;
}

/** Records desktop notifications instead of showing them; the permission starts undecided. */
async function recordDesktopNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __notifications: string[] }).__notifications = shown;
    class RecordedNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission() {
        RecordedNotification.permission = 'granted';
        return Promise.resolve('granted' as NotificationPermission);
      }
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordedNotification;
  });
}

const desktopNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications);

test('the operator writes, the admin answers live, the bell and the desktop notice follow, and closing hides the editor', async ({
  page,
  request,
}) => {
  const id = await seededQuotation(request, 'Termo de Acero Inoxidable 500 ml');
  const admin = await token(request, 'sign-in-admin', 'admin@demo.mx');
  const asAdmin = { authorization: `Bearer ${admin}` };
  const adminWrites = (html: string) =>
    request.post(`/api/common/quotations/${id}/create-message-quotation`, { headers: asAdmin, data: { message: html } });

  await recordDesktopNotifications(page);
  await signIn(page);
  // SPEC §1: permission asked on start; granted → 'Notificaciones activadas'.
  await expect.poll(() => desktopNotifications(page)).toContain('Notificaciones activadas');

  await page.goto(`/quotation/${id}`);
  await expect(page.getByRole('heading', { name: `Solicitud ${id}` })).toBeVisible();
  await expect(page.getByText('Aún no te han respondido a esta cotización')).toBeVisible();
  await expect(page).toHaveTitle(/Detalle de cotización/);

  // Write with bold; a double click on «Enviar» sends once.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/create-message-quotation')) posts.push(r.url());
  });
  const editor = page.getByRole('textbox', { name: 'Escribe un mensaje' });
  await editor.click();
  await page.getByRole('button', { name: 'Negrita' }).click();
  await editor.pressSequentially('¿Pueden grabar a dos caras?');
  await page.getByRole('button', { name: 'Enviar' }).dblclick();
  const log = page.getByRole('log', { name: 'Mensajes de la cotización' });
  await expect(log.getByText('¿Pueden grabar a dos caras?')).toHaveCount(1);
  await expect(log.locator('strong', { hasText: '¿Pueden grabar a dos caras?' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(editor).toHaveText('');
  // Let the real-time subscriptions settle (SPEC §4: 1 s after the token).
  await page.waitForTimeout(1500);

  // The admin answers: it arrives without a reload, and the quotation is now "en proceso".
  expect((await adminWrites('<p>Sí, con <em>grabado láser</em> en ambas caras.</p>')).ok()).toBeTruthy();
  await expect(log.getByText('grabado láser')).toBeVisible();
  await expect(page.getByText('en proceso', { exact: true })).toBeVisible();
  await expect(page.getByText('Tienes notificaciones nuevas')).toBeAttached();
  // Already on that quotation: no desktop notification for it.
  expect(await desktopNotifications(page)).not.toContain('Mensaje recibido');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);

  // Elsewhere in the portal, the next answer shows 'Mensaje recibido' and lands in the bell.
  await page.getByRole('link', { name: 'Volver a mis cotizaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Mis cotizaciones' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect((await adminWrites('<p>¿Les confirmo el pedido?</p>')).ok()).toBeTruthy();
  await expect.poll(() => desktopNotifications(page)).toContain('Mensaje recibido');
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await expect(page.getByRole('menuitem', { name: `Te han enviado un mensaje por la cotización ${id}` }).first()).toBeVisible();
  await page
    .getByRole('menuitem', { name: `Te han enviado un mensaje por la cotización ${id}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/quotation/${id}$`));
  await expect(log.getByText('¿Les confirmo el pedido?')).toBeVisible();
  await page.waitForTimeout(1500);

  // The admin finalises it: the editor disappears without a reload.
  const closed = await request.post(`/api/admin/quotations/${id}/status`, { headers: asAdmin, data: { status: 'CLOSE' } });
  expect(closed.ok()).toBeTruthy();
  await expect(page.getByText('Esta cotización ha finalizado')).toBeVisible();
  await expect(page.getByText('finalizado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
});

test(`none of ${XSS_PAYLOADS.length} hostile chat messages runs in the browser`, async ({ page, request }) => {
  const id = await seededQuotation(request, 'Libreta Ejecutiva con Elástico A5');
  const admin = await token(request, 'sign-in-admin', 'admin@demo.mx');
  const seller = await token(request, 'sign-in-sales-operator', DEMO_SELLER.email);
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const author = index % 2 === 0 ? admin : seller;
    await request.post(`/api/common/quotations/${id}/create-message-quotation`, {
      headers: { authorization: `Bearer ${author}` },
      data: { message: payload },
    });
  }
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await signIn(page);
  await page.goto(`/quotation/${id}`);
  const log = page.getByRole('log', { name: 'Mensajes de la cotización' });
  await expect(log.getByText('negrita', { exact: true }).first()).toBeVisible();
  await log.hover();
  await page.mouse.move(10, 10);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
  const bodies = log.locator('[data-chat-body]');
  expect(await bodies.count()).toBeGreaterThan(20);
  expect(await bodies.locator('img, svg, iframe, script, a, input, video, audio, object, embed, form, math, style').count()).toBe(
    0,
  );
});
