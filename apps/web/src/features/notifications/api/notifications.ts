import type { OperatorNotificationsResponse, ReadNotificationsBody } from '@cotizador/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** GET /sales-operator/notifications: the stored bell, newest first (DESIGN.md §9). */
export function getNotifications(): Promise<OperatorNotificationsResponse> {
  return apiClient.get<OperatorNotificationsResponse>('sales-operator/notifications');
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: getNotifications,
  // The bell is a background helper: a failure must not interrupt the screen with a toast.
  meta: { errorToast: false },
});

/** POST /sales-operator/notifications/read: every notification read (the bell was opened). */
export function markNotificationsRead(): Promise<unknown> {
  return apiClient.post('sales-operator/notifications/read', {} satisfies ReadNotificationsBody);
}
