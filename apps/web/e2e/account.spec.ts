import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from './support';

// Account journeys (SPEC §2 Activate account, OTP page, Forgot/Reset password, My profile; §4).
// Codes and links are read from the dev mailbox (GET /api/dev/mailbox?to=…), as a newcomer would.
// Each journey uses its own demo account, so the other journeys keep theirs untouched.

const DEMO_PASSWORD = 'Demo1234!';

type MailboxMessage = { id: number; kind: string; to: string; subject: string; text: string };

/** The newest e-mail of `kind` to `to`, newer than `afterId`, waiting for the outbox to have it. */
async function newestMail(page: Page, to: string, kind: string, afterId = 0): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages.find((message) => message.kind === kind && message.id > afterId);
        return Boolean(found);
      },
      { message: `an e-mail "${kind}" to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

function codeIn(mail: MailboxMessage): string {
  const code = /:\s(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Cuenta:/ }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
}

test('pendiente@demo.mx activates the account with the e-mailed code and signs in', async ({ page }) => {
  const email = 'pendiente@demo.mx';
  const password = 'Activa2026!';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Activar cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Activar cuenta' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page).toHaveURL(/\/otp\/pendiente%40demo%2Emx$/);
  await expect(page.getByRole('heading', { name: 'Validar cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reenviar código en: \d+$/ })).toBeDisabled();

  const mail = await newestMail(page, email, 'account.activation');
  await page.getByPlaceholder('6 digits').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  const create = page.getByRole('button', { name: 'Crear' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /Acepto el Aviso de privacidad/ }).check();
  await create.click();

  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Tu cuenta se activó correctamente');
  await signIn(page, { email, password });
});

test('a user recovers the password through the e-mailed link and signs in with the new one', async ({ page }) => {
  const email = 'recupera@demo.mx';
  const password = 'Recupera2026!';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Correo enviado' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await newestMail(page, email, 'account.password-reset');
  const link = /https?:\/\/\S+(\/reset-password\/\S+\/\d{6})/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link ?? '/');

  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nueva contraseña').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'La contraseña ha sido cambiada correctamente');
  await signIn(page, { email, password });

  // The link works once: opening it again goes to login with 'El codigo OTP es inválido'.
  await page.getByRole('button', { name: /^Cuenta:/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link ?? '/');
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'El codigo OTP es inválido');
});

test('a user changes name, avatar, e-mail and password from Mi perfil', async ({ page }) => {
  const oldEmail = 'perfil@demo.mx';
  const newEmail = 'perfil.nuevo@demo.mx';
  const newPassword = 'Perfil2026!';

  await signIn(page, { email: oldEmail, password: DEMO_PASSWORD });
  await openProfile(page);

  // Name and surname.
  await page.getByRole('button', { name: 'Editar nombre y apellidos' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Editar nombre y apellidos' });
  await nameDialog.getByLabel('Nombre').fill('Mariana Isabel');
  await nameDialog.getByLabel('Apellidos').fill('López Castro');
  await nameDialog.getByRole('button', { name: 'Guardar' }).click();
  await expectToast(page, 'La información ha sido cambiada correctamente');
  await expect(page.getByRole('button', { name: 'Cuenta: Mariana Isabel López Castro' })).toBeVisible();

  // Avatar, reached from the name modal (it opens 500 ms after that one closes).
  await page.getByRole('button', { name: 'Editar nombre y apellidos' }).click();
  await page.getByRole('dialog', { name: 'Editar nombre y apellidos' }).getByRole('button', { name: 'Cambiar avatar' }).click();
  const avatarDialog = page.getByRole('dialog', { name: 'Elige tu avatar' });
  await expect(avatarDialog).toBeVisible();
  await expect(avatarDialog.getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
  await avatarDialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Avatar 5' }) })
    .click();
  const upload: Promise<Request> = page.waitForRequest('**/api/auth/modify-image-profile');
  await avatarDialog.getByRole('button', { name: 'Guardar' }).click();
  await upload;
  await expectToast(page, 'La imagen ha sido cambiada correctamente');
  const navAvatar = page.getByRole('button', { name: /^Cuenta:/ }).locator('img');
  await expect(navAvatar).toHaveAttribute('src', /\/api\/files\/avatars\/[0-9a-f]{32}-user5\.png$/);
  const avatarSrc = await navAvatar.getAttribute('src');
  const served = await page.request.get(avatarSrc ?? '');
  expect(served.headers()['content-type']).toBe('image/png');

  // E-mail, in two steps; the code goes to the new address.
  await page.getByRole('button', { name: 'Cambiar correo electrónico' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Cambiar correo electrónico' });
  await emailDialog.getByLabel('Nuevo correo electrónico').fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Siguiente' }).click();
  await expectToast(page, 'El código de verificación se ha enviado con éxito');
  await expect(emailDialog.getByRole('button', { name: /^Reenviar código en: \d+$/ })).toBeDisabled();
  const mail = await newestMail(page, newEmail, 'account.email-change');
  await emailDialog.getByLabel('Código de verificación').fill(codeIn(mail));
  await emailDialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'El correo ha sido cambiado correctamente, vuelve a iniciar sesión');

  await signIn(page, { email: newEmail, password: DEMO_PASSWORD });
  await openProfile(page);
  await expect(page.getByText(newEmail).first()).toBeVisible();

  // Password: verified by a fresh sign-in with the current one; then the session ends.
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await passwordDialog.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await passwordDialog.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
  await passwordDialog.getByLabel('Confirmar nueva contraseña').fill(newPassword);
  await passwordDialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'La contraseña ha sido cambiada correctamente');

  await signIn(page, { email: newEmail, password: newPassword });
});
