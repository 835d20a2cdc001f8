import { Avatar, Divider, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClipboardList, IconHeart, IconHome, IconLayoutGrid, IconLogout, IconUser } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { MAIN_NAV_LINKS, USER_MENU_LABELS } from '@/config/links';
import { paths } from '@/config/paths';
import { avatarUrl, fullName } from '@/lib/user';
import { useSessionStore } from '@/stores/session-store';
import classes from './layout.module.css';

const MAIN_NAV_ICONS = [IconHome, IconLayoutGrid, IconClipboardList] as const;

type MobileNavProps = { opened: boolean; onClose: () => void; onLogout: () => void };

/** SPEC §2: the phone menu, with the same entries as the top navigation and the user dropdown. */
export function MobileNav({ opened, onClose, onLogout }: MobileNavProps) {
  const user = useSessionStore((state) => state.user);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={300}
      padding="md"
      title={<Logo height={30} />}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" px={4}>
          <Avatar src={avatarUrl(user)} alt="" radius="xl" size={44} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end">
              {fullName(user)}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {user?.email}
            </Text>
          </div>
        </Group>
        <Divider />
        <nav aria-label="Menú principal">
          <Stack gap={4}>
            {MAIN_NAV_LINKS.map((link, index) => {
              const Icon = MAIN_NAV_ICONS[index] ?? IconHome;
              return (
                <NavLink key={link.href} to={link.href} end={link.end} className={classes.drawerLink} onClick={onClose}>
                  <Icon size={20} stroke={1.7} aria-hidden />
                  {link.label}
                </NavLink>
              );
            })}
          </Stack>
        </nav>
        <Divider />
        <Stack gap={4}>
          <NavLink to={paths.profile.href()} className={classes.drawerLink} onClick={onClose}>
            <IconUser size={20} stroke={1.7} aria-hidden />
            {USER_MENU_LABELS.profile}
          </NavLink>
          <NavLink to={paths.favorites.href()} className={classes.drawerLink} onClick={onClose}>
            <IconHeart size={20} stroke={1.7} aria-hidden />
            {USER_MENU_LABELS.favorites}
          </NavLink>
          <UnstyledButton
            className={classes.drawerLink}
            c="red.9"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            <IconLogout size={20} stroke={1.7} aria-hidden />
            {USER_MENU_LABELS.logout}
          </UnstyledButton>
        </Stack>
      </Stack>
    </Drawer>
  );
}
