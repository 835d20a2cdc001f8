import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { type NamedTarget, useNamedMutations } from '../api/named';

type NamedFormProps = {
  target: NamedTarget;
  label: string;
  initialName?: string;
  submitLabel: string;
  successMessage: string;
  onDone?: () => void;
  /** Clears the field after saving (adding several brands in a row). */
  resetOnSave?: boolean;
};

/** One name field of a client, brand or channel, with the server's Spanish message under it. */
export function NamedForm({ target, label, initialName = '', submitLabel, successMessage, onDone, resetOnSave }: NamedFormProps) {
  const { save } = useNamedMutations();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  const action = useAction(
    async () => {
      setError(undefined);
      try {
        await save.mutateAsync({ target, name });
        notifySuccess(successMessage);
        if (resetOnSave) setName('');
        onDone?.();
      } catch (failure) {
        const message = (failure as ApiError).fieldErrors?.name?.[0];
        if (message) setError(message);
        else notifyApiError(failure);
        throw failure;
      }
    },
    { closesOnSuccess: onDone !== undefined && !resetOnSave },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={action.pending} mt={25}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
