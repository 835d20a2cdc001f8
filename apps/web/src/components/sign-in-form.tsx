import type { SignInBody } from '@cotizador/contracts/auth';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { canSubmitSignIn, isValidEmail, PASSWORD_MIN_LENGTH } from '@cotizador/domain/validation';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { SIGN_IN_LABEL } from '@/config/links';
import { ApiError } from '@/lib/api-client';
import { clearToasts, notifyError } from '@/lib/notify';
import { useAction } from '@/lib/use-action';

const SIGN_IN_ERROR_TOAST = 'sign-in-error';
export const PASSWORD_TOO_SHORT_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;

/** SPEC §5 messages for the e-mail of the sign-in form. */
function signInEmailError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return EMAIL_REQUIRED_MESSAGE;
  if (!isValidEmail(trimmed)) return EMAIL_INVALID_MESSAGE;
  return null;
}

type SignInFormProps<Response> = {
  /** The sign-in call (operator or admin); its failures show as one toast. */
  signIn: (body: SignInBody) => Promise<Response>;
  /** Stores the session and leaves the page (settles once the next screen shows: the button stays busy). */
  onSignedIn: (response: Response) => void | Promise<void>;
  /** Shown under the password (the operator's '¿Olvidaste tu contraseña?'). */
  passwordHelp?: ReactNode;
  /** Shown under 'Ingresar' (the operator's activation link). */
  footer?: ReactNode;
};

/**
 * SPEC §2 Login, §5 sign-in rule: e-mail and password, show/hide toggle and 'Ingresar'. The operator
 * and the admin login share it: same rules, messages and look.
 */
export function SignInForm<Response>({ signIn, onSignedIn, passwordHelp, footer }: SignInFormProps<Response>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const canSubmit = canSubmitSignIn({ email, password });
  // SPEC §5: why 'Ingresar' stays disabled, once the user has typed (not on an untouched form).
  const typed = email !== '' || password !== '';
  const emailError = (emailTouched || password !== '') && typed ? signInEmailError(email) : null;
  const passwordError = password !== '' && password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT_MESSAGE : null;

  const signInAction = useAction(async () => {
    if (!canSubmit) return;
    try {
      const response = await signIn({ email: email.trim(), password });
      clearToasts();
      await onSignedIn(response);
    } catch (error) {
      // One toast, replaced rather than stacked; focus back on the password to try again.
      notifyError(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE, { id: SIGN_IN_ERROR_TOAST });
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signInAction.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Correo electrónico"
          placeholder="nombre@empresa.com"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconMail size={18} stroke={1.6} aria-hidden />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setEmailTouched(true)}
          error={emailError}
          required
          withAsterisk={false}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Contraseña"
            placeholder="Tu contraseña"
            autoComplete="current-password"
            leftSection={<IconLock size={18} stroke={1.6} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            ref={passwordRef}
            error={passwordError}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible ? 'Ocultar contraseña' : 'Mostrar contraseña',
              'aria-pressed': passwordVisible,
            }}
            required
            withAsterisk={false}
          />
          {passwordHelp}
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={signInAction.pending} mt="xs">
          {SIGN_IN_LABEL}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
