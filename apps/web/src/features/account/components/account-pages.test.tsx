import {
  ACCOUNT_ACTIVATED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  OTP_EXPIRED_MESSAGE,
  OTP_INVALID_MESSAGE,
  OTP_LENGTH_MESSAGE,
  OTP_REQUIRED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
} from '@cotizador/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SENT = () => jsonResponse({ message: 'ok' });

describe('Recuperar contraseña (/recovery)', () => {
  it('validates the e-mail with the SPEC §5 messages and keeps Enviar disabled', async () => {
    mockApi();
    const { user } = renderApp('/recovery');
    const email = await screen.findByLabelText('Correo electrónico');
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();

    await user.click(email);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_REQUIRED_MESSAGE);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'vendedor@demo');
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_INVALID_MESSAGE);
    expect(send).toBeDisabled();

    await user.type(email, '.mx');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('sends the trimmed e-mail and shows “Correo enviado”; Aceptar goes to login', async () => {
    const { requests } = mockApi({ 'POST /api/otp/send-otp-email-to-reset-password': SENT });
    const { user, router } = renderApp('/recovery');
    await user.type(await screen.findByLabelText('Correo electrónico'), '  vendedor@demo.mx  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { name: 'Correo enviado' })).toBeVisible();
    expect(screen.getByText(/te enviamos un enlace para crear una nueva contraseña/)).toBeVisible();
    const call = requests.find((r) => r.path === '/api/otp/send-otp-email-to-reset-password');
    expect(call?.body).toEqual({ email: 'vendedor@demo.mx' });
    expect(call?.headers.get('Authorization')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('has a way back to login', async () => {
    mockApi();
    renderApp('/recovery');
    expect(await screen.findByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/login');
  });
});

describe('Activar cuenta (/activate → /otp/:email)', () => {
  it('sends the code and opens the OTP page of that e-mail', async () => {
    const { requests } = mockApi({ 'POST /api/otp/send-otp-email-to-activate-user': SENT });
    const { user, router } = renderApp('/activate');
    expect(await screen.findByRole('link', { name: 'Ya tengo mi cuenta activa' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('Correo electrónico'), 'pendiente@demo.mx');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp/pendiente%40demo%2Emx'));
    expect(requests.find((r) => r.path === '/api/otp/send-otp-email-to-activate-user')?.body).toEqual({
      email: 'pendiente@demo.mx',
    });
    expect(await screen.findByRole('heading', { name: 'Validar cuenta' })).toBeVisible();
  });

  it('activates the account: code, password with checklist, terms, Crear → login message', async () => {
    const { requests } = mockApi({
      'POST /api/otp/validate-otp': () => jsonResponse({ temporal_token: 'temporal-123' }),
      'POST /api/auth/modify-password': () => jsonResponse({ message: 'ok' }),
    });
    const { user, router } = renderApp('/otp/pendiente%40demo.mx');
    const code = await screen.findByPlaceholderText('6 digits');
    expect(screen.getByRole('button', { name: /^Reenviar código en: (60|59)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeEnabled();

    const next = screen.getByRole('button', { name: 'Siguiente' });
    await user.click(code);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(OTP_REQUIRED_MESSAGE);
    await user.type(code, '123');
    expect(screen.getByRole('alert')).toHaveTextContent(OTP_LENGTH_MESSAGE);
    expect(next).toBeDisabled();
    await user.type(code, '456');
    await user.click(next);

    expect(await screen.findByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
    expect(requests.find((r) => r.path === '/api/otp/validate-otp')?.body).toEqual({
      email: 'pendiente@demo.mx',
      code: '123456',
    });

    const create = screen.getByRole('button', { name: 'Crear' });
    await user.type(screen.getByLabelText('Contraseña'), 'Activa2026!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Activa2026?');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORDS_MISMATCH_MESSAGE);
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Activa2026!');
    expect(screen.queryByText(PASSWORDS_MISMATCH_MESSAGE)).not.toBeInTheDocument();
    expect(create).toBeDisabled();

    const form = within(screen.getByRole('form', { name: 'Crear contraseña' }));
    expect(form.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacity');
    expect(form.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/conditions');
    await user.click(screen.getByRole('checkbox'));
    expect(create).toBeEnabled();
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(ACCOUNT_ACTIVATED_MESSAGE)).toBeVisible();
    const modify = requests.find((r) => r.path === '/api/auth/modify-password');
    expect(modify?.body).toEqual({ new_password: 'Activa2026!' });
    expect(modify?.headers.get('Authorization')).toBe('Bearer temporal-123');
  });

  it('blocks copy, cut and paste in the password fields', async () => {
    mockApi({ 'POST /api/otp/validate-otp': () => jsonResponse({ temporal_token: 't' }) });
    const { user } = renderApp('/otp/pendiente%40demo.mx');
    await user.type(await screen.findByPlaceholderText('6 digits'), '123456');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Crea tu contraseña' });
    for (const label of ['Contraseña', 'Confirmar contraseña']) {
      const input = screen.getByLabelText(label);
      expect(fireEvent.paste(input)).toBe(false);
      expect(fireEvent.copy(input)).toBe(false);
      expect(fireEvent.cut(input)).toBe(false);
    }
  });

  it('shows the server message of a wrong code and stays on the code step', async () => {
    mockApi({
      'POST /api/otp/validate-otp': () =>
        jsonResponse({ message: OTP_INVALID_MESSAGE, errors: { code: [OTP_INVALID_MESSAGE] } }, 422),
    });
    const { user } = renderApp('/otp/pendiente%40demo.mx');
    await user.type(await screen.findByPlaceholderText('6 digits'), '000000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(OTP_INVALID_MESSAGE)).toBeVisible();
    expect(screen.getByPlaceholderText('6 digits')).toBeVisible();
  });
});

describe('Cambiar contraseña (/reset-password/:email/:otp)', () => {
  it('sends an invalid link to login with “El codigo OTP es inválido”', async () => {
    mockApi({ 'POST /api/otp/validate-otp': () => jsonResponse({ message: OTP_INVALID_MESSAGE }, 422) });
    const { router } = renderApp('/reset-password/vendedor%40demo.mx/123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(OTP_INVALID_MESSAGE)).toBeVisible();
  });

  it('validates the link once, then saves the new password and goes to login', async () => {
    const { requests } = mockApi({
      'POST /api/otp/validate-otp': () => jsonResponse({ temporal_token: 'temporal-9' }),
      'POST /api/auth/modify-password': () => jsonResponse({ message: 'ok' }),
    });
    const { user, router } = renderApp('/reset-password/vendedor%40demo.mx/654321');
    const password = await screen.findByLabelText('Nueva contraseña');
    expect(requests.filter((r) => r.path === '/api/otp/validate-otp')).toHaveLength(1);
    expect(requests[requests.length - 1]?.body).toEqual({ email: 'vendedor@demo.mx', code: '654321' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.type(password, 'Nueva2026!');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva2026!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible();
    expect(requests.find((r) => r.path === '/api/auth/modify-password')?.headers.get('Authorization')).toBe('Bearer temporal-9');
  });

  it('says the code expired when saving fails', async () => {
    mockApi({
      'POST /api/otp/validate-otp': () => jsonResponse({ temporal_token: 'temporal-9' }),
      'POST /api/auth/modify-password': () => jsonResponse({ message: 'Su sesión ha expirado' }, 401),
    });
    const { user, router } = renderApp('/reset-password/vendedor%40demo.mx/654321');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Nueva2026!');
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva2026!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(OTP_EXPIRED_MESSAGE)).toBeVisible();
    expect(screen.queryByText('Su sesión ha expirado')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/vendedor%40demo.mx/654321');
  });
});
