import { ActionIcon, Avatar, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

export const NO_NOTIFICATIONS_TEXT = 'No tienes notificaciones';

export type BellItem = {
  key: number | string;
  text: string;
  /** The product image; a message icon when there is none. */
  image: string | null;
  /** The quotation the entry opens. */
  href: string;
};

type NotificationBellMenuProps = {
  /** Newest first. */
  items: readonly BellItem[];
  /** Shows the bullet. */
  hasUnseen: boolean;
  onOpen: () => void;
};

/** The bell of both areas (operator and admin): its list, and a bullet for what was not seen yet. */
export function NotificationBellMenu({ items, hasUnseen, onOpen }: NotificationBellMenuProps) {
  return (
    <Menu position="bottom-end" width={340} shadow="md" onOpen={onOpen} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Notificaciones">
          <Indicator disabled={!hasUnseen} color="orange" size={9} offset={3} withBorder>
            <IconBell size={22} stroke={1.7} aria-hidden />
          </Indicator>
          {hasUnseen && <VisuallyHidden>Tienes notificaciones nuevas</VisuallyHidden>}
        </ActionIcon>
      </Menu.Target>
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
