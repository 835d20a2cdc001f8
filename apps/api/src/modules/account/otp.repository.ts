import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OtpPurpose, OtpsTable } from '../../db/schema.ts';

export type OtpRow = Selectable<OtpsTable>;

/** DESIGN.md §4: a code is dead after this many wrong tries. */
export const OTP_MAX_ATTEMPTS = 5;

export async function insertOtp(
  db: Executor,
  otp: { userId: number; purpose: OtpPurpose; codeHash: string; newEmail: string | null; expiresAt: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('otps')
    .values({
      user_id: otp.userId,
      purpose: otp.purpose,
      code_hash: otp.codeHash,
      new_email: otp.newEmail,
      attempts: 0,
      expires_at: otp.expiresAt,
      consumed_at: null,
      created_at: otp.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Kill every unused code of these purposes (a new code invalidates the previous one). */
export async function invalidateOtps(db: Executor, userId: number, purposes: readonly OtpPurpose[], now: string): Promise<void> {
  await db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('consumed_at', 'is', null)
    .execute();
}

/** The newest code of these purposes, used or not (for the resend throttle). */
export async function findNewestOtp(db: Executor, userId: number, purposes: readonly OtpPurpose[]): Promise<OtpRow | undefined> {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The code that can still be used: unused, unexpired and with tries left. */
export async function findLiveOtp(
  db: Executor,
  userId: number,
  purposes: readonly OtpPurpose[],
  now: string,
): Promise<OtpRow | undefined> {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Count a wrong try; conditional, so concurrent tries never exceed the limit. */
export async function registerWrongAttempt(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .execute();
}

/** Use the code once: only the first of two concurrent requests gets `true`. */
export async function consumeOtp(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
