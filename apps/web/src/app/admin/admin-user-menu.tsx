import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { USER_MENU_LABELS } from '@/config/links';
import { avatarUrl, fullName } from '@/lib/user';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import classes from './admin-layout.module.css';

/** The admin's menu: who is signed in and 'Cerrar sesión'. */
export function AdminUserMenu({ onLogout }: { onLogout: () => void }) {
  const user = useAdminSessionStore((state) => state.user);
  const name = fullName(user);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Cuenta: ${name}`}>
          <Avatar src={avatarUrl(user)} alt="" radius="xl" size={34} />
          <Text size="sm" fw={600} maw={160} truncate="end" visibleFrom="sm">
            {name}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        <Menu.Item color="red" c="red.9" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {USER_MENU_LABELS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
