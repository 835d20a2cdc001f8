import type { QueryClient } from '@tanstack/react-query';
import { APP_CONFIG_QUERY_KEY } from '@/lib/brand';
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
export function endSession(queryClient: QueryClient | undefined): void {
  useSessionStore.getState().clear();
  useCartCacheStore.getState().clear();
  for (const cleanup of cleanups) cleanup();
  // No client yet: no screen that keeps server data was open (lib/query-client-source.ts).
  queryClient?.removeQueries({ predicate: (query) => query.queryKey[0] !== APP_CONFIG_QUERY_KEY });
}
