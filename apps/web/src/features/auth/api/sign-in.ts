import type { SignInBody, SignInResponse } from '@cotizador/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SignInInput = SignInBody;

/** POST /auth/sign-in-sales-operator — no bearer; a 401/422 here is a failed attempt, not an expiry. */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return apiClient.post<SignInResponse>('auth/sign-in-sales-operator', input, { auth: false });
}

export function useSignIn() {
  // The form shows its own single error toast (one id, never stacked).
  return useMutation({ mutationFn: signIn, meta: { errorToast: false } });
}
