import type { QueryClient } from '@tanstack/react-query';
import { appConfigKeys } from '@/lib/app-config';
import { useCartCacheStore } from '@/stores/cart-cache-store';
import { useSessionStore } from '@/stores/session-store';

// The one way to end a session on this device (logout, expiry, profile changes). Features that
// keep something of the user register what to forget, so this module imports no feature.

type SessionCleanup = () => void;
const cleanups = new Set<SessionCleanup>();

/** Run `cleanup` whenever a session ends; returns the unregister function. */
export function onSessionEnd(cleanup: SessionCleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Forgets everything of the signed-in user on this device: session, cart cache, whatever features
 * registered (bell messages) and server data (the public app config stays).
 */
export function endSession(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  useCartCacheStore.getState().clear();
  for (const cleanup of cleanups) cleanup();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigKeys.all[0] });
}
