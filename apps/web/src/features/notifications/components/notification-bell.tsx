import type { NotificationMessage } from '@cotizador/contracts/notifications';
import { NOTIFICATION_TEXTS } from '@cotizador/domain/messages';
import { ActionIcon, Avatar, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { markNotificationsRead, notificationsQueryOptions } from '../api/notifications';
import {
  notificationImage,
  notificationQuotationId,
  selectHasUnseen,
  useNotificationsStore,
} from '../stores/notifications-store';

export const NO_NOTIFICATIONS_TEXT = 'No tienes notificaciones';

function NotificationItem({ message }: { message: NotificationMessage }) {
  const quotationId = notificationQuotationId(message);
  const image = notificationImage(message);
  return (
    <Menu.Item
      component={Link}
      to={paths.quotation.href(quotationId)}
      leftSection={
        <Avatar src={image} radius="sm" size={36} color="brand" alt="">
          <IconMessageCircle size={18} aria-hidden />
        </Avatar>
      }
    >
      <Text size="sm">{NOTIFICATION_TEXTS[message.type](quotationId)}</Text>
    </Menu.Item>
  );
}

/** SPEC §2/§4: the bell with its list and a bullet when new messages arrived since it was last opened. */
export function NotificationBell() {
  const messages = useNotificationsStore((state) => state.messages);
  const hasUnseen = useNotificationsStore(selectHasUnseen);
  const markSeen = useNotificationsStore((state) => state.markSeen);
  const hydrate = useNotificationsStore((state) => state.hydrate);
  // The bell survives reloads: it starts from the stored notifications and their read state.
  const stored = useQuery(notificationsQueryOptions);
  useEffect(() => {
    if (!stored.data) return;
    const list = [...stored.data.notifications].reverse();
    hydrate(list, list.length - stored.data.unread);
  }, [stored.data, hydrate]);
  const onOpen = () => {
    markSeen();
    if (stored.data && stored.data.unread > 0) void markNotificationsRead().catch(() => undefined);
  };

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
      <Menu.Dropdown>
        <Menu.Label>Notificaciones</Menu.Label>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="md" ta="center">
            {NO_NOTIFICATIONS_TEXT}
          </Text>
        ) : (
          [...messages].reverse().map((message) => <NotificationItem key={message.key} message={message} />)
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
