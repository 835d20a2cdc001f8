import type { ValidateOtpBody, ValidateOtpResponse } from '@cotizador/contracts/account';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ValidateOtpInput = ValidateOtpBody;

/** POST otp/validate-otp — no bearer; a valid code gives the temporal token (SPEC §7). */
export function validateOtp(input: ValidateOtpInput): Promise<ValidateOtpResponse> {
  return apiClient.post<ValidateOtpResponse>('otp/validate-otp', input, { auth: false });
}

/** OTP page: the user submits the code. */
export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp, meta: { blocking: true } });
}

export const accountKeys = {
  all: ['account'] as const,
  resetLink: (email: string, code: string) => [...accountKeys.all, 'reset-link', email, code] as const,
};

/**
 * Reset page: the code of the link is validated once on arrival. A query (not an effect) so that
 * a double mount shares one request — a code works only once. Failures are handled by the page.
 */
export function resetLinkQueryOptions(email: string, code: string) {
  return queryOptions({
    queryKey: accountKeys.resetLink(email, code),
    queryFn: () => validateOtp({ email, code }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });
}
