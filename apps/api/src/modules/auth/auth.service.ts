import type { AppContext } from '../../context.ts';
import type { UserRole } from '../../db/schema.ts';
import { generateToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { ValidationError } from '../../lib/errors.ts';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../../lib/limit-rules.ts';
import { assertWithinLimit, clearLimit, recordHit } from '../../lib/limits.ts';
import { addMinutes, nowIso } from '../../lib/time.ts';
import { findCompanyById, findUserByEmail, findUserById, normalizeEmail } from '../users/users.repository.ts';
import type { AuthState } from './auth.types.ts';
import { findLiveToken, insertToken, revokeToken, touchToken } from './tokens.repository.ts';

/** One message for every refused sign-in, so the answer never reveals which case it was. */
export const SIGN_IN_FAILED_MESSAGE = 'El correo o la contraseña son incorrectos, o la cuenta no está activa.';

const TOUCH_INTERVAL_MS = 5 * 60_000;

export async function issueSessionToken(ctx: AppContext, userId: number) {
  const token = generateToken();
  const now = nowIso(ctx.clock.now());
  const expiresAt = addMinutes(now, ctx.config.tokenTtlHours * 60);
  await insertToken(ctx.db, { userId, tokenHash: sha256(token), kind: 'session', expiresAt, createdAt: now });
  return { token, expiresAt };
}

export async function signInSalesOperator(ctx: AppContext, email: string, password: string) {
  const { company, ...rest } = await signIn(ctx, email, password, 'operator');
  if (!company) throw ValidationError.field('email', SIGN_IN_FAILED_MESSAGE);
  return { ...rest, company };
}

/**
 * DESIGN.md §9: admins sign in on their own endpoint; an operator account, an inactive one or a
 * wrong password get the same message as every refused sign-in.
 */
export async function signInAdmin(ctx: AppContext, email: string, password: string) {
  return signIn(ctx, email, password, 'admin');
}

async function signIn(ctx: AppContext, email: string, password: string, role: UserRole) {
  // Per account, across every IP and instance: a locked e-mail (known or not) is refused, the right
  // password included, until its window ends (decision 022).
  const accountKey = normalizeEmail(email);
  await assertWithinLimit(ctx, SIGN_IN_FAILURES_PER_ACCOUNT, accountKey);
  const user = await findUserByEmail(ctx.db, email);
  // Always verify a hash, even for unknown users, so timing does not reveal the case.
  const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !passwordOk || user.role !== role || user.is_active !== 1) {
    await recordHit(ctx, SIGN_IN_FAILURES_PER_ACCOUNT, accountKey);
    throw ValidationError.field('email', SIGN_IN_FAILED_MESSAGE);
  }
  await clearLimit(ctx, SIGN_IN_FAILURES_PER_ACCOUNT, accountKey);
  // Operators belong to a company (SPEC §3); an admin may have one.
  const company = user.company_id === null ? null : ((await findCompanyById(ctx.db, user.company_id)) ?? null);
  if (role === 'operator' && !company) throw ValidationError.field('email', SIGN_IN_FAILED_MESSAGE);
  const { token, expiresAt } = await issueSessionToken(ctx, user.id);
  return { token, expiresAt, user, company };
}

export async function resolveSessionToken(ctx: AppContext, token: string): Promise<AuthState | null> {
  const now = ctx.clock.now();
  const row = await findLiveToken(ctx.db, sha256(token), 'session', nowIso(now));
  if (!row) return null;
  const user = await findUserById(ctx.db, row.user_id);
  if (user?.is_active !== 1) return null;
  const company = user.company_id === null ? null : ((await findCompanyById(ctx.db, user.company_id)) ?? null);
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
    await touchToken(ctx.db, row.id, nowIso(now));
  }
  return { user, company, tokenId: row.id };
}

export async function signOut(ctx: AppContext, tokenId: number): Promise<void> {
  await revokeToken(ctx.db, tokenId, nowIso(ctx.clock.now()));
}
