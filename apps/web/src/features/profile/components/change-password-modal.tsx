import { PASSWORD_UNCHANGED_MESSAGE } from '@cotizador/domain/messages';
import { canSubmitNewPassword } from '@cotizador/domain/validation';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { GuardedPasswordInput } from '@/components/guarded-password-input';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useChangePassword } from '../api/change-password';
import { useEndSessionWith } from '../lib/use-end-session';
import { MODAL_STYLES } from './modal-styles';

type ChangePasswordFormProps = { email: string; onCancel: () => void };

function ChangePasswordForm({ email, onCancel }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const changePassword = useChangePassword();
  const endSessionWith = useEndSessionWith();

  // SPEC §5: the current password must be filled and differ from the new one.
  const sameAsCurrent = currentPassword !== '' && password !== '' && currentPassword === password;
  const canSubmit = canSubmitNewPassword({ password, confirmation, currentPassword });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || changePassword.isPending) return;
    changePassword.mutate(
      { email, currentPassword, newPassword: password },
      { onSuccess: () => endSessionWith('passwordChanged') },
    );
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
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
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
          <Button type="submit" disabled={!canSubmit} loading={changePassword.isPending}>
            Cambiar contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ChangePasswordModalProps = { opened: boolean; onClose: () => void; email: string };

/** SPEC §2 My profile: change password (current, new, confirmation, checklist). */
export function ChangePasswordModal({ opened, onClose, email }: ChangePasswordModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cambiar contraseña" centered size="md" styles={MODAL_STYLES}>
      <ChangePasswordForm email={email} onCancel={onClose} />
    </Modal>
  );
}
