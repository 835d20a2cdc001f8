import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { DeferredMenu } from '@/components/deferred-menu';
import { avatarUrl, fullName } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import classes from './layout.module.css';

type UserMenuProps = { onLogout: () => void };

const loadUserMenu = () => import('./user-menu-open').then((m) => m.UserMenuOpen);

/**
 * SPEC §2: the user dropdown (avatar and name) with Mi perfil, Mis favoritos and Cerrar sesión; its
 * entries load on the first click (components/deferred-menu.tsx).
 */
export function UserMenu({ onLogout }: UserMenuProps) {
  const user = useSessionStore((state) => state.user);
  const name = fullName(user);
  return (
    <DeferredMenu
      load={loadUserMenu}
      props={{ onLogout }}
      trigger={
        <UnstyledButton className={classes.userButton} aria-label={`Cuenta: ${name}`}>
          <Avatar src={avatarUrl(user)} alt="" radius="xl" size={36} />
          <Text size="sm" fw={600} maw={160} truncate="end">
            {name}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
