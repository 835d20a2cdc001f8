import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { AuthShell } from '@/components/auth-shell';
import { PageTitle } from '@/components/page-title';
import { notifyError, notifySuccess } from '@/lib/notify';
import { takeLoginFlash } from '@/stores/login-flash';
import { LoginForm } from './login-form';

/** SPEC §2 Login: on arrival a one-shot message may show (account activated, OTP invalid…). */
function useLoginFlashToast() {
  useEffect(() => {
    const flash = takeLoginFlash();
    if (!flash) return;
    if (flash.tone === 'success') notifySuccess(flash.message);
    else notifyError(flash.message);
  }, []);
}

export function LoginPage() {
  useLoginFlashToast();
  return (
    <AuthShell>
      <Stack gap={4} mb="xl">
        <PageTitle fz={{ base: 26, sm: 30 }} />
        <Text c="dimmed">Ingresa con el correo y la contraseña de tu cuenta.</Text>
      </Stack>
      <LoginForm />
    </AuthShell>
  );
}
