import { CURRENT_PASSWORD_WRONG_MESSAGE } from '@cotizador/contracts/profile';
import { EMAIL_IN_USE_MESSAGE, EMAIL_UNCHANGED_MESSAGE, VERIFICATION_CODE_INVALID_MESSAGE } from '@cotizador/domain/messages';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { ForbiddenError, ValidationError } from '../../lib/errors.ts';
import { OTP_FAILURES_PER_ACCOUNT } from '../../lib/limit-rules.ts';
import { assertWithinLimit, recordHit } from '../../lib/limits.ts';
import { nowIso } from '../../lib/time.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../../mail/templates.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { revokeAllUserTokens } from '../auth/tokens.repository.ts';
import { findUserByEmail, normalizeEmail, updateUser } from '../users/users.repository.ts';
import { enforceResendWait } from './account.service.ts';
import { invalidateOtps } from './otp.repository.ts';
import { checkOtp, consumeOtp, EMAIL_OTP_PURPOSES, issueOtp, OTP_TTL_MINUTES } from './otp.service.ts';

// "Mi perfil" (SPEC §2, §4 Change e-mail, Profile changes): e-mail change in two steps and name.

/**
 * POST otp/send-otp-email-to-change-email: a code to the NEW address, for the caller only. The answer
 * never tells whether the address belongs to another account (issue 17): a registered one gets no
 * code (so the change cannot be confirmed), a free one gets it; the resend brake counts both alike.
 */
export async function requestEmailChangeCode(ctx: AppContext, user: User, userId: number, rawEmail: string): Promise<void> {
  if (userId !== user.id) throw new ForbiddenError();
  const email = normalizeEmail(rawEmail);
  if (email === user.email) throw ValidationError.field('email', EMAIL_UNCHANGED_MESSAGE);
  await enforceResendWait(ctx, 'change_email', String(user.id), user);
  if (await findUserByEmail(ctx.db, email)) return;
  const now = nowIso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const code = await issueOtp(trx, { userId: user.id, purpose: 'change_email', newEmail: email, now });
    const mail = emailChangeCodeMail({ name: user.name, code, validMinutes: OTP_TTL_MINUTES });
    await enqueueMail(trx, { kind: 'account.email-change', to: email, ...mail }, now);
  });
}

/**
 * POST /auth/modify-user-email: the code must be the live one sent to exactly this address. On
 * success the e-mail changes, every token of the user is revoked (the session ends) and the old
 * address gets a notice.
 */
export async function changeEmail(ctx: AppContext, user: User, rawEmail: string, code: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const now = nowIso(ctx.clock.now());
  // Wrong codes per account across codes (decision 022).
  await assertWithinLimit(ctx, OTP_FAILURES_PER_ACCOUNT, `user:${user.id}`);
  const row = await checkOtp(ctx.db, {
    userId: user.id,
    purposes: EMAIL_OTP_PURPOSES,
    code,
    now,
    matches: (otp) => otp.new_email === email,
  });
  if (!row) {
    await recordHit(ctx, OTP_FAILURES_PER_ACCOUNT, `user:${user.id}`);
    throw ValidationError.field('code', VERIFICATION_CODE_INVALID_MESSAGE);
  }
  await ctx.db.transaction().execute(async (trx) => {
    // Someone may have taken the address since the code was sent.
    const owner = await findUserByEmail(trx, email);
    if (owner && owner.id !== user.id) throw ValidationError.field('email', EMAIL_IN_USE_MESSAGE);
    if (!(await consumeOtp(trx, row.id, now))) throw ValidationError.field('code', VERIFICATION_CODE_INVALID_MESSAGE);
    await updateUser(trx, user.id, { email, updated_at: now });
    await revokeAllUserTokens(trx, user.id, now);
    await invalidateOtps(trx, user.id, ['activate', 'reset', 'change_email'], now);
    const notice = emailChangedNoticeMail({ name: user.name, newEmail: email });
    await enqueueMail(trx, { kind: 'account.email-changed', to: user.email, ...notice }, now);
  });
}

/** POST /auth/modify-user-data: name and surname, already trimmed and checked by the route. */
export async function updateProfileData(ctx: AppContext, user: User, data: { name: string; lastName: string }): Promise<User> {
  return updateUser(ctx.db, user.id, { name: data.name, last_name: data.lastName, updated_at: nowIso(ctx.clock.now()) });
}

/**
 * Profile password change, step 1: the signed-in user confirms the current password and gets a
 * fresh session token (the "fresh sign-in" that modify-password asks for). A wrong password is a
 * 422 on that field, not the sign-in message.
 */
export async function verifyCurrentPassword(ctx: AppContext, user: User, password: string) {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw ValidationError.field('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  return issueSessionToken(ctx, user.id);
}
