import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { DeferredMenu } from './deferred-menu';

export const NO_NOTIFICATIONS_TEXT = 'No tienes notificaciones';

export type BellItem = {
  key: number | string;
  text: string;
  /** The product image; a message icon when there is none. */
  image: string | null;
  /** The quotation the entry opens. */
  href: string;
};

export type NotificationBellMenuProps = {
  /** Newest first. */
  items: readonly BellItem[];
  /** Shows the bullet. */
  hasUnseen: boolean;
  onOpen: () => void;
};

const loadBellMenu = () => import('./notification-bell-menu-open').then((m) => m.NotificationBellMenuOpen);

/**
 * The bell of both areas (operator and admin): its list, and a bullet for what was not seen yet.
 * The list's menu loads on the first click (components/deferred-menu.tsx).
 */
export function NotificationBellMenu({ items, hasUnseen, onOpen }: NotificationBellMenuProps) {
  return (
    <DeferredMenu
      load={loadBellMenu}
      props={{ items, onOpen }}
      trigger={
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notificaciones">
          <Indicator disabled={!hasUnseen} color="orange" size={9} offset={3} withBorder>
            <IconBell size={22} stroke={1.7} aria-hidden />
          </Indicator>
          {hasUnseen && <VisuallyHidden>Tienes notificaciones nuevas</VisuallyHidden>}
        </ActionIcon>
      }
    />
  );
}
