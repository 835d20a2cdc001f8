import { Button, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { emailFieldError } from '../lib/fields';

type EmailStepFormProps = {
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string) => void;
  /** Links under the button. */
  children?: ReactNode;
};

/**
 * SPEC §2 Forgot password and Activate account step 1: one e-mail field (SPEC §5 messages, trimmed)
 * whose button stays disabled while the address is invalid.
 */
export function EmailStepForm({ submitLabel, pending, onSubmit, children }: EmailStepFormProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = emailFieldError(email);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (error || pending) return;
    onSubmit(email.trim());
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
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          errorProps={{ role: 'alert' }}
          required
          withAsterisk={false}
        />
        <Button type="submit" size="md" fullWidth disabled={Boolean(error)} loading={pending}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </form>
  );
}
