import type { AdminNotificationsResponse, ReadNotificationsBody } from '@cotizador/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';

export const adminNotificationKeys = {
  all: ['admin', 'notifications'] as const,
};

/** GET /admin/notifications: the admin's stored bell, newest first. */
export function getAdminNotifications(): Promise<AdminNotificationsResponse> {
  return adminApi.get<AdminNotificationsResponse>('admin/notifications');
}

export const adminNotificationsQueryOptions = queryOptions({
  queryKey: adminNotificationKeys.all,
  queryFn: getAdminNotifications,
  // A background helper: a failure must not interrupt the screen with a toast.
  meta: { errorToast: false },
});

/** POST /admin/notifications/read: every notification read (the bell was opened). */
export function markAdminNotificationsRead(): Promise<unknown> {
  return adminApi.post('admin/notifications/read', {} satisfies ReadNotificationsBody);
}
