import type { Company, User } from '@cotizador/contracts/auth';
import { isDirectQuoteCompany as isDirectQuoteCompanyCode } from '@cotizador/domain/pricing';

export const DEFAULT_AVATAR_URL = '/avatars/default.svg';

/** SPEC §3: the first avatar URL is used, else a default. */
export function avatarUrl(user: Pick<User, 'avatar'> | null | undefined): string {
  return user?.avatar?.[0] || DEFAULT_AVATAR_URL;
}

export function fullName(user: Pick<User, 'name' | 'last_name'> | null | undefined): string {
  if (!user) return '';
  return [user.name, user.last_name].filter(Boolean).join(' ');
}

/** SPEC §6: company code cpa quotes directly, without a cart (rule in the domain package). */
export function isDirectQuoteCompany(company: Pick<Company, 'code'> | null | undefined): boolean {
  return isDirectQuoteCompanyCode(company?.code);
}
