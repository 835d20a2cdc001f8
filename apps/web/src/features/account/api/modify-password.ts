import type { ModifyPasswordBody } from '@cotizador/contracts/account';
import type { MessageResponse } from '@cotizador/contracts/common';
import { apiClient } from '@/lib/api-client';
import { withEffects } from '@/lib/request-effects';

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

/** The user saves the new password: the spinner meanwhile; the screen announces a failure itself. */
export function saveNewPassword(input: ModifyPasswordInput): Promise<MessageResponse> {
  return withEffects(() => modifyPassword(input), { blocking: true, errorToast: false });
}
