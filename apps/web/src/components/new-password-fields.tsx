import { PASSWORDS_MISMATCH_MESSAGE } from '@cotizador/domain/messages';
import { showPasswordMismatch } from '@cotizador/domain/validation';
import { Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { GuardedPasswordInput } from './guarded-password-input';
import { PasswordChecklist } from './password-checklist';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel?: string;
  confirmationLabel?: string;
  /** An extra error of the new password (e.g. equal to the current one). */
  passwordError?: string | null;
  /** Mark the first field for a modal's initial focus. */
  autoFocus?: boolean;
};

/**
 * SPEC §5 new password (activation, reset, profile): password and confirmation with copy/paste
 * blocked, the live checklist, and 'Las contraseñas no coinciden' once both have 8+ characters.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel = 'Contraseña',
  confirmationLabel = 'Confirmar contraseña',
  passwordError = null,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  const mismatch = showPasswordMismatch(password, confirmation);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <GuardedPasswordInput
          label={passwordLabel}
          placeholder="Escribe tu nueva contraseña"
          leftSection={<IconLock size={18} stroke={1.6} aria-hidden />}
          value={password}
          onChange={(event) => onPasswordChange(event.currentTarget.value)}
          error={passwordError}
          errorProps={{ role: 'alert' }}
          data-autofocus={autoFocus || undefined}
          required
          withAsterisk={false}
        />
        <PasswordChecklist password={password} />
      </Stack>
      <GuardedPasswordInput
        label={confirmationLabel}
        placeholder="Vuelve a escribirla"
        leftSection={<IconLock size={18} stroke={1.6} aria-hidden />}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        error={mismatch ? PASSWORDS_MISMATCH_MESSAGE : null}
        errorProps={{ role: 'alert' }}
        required
        withAsterisk={false}
      />
    </Stack>
  );
}
