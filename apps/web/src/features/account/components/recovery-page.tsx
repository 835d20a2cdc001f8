import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { requestResetLink } from '../api/send-reset-link';
import { EmailStepForm } from './email-step-form';

/** 'Correo enviado': the confirmation that replaces the form (SPEC §2 Forgot password). */
function SentConfirmation({ email }: { email: string }) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center">
      <IconMailCheck size={56} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden />
      <Title order={1} fz={{ base: 26, sm: 30 }} ref={headingRef} tabIndex={-1}>
        Correo enviado
      </Title>
      <Text c="dimmed">
        Si{' '}
        <Text span fw={600} c="dark">
          {email}
        </Text>{' '}
        está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada y la carpeta de
        correo no deseado.
      </Text>
      <Text size="sm" c="dimmed">
        El enlace vence en 10 minutos.
      </Text>
      <Button size="md" fullWidth mt="xs" onClick={() => navigate(paths.login.href())}>
        Aceptar
      </Button>
    </Stack>
  );
}

/** SPEC §2 Forgot password (/recovery): e-mail, 'Enviar', back link; then 'Correo enviado'. */
export function RecoveryPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthShell>
      {sentTo ? (
        <SentConfirmation email={sentTo} />
      ) : (
        <Stack gap="xl">
          <Stack gap={4}>
            <PageTitle fz={{ base: 26, sm: 30 }} />
            <Text c="dimmed">Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</Text>
          </Stack>
          <EmailStepForm
            submitLabel="Enviar"
            onSubmit={async (email, { idempotencyKey }) => {
              await requestResetLink({ email, idempotencyKey });
              setSentTo(email);
            }}
          >
            <Anchor component={Link} to={paths.login.href()} size="sm" fw={500} ta="center">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
              Regresar
            </Anchor>
          </EmailStepForm>
        </Stack>
      )}
    </AuthShell>
  );
}
