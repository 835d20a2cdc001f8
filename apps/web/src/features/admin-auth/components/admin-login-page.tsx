import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { PageTitle } from '@/components/page-title';
import { SignInForm } from '@/components/sign-in-form';
import { adminPaths } from '@/config/admin-paths';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import { signInAdmin } from '../api/sign-in-admin';

/** /admin/login: the operator login's frame, rules and messages, for admin accounts. */
export function AdminLoginPage() {
  const startSession = useAdminSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  return (
    <AuthShell>
      <Stack gap={4} mb="xl">
        <Group gap="sm" align="center">
          <PageTitle fz={{ base: 26, sm: 30 }} />
          <Badge variant="light" size="lg">
            Administración
          </Badge>
        </Group>
        <Text c="dimmed">Ingresa con el correo y la contraseña de tu cuenta de administrador.</Text>
      </Stack>
      <SignInForm
        signIn={signInAdmin}
        onSignedIn={({ authorization, user }) => {
          startSession({ token: authorization.access_token, user });
          return navigate(adminPaths.inbox.href(), { replace: true });
        }}
      />
    </AuthShell>
  );
}
