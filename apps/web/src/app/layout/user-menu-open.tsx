import { Menu } from '@mantine/core';
import { IconHeart, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OpenMenuProps } from '@/components/deferred-menu';
import { USER_MENU_LABELS } from '@/config/links';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/** The user dropdown's entries (user-menu.tsx loads them on the first click). */
export function UserMenuOpen({ onLogout, trigger }: OpenMenuProps<{ onLogout: () => void }>) {
  const email = useSessionStore((state) => state.user?.email);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUser size={18} aria-hidden />}>
          {USER_MENU_LABELS.profile}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.favorites.href()} leftSection={<IconHeart size={18} aria-hidden />}>
          {USER_MENU_LABELS.favorites}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item c="red.9" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {USER_MENU_LABELS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
