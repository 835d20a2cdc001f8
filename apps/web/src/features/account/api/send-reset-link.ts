import type { MessageResponse } from '@cotizador/contracts/common';
import { apiClient } from '@/lib/api-client';
import { withEffects } from '@/lib/request-effects';
import { type EmailInput, otpSendOptions } from './send-activation-code';

/** POST otp/send-otp-email-to-reset-password — no bearer; the answer is the same for any e-mail. */
export function sendResetLink({ email, idempotencyKey }: EmailInput): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('otp/send-otp-email-to-reset-password', { email }, otpSendOptions(idempotencyKey));
}

/** The user asks for a reset link: the spinner meanwhile, a failure is a toast. */
export function requestResetLink(input: EmailInput): Promise<MessageResponse> {
  return withEffects(() => sendResetLink(input), { blocking: true });
}
