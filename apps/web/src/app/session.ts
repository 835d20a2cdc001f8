import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { infoByTokenQueryOptions } from '@/features/auth/api/get-info-by-token';
import { useNotificationsStore } from '@/features/notifications/stores/notifications-store';
import { setUnauthorizedListener } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { disconnectRealtime } from '@/lib/realtime';
import { endSession, onSessionEnd } from '@/lib/session-end';
import { useSessionStore } from '@/stores/session-store';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void };

/** SPEC §4/§8: a 401 on any call shows 'Su sesión ha expirado', ends the session and goes to login. */
export function installSessionExpiry(router: Navigator, queryClient: QueryClient): () => void {
  // The bell's messages go with the session (SPEC §4: cleared on logout).
  onSessionEnd(() => useNotificationsStore.getState().clear());
  // SPEC §4: on logout the real-time channels are left.
  onSessionEnd(disconnectRealtime);
  return setUnauthorizedListener(() => {
    if (!useSessionStore.getState().token) return;
    endSession(queryClient);
    notifyError(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    void router.navigate(paths.login.href(), { replace: true });
  });
}

let refreshAtStart: Promise<void> = Promise.resolve();

/** SPEC §4: with a stored token at start, the user info is fetched again and replaces the stored one. */
export function refreshSessionAtStart(queryClient: QueryClient): Promise<void> {
  refreshAtStart = refreshSession(queryClient);
  return refreshAtStart;
}

/** Settles once the refresh at start has (the frame's loader waits for it: one render, not two). */
export function sessionRefreshed(): Promise<void> {
  return refreshAtStart;
}

async function refreshSession(queryClient: QueryClient): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token) return;
  try {
    const info = await queryClient.fetchQuery(infoByTokenQueryOptions(token));
    if (useSessionStore.getState().token === token) useSessionStore.getState().updateInfo(info);
  } catch {
    // A 401 went through the session-expiry path; on other failures the stored user stays.
  }
}
