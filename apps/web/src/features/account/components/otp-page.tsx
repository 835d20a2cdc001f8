// Guest screens load only the Mantine styles they use (see components/auth-shell.tsx).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { OTP_EXPIRED_MESSAGE, TERMS_REQUIRED_MESSAGE, VERIFICATION_CODE_SENT_MESSAGE } from '@cotizador/domain/messages';
import { canSubmitNewPassword, isValidEmail, RESEND_CODE_SECONDS } from '@cotizador/domain/validation';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PageTitle } from '@/components/page-title';
import { ResendCodeButton } from '@/components/resend-code-button';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';
import { type ActionAttempt, useAction } from '@/lib/use-action';
import { setLoginFlash } from '@/stores/login-flash';
import { saveNewPassword } from '../api/modify-password';
import { requestActivationCode } from '../api/send-activation-code';
import { submitOtp } from '../api/validate-otp';
import { otpFieldError } from '../lib/fields';

type CodeStepProps = { email: string; onValidated: (temporalToken: string) => void };

/** Step 2a: the 6-character code, 'Siguiente', 'Regresar' and the resend countdown. */
function CodeStep({ email, onValidated }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const countdown = useCountdown(RESEND_CODE_SECONDS);
  const navigate = useNavigate();
  const error = otpFieldError(code);

  const codeRef = useRef<HTMLInputElement>(null);
  const check = useAction(async () => {
    if (error) return;
    try {
      const response = await submitOtp({ email, code: code.trim() });
      onValidated(response.temporal_token);
    } catch (failure) {
      // The toast says why; the code field is where to fix it.
      codeRef.current?.focus();
      codeRef.current?.select();
      throw failure;
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    void check.run();
  }

  const handleResend = async ({ idempotencyKey }: ActionAttempt) => {
    await requestActivationCode({ email, idempotencyKey });
    countdown.restart();
    notifySuccess(VERIFICATION_CODE_SENT_MESSAGE);
  };

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <PageTitle fz={{ base: 26, sm: 30 }} />
        <Text c="dimmed">
          Escribe el código de 6 dígitos que enviamos a{' '}
          <Text span fw={600} c="dark" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          .
        </Text>
      </Stack>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Código de activación"
            placeholder="6 digits"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            leftSection={<IconKey size={18} stroke={1.6} aria-hidden />}
            styles={{ input: { letterSpacing: code ? '0.3em' : undefined, fontVariantNumeric: 'tabular-nums' } }}
            value={code}
            ref={codeRef}
            onChange={(event) => setCode(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? error : null}
            errorProps={{ role: 'alert' }}
            required
            withAsterisk={false}
          />
          <Button type="submit" size="md" fullWidth disabled={Boolean(error)} loading={check.pending}>
            Siguiente
          </Button>
          <ResendCodeButton remaining={countdown.remaining} onResend={handleResend} variant="light" fullWidth />
          <Group justify="center">
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => navigate(paths.activate.href())}
            >
              Regresar
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

type PasswordStepProps = { temporalToken: string; onExpired: () => void };

/** Step 2b: create the password (SPEC §2): checklist, confirmation, terms checkbox, 'Crear'. */
function PasswordStep({ temporalToken, onExpired }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const canSubmit = canSubmitNewPassword({ password, confirmation, acceptedTerms });

  const create = useAction(async () => {
    if (!canSubmit) return;
    try {
      await saveNewPassword({ newPassword: password, temporalToken });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
        notifyError(OTP_EXPIRED_MESSAGE);
        onExpired();
        return;
      }
      notifyApiError(error);
      return;
    }
    // SPEC §4 Activation: success sets the 'account activated' message and goes to login.
    setLoginFlash('accountActivated');
    await navigate(paths.login.href(), { replace: true });
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void create.run();
  }

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }} ref={headingRef} tabIndex={-1}>
          Crea tu contraseña
        </Title>
        <Text c="dimmed">Tu código es válido. Elige la contraseña con la que iniciarás sesión.</Text>
      </Stack>
      <form onSubmit={handleSubmit} noValidate aria-label="Crear contraseña">
        <Stack gap="lg">
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          <Checkbox
            checked={acceptedTerms}
            onChange={(event) => {
              setAcceptedTerms(event.currentTarget.checked);
              setTermsTouched(true);
            }}
            required
            error={termsTouched && !acceptedTerms ? TERMS_REQUIRED_MESSAGE : null}
            label={
              <>
                Acepto el{' '}
                <Anchor component={Link} to={paths.privacity.href()} target="_blank" rel="noopener" inherit>
                  Aviso de privacidad
                </Anchor>{' '}
                y los{' '}
                <Anchor component={Link} to={paths.conditions.href()} target="_blank" rel="noopener" inherit>
                  Términos y condiciones
                </Anchor>
              </>
            }
          />
          <Button type="submit" size="md" fullWidth disabled={!canSubmit} loading={create.pending}>
            Crear
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * SPEC §2 Activation step 2 (/otp/:email): the code, then the new password. The temporal token
 * stays in memory only; leaving the page means asking for a new code.
 */
export function OtpPage() {
  const { email = '' } = useParams();
  const [temporalToken, setTemporalToken] = useState<string | null>(null);

  if (!isValidEmail(email)) return <Navigate to={paths.activate.href()} replace />;

  return (
    <AuthShell>
      {temporalToken ? (
        <PasswordStep temporalToken={temporalToken} onExpired={() => setTemporalToken(null)} />
      ) : (
        <CodeStep email={email} onValidated={setTemporalToken} />
      )}
    </AuthShell>
  );
}
