import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { DeferredMenu } from '@/components/deferred-menu';
import { avatarUrl, fullName } from '@/lib/user';
import { useAdminSessionStore } from '@/stores/admin-session-store';
import classes from './admin-layout.module.css';

const loadAdminUserMenu = () => import('./admin-user-menu-open').then((m) => m.AdminUserMenuOpen);

/**
 * The admin's menu: who is signed in and 'Cerrar sesión'; its entries load on the first click
 * (components/deferred-menu.tsx), like the operator's.
 */
export function AdminUserMenu({ onLogout }: { onLogout: () => void }) {
  const user = useAdminSessionStore((state) => state.user);
  const name = fullName(user);
  return (
    <DeferredMenu
      load={loadAdminUserMenu}
      props={{ onLogout }}
      trigger={
        <UnstyledButton className={classes.userButton} aria-label={`Cuenta: ${name}`}>
          <Avatar src={avatarUrl(user)} alt="" radius="xl" size={34} />
          <Text size="sm" fw={600} maw={160} truncate="end" visibleFrom="sm">
            {name}
          </Text>
          <IconChevronDown size={16} stroke={1.8} aria-hidden />
        </UnstyledButton>
      }
    />
  );
}
