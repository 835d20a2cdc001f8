import type { ValidateOtpBody, ValidateOtpResponse } from '@cotizador/contracts/account';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';
import { withEffects } from '@/lib/request-effects';

export type ValidateOtpInput = ValidateOtpBody;

/** POST otp/validate-otp — no bearer; a valid code gives the temporal token (SPEC §7). */
export function validateOtp(input: ValidateOtpInput): Promise<ValidateOtpResponse> {
  return apiClient.post<ValidateOtpResponse>('otp/validate-otp', input, { auth: false });
}

/** OTP page: the user submits the code (the spinner meanwhile, a failure is a toast). */
export function submitOtp(input: ValidateOtpInput): Promise<ValidateOtpResponse> {
  return withEffects(() => validateOtp(input), { blocking: true });
}

/** The checks of reset links made in this page load, by e-mail and code. */
const resetLinkChecks = new Map<string, Promise<ValidateOtpResponse>>();

/**
 * Reset page: the code of the link is validated once on arrival. A double mount (or coming back to
 * the page) shares the one request: a code works only once. Failures are handled by the page.
 */
export function checkResetLink(email: string, code: string): Promise<ValidateOtpResponse> {
  const key = JSON.stringify([email, code]);
  let check = resetLinkChecks.get(key);
  if (!check) {
    check = validateOtp({ email, code });
    resetLinkChecks.set(key, check);
  }
  return check;
}

export type ResetLinkState = { status: 'checking' } | { status: 'valid'; temporalToken: string } | { status: 'invalid' };

/** The state of the reset link's check (`checkResetLink`). */
export function useResetLink(email: string, code: string): ResetLinkState {
  const [state, setState] = useState<{ key: string; link: ResetLinkState }>();
  const key = JSON.stringify([email, code]);
  useEffect(() => {
    let current = true;
    checkResetLink(email, code).then(
      (response) => {
        if (current) setState({ key, link: { status: 'valid', temporalToken: response.temporal_token } });
      },
      () => {
        if (current) setState({ key, link: { status: 'invalid' } });
      },
    );
    return () => {
      current = false;
    };
  }, [email, code, key]);
  return state?.key === key ? state.link : { status: 'checking' };
}
