import { Button, type ButtonProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

type ResendCodeButtonProps = {
  /** Seconds left of the wait; the button is disabled while it is above 0. */
  remaining: number;
  onResend: () => void;
  loading?: boolean;
} & Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>;

/** SPEC §4 Resend code: disabled while counting, showing 'Reenviar código en: {seconds}'. */
export function ResendCodeButton({
  remaining,
  onResend,
  loading = false,
  variant = 'subtle',
  size = 'sm',
  fullWidth,
}: ResendCodeButtonProps) {
  const counting = remaining > 0;
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      onClick={onResend}
      disabled={counting}
      loading={loading}
      leftSection={counting ? null : <IconRefresh size={16} aria-hidden />}
      // While counting, screen readers hear the state once rather than every second.
      aria-live="off"
    >
      {counting ? `Reenviar código en: ${remaining}` : 'Reenviar código'}
    </Button>
  );
}
