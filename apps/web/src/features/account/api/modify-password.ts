import type { ModifyPasswordBody } from '@cotizador/contracts/account';
import type { MessageResponse } from '@cotizador/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ModifyPasswordInput = { newPassword: string; temporalToken: string };

/**
 * POST /auth/modify-password with the temporal token of validate-otp as bearer (activation,
 * reset). A 401 here means the token expired; it is not the end of a session.
 */
export function modifyPassword({ newPassword, temporalToken }: ModifyPasswordInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('auth/modify-password', { new_password: newPassword } satisfies ModifyPasswordBody, {
    auth: false,
    token: temporalToken,
  });
}

export function useModifyPassword() {
  return useMutation({ mutationFn: modifyPassword, meta: { blocking: true, errorToast: false } });
}
