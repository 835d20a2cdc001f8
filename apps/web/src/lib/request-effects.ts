import { useSyncExternalStore } from 'react';
import { notifyApiError } from '@/lib/notify';

// What a user's request does around itself (SPEC §4: a spinner during blocking actions; SPEC §8: a
// failure is a top toast). The query client's mutations (lib/query-client.ts) and the sign-in
// screens' plain requests (below) report to the same spinner and the same toast. The sign-in
// screens do without the query library: it stays out of their JavaScript (issue 18).

export type RequestEffects = {
  /** Shows the full-screen spinner while the request runs. */
  blocking?: boolean;
  /** Set false when the screen announces the failure itself. */
  errorToast?: boolean;
};

let blockingRequests = 0;
let blockingMutations = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isBlocked(): boolean {
  return blockingRequests + blockingMutations > 0;
}

/** Whether a blocking request or mutation is running (app/root.tsx shows the spinner). */
export function useBlockingRequests(): boolean {
  return useSyncExternalStore(subscribe, isBlocked, isBlocked);
}

/** The query client's count of running blocking mutations. */
export function setBlockingMutations(count: number): void {
  if (count === blockingMutations) return;
  blockingMutations = count;
  changed();
}

/** SPEC §8: a failed request is a toast, unless its effects say the screen announces it itself. */
export function announceFailure(error: unknown, effects: RequestEffects | undefined): void {
  if (effects?.errorToast !== false) notifyApiError(error);
}

/**
 * Runs a request with its effects: the spinner while it runs if `blocking`, the error toast unless
 * `errorToast` is false. Rejects as the request does, so the caller (a `useAction`) frees its control.
 */
export async function withEffects<T>(request: () => Promise<T>, effects: RequestEffects = {}): Promise<T> {
  const blocking = effects.blocking === true;
  if (blocking) {
    blockingRequests += 1;
    changed();
  }
  try {
    return await request();
  } catch (error) {
    announceFailure(error, effects);
    throw error;
  } finally {
    if (blocking) {
      blockingRequests -= 1;
      changed();
    }
  }
}
