import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SendChangeEmailCodeInput = { userId: number; email: string; idempotencyKey?: string };

/** POST otp/send-otp-email-to-change-email — the code goes to the new address (one per attempt). */
export function sendChangeEmailCode({ userId, email, idempotencyKey }: SendChangeEmailCodeInput): Promise<unknown> {
  return apiClient.post<unknown>(
    'otp/send-otp-email-to-change-email',
    { user_id: userId, email },
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );
}

export function useSendChangeEmailCode() {
  return useMutation({ mutationFn: sendChangeEmailCode });
}

export type ModifyUserEmailInput = { email: string; code: string };

/** POST /auth/modify-user-email — on success the API ends every session of the user. */
export function modifyUserEmail(input: ModifyUserEmailInput): Promise<unknown> {
  return apiClient.post<unknown>('auth/modify-user-email', input);
}

export function useModifyUserEmail() {
  return useMutation({ mutationFn: modifyUserEmail, meta: { blocking: true } });
}
