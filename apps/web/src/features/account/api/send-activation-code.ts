import type { EmailBody } from '@cotizador/contracts/account';
import type { MessageResponse } from '@cotizador/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type EmailInput = EmailBody;

/** POST otp/send-otp-email-to-activate-user — no bearer; the answer is the same for any e-mail. */
export function sendActivationCode(input: EmailInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('otp/send-otp-email-to-activate-user', input, { auth: false });
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}
