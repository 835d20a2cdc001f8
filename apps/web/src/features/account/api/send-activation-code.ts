import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type EmailInput = { email: string /** One per user attempt (decision 015). */; idempotencyKey?: string };

/** The request options of an OTP send: no bearer, and the attempt's Idempotency-Key. */
export function otpSendOptions(idempotencyKey: string | undefined) {
  return { auth: false, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined };
}

/** POST otp/send-otp-email-to-activate-user — no bearer; the answer is the same for any e-mail. */
export function sendActivationCode({ email, idempotencyKey }: EmailInput): Promise<unknown> {
  return apiClient.post<unknown>('otp/send-otp-email-to-activate-user', { email }, otpSendOptions(idempotencyKey));
}

export function useSendActivationCode() {
  return useMutation({ mutationFn: sendActivationCode });
}
