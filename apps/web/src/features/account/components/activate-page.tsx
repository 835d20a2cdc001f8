import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { requestActivationCode } from '../api/send-activation-code';
import { otpHref } from '../lib/fields';
import { EmailStepForm } from './email-step-form';

/** SPEC §2 Activate account, step 1 (/activate): e-mail, 'Siguiente', 'Ya tengo mi cuenta activa'. */
export function ActivatePage() {
  const navigate = useNavigate();

  return (
    <AuthShell>
      <Stack gap="xl">
        <Stack gap={4}>
          <PageTitle fz={{ base: 26, sm: 30 }} />
          <Text c="dimmed">
            Escribe el correo con el que te registraron y te enviaremos un código de 6 dígitos para activar tu cuenta.
          </Text>
        </Stack>
        <EmailStepForm
          submitLabel="Siguiente"
          onSubmit={async (email, { idempotencyKey }) => {
            try {
              await requestActivationCode({ email, idempotencyKey });
            } catch (error) {
              // 429: a code was sent less than a minute ago; it is still good, so go and type it.
              if (!(error instanceof ApiError && error.code === 'RATE_LIMITED')) throw error;
            }
            // The action ends when the code page shows: a second click meanwhile sends nothing.
            await navigate(otpHref(email));
          }}
        >
          <Anchor component={Link} to={paths.login.href()} size="sm" fw={500} ta="center">
            Ya tengo mi cuenta activa
          </Anchor>
        </EmailStepForm>
      </Stack>
    </AuthShell>
  );
}
