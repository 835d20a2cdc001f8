import {
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
  PROFILE_IMAGE_CHANGED_MESSAGE,
  PROFILE_INFO_CHANGED_MESSAGE,
  VERIFICATION_CODE_REQUIRED_MESSAGE,
  VERIFICATION_CODE_SENT_MESSAGE,
} from '@cotizador/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { demoCompany, demoUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, storeSession } from '@/testing/render-app';
import { avatarIdFromUrl } from '../lib/avatars';

async function openProfile() {
  storeSession('token-sesion');
  const app = renderApp('/my-profile');
  // The first test also pays for loading the lazy route.
  await screen.findByRole('heading', { name: 'Mi Perfil' }, { timeout: 5000 });
  return app;
}

const dialog = () => within(screen.getByRole('dialog'));

describe('Mi perfil', () => {
  it('shows avatar, name, e-mail and a masked, disabled password box with their actions', async () => {
    mockApi();
    await openProfile();
    expect(screen.getByRole('img', { name: 'Avatar de Ana Martínez' })).toBeInTheDocument();
    expect(screen.getAllByText('Ana Martínez').length).toBeGreaterThan(0);
    expect(screen.getAllByText('vendedor@demo.mx').length).toBeGreaterThan(0);
    const masked = screen.getByLabelText('Contraseña (oculta)');
    expect(masked).toBeDisabled();
    expect(masked).toHaveAttribute('type', 'password');
    for (const name of ['Editar nombre y apellidos', 'Cambiar correo electrónico', 'Cambiar contraseña', 'Cambiar avatar']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('edits the name: 3–200 characters, the returned user replaces the stored one', async () => {
    const { requests } = mockApi({
      'POST /api/auth/modify-user-data': () =>
        jsonResponse({ user: { ...demoUser, name: 'Ana Sofía', last_name: 'Martínez Ruiz' } }),
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Editar nombre y apellidos' }));
    const name = dialog().getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'An');
    expect(dialog().getByRole('alert')).toHaveTextContent('El campo nombre debe tener al menos 3 caracteres');
    expect(dialog().getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.type(name, 'a Sofía');
    const lastName = dialog().getByLabelText('Apellidos');
    await user.clear(lastName);
    await user.type(lastName, 'Martínez Ruiz');
    await user.click(dialog().getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(PROFILE_INFO_CHANGED_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/auth/modify-user-data')?.body).toEqual({
      name: 'Ana Sofía',
      last_name: 'Martínez Ruiz',
    });
    expect(useSessionStore.getState().user).toMatchObject({ name: 'Ana Sofía', last_name: 'Martínez Ruiz' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the avatar picker 500 ms after closing the name modal', async () => {
    mockApi();
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Editar nombre y apellidos' }));
    await user.click(dialog().getByRole('button', { name: 'Cambiar avatar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Elige tu avatar' }, { timeout: 2000 })).toBeVisible();
  });

  it('uploads the PNG of the chosen avatar and stores the returned user.avatar', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { requests } = mockApi({
      'GET /avatars/user3.png': () => new Response(png, { headers: { 'Content-Type': 'image/png' } }),
      'POST /api/auth/modify-image-profile': () =>
        jsonResponse({ user: { ...demoUser, avatar: ['/api/files/avatars/abc-user3.png'] } }),
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar avatar' }));
    const save = dialog().getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    expect(dialog().getByText('Selecciona un avatar')).toBeVisible();
    await user.click(dialog().getByRole('radio', { name: 'Avatar 3' }));
    await user.click(save);

    expect(await screen.findByText(PROFILE_IMAGE_CHANGED_MESSAGE)).toBeVisible();
    const upload = requests.find((r) => r.path === '/api/auth/modify-image-profile');
    const body = upload?.body;
    if (!(body instanceof FormData)) throw new Error('the avatar was not sent as multipart');
    const file = body.get('image');
    if (!(file instanceof File)) throw new Error('no image file in the upload');
    expect(file.name).toBe('user3.png');
    expect(file.type).toBe('image/png');
    expect(useSessionStore.getState().user?.avatar).toEqual(['/api/files/avatars/abc-user3.png']);
  });

  it('preselects the current avatar', async () => {
    const info = { user: { ...demoUser, avatar: ['/api/files/avatars/0123-user5.png'] }, company: demoCompany };
    mockApi({ 'GET /api/auth/info-by-token': () => jsonResponse(info) });
    storeSession('token-sesion', info);
    const { user } = renderApp('/my-profile');
    await user.click(await screen.findByRole('button', { name: 'Cambiar avatar' }));
    expect(dialog().getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
    expect(dialog().getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('changes the e-mail in two steps and ends the session', async () => {
    const { requests } = mockApi({
      'POST /api/otp/send-otp-email-to-change-email': () => jsonResponse({ message: VERIFICATION_CODE_SENT_MESSAGE }),
      'POST /api/auth/modify-user-email': () => jsonResponse({ message: EMAIL_CHANGED_MESSAGE }),
    });
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar correo electrónico' }));
    await user.type(dialog().getByLabelText('Nuevo correo electrónico'), 'nuevo@demo.mx');
    await user.click(dialog().getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText(VERIFICATION_CODE_SENT_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/otp/send-otp-email-to-change-email')?.body).toEqual({
      user_id: demoUser.id,
      email: 'nuevo@demo.mx',
    });
    const code = dialog().getByLabelText('Código de verificación');
    expect(dialog().getByRole('button', { name: /^Reenviar código en: (60|59)$/ })).toBeDisabled();
    await user.click(code);
    await user.tab();
    expect(dialog().getByRole('alert')).toHaveTextContent(VERIFICATION_CODE_REQUIRED_MESSAGE);
    await user.type(code, '654321');
    await user.click(dialog().getByRole('button', { name: 'Verificar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(EMAIL_CHANGED_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/auth/modify-user-email')?.body).toEqual({
      email: 'nuevo@demo.mx',
      code: '654321',
    });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('starts the e-mail change again at step 1 when reopened', async () => {
    mockApi({ 'POST /api/otp/send-otp-email-to-change-email': () => jsonResponse({ message: 'ok' }) });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar correo electrónico' }));
    await user.type(dialog().getByLabelText('Nuevo correo electrónico'), 'nuevo@demo.mx');
    await user.click(dialog().getByRole('button', { name: 'Siguiente' }));
    await dialog().findByLabelText('Código de verificación');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cambiar correo electrónico' }));
    expect(await dialog().findByLabelText('Nuevo correo electrónico')).toHaveValue('');
  });

  it('changes the password after confirming the current one, then ends the session', async () => {
    const { requests } = mockApi({
      'POST /api/auth/verify-current-password': () =>
        jsonResponse({ access_token: 'token-fresco', token_type: 'Bearer', expires_at: '' }),
      'POST /api/auth/modify-password': () => jsonResponse({ message: PASSWORD_CHANGED_MESSAGE }),
    });
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const submit = dialog().getByRole('button', { name: 'Cambiar contraseña' });
    await user.type(dialog().getByLabelText('Contraseña actual'), 'Demo1234!');
    await user.type(dialog().getByLabelText('Nueva contraseña'), 'Demo1234!');
    expect(dialog().getByRole('alert')).toHaveTextContent(PASSWORD_UNCHANGED_MESSAGE);
    await user.clear(dialog().getByLabelText('Nueva contraseña'));
    await user.type(dialog().getByLabelText('Nueva contraseña'), 'Nueva2026!');
    expect(submit).toBeDisabled();
    await user.type(dialog().getByLabelText('Confirmar nueva contraseña'), 'Nueva2026!');
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible();
    const verify = requests.find((r) => r.path === '/api/auth/verify-current-password');
    expect(verify?.body).toEqual({ current_password: 'Demo1234!' });
    expect(verify?.headers.get('Authorization')).toBe('Bearer token-sesion');
    const modify = requests.find((r) => r.path === '/api/auth/modify-password');
    expect(modify?.headers.get('Authorization')).toBe('Bearer token-fresco');
    expect(modify?.body).toEqual({ new_password: 'Nueva2026!' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows a wrong current password next to that field, focuses it and keeps the session', async () => {
    const refused = 'La contraseña actual es incorrecta';
    const { requests } = mockApi({
      'POST /api/auth/verify-current-password': () =>
        jsonResponse({ message: refused, errors: { current_password: [refused] } }, 422),
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await user.type(dialog().getByLabelText('Contraseña actual'), 'Equivocada1!');
    await user.type(dialog().getByLabelText('Nueva contraseña'), 'Nueva2026!');
    await user.type(dialog().getByLabelText('Confirmar nueva contraseña'), 'Nueva2026!');
    await user.click(dialog().getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(refused);
    expect(dialog().getByLabelText('Contraseña actual')).toHaveFocus();
    expect(requests.some((r) => r.path === '/api/auth/modify-password')).toBe(false);
    expect(useSessionStore.getState().token).toBe('token-sesion');
  });
});

describe('avatarIdFromUrl', () => {
  it.each([
    ['/avatars/user2.png', 'user2'],
    ['/api/files/avatars/0a1b2c-user6.png', 'user6'],
    ['/api/files/avatars/0a1b2c.png', null],
    ['/avatars/user7.png', null],
    [undefined, null],
  ])('%s → %s', (url, expected) => {
    expect(avatarIdFromUrl(url)).toBe(expected);
  });
});
