// SPEC §5 / §9: new passwords have at least 8 characters and at least 3 of 4 character classes.
// One definition, used by the web checklist and enforced again by the server.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_CLASSES = 3;

export type PasswordChecks = {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
  /** At least PASSWORD_MIN_CLASSES of the four classes above. */
  classes: boolean;
};

export function passwordChecks(password: string): PasswordChecks {
  const uppercase = /\p{Lu}/u.test(password);
  const lowercase = /\p{Ll}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const special = /[^\p{L}\p{Nd}\s]/u.test(password);
  const classCount = [uppercase, lowercase, digit, special].filter(Boolean).length;
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase,
    lowercase,
    digit,
    special,
    classes: classCount >= PASSWORD_MIN_CLASSES,
  };
}

export function isStrongPassword(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.minLength && checks.classes;
}

export const WEAK_PASSWORD_MESSAGE =
  'La contraseña debe tener al menos 8 caracteres y combinar al menos 3 de: mayúsculas, minúsculas, números y caracteres especiales.';
