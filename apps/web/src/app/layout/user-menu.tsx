import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHeart, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { USER_MENU_LABELS } from '@/config/links';
import { paths } from '@/config/paths';
import { avatarUrl, fullName } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import classes from './layout.module.css';

type UserMenuProps = { onLogout: () => void };

/** SPEC §2: the user dropdown (avatar and name) with Mi perfil, Mis favoritos and Cerrar sesión. */
export function UserMenu({ onLogout }: UserMenuProps) {
  const user = useSessionStore((state) => state.user);
  const name = fullName(user);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Cuenta: ${name}`}>
          <Avatar src={avatarUrl(user)} alt="" radius="xl" size={36} />
          <Text size="sm" fw={600} maw={160} truncate="end">
            {name}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile.href()} leftSection={<IconUser size={18} aria-hidden />}>
          {USER_MENU_LABELS.profile}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.favorites.href()} leftSection={<IconHeart size={18} aria-hidden />}>
          {USER_MENU_LABELS.favorites}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
          {USER_MENU_LABELS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
