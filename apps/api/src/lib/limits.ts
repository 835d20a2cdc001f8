import type { Executor } from '../db/database.ts';
import { sha256 } from './crypto.ts';
import { TooManyRequestsError } from './errors.ts';
import { deleteCounter, findCounter, hitCounter } from './limits.repository.ts';
import type { Clock } from './time.ts';
import { addSeconds, nowIso } from './time.ts';

// Limits shared by every API instance and kept across restarts (decision 022): fixed-window counters
// in the `rate_limits` table. A rule names what is counted; the subject (an IP, an e-mail, a user id)
// is stored only as part of a SHA-256 key.

export type LimitRule = {
  name: string;
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
  /** The Spanish 429 message (the generic one otherwise). */
  message?: string;
};

export type LimitsContext = { db: Executor; clock: Clock };

export class LimitExceededError extends TooManyRequestsError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(message);
  }
}

function keyOf(rule: LimitRule, subject: string): string {
  return sha256(`${rule.name}:${subject.toLowerCase()}`);
}

function secondsLeft(resetAt: string, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000));
}

/** Counts one hit of `subject` and refuses it (429) when it goes over the rule's maximum. */
export async function consumeLimit(ctx: LimitsContext, rule: LimitRule, subject: string): Promise<void> {
  const now = ctx.clock.now();
  const nowText = nowIso(now);
  const counter = await hitCounter(ctx.db, keyOf(rule, subject), nowText, addSeconds(nowText, rule.windowSeconds));
  if (counter.hits > rule.max) throw new LimitExceededError(secondsLeft(counter.reset_at, now), rule.message);
}

/** Refuses (429) without counting when the subject has already used up the window (e.g. failures). */
export async function assertWithinLimit(ctx: LimitsContext, rule: LimitRule, subject: string): Promise<void> {
  const now = ctx.clock.now();
  const counter = await findCounter(ctx.db, keyOf(rule, subject), nowIso(now));
  if (counter && counter.hits >= rule.max) throw new LimitExceededError(secondsLeft(counter.reset_at, now), rule.message);
}

/** Counts one hit without refusing it (a failure noted after the answer is known). */
export async function recordHit(ctx: LimitsContext, rule: LimitRule, subject: string): Promise<void> {
  const nowText = nowIso(ctx.clock.now());
  await hitCounter(ctx.db, keyOf(rule, subject), nowText, addSeconds(nowText, rule.windowSeconds));
}

export async function clearLimit(ctx: LimitsContext, rule: LimitRule, subject: string): Promise<void> {
  await deleteCounter(ctx.db, keyOf(rule, subject));
}
