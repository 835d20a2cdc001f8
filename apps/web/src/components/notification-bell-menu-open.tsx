import { Avatar, Menu, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OpenMenuProps } from './deferred-menu';
import { NO_NOTIFICATIONS_TEXT, type NotificationBellMenuProps } from './notification-bell-menu';

/** The bell's list (components/notification-bell-menu.tsx loads it on the first click). */
export function NotificationBellMenuOpen({
  items,
  onOpen,
  trigger,
}: OpenMenuProps<Omit<NotificationBellMenuProps, 'hasUnseen'>>) {
  return (
    <Menu position="bottom-end" width={340} shadow="md" onOpen={onOpen} withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Menu.Label>Notificaciones</Menu.Label>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="md" ta="center">
            {NO_NOTIFICATIONS_TEXT}
          </Text>
        ) : (
          items.map((item) => (
            <Menu.Item
              key={item.key}
              component={Link}
              to={item.href}
              leftSection={
                <Avatar src={item.image} radius="sm" size={36} color="brand" alt="">
                  <IconMessageCircle size={18} aria-hidden />
                </Avatar>
              }
            >
              <Text size="sm">{item.text}</Text>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
