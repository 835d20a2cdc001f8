import { canSubmitSignIn } from '@cotizador/domain/validation';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGN_IN_LABEL } from '@/config/links';
import { paths } from '@/config/paths';
import { clearToasts } from '@/lib/notify';
import { useSessionStore } from '@/stores/session-store';
import { useSignIn } from '../api/sign-in';

/** SPEC §2 Login, §5 sign-in rule: e-mail and password, show/hide toggle, 'Ingresar' and two links. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const signIn = useSignIn();
  const startSession = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();

  const canSubmit = canSubmitSignIn({ email, password });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || signIn.isPending) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ authorization, user, company }) => {
          clearToasts();
          startSession({ token: authorization.access_token, user, company });
          navigate(paths.home.href(), { replace: true });
        },
      },
    );
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
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.recovery.href()} size="sm" fw={500}>
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={signIn.isPending} mt="xs">
          {SIGN_IN_LABEL}
        </Button>
        <Divider my={4} />
        <Text size="sm" c="dimmed" ta="center">
          ¿Aún no activas tu cuenta?{' '}
          <Anchor component={Link} to={paths.activate.href()} fw={600} size="sm">
            Activar cuenta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
