import type { AdminInboxResponse } from '@cotizador/contracts/admin-quotations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { type InboxView, inboxViewToQuery } from '../lib/inbox-params';

export const adminInboxKeys = {
  all: ['admin', 'quotations', 'inbox'] as const,
  view: (view: InboxView) => [...adminInboxKeys.all, view] as const,
};

/** GET /admin/quotations: one page of the inbox with the tab counts. */
export function getInbox(view: InboxView): Promise<AdminInboxResponse> {
  return adminApi.get<AdminInboxResponse>('admin/quotations', { query: inboxViewToQuery(view) });
}

/**
 * The admin's notification channel refreshes the inbox at once (app/admin/admin-realtime-bridge);
 * the API tells a newly sent quotation only to its responsible admin, so the other admins' inboxes
 * also re-read it every 15 s while the tab is visible.
 */
export const INBOX_REFRESH_MS = 15_000;

export function useInbox(view: InboxView) {
  return useQuery({
    queryKey: adminInboxKeys.view(view),
    queryFn: () => getInbox(view),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}
