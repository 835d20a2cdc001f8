import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationBellMenu } from '@/components/notification-bell-menu';
import { adminPaths } from '@/config/admin-paths';
import { adminNotificationKeys, adminNotificationsQueryOptions, markAdminNotificationsRead } from '../api/admin-notifications';
import { adminNotificationImage, adminNotificationQuotationId, adminNotificationText } from '../lib/admin-notification-texts';

/** The admin's bell: the stored notifications (refetched on every pushed one), bullet while unread. */
export function AdminNotificationBell() {
  const queryClient = useQueryClient();
  const stored = useQuery(adminNotificationsQueryOptions);
  const items = (stored.data?.notifications ?? []).map((notification) => {
    const quotationId = adminNotificationQuotationId(notification);
    return {
      key: notification.id,
      text: adminNotificationText(notification),
      image: adminNotificationImage(notification),
      href: adminPaths.quotation.href(quotationId),
    };
  });
  const onOpen = () => {
    if (!stored.data || stored.data.unread === 0) return;
    queryClient.setQueryData(adminNotificationKeys.all, { ...stored.data, unread: 0 });
    void markAdminNotificationsRead().catch(() => undefined);
  };
  return <NotificationBellMenu items={items} hasUnseen={(stored.data?.unread ?? 0) > 0} onOpen={onOpen} />;
}
