import { RESEND_TOO_SOON_MESSAGE } from '@cotizador/domain/messages';
import { RESEND_CODE_SECONDS } from '@cotizador/domain/validation';
import type { Executor } from '../../db/database.ts';
import type { OtpPurpose } from '../../db/schema.ts';
import { generateOtpCode, safeEqual, sha256 } from '../../lib/crypto.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { addMinutes } from '../../lib/time.ts';
import {
  consumeOtp,
  findLiveOtp,
  findNewestOtp,
  insertOtp,
  invalidateOtps,
  type OtpRow,
  registerWrongAttempt,
} from './otp.repository.ts';

// One-time codes (DESIGN.md §4): 6 digits from a CSPRNG, stored hashed, single use, 10 minutes,
// at most 5 wrong tries, a new code kills the previous one, no resend within 60 s.

export const OTP_TTL_MINUTES = 10;
export const RESEND_WAIT_SECONDS = RESEND_CODE_SECONDS;

/**
 * Codes that `validate-otp` accepts. Activation and reset share it (SPEC §7), so issuing either
 * kills any live code of both: a user has at most one such code at a time.
 */
export const PASSWORD_OTP_PURPOSES = ['activate', 'reset'] as const satisfies readonly OtpPurpose[];
export const EMAIL_OTP_PURPOSES = ['change_email'] as const satisfies readonly OtpPurpose[];

function purposeGroup(purpose: OtpPurpose): readonly OtpPurpose[] {
  return purpose === 'change_email' ? EMAIL_OTP_PURPOSES : PASSWORD_OTP_PURPOSES;
}

/** Salted with the user id, so equal codes of two users never share a hash. */
export function hashOtpCode(userId: number, code: string): string {
  return sha256(`otp:${userId}:${code}`);
}

export class ResendTooSoonError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(RESEND_TOO_SOON_MESSAGE);
  }
}

/** Seconds left before another code of `purpose` may be sent to this user (0 = now). */
export async function secondsUntilResend(db: Executor, userId: number, purpose: OtpPurpose, now: Date): Promise<number> {
  const newest = await findNewestOtp(db, userId, [purpose]);
  if (!newest) return 0;
  const elapsedMs = now.getTime() - Date.parse(newest.created_at);
  return Math.max(0, Math.ceil((RESEND_WAIT_SECONDS * 1000 - elapsedMs) / 1000));
}

/** Create a code (killing the previous ones of its group) and return it in clear, for the e-mail only. */
export async function issueOtp(
  trx: Executor,
  input: { userId: number; purpose: OtpPurpose; newEmail?: string | null; now: string },
): Promise<string> {
  await invalidateOtps(trx, input.userId, purposeGroup(input.purpose), input.now);
  const code = generateOtpCode();
  await insertOtp(trx, {
    userId: input.userId,
    purpose: input.purpose,
    codeHash: hashOtpCode(input.userId, code),
    newEmail: input.newEmail ?? null,
    expiresAt: addMinutes(input.now, OTP_TTL_MINUTES),
    createdAt: input.now,
  });
  return code;
}

/**
 * Check a code against the user's live code of these purposes. A wrong code (or a right code for
 * the wrong target, see `matches`) counts as a try; the right one is returned, still unused — the
 * caller consumes it with `consumeOtp` inside the transaction of the change it authorises.
 */
export async function checkOtp(
  db: Executor,
  input: { userId: number; purposes: readonly OtpPurpose[]; code: string; now: string; matches?: (row: OtpRow) => boolean },
): Promise<OtpRow | null> {
  const row = await findLiveOtp(db, input.userId, input.purposes, input.now);
  if (!row) return null;
  const codeOk = safeEqual(row.code_hash, hashOtpCode(input.userId, input.code));
  if (!codeOk || (input.matches && !input.matches(row))) {
    await registerWrongAttempt(db, row.id);
    return null;
  }
  return row;
}

export { consumeOtp };
