import { Anchor, Divider, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SignInForm } from '@/components/sign-in-form';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { signIn } from '../api/sign-in';

/** SPEC §2 Login: the shared sign-in form with the operator's two links; signed in, it goes to /. */
export function LoginForm() {
  const startSession = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  return (
    <SignInForm
      signIn={signIn}
      onSignedIn={({ authorization, user, company }) => {
        startSession({ token: authorization.access_token, user, company });
        return navigate(paths.home.href(), { replace: true });
      }}
      passwordHelp={
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.recovery.href()} size="sm" fw={500}>
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Group>
      }
      footer={
        <>
          <Divider my={4} />
          <Text size="sm" c="dimmed" ta="center">
            ¿Aún no activas tu cuenta?{' '}
            <Anchor component={Link} to={paths.activate.href()} fw={600} size="sm">
              Activar cuenta
            </Anchor>
          </Text>
        </>
      }
    />
  );
}
