import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInAdmin } from './support';

// Issue 15: an admin invites a seller from the admin desk; the seller activates the account with the
// e-mailed code and signs in. Codes are read from the dev mailbox, as the newcomer would.

type MailboxMessage = { id: number; kind: string; to: string; subject: string; text: string };

async function activationMail(page: Page, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => message.kind === 'account.activation');
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

test('an admin invites a seller who activates the account and signs in', async ({ page }) => {
  // A whole journey through two desks on a shared machine.
  test.slow();
  const email = `invitada.${Date.now()}@demo.mx`;
  const password = 'Invitada2026!';

  await signInAdmin(page);
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('button', { name: 'Invitar usuario' }).first().click();
  const form = page.getByRole('form', { name: 'Invitar usuario' });
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await form.getByRole('textbox', { name: 'Apellidos' }).fill('Herrera Paz');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: /Promocionales del Norte/ }).click();
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Pendiente');

  const mail = await activationMail(page, email);
  const link = /https?:\/\/[^\s]+\/otp\/\S+/.exec(mail.text)?.[0];
  const code = /:\s(\d{6})\b/.exec(mail.text)?.[1];
  if (!link || !code) throw new Error(`no link or code in "${mail.subject}"`);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Validar cuenta' })).toBeVisible();
  await page.getByPlaceholder('6 digits').fill(code);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('checkbox', { name: /Acepto el Aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email, password });

  await page.goto('/admin/users');
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Activo');
});
