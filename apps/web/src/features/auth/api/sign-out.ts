import type { SignOutResponse } from '@cotizador/contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sign-out-by-token — the caller ends the session locally whatever the answer. */
export function signOut(): Promise<SignOutResponse> {
  return apiClient.post<SignOutResponse>('auth/sign-out-by-token', undefined, { expireSessionOn401: false });
}
