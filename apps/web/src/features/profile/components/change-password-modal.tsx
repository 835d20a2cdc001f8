import { PASSWORD_UNCHANGED_MESSAGE } from '@cotizador/domain/messages';
import { canSubmitNewPassword } from '@cotizador/domain/validation';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { GuardedPasswordInput } from '@/components/guarded-password-input';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ApiError } from '@/lib/api-client';
import { notifyApiError } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useChangePassword } from '../api/change-password';
import { useEndSessionWith } from '../lib/use-end-session';
import { MODAL_STYLES } from './modal-styles';

type ChangePasswordFormProps = { onCancel: () => void };

function ChangePasswordForm({ onCancel }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const changePassword = useChangePassword();
  const endSessionWith = useEndSessionWith();

  // SPEC §5: the current password must be filled and differ from the new one.
  const sameAsCurrent = currentPassword !== '' && password !== '' && currentPassword === password;
  const canSubmit = canSubmitNewPassword({ password, confirmation, currentPassword });

  const change = useAction(async () => {
    if (!canSubmit) return;
    setCurrentError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: password });
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors.current_password?.[0] : undefined;
      if (fieldError) {
        setCurrentError(fieldError);
        currentRef.current?.focus();
        currentRef.current?.select();
      } else {
        notifyApiError(error);
      }
      return;
    }
    endSessionWith('passwordChanged');
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Al cambiarla se cerrará tu sesión en todos tus dispositivos y tendrás que volver a iniciar sesión.
        </Text>
        <GuardedPasswordInput
          label="Contraseña actual"
          placeholder="Tu contraseña actual"
          autoComplete="current-password"
          leftSection={<IconLockOpen size={18} stroke={1.6} aria-hidden />}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
            setCurrentError(null);
          }}
          ref={currentRef}
          error={currentError}
          errorProps={{ role: 'alert' }}
          data-autofocus
          required
          withAsterisk={false}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordLabel="Nueva contraseña"
          confirmationLabel="Confirmar nueva contraseña"
          passwordError={sameAsCurrent ? PASSWORD_UNCHANGED_MESSAGE : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={change.pending}>
            Cambiar contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ChangePasswordModalProps = { opened: boolean; onClose: () => void };

/** SPEC §2 My profile: change password (current, new, confirmation, checklist). */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cambiar contraseña" centered size="md" styles={MODAL_STYLES}>
      <ChangePasswordForm onCancel={onClose} />
    </Modal>
  );
}
