import type { AdminSignInResponse, SignInBody } from '@cotizador/contracts/auth';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sign-in-admin — no bearer; an operator account gets the generic sign-in error. */
export function signInAdmin(input: SignInBody): Promise<AdminSignInResponse> {
  return apiClient.post<AdminSignInResponse>('auth/sign-in-admin', input, { auth: false });
}
