import type { User } from '@cotizador/contracts/auth';
import { VERIFICATION_CODE_SENT_MESSAGE } from '@cotizador/domain/messages';
import { RESEND_CODE_SECONDS } from '@cotizador/domain/validation';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconKey, IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ResendCodeButton } from '@/components/resend-code-button';
import { useCountdown } from '@/hooks/use-countdown';
import { notifySuccess } from '@/lib/notify';
import { type ActionAttempt, useAction } from '@/lib/use-action';
import { useModifyUserEmail, useSendChangeEmailCode } from '../api/change-email';
import { newEmailError, verificationCodeError } from '../lib/fields';
import { useEndSessionWith } from '../lib/use-end-session';
import { MODAL_STYLES } from './modal-styles';
import classes from './profile.module.css';

type NewEmailStepProps = { user: User; initialEmail: string; onSent: (email: string) => void; onCancel: () => void };

/** Step 1: the new address; 'Siguiente' sends the code to it. */
function NewEmailStep({ user, initialEmail, onSent, onCancel }: NewEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const sendCode = useSendChangeEmailCode();
  const error = newEmailError(email);

  const send = useAction(async ({ idempotencyKey }) => {
    if (error) return;
    const trimmed = email.trim();
    await sendCode.mutateAsync({ userId: user.id, email: trimmed, idempotencyKey });
    notifySuccess(VERIFICATION_CODE_SENT_MESSAGE);
    onSent(trimmed);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    void send.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tu correo actual es{' '}
          <Text span fw={600} c="dark" className={classes.breakAnywhere}>
            {user.email}
          </Text>
          . Te enviaremos un código de verificación a la nueva dirección.
        </Text>
        <TextInput
          label="Nuevo correo electrónico"
          placeholder="nombre@empresa.com"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconMail size={18} stroke={1.6} aria-hidden />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          errorProps={{ role: 'alert' }}
          data-autofocus
          required
          withAsterisk={false}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={Boolean(error)} loading={send.pending}>
            Siguiente
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type CodeStepProps = { user: User; email: string; onBack: () => void };

/** Step 2: the 6-digit 'Código de verificación'; 'Verificar'; resend after 60 s. */
function CodeStep({ user, email, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const countdown = useCountdown(RESEND_CODE_SECONDS);
  const resend = useSendChangeEmailCode();
  const modifyEmail = useModifyUserEmail();
  const endSessionWith = useEndSessionWith();
  const error = verificationCodeError(code);

  const verify = useAction(async () => {
    if (error) return;
    await modifyEmail.mutateAsync({ email, code: code.trim() });
    endSessionWith('emailChanged');
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    void verify.run();
  }

  const handleResend = async ({ idempotencyKey }: ActionAttempt) => {
    await resend.mutateAsync({ userId: user.id, email, idempotencyKey });
    countdown.restart();
    notifySuccess(VERIFICATION_CODE_SENT_MESSAGE);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Escribe el código de 6 dígitos que enviamos a{' '}
          <Text span fw={600} c="dark" className={classes.breakAnywhere}>
            {email}
          </Text>
          . Al verificarlo se cerrará tu sesión y entrarás con el nuevo correo.
        </Text>
        <TextInput
          label="Código de verificación"
          placeholder="6 dígitos"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          leftSection={<IconKey size={18} stroke={1.6} aria-hidden />}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          errorProps={{ role: 'alert' }}
          data-autofocus
          required
          withAsterisk={false}
        />
        <Button type="submit" fullWidth disabled={Boolean(error)} loading={verify.pending}>
          Verificar
        </Button>
        <ResendCodeButton remaining={countdown.remaining} onResend={handleResend} variant="light" fullWidth />
        <Group justify="center">
          <Button variant="subtle" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Cambiar el correo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChangeEmailSteps({ user, onCancel }: { user: User; onCancel: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  if (sentTo) {
    return (
      <CodeStep
        user={user}
        email={sentTo}
        onBack={() => {
          setDraft(sentTo);
          setSentTo(null);
        }}
      />
    );
  }
  return <NewEmailStep user={user} initialEmail={draft} onSent={setSentTo} onCancel={onCancel} />;
}

type ChangeEmailModalProps = { opened: boolean; onClose: () => void; user: User };

/**
 * SPEC §2/§4 Change e-mail, in two steps. The steps live inside the modal's content, which unmounts
 * when it closes, so reopening starts again at step 1.
 */
export function ChangeEmailModal({ opened, onClose, user }: ChangeEmailModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cambiar correo electrónico" centered size="md" styles={MODAL_STYLES}>
      <ChangeEmailSteps user={user} onCancel={onClose} />
    </Modal>
  );
}
