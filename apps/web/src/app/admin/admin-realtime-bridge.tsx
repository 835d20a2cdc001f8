import type { AnyNotificationMessage } from '@cotizador/contracts/notifications';
import { ADMIN_DESK_KINDS, type AdminDeskSignal } from '@cotizador/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminPaths } from '@/config/admin-paths';
import { adminInboxKeys } from '@/features/admin-inbox/api/get-inbox';
import {
  adminNotificationImage,
  adminNotificationQuotationId,
  adminNotificationText,
} from '@/features/admin-notifications/lib/admin-notification-texts';
import { adminQuotationKeys } from '@/features/admin-quotation/api/admin-quotation';
import { useAppConfig } from '@/lib/app-config';
import { connectRealtime, disconnectRealtime, listenAdminDesk, listenNotifications, onRealtimeReconnect } from '@/lib/realtime';
import { useAdminLiveStore } from '@/stores/admin-live-store';
import { useAdminSessionStore } from '@/stores/admin-session-store';

/** SPEC §4: the channel is subscribed 1 s after a token exists (as the operator's). */
const SUBSCRIBE_DELAY_MS = 1000;
export const ADMIN_MESSAGE_RECEIVED_TITLE = 'Mensaje recibido';
const KINDS = new Set(['QUOTATION', 'STATUS_QUOTATION', 'PRICE_QUOTATION', 'NEW_QUOTATION']);

function isNotification(payload: unknown): payload is AnyNotificationMessage {
  if (typeof payload !== 'object' || payload === null) return false;
  const { type, data } = payload as { type?: unknown; data?: unknown };
  return typeof type === 'string' && KINDS.has(type) && typeof data === 'object' && data !== null;
}

const DESK_KINDS = new Set<string>(ADMIN_DESK_KINDS);

function isDeskSignal(payload: unknown): payload is AdminDeskSignal {
  if (typeof payload !== 'object' || payload === null) return false;
  const { quotation_id: id, kind, by_user_id: by } = payload as Record<string, unknown>;
  return Number.isInteger(id) && typeof kind === 'string' && DESK_KINDS.has(kind) && Number.isInteger(by);
}

function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * The admin's live desk: joins `private-notifications.{adminId}`; every event refreshes the admin's
 * data (inbox, bell, an open quotation), marks the quotation for a short highlight and, unless the
 * tab is on that quotation, shows the desktop notification 'Mensaje recibido'. It also joins
 * `private-admin-desk` (decision 028): any change on any quotation, by anyone, refreshes the inbox
 * (rows and tab counts) and that quotation if it is open, and highlights its row unless this admin
 * made the change.
 */
export function AdminRealtimeBridge() {
  const token = useAdminSessionStore((state) => state.token);
  const adminId = useAdminSessionStore((state) => state.user?.id);
  const pusher = useAppConfig().data?.pusher;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(() => {
    if (!token || !canNotify() || Notification.permission !== 'default') return;
    void Notification.requestPermission().catch(() => undefined);
  }, [token]);

  useEffect(() => {
    if (!token || !adminId || !pusher) return;
    let subscription: { stop: () => void } | null = null;
    let desk: { stop: () => void } | null = null;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin'] });
    const timer = setTimeout(() => {
      void connectRealtime(token, pusher).catch(() => undefined);
      desk = listenAdminDesk((payload) => {
        if (!isDeskSignal(payload)) return;
        if (payload.by_user_id !== adminId) useAdminLiveStore.getState().touch(payload.quotation_id);
        void queryClient.invalidateQueries({ queryKey: adminInboxKeys.all });
        void queryClient.invalidateQueries({ queryKey: adminQuotationKeys.detail(payload.quotation_id) });
      });
      subscription = listenNotifications(adminId, (payload) => {
        if (!isNotification(payload)) return;
        const message = payload;
        const quotationId = adminNotificationQuotationId(message);
        useAdminLiveStore.getState().touch(quotationId);
        refresh();
        const href = adminPaths.quotation.href(quotationId);
        if (pathname.current !== href && canNotify() && Notification.permission === 'granted') {
          const desktop = new Notification(ADMIN_MESSAGE_RECEIVED_TITLE, {
            body: adminNotificationText(message),
            icon: adminNotificationImage(message) ?? undefined,
          });
          desktop.onclick = () => {
            window.focus();
            void navigate(href);
          };
        }
      });
    }, SUBSCRIBE_DELAY_MS);
    const stopReconnect = onRealtimeReconnect(refresh);
    return () => {
      clearTimeout(timer);
      subscription?.stop();
      desk?.stop();
      stopReconnect();
      disconnectRealtime();
    };
  }, [token, adminId, pusher, queryClient, navigate]);

  return null;
}
