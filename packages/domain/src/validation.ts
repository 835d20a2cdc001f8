import { isStrongPassword } from './password.ts';

// Pure validation rules shared by the web app and the API (SPEC §5).

/** SPEC §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * SPEC §5 "{email}": a practical e-mail shape — one "@", no spaces, and a domain with a dot and a
 * top-level part of at least two letters.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export type SignInInput = { email: string; password: string };

/**
 * SPEC §5 sign-in: the button is enabled only if the (trimmed) e-mail is valid and the password has
 * at least {@link PASSWORD_MIN_LENGTH} characters.
 */
export function canSubmitSignIn({ email, password }: SignInInput): boolean {
  return isValidEmail(email.trim()) && password.length >= PASSWORD_MIN_LENGTH;
}

// --- Account lifecycle (SPEC §5, §9) ---

/** SPEC §3/§9: an OTP has exactly 6 characters (the server sends 6 digits). */
export const OTP_LENGTH = 6;

/** SPEC §4/§9: seconds before another code may be requested (OTP page and e-mail change). */
export const RESEND_CODE_SECONDS = 60;

/** SPEC §5/§9: name, surname and new e-mail have more than 2 and at most 200 characters. */
export const PROFILE_TEXT_MIN_LENGTH = 3;
export const PROFILE_TEXT_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 200;

/** SPEC §5 name and surname (trimmed). */
export function isValidProfileText(value: string): boolean {
  const length = value.trim().length;
  return length >= PROFILE_TEXT_MIN_LENGTH && length <= PROFILE_TEXT_MAX_LENGTH;
}

/** SPEC §5 new e-mail: 3–200 characters, shaped like an e-mail (trimmed). */
export function isValidNewEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= PROFILE_TEXT_MIN_LENGTH && trimmed.length <= EMAIL_MAX_LENGTH && isValidEmail(trimmed);
}

/** SPEC §5: 'Las contraseñas no coinciden' only once both have at least 8 characters and differ. */
export function showPasswordMismatch(password: string, confirmation: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && confirmation.length >= PASSWORD_MIN_LENGTH && password !== confirmation;
}

export type NewPasswordInput = {
  password: string;
  confirmation: string;
  /** Activation: the privacy notice and terms must be accepted. */
  acceptedTerms?: boolean;
  /** Profile change: the current password, which must be filled and differ from the new one. */
  currentPassword?: string;
};

/**
 * SPEC §5 new password (activation, reset, change): strong, confirmed, plus the terms checkbox on
 * activation and a different current password on the profile change. Omit what does not apply.
 */
export function canSubmitNewPassword(input: NewPasswordInput): boolean {
  if (!isStrongPassword(input.password) || input.password !== input.confirmation) return false;
  if (input.acceptedTerms === false) return false;
  if (input.currentPassword !== undefined && (input.currentPassword === '' || input.currentPassword === input.password))
    return false;
  return true;
}
