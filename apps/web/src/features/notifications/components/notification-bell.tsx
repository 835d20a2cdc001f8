import { NOTIFICATION_TEXTS } from '@cotizador/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NotificationBellMenu } from '@/components/notification-bell-menu';
import { paths } from '@/config/paths';
import { markNotificationsRead, notificationsQueryOptions } from '../api/notifications';
import {
  hydrateStoredNotifications,
  notificationImage,
  notificationQuotationId,
  selectHasUnseen,
  useNotificationsStore,
} from '../stores/notifications-store';

/** SPEC §2/§4: the bell with its list and a bullet when new messages arrived since it was last opened. */
export function NotificationBell() {
  const messages = useNotificationsStore((state) => state.messages);
  const hasUnseen = useNotificationsStore(selectHasUnseen);
  const markSeen = useNotificationsStore((state) => state.markSeen);
  // The bell survives reloads: it starts from the stored notifications and their read state (put
  // in the bell by the frame's loader already when it had them; again here when fetched anew).
  const stored = useQuery(notificationsQueryOptions);
  useEffect(() => {
    if (stored.data) hydrateStoredNotifications(stored.data);
  }, [stored.data]);
  const onOpen = () => {
    markSeen();
    if (stored.data && stored.data.unread > 0) void markNotificationsRead().catch(() => undefined);
  };
  const items = [...messages].reverse().map((message) => {
    const quotationId = notificationQuotationId(message);
    return {
      key: message.key,
      text: NOTIFICATION_TEXTS[message.type](quotationId),
      image: notificationImage(message),
      href: paths.quotation.href(quotationId),
    };
  });

  return <NotificationBellMenu items={items} hasUnseen={hasUnseen} onOpen={onOpen} />;
}
