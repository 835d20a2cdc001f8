import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { OpenMenuProps } from '@/components/deferred-menu';
import { USER_MENU_LABELS } from '@/config/links';
import { useAdminSessionStore } from '@/stores/admin-session-store';

/** The admin menu's entries (admin-user-menu.tsx loads them on the first click). */
export function AdminUserMenuOpen({ onLogout, trigger }: OpenMenuProps<{ onLogout: () => void }>) {
  const email = useAdminSessionStore((state) => state.user?.email);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item c="red.9" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {USER_MENU_LABELS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
