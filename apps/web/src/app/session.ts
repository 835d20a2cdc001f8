import { SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';
import { paths } from '@/config/paths';
import { getInfoByToken } from '@/features/auth/api/get-info-by-token';
import { setUnauthorizedListener } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { endSession } from '@/lib/session-end';
import { useSessionStore } from '@/stores/session-store';
import type { QueryClientSource } from './query-client-source';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void };

/** SPEC §4/§8: a 401 on any call shows 'Su sesión ha expirado', ends the session and goes to login. */
export function installSessionExpiry(router: Navigator, queryClient: QueryClientSource): () => void {
  return setUnauthorizedListener(() => {
    if (!useSessionStore.getState().token) return;
    endSession(queryClient.current());
    notifyError(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    void router.navigate(paths.login.href(), { replace: true });
  });
}

let refreshAtStart: Promise<void> = Promise.resolve();

/** SPEC §4: with a stored token at start, the user info is fetched again and replaces the stored one. */
export function refreshSessionAtStart(): Promise<void> {
  refreshAtStart = refreshSession();
  return refreshAtStart;
}

/** Settles once the refresh at start has (the frame's loader waits for it: one render, not two). */
export function sessionRefreshed(): Promise<void> {
  return refreshAtStart;
}

async function refreshSession(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token) return;
  try {
    const info = await getInfoByToken();
    if (useSessionStore.getState().token === token) useSessionStore.getState().updateInfo(info);
  } catch {
    // A 401 went through the session-expiry path; on other failures the stored user stays.
  }
}
