import { FRESH_SIGN_IN_REQUIRED_MESSAGE, OTP_INVALID_MESSAGE, PASSWORD_UNCHANGED_MESSAGE } from '@cotizador/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/database.ts';
import type { OtpPurpose, User } from '../../db/schema.ts';
import { generateToken, hashPassword, sha256, verifyPassword } from '../../lib/crypto.ts';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { OTP_FAILURES_PER_ACCOUNT, resendRule } from '../../lib/limit-rules.ts';
import { assertWithinLimit, consumeLimit, LimitExceededError, recordHit } from '../../lib/limits.ts';
import { addMinutes, nowIso } from '../../lib/time.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';
import { accountAlreadyActiveMail, activationCodeMail, passwordResetMail } from '../../mail/templates.ts';
import { findLiveToken, insertToken, revokeAllUserTokens, revokeToken } from '../auth/tokens.repository.ts';
import { findUserByEmail, findUserById, normalizeEmail, updateUser } from '../users/users.repository.ts';
import { invalidateOtps } from './otp.repository.ts';
import {
  checkOtp,
  consumeOtp,
  issueOtp,
  OTP_TTL_MINUTES,
  PASSWORD_OTP_PURPOSES,
  RESEND_WAIT_SECONDS,
  ResendTooSoonError,
  secondsUntilResend,
} from './otp.service.ts';

/** validate-otp → modify-password: the temporal token lives this long and works once. */
export const TEMPORAL_TOKEN_TTL_MINUTES = 15;

/** Profile password change: the bearer must come from a sign-in at most this old ("fresh"). */
export const FRESH_SIGN_IN_MINUTES = 5;

/**
 * Pending activation: created without a password (CLI `user:create`, seed) and never activated.
 * A deactivated account (inactive but with a password) is not pending and cannot reactivate itself.
 */
export function isPendingActivation(user: User): boolean {
  return user.is_active === 0 && user.password_hash === null;
}

/**
 * The OTP page of an e-mail. Dots are percent-encoded too, so the link does not end in something
 * that looks like a file extension (".mx"), which static servers answer with a 404.
 */
export function otpPageUrl(publicUrl: string, email: string): string {
  return `${publicUrl}/otp/${encodeURIComponent(email).replace(/\./g, '%2E')}`;
}

