import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { type BellItem, NO_NOTIFICATIONS_TEXT, NotificationBellMenu } from './notification-bell-menu';

const items: BellItem[] = [
  { key: 1, text: 'El estatus de la cotización 7 ha cambiado', image: null, href: '/quotation/7' },
  { key: 2, text: 'Te han enviado un mensaje por la cotización 3', image: null, href: '/quotation/3' },
];

function renderBell(bellItems: BellItem[], onOpen = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <NotificationBellMenu items={bellItems} hasUnseen onOpen={onOpen} /> },
    { path: '/quotation/:id', element: <p>Cotización abierta</p> },
  ]);
  render(
    <AppProvider env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { onOpen, router };
}

describe('the bell’s menu loads with the first click (issue 18) and then works as a menu', () => {
  it('draws a closed menu button first; one click opens the list, once', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderBell(items);
    const bell = screen.getByRole('button', { name: /Notificaciones/ });
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(bell);

    const entries = await screen.findAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(items.map((item) => item.text));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Notificaciones/ })).toHaveAttribute('aria-expanded', 'true');

    // From then on the real menu answers: a click closes it, another opens it again.
    await user.click(screen.getByRole('button', { name: /Notificaciones/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Notificaciones/ }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens from the keyboard, and an entry goes to its quotation', async () => {
    const user = userEvent.setup();
    const { router } = renderBell(items);
    await user.tab();
    expect(screen.getByRole('button', { name: /Notificaciones/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: items[0]?.text }));
    expect(router.state.location.pathname).toBe('/quotation/7');
  });

  it('says when there is nothing to show', async () => {
    const user = userEvent.setup();
    renderBell([]);
    await user.click(screen.getByRole('button', { name: /Notificaciones/ }));
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT)).toBeInTheDocument();
  });
});
