import type { ModifyPasswordBody } from '@cotizador/contracts/account';
import type { SignOutResponse } from '@cotizador/contracts/auth';
import type { MessageResponse } from '@cotizador/contracts/common';
import type { VerifyCurrentPasswordBody, VerifyCurrentPasswordResponse } from '@cotizador/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * SPEC §7 profile password change, with the "fresh sign-in" rule of the API
 * (docs/decisions/006-account-otp-and-tokens.md): confirm the current password with
 * POST /auth/verify-current-password (a wrong one is a 422 on `current_password`), then
 * POST /auth/modify-password with the fresh token it returned.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const body: VerifyCurrentPasswordBody = { current_password: currentPassword };
  const fresh = await apiClient.post<VerifyCurrentPasswordResponse>('auth/verify-current-password', body);
  const token = fresh.access_token;
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
  // A wrong current password shows next to its field; other failures go to the toast.
  return useMutation({ mutationFn: changePassword, meta: { blocking: true, errorToast: false } });
}
