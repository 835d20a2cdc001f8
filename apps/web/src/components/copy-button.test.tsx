import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { COPIED_MESSAGE, COPIED_TOAST_MS, CopyButton } from './copy-button';

function renderCopyButton(value = 'BOL-0042') {
  return render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <CopyButton value={value} label="Copiar SKU" />
    </AppProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyButton (SPEC §8: Copied!)', () => {
  it('copies the text and shows the toast Copied! for 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const show = vi.spyOn(notifications, 'show');
    renderCopyButton('BOL-0042');

    await user.click(screen.getByRole('button', { name: 'Copiar SKU' }));

    expect(await navigator.clipboard.readText()).toBe('BOL-0042');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(COPIED_MESSAGE).toBe('Copied!');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Copied!', autoClose: 3000 }));
    expect(COPIED_TOAST_MS).toBe(3000);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    // 3000 ms on screen, then Mantine's short exit transition.
    for (let step = 0; step < 6; step += 1) {
      await act(async () => vi.advanceTimersByTime(100));
    }
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('tells the user when the clipboard is not available', async () => {
    const user = userEvent.setup();
    renderCopyButton();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'Copiar SKU' }));

    expect(await screen.findByText('No se pudo copiar al portapapeles')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
