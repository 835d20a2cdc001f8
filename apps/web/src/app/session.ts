import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { infoByTokenQueryOptions } from '@/features/auth/api/get-info-by-token';
import { useNotificationsStore } from '@/features/notifications/stores/notifications-store';
import { setUnauthorizedListener } from '@/lib/api-client';
import { appConfigKeys } from '@/lib/app-config';
import { notifyError } from '@/lib/notify';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { useSessionStore } from '@/stores/session-store';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void };

/**
 * Forgets everything of the signed-in user on this device: session, cart cache, bell messages and
 * server data (the public app config stays).
 */
export function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  useCartCacheStore.getState().clear();
  useNotificationsStore.getState().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigKeys.all[0] });
}

/** SPEC §4/§8: a 401 on any call shows 'Su sesión ha expirado', ends the session and goes to login. */
export function installSessionExpiry(router: Navigator, queryClient: QueryClient): () => void {
  return setUnauthorizedListener(() => {
    if (!useSessionStore.getState().token) return;
    endSession(queryClient);
    notifyError(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    void router.navigate(paths.login.href(), { replace: true });
  });
}

/** SPEC §4: with a stored token at start, the user info is fetched again and replaces the stored one. */
export async function refreshSessionAtStart(queryClient: QueryClient): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token) return;
  try {
    const info = await queryClient.fetchQuery(infoByTokenQueryOptions(token));
    if (useSessionStore.getState().token === token) useSessionStore.getState().updateInfo(info);
  } catch {
    // A 401 went through the session-expiry path; on other failures the stored user stays.
  }
}
