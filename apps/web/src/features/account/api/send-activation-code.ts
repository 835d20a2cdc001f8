import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type EmailInput = { email: string };

/** POST otp/send-otp-email-to-activate-user — no bearer; the answer is the same for any e-mail. */
export function sendActivationCode(input: EmailInput): Promise<unknown> {
  return apiClient.post<unknown>('otp/send-otp-email-to-activate-user', input, { auth: false });
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}
