import { OTP_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { canSubmitNewPassword } from '@cotizador/domain/validation';
import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { setLoginFlash } from '@/stores/login-flash';
import { saveNewPassword } from '../api/modify-password';
import { useResetLink } from '../api/validate-otp';

function NewPasswordForm({ temporalToken }: { temporalToken: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const navigate = useNavigate();
  const canSubmit = canSubmitNewPassword({ password, confirmation });

  const save = useAction(async () => {
    if (!canSubmit) return;
    try {
      await saveNewPassword({ newPassword: password, temporalToken });
    } catch {
      // SPEC §4/§8: if saving fails, the message says the code expired.
      notifyError(OTP_EXPIRED_MESSAGE);
      return;
    }
    setLoginFlash('passwordChanged');
    await navigate(paths.login.href(), { replace: true });
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordLabel="Nueva contraseña"
          confirmationLabel="Confirmar nueva contraseña"
        />
        <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={save.pending}>
          Cambiar contraseña
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          ¿El enlace caducó?{' '}
          <Anchor component={Link} to={paths.recovery.href()} size="sm" fw={600}>
            Solicita uno nuevo
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/**
 * SPEC §2/§4 Reset password (/reset-password/:email/:otp): the code of the e-mailed link is
 * validated first; an invalid one goes to login with 'El codigo OTP es inválido'.
 */
export function ResetPasswordPage() {
  const { email = '', otp = '' } = useParams();
  const navigate = useNavigate();
  const link = useResetLink(email, otp);
  const invalid = link.status === 'invalid';

  useEffect(() => {
    if (!invalid) return;
    setLoginFlash('otpInvalid');
    navigate(paths.login.href(), { replace: true });
  }, [invalid, navigate]);

  return (
    <AuthShell>
      <Stack gap="xl">
        <Stack gap={4}>
          <PageTitle fz={{ base: 26, sm: 30 }} />
          <Text c="dimmed">
            {link.status === 'valid' ? (
              <>
                Crea una nueva contraseña para{' '}
                <Text span fw={600} c="dark" style={{ overflowWrap: 'anywhere' }}>
                  {email}
                </Text>
                .
              </>
            ) : (
              'Estamos validando tu enlace…'
            )}
          </Text>
        </Stack>
        {link.status === 'valid' ? (
          <NewPasswordForm temporalToken={link.temporalToken} />
        ) : (
          <Stack align="center" py="lg" role="status" aria-live="polite">
            <Loader aria-label="Validando el enlace" />
          </Stack>
        )}
      </Stack>
    </AuthShell>
  );
}
