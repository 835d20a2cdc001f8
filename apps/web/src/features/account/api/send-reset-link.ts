import type { MessageResponse } from '@cotizador/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type EmailInput, otpSendOptions } from './send-activation-code';

/** POST otp/send-otp-email-to-reset-password — no bearer; the answer is the same for any e-mail. */
export function sendResetLink({ email, idempotencyKey }: EmailInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('otp/send-otp-email-to-reset-password', { email }, otpSendOptions(idempotencyKey));
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink, meta: { blocking: true } });
}
