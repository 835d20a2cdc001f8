import { GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { ApiError } from '@/lib/api-client';

// The one toast path of the app (SPEC §8: errors are shown as a top toast).
// @mantine/notifications is loaded on first use (and by the toasts' container, app/provider.tsx),
// not with the first screen: calls made meanwhile run in order once it is there.

type ToastOptions = { id?: string; autoClose?: number };

const closeButtonProps = { 'aria-label': 'Cerrar notificación' };

type NotificationsStore = typeof import('@mantine/notifications').notifications;

let store: Promise<NotificationsStore> | null = null;
const requestListeners = new Set<() => void>();

function withNotifications(use: (notifications: NotificationsStore) => void): void {
  if (!store) {
    store = import('@mantine/notifications').then((m) => m.notifications);
    for (const listener of requestListeners) listener();
  }
  void store.then(use);
}

/** Whether a toast was asked for yet: the toasts' container mounts from then on (app/provider.tsx). */
export function toastsRequested(): boolean {
  return store !== null;
}

export function subscribeToastsRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  withNotifications((n) => n.show({ color: 'teal', message, autoClose: 4000, closeButtonProps, ...options }));
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  withNotifications((n) => n.show({ color: 'red', message, autoClose: 6000, closeButtonProps, ...options }));
}

/** Removes the toasts on screen (for example, an earlier sign-in error once sign-in succeeds). */
export function clearToasts(): void {
  withNotifications((n) => n.clean());
}

/** Any failure → its Spanish message; a 401 that ended the session was already announced. */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.sessionExpired) return;
    notifyError(error.message);
    return;
  }
  notifyError(GENERIC_ERROR_MESSAGE);
}
