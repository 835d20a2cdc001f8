import { sha256 } from '../../lib/crypto.ts';
import type { Clock } from '../../lib/time.ts';

/**
 * Resend brake for the public send-OTP endpoints, keyed by purpose and e-mail whether or not an
 * account exists, so a second request within the window is refused (429) the same way for known
 * and unknown addresses (no enumeration). Known accounts are also checked against the database
 * (the newest code's time), which holds across API instances; this map only adds the same answer
 * for addresses without an account. See docs/decisions/006-account-otp-and-tokens.md.
 */
export type SendThrottle = {
  /** Seconds left before `key` may send again (0 = allowed). */
  wait: (key: string) => number;
  record: (key: string) => void;
};

const MAX_ENTRIES = 10_000;

export function createSendThrottle(clock: Clock, windowSeconds: number): SendThrottle {
  const sentAt = new Map<string, number>();
  const windowMs = windowSeconds * 1000;

  function prune(now: number) {
    for (const [key, at] of sentAt) {
      if (now - at >= windowMs) sentAt.delete(key);
    }
    // Bound memory under a flood of distinct addresses (the per-IP rate limit applies first).
    while (sentAt.size >= MAX_ENTRIES) {
      const oldest = sentAt.keys().next().value;
      if (oldest === undefined) break;
      sentAt.delete(oldest);
    }
  }

  return {
    wait: (key) => {
      const at = sentAt.get(sha256(key));
      if (at === undefined) return 0;
      const left = windowMs - (clock.now().getTime() - at);
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    record: (key) => {
      const now = clock.now().getTime();
      prune(now);
      sentAt.set(sha256(key), now);
    },
  };
}
