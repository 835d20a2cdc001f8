import type { EmailBody } from '@cotizador/contracts/account';
import type { MessageResponse } from '@cotizador/contracts/common';
import { apiClient } from '@/lib/api-client';
import { withEffects } from '@/lib/request-effects';

export type EmailInput = EmailBody & { /** One per user attempt (decision 015). */ idempotencyKey?: string };

/** The request options of an OTP send: no bearer, and the attempt's Idempotency-Key. */
export function otpSendOptions(idempotencyKey: string | undefined) {
  return { auth: false, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined };
}

/** POST otp/send-otp-email-to-activate-user — no bearer; the answer is the same for any e-mail. */
export function sendActivationCode({ email, idempotencyKey }: EmailInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(
    'otp/send-otp-email-to-activate-user',
    { email } satisfies EmailBody,
    otpSendOptions(idempotencyKey),
  );
}

/** The user asks for an activation code (a failure is a toast). */
export function requestActivationCode(input: EmailInput): Promise<MessageResponse> {
  return withEffects(() => sendActivationCode(input));
}
