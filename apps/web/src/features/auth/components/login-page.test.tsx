import {
  ACCOUNT_ACTIVATED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  OTP_INVALID_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@cotizador/domain/messages';
import { cleanNotifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LoginFlashKind, setLoginFlash } from '@/stores/login-flash';
import { useSessionStore } from '@/stores/session-store';
import { demoInfo } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  return app;
}

const submitButton = () => screen.getByRole('button', { name: 'Ingresar' });

describe('Login', () => {
  it('enables Ingresar only from the 8th password character', async () => {
    mockApi();
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Correo electrónico'), 'vendedor@demo.mx');
    await user.type(screen.getByLabelText('Contraseña'), '1234567');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Contraseña'), '8');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps Ingresar disabled while the e-mail is not valid', async () => {
    mockApi();
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234!');
    await user.type(screen.getByLabelText('Correo electrónico'), 'vendedor@demo');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Correo electrónico'), '.mx');
    expect(submitButton()).toBeEnabled();
  });

  it('shows and hides the password with a named toggle', async () => {
    mockApi();
    const { user } = await openLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and account activation', async () => {
    mockApi();
    await openLogin();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recovery');
    expect(screen.getByRole('link', { name: 'Activar cuenta' })).toHaveAttribute('href', '/activate');
  });

  it('shows the server message of a rejected sign-in in a toast and stays on login', async () => {
    mockApi({
      'POST /api/auth/sign-in-sales-operator': () =>
        jsonResponse({ message: 'Datos inválidos', errors: { email: ['Las credenciales no son correctas'] } }, 422),
    });
    const { user, router } = await openLogin();

    await user.type(screen.getByLabelText('Correo electrónico'), 'vendedor@demo.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'Incorrecta1');
    await user.click(submitButton());

    expect(await screen.findByText('Las credenciales no son correctas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('signs in with Enter, stores the session and lands on / with the navigation', async () => {
    const { requests } = mockApi({
      'POST /api/auth/sign-in-sales-operator': () =>
        jsonResponse({
          authorization: { access_token: 'nuevo-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' },
          ...demoInfo,
        }),
    });
    const { user, router } = await openLogin();

    await user.type(screen.getByLabelText('Correo electrónico'), '  vendedor@demo.mx ');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234!{Enter}');

    expect(await screen.findByRole('heading', { name: 'Página Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: 'nuevo-token', user: demoInfo.user });
    const signIn = requests.find((request) => request.path === '/api/auth/sign-in-sales-operator');
    expect(signIn?.body).toEqual({ email: 'vendedor@demo.mx', password: 'Demo1234!' });
    expect(signIn?.headers.get('Authorization')).toBeNull();
  });

  it.each<[LoginFlashKind, string]>([
    ['accountActivated', ACCOUNT_ACTIVATED_MESSAGE],
    ['otpInvalid', OTP_INVALID_MESSAGE],
    ['passwordChanged', PASSWORD_CHANGED_MESSAGE],
    ['emailChanged', EMAIL_CHANGED_MESSAGE],
    ['sessionExpired', SESSION_EXPIRED_MESSAGE],
  ])('shows the one-shot %s message on arrival, once', async (kind, message) => {
    mockApi();
    setLoginFlash(kind);
    const first = await openLogin();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    first.unmount();
    cleanNotifications();

    await openLogin();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
