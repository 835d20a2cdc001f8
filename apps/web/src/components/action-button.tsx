import { Button, type ButtonProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, useRef } from 'react';
import { type ActionAttempt, useAction } from '@/lib/use-action';

type ActionButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'onClick' | 'type'> & {
    /** The action; the button is disabled and shows progress until its promise settles. */
    onAction: (attempt: ActionAttempt) => Promise<unknown> | undefined;
  };

/**
 * A button that runs its action once per attempt (lib/use-action.ts): disabled with a spinner from
 * the first click until the answer, so a second click does nothing. For forms, use `useAction`
 * in the submit handler and give the submit button `loading={action.pending}`.
 */
export function ActionButton({ onAction, disabled, ...props }: ActionButtonProps) {
  const action = useAction(onAction);
  const ref = useRef<HTMLButtonElement>(null);
  const onClick = async () => {
    const succeeded = await action.run();
    // After a failure the button is enabled again: keep focus on it rather than the page body.
    if (!succeeded && ref.current?.isConnected) requestAnimationFrame(() => ref.current?.focus());
  };
  return (
    <Button
      ref={ref}
      type="button"
      {...props}
      disabled={disabled}
      loading={action.pending}
      aria-busy={action.pending || undefined}
      onClick={() => void onClick()}
    />
  );
}
