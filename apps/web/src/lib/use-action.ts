import { useCallback, useRef, useState } from 'react';
import { randomUuid } from './random-uuid';

/** One user attempt: its key goes in the `Idempotency-Key` header of a creating request. */
export type ActionAttempt = { idempotencyKey: string };

export type UserAction<Args extends unknown[]> = (attempt: ActionAttempt, ...args: Args) => Promise<unknown> | undefined;

/**
 * The one way to run a user action (docs/decisions/015-one-action-once.md): from the first call until
 * the returned promise settles the action is `pending`, and calls meanwhile do nothing (a double click
 * runs once). The guard is a ref, so it holds before React renders the disabled state. Every call is a
 * new attempt with a new key; a retry of the same request keeps it (lib/api-client.ts).
 *
 * A rejected promise only frees the control: failures are announced where they happen (the query
 * client's toast, field errors), so the action handles any extra reaction (focus) itself.
 *
 * `closesOnSuccess`: the action's success closes its control (a dialog's form whose «Guardar» closes
 * the dialog). The control stays busy after that success, so the second click of a double click that
 * lands while the dialog fades out does nothing instead of saving again. Check the form's validity
 * before `run`: an action that resolves without doing anything would also close the control.
 */
export type UserActionOptions = { closesOnSuccess?: boolean };

export function useAction<Args extends unknown[] = []>(action: UserAction<Args>, options: UserActionOptions = {}) {
  const closesOnSuccess = options.closesOnSuccess === true;
  const latest = useRef(action);
  latest.current = action;
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  /** Resolves true when the action succeeded, false when it failed or was already running. */
  const run = useCallback(
    async (...args: Args): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(true);
      let succeeded = false;
      try {
        await latest.current({ idempotencyKey: randomUuid() }, ...args);
        succeeded = true;
        return true;
      } catch {
        // Already announced; see above.
        return false;
      } finally {
        busy.current = succeeded && closesOnSuccess;
        setPending(false);
      }
    },
    [closesOnSuccess],
  );

  return { run, pending };
}

/** Waits `ms` (an action that navigates after a pause stays busy until it has gone). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