/** DESIGN.md §6: `{PUBLIC_URL}/reset-password/{email}/{otp}`. */
export function resetPasswordUrl(publicUrl: string, email: string, code: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(email)}/${code}`;
}

/** Issue an activation code and queue its e-mail in the caller's transaction (API and CLI invite). */
export async function queueActivationCode(trx: Executor, user: User, publicUrl: string, now: string): Promise<void> {
  const code = await issueOtp(trx, { userId: user.id, purpose: 'activate', now });
  const mail = activationCodeMail({
    name: user.name,
    code,
    validMinutes: OTP_TTL_MINUTES,
    otpPageUrl: otpPageUrl(publicUrl, user.email),
  });
  await enqueueMail(trx, { kind: 'account.activation', to: user.email, ...mail }, now);
}

/**
 * The resend brake of the code endpoints: one code per purpose and subject (an address, known or
 * not, or a user) per RESEND_WAIT_SECONDS, counted in the store shared by every instance and kept
 * across restarts (decision 022), so known and unknown addresses answer alike. An account's newest
 * code in the database is checked too. Throws 429 before anything is sent.
 */
export async function enforceResendWait(
  ctx: AppContext,
  purpose: OtpPurpose,
  subject: string,
  user: User | undefined,
): Promise<void> {
  const databaseWait = user ? await secondsUntilResend(ctx.db, user.id, purpose, ctx.clock.now()) : 0;
  if (databaseWait > 0) throw new ResendTooSoonError(databaseWait);
  try {
    await consumeLimit(ctx, resendRule(purpose, RESEND_WAIT_SECONDS), subject);
  } catch (error) {
    if (error instanceof LimitExceededError) throw new ResendTooSoonError(error.retryAfterSeconds);
    throw error;
  }
}

/**
 * POST otp/send-otp-email-to-activate-user. Same answer whatever the account: a pending one gets a
 * code, an active one a harmless note, an unknown or deactivated one nothing.
 */
export async function requestActivationCode(ctx: AppContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(ctx.db, email);
  await enforceResendWait(ctx, 'activate', email, user);
  if (!user) return;
  const now = nowIso(ctx.clock.now());
  if (isPendingActivation(user)) {
    await ctx.db.transaction().execute((trx) => queueActivationCode(trx, user, ctx.config.publicUrl, now));
    return;
  }
  if (user.is_active === 1) {
    const mail = accountAlreadyActiveMail({
      name: user.name,
      loginUrl: `${ctx.config.publicUrl}/login`,
      recoveryUrl: `${ctx.config.publicUrl}/recovery`,
    });
    await enqueueMail(ctx.db, { kind: 'account.already-active', to: user.email, ...mail }, now);
  }
}

/** POST otp/send-otp-email-to-reset-password. Only active accounts get the link; the answer never differs. */
export async function requestPasswordReset(ctx: AppContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(ctx.db, email);
  await enforceResendWait(ctx, 'reset', email, user);
  if (user?.is_active !== 1) return;
  const now = nowIso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    const code = await issueOtp(trx, { userId: user.id, purpose: 'reset', now });
    const mail = passwordResetMail({
      name: user.name,
      resetUrl: resetPasswordUrl(ctx.config.publicUrl, user.email, code),
      validMinutes: OTP_TTL_MINUTES,
    });
    await enqueueMail(trx, { kind: 'account.password-reset', to: user.email, ...mail }, now);
  });
}

/** Whether a code of this purpose may still set this user's password. */
function purposeFits(purpose: OtpPurpose, user: User): boolean {
  if (purpose === 'activate') return isPendingActivation(user);
  if (purpose === 'reset') return user.is_active === 1;
  return false;
}

function invalidOtp(): ValidationError {
  return ValidationError.field('code', OTP_INVALID_MESSAGE);
}

/**
 * POST otp/validate-otp: a right code is used up and exchanged for a temporal token that can only
 * set this user's password, once, within TEMPORAL_TOKEN_TTL_MINUTES. Every failure answers alike.
 */
export async function validateOtp(
  ctx: AppContext,
  rawEmail: string,
  code: string,
): Promise<{ token: string; expiresAt: string }> {
  const now = nowIso(ctx.clock.now());
  // Wrong codes per address across every code sent to it, known address or not (decision 022).
  const accountKey = normalizeEmail(rawEmail);
  await assertWithinLimit(ctx, OTP_FAILURES_PER_ACCOUNT, accountKey);
  const user = await findUserByEmail(ctx.db, rawEmail);
  const row = user ? await checkOtp(ctx.db, { userId: user.id, purposes: PASSWORD_OTP_PURPOSES, code, now }) : null;
  if (!user || !row || !purposeFits(row.purpose, user)) {
    await recordHit(ctx, OTP_FAILURES_PER_ACCOUNT, accountKey);
    throw invalidOtp();
  }

  const token = generateToken();
  const expiresAt = addMinutes(now, TEMPORAL_TOKEN_TTL_MINUTES);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeOtp(trx, row.id, now))) throw invalidOtp();
    await insertToken(trx, { userId: user.id, tokenHash: sha256(token), kind: 'temporal', expiresAt, createdAt: now });
  });
  return { token, expiresAt };
}

/**
 * POST /auth/modify-password. The bearer is either
 * - a temporal token from validate-otp (activation, reset): used up here; activates a pending account;
 * - a session token issued by a sign-in at most FRESH_SIGN_IN_MINUTES ago (the profile signs in
 *   again with the current password first); the new password must differ from the current one.
 * Either way every token of the user is revoked: all sessions end (SPEC §4 Profile changes).
 */
export async function modifyPassword(ctx: AppContext, bearer: string | null, newPassword: string): Promise<void> {
  if (!bearer) throw new UnauthorizedError();
  const now = ctx.clock.now();
  const nowText = nowIso(now);
  const tokenHash = sha256(bearer);

  const temporal = await findLiveToken(ctx.db, tokenHash, 'temporal', nowText);
  if (temporal) {
    const user = await findUserById(ctx.db, temporal.user_id);
    if (!user || !(user.is_active === 1 || isPendingActivation(user))) throw new UnauthorizedError();
    const passwordHash = await hashPassword(newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      // Single use: of two concurrent requests with the same token only one revokes it.
      if (!(await revokeToken(trx, temporal.id, nowText))) throw new UnauthorizedError();
      await setPassword(trx, user.id, passwordHash, nowText);
    });
    return;
  }

  const session = await findLiveToken(ctx.db, tokenHash, 'session', nowText);
  if (!session) throw new UnauthorizedError();
  const user = await findUserById(ctx.db, session.user_id);
  if (user?.is_active !== 1) throw new UnauthorizedError();
  // The operator's account route: an admin's session is refused (a recovery code's token is not).
  if (user.role !== 'operator') throw new ForbiddenError();
  if (now.getTime() - Date.parse(session.created_at) > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new ForbiddenError(FRESH_SIGN_IN_REQUIRED_MESSAGE);
  }
  if (await verifyPassword(user.password_hash, newPassword))
    throw ValidationError.field('new_password', PASSWORD_UNCHANGED_MESSAGE);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute((trx) => setPassword(trx, user.id, passwordHash, nowText));
}

async function setPassword(trx: Executor, userId: number, passwordHash: string, now: string): Promise<void> {
  await updateUser(trx, userId, { password_hash: passwordHash, is_active: 1, updated_at: now });
  // DESIGN.md §4: a password change revokes every token of the user, and no old code stays usable.
  await revokeAllUserTokens(trx, userId, now);
  await invalidateOtps(trx, userId, PASSWORD_OTP_PURPOSES, now);
}
