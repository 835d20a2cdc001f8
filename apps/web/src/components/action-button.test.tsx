import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import type { ActionAttempt } from '@/lib/use-action';
import { ActionButton } from './action-button';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderButton(onAction: (attempt: ActionAttempt) => Promise<unknown>) {
  render(
    <MantineProvider theme={theme} env="test">
      <ActionButton onAction={onAction}>Guardar</ActionButton>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Guardar' });
}

describe('ActionButton: one action per attempt', () => {
  it('runs once for a double click, stays busy until the answer, then takes a new attempt with a new key', async () => {
    const pending = [deferred(), deferred()];
    const keys: string[] = [];
    const onAction = vi.fn(({ idempotencyKey }: ActionAttempt) => {
      keys.push(idempotencyKey);
      return pending[keys.length - 1]?.promise ?? Promise.resolve();
    });
    const button = renderButton(onAction);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => pending[0]?.resolve());
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => pending[1]?.resolve());
  });

  it('is free again after a failure (already announced elsewhere), with focus on it', async () => {
    const failure = deferred();
    const onAction = vi.fn(() => failure.promise);
    const button = renderButton(onAction);
    fireEvent.click(button);
    await act(async () => failure.reject(new Error('falló')));
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
    fireEvent.click(button);
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
