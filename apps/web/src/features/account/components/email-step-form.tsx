import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { type ActionAttempt, useAction } from '@/lib/use-action';
import { emailFieldError } from '../lib/fields';

type EmailStepFormProps = {
  submitLabel: string;
  /** One attempt (lib/use-action.ts): the button is busy until it settles. */
  onSubmit: (email: string, attempt: ActionAttempt) => Promise<unknown>;
  /** Links under the button. */
  children?: ReactNode;
};

/**
 * SPEC §2 Forgot password and Activate account step 1: one e-mail field (SPEC §5 messages, trimmed)
 * whose button stays disabled while the address is invalid.
 */
export function EmailStepForm({ submitLabel, onSubmit, children }: EmailStepFormProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = emailFieldError(email);
  const emailRef = useRef<HTMLInputElement>(null);
  const submit = useAction(async (attempt) => {
    if (error) return;
    try {
      await onSubmit(email.trim(), attempt);
    } catch (failure) {
      emailRef.current?.focus();
      throw failure;
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    void submit.run();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Correo electrónico"
          placeholder="nombre@empresa.com"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconMail size={18} stroke={1.6} aria-hidden />}
          value={email}
          ref={emailRef}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          errorProps={{ role: 'alert' }}
          required
          withAsterisk={false}
        />
        <Button type="submit" size="md" fullWidth disabled={Boolean(error)} loading={submit.pending}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
