import type { ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ActionAttempt } from '@/lib/use-action';
import { ActionButton } from './action-button';

type ResendCodeButtonProps = {
  /** Seconds left of the wait; the button is disabled while it is above 0. */
  remaining: number;
  /** Sends a new code once per attempt (busy until it settles). */
  onResend: (attempt: ActionAttempt) => Promise<unknown>;
} & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/** SPEC §4 Resend code: disabled while counting, showing 'Reenviar código en: {seconds}'. */
export function ResendCodeButton({ remaining, onResend, variant = 'subtle', size = 'sm', fullWidth }: ResendCodeButtonProps) {
  const counting = remaining > 0;
  return (
    <ActionButton
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      onAction={onResend}
      disabled={counting}
      leftSection={counting ? null : <IconRefresh size={16} aria-hidden />}
      // While counting, screen readers hear the state once rather than every second.
      aria-live="off"
    >
      {counting ? `Reenviar código en: ${remaining}` : 'Reenviar código'}
    </ActionButton>
  );
}
