import type { ChangeEmailCodeBody, ModifyEmailBody } from '@cotizador/contracts/account';
import type { MessageResponse } from '@cotizador/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SendChangeEmailCodeInput = { userId: number; email: string; idempotencyKey?: string };

/** POST otp/send-otp-email-to-change-email — the code goes to the new address (one per attempt). */
export function sendChangeEmailCode({ userId, email, idempotencyKey }: SendChangeEmailCodeInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(
    'otp/send-otp-email-to-change-email',
    { user_id: userId, email } satisfies ChangeEmailCodeBody,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}

export type ModifyUserEmailInput = ModifyEmailBody;

/** POST /auth/modify-user-email — on success the API ends every session of the user. */
export function modifyUserEmail(input: ModifyUserEmailInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('auth/modify-user-email', input);
}

export function useModifyUserEmail() {
  return useMutation({ mutationFn: modifyUserEmail, meta: { blocking: true } });
}
