import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { useCountdown } from '@/hooks/use-countdown';
import { ResendCodeButton } from './resend-code-button';

function Harness({ onResend }: { onResend: () => void }) {
  const countdown = useCountdown(60);
  return (
    <ResendCodeButton
      remaining={countdown.remaining}
      onResend={async () => {
        onResend();
        countdown.restart();
      }}
    />
  );
}

function renderHarness(onResend = vi.fn()) {
  render(
    <MantineProvider theme={theme} env="test">
      <Harness onResend={onResend} />
    </MantineProvider>,
  );
  return onResend;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Resend code countdown (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 60 s on mount, disabled, counting down every second', () => {
    renderHarness();
    const button = screen.getByRole('button', { name: 'Reenviar código en: 60' });
    expect(button).toBeDisabled();
    advance(1000);
    expect(screen.getByRole('button', { name: 'Reenviar código en: 59' })).toBeDisabled();
    advance(58_000);
    expect(screen.getByRole('button', { name: 'Reenviar código en: 1' })).toBeDisabled();
  });

  it('enables “Reenviar código” at 0 and restarts the 60 s on each resend', async () => {
    const onResend = renderHarness();
    advance(60_000);
    const button = screen.getByRole('button', { name: 'Reenviar código' });
    expect(button).toBeEnabled();

    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reenviar código en: 60' })).toBeDisabled();
    advance(30_000);
    expect(screen.getByRole('button', { name: 'Reenviar código en: 30' })).toBeDisabled();
  });

  it('does nothing when clicked while counting', () => {
    const onResend = renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código en: 60' }));
    expect(onResend).not.toHaveBeenCalled();
  });

  it('counts against the clock, so a late timer still shows the right time', () => {
    renderHarness();
    // Move the clock without running the interval, as a throttled background tab would.
    act(() => vi.setSystemTime(Date.now() + 45_000));
    advance(1000);
    expect(screen.getByRole('button', { name: 'Reenviar código en: 14' })).toBeDisabled();
  });
});
