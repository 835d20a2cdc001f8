import { GENERIC_ERROR_MESSAGE } from '@cotizador/domain/messages';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';

// The one toast path of the app (SPEC §8: errors are shown as a top toast).

type ToastOptions = { id?: string; autoClose?: number };

const closeButtonProps = { 'aria-label': 'Cerrar notificación' };

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'teal', message, autoClose: 4000, closeButtonProps, ...options });
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'red', message, autoClose: 6000, closeButtonProps, ...options });
}

/** Removes the toasts on screen (for example, an earlier sign-in error once sign-in succeeds). */
export function clearToasts(): void {
  notifications.clean();
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
