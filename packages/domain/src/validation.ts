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
