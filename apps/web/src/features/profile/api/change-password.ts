import type { ModifyPasswordBody } from '@cotizador/contracts/account';
import type { SignInBody, SignInResponse, SignOutResponse } from '@cotizador/contracts/auth';
import type { MessageResponse } from '@cotizador/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ChangePasswordInput = { email: string; currentPassword: string; newPassword: string };

/**
 * SPEC §7 profile password change, with the "fresh sign-in" rule of the API
 * (docs/decisions/006-account-otp-and-tokens.md): sign in again with the current password, then
 * POST /auth/modify-password with the token that sign-in returned. A wrong current password fails
 * the first call, whose message goes to the general error toast (SPEC §8).
 */
export async function changePassword({ email, currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const fresh = await apiClient.post<SignInResponse>(
    'auth/sign-in-sales-operator',
    { email, password: currentPassword } satisfies SignInBody,
    { auth: false },
  );
  const token = fresh.authorization.access_token;
  try {
    await apiClient.post<MessageResponse>('auth/modify-password', { new_password: newPassword } satisfies ModifyPasswordBody, {
      auth: false,
      token,
    });
  } catch (error) {
    // Do not leave the extra session behind when the change did not happen.
    await apiClient.post<SignOutResponse>('auth/sign-out-by-token', undefined, { auth: false, token }).catch(() => undefined);
    throw error;
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { blocking: true } });
}
