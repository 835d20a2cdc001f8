import type { SignInBody, SignInResponse } from '@cotizador/contracts/auth';
import { apiClient } from '@/lib/api-client';

export type SignInInput = SignInBody;

/**
 * POST /auth/sign-in-sales-operator — no bearer; a 401/422 here is a failed attempt, not an expiry.
 * The form shows its own single error toast (one id, never stacked).
 */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return apiClient.post<SignInResponse>('auth/sign-in-sales-operator', input, { auth: false });
}
