import type { NotificationMessage } from '@cotizador/contracts/notifications';
import { NOTIFICATION_TEXTS } from '@cotizador/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notificationKeys } from '@/features/notifications/api/notifications';
import {
  notificationImage,
  notificationQuotationId,
  useNotificationsStore,
} from '@/features/notifications/stores/notifications-store';
import { quotationKeys } from '@/features/quotations/api/get-my-quotations';
import { useAppConfig } from '@/lib/app-config';
import { connectRealtime, listenNotifications, onRealtimeReconnect } from '@/lib/realtime';
import { useSessionStore } from '@/stores/session-store';

/** SPEC §4: the channel is subscribed 1 s after a token exists. */
export const SUBSCRIBE_DELAY_MS = 1000;
export const NOTIFICATIONS_ENABLED_TITLE = 'Notificaciones activadas';
export const MESSAGE_RECEIVED_TITLE = 'Mensaje recibido';

const KINDS = new Set(['QUOTATION', 'STATUS_QUOTATION', 'PRICE_QUOTATION']);

function isNotificationMessage(payload: unknown): payload is NotificationMessage {
  if (typeof payload !== 'object' || payload === null) return false;
  const { type, data } = payload as { type?: unknown; data?: unknown };
  return typeof type === 'string' && KINDS.has(type) && typeof data === 'object' && data !== null;
}

function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * SPEC §1/§4 real-time notifications for the signed-in operator: asks for the browser's permission,
 * subscribes to the user's channel, puts every event in the bell, shows 'Mensaje recibido' unless
 * the user is already on that quotation, and refreshes what the event is about.
 */
export function RealtimeBridge() {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?.id);
  const config = useAppConfig();
  const pusher = config.data?.pusher;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  // SPEC §1: on start, ask for permission; when granted, say so with a desktop notification.
  useEffect(() => {
    if (!token || !canNotify() || Notification.permission !== 'default') return;
    void Notification.requestPermission().then((permission) => {
      if (permission === 'granted') new Notification(NOTIFICATIONS_ENABLED_TITLE);
    });
  }, [token]);

  useEffect(() => {
    if (!token || !userId || !pusher) return;
    let subscription: { stop: () => void } | null = null;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    };
    const timer = setTimeout(() => {
      void connectRealtime(token, pusher).catch(() => undefined);
      subscription = listenNotifications(userId, (payload) => {
        if (!isNotificationMessage(payload)) return;
        useNotificationsStore.getState().add(payload);
        refresh();
        const quotationId = notificationQuotationId(payload);
        const onThatQuotation = pathname.current === paths.quotation.href(quotationId);
        if (!onThatQuotation && canNotify() && Notification.permission === 'granted') {
          const desktop = new Notification(MESSAGE_RECEIVED_TITLE, {
            body: NOTIFICATION_TEXTS[payload.type](quotationId),
            icon: notificationImage(payload) ?? undefined,
          });
          desktop.onclick = () => {
            window.focus();
            void navigate(paths.quotation.href(quotationId));
          };
        }
      });
    }, SUBSCRIBE_DELAY_MS);
    const stopReconnect = onRealtimeReconnect(refresh);
    return () => {
      clearTimeout(timer);
      subscription?.stop();
      stopReconnect();
    };
  }, [token, userId, pusher, queryClient, navigate]);

  return null;
}
