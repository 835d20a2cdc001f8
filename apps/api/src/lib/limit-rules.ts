import type { LimitRule } from './limits.ts';

// The limits of the sign-in and code endpoints (issue 17, decision 022). Per IP they brake one
// machine; per account they stop guessing one account's password or codes from many machines.

export const ACCOUNT_LOCKED_MESSAGE = 'Demasiados intentos fallidos con esta cuenta. Espera 15 minutos e inténtalo de nuevo.';
export const CODE_GUESSES_MESSAGE = 'Demasiados códigos incorrectos. Espera una hora e inténtalo de nuevo.';

export function signInPerIp(max: number): LimitRule {
  return { name: 'sign-in:ip', max, windowSeconds: 60 };
}

/** 10 wrong passwords in 15 minutes lock the e-mail (known or not) for the rest of the window. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: LimitRule = {
  name: 'sign-in:account',
  max: 10,
  windowSeconds: 15 * 60,
  message: ACCOUNT_LOCKED_MESSAGE,
};

export const OTP_SEND_PER_IP: LimitRule = { name: 'otp-send:ip', max: 10, windowSeconds: 60 };
export const OTP_VALIDATE_PER_IP: LimitRule = { name: 'otp-validate:ip', max: 20, windowSeconds: 60 };

/** Wrong codes per account across every code sent to it: 10 an hour (at most 240 a day). */
export const OTP_FAILURES_PER_ACCOUNT: LimitRule = {
  name: 'otp:account',
  max: 10,
  windowSeconds: 60 * 60,
  message: CODE_GUESSES_MESSAGE,
};

/** One code per purpose and address (or user) per wait, known address or not. */
export function resendRule(purpose: string, waitSeconds: number): LimitRule {
  return { name: `resend:${purpose}`, max: 1, windowSeconds: waitSeconds };
}
