import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  fieldMaxLengthMessage,
  fieldMinLengthMessage,
  fieldRequiredMessage,
  VERIFICATION_CODE_LENGTH_MESSAGE,
  VERIFICATION_CODE_REQUIRED_MESSAGE,
} from '@cotizador/domain/messages';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  OTP_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  PROFILE_TEXT_MIN_LENGTH,
} from '@cotizador/domain/validation';

/** SPEC §5 name and surname: more than 2 and at most 200 characters (trimmed). */
export function profileTextError(label: string, value: string): string | null {
  const text = value.trim();
  if (!text) return fieldRequiredMessage(label);
  if (text.length < PROFILE_TEXT_MIN_LENGTH) return fieldMinLengthMessage(label, PROFILE_TEXT_MIN_LENGTH);
  if (text.length > PROFILE_TEXT_MAX_LENGTH) return fieldMaxLengthMessage(label, PROFILE_TEXT_MAX_LENGTH);
  return null;
}

/** SPEC §5 new e-mail: more than 2 and at most 200 characters, shaped like an e-mail. */
export function newEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  if (email.length < PROFILE_TEXT_MIN_LENGTH) return fieldMinLengthMessage('correo', PROFILE_TEXT_MIN_LENGTH);
  if (email.length > EMAIL_MAX_LENGTH) return fieldMaxLengthMessage('correo', EMAIL_MAX_LENGTH);
  if (!isValidEmail(email)) return EMAIL_INVALID_MESSAGE;
  return null;
}

/** SPEC §5: on the e-mail change the code is labelled 'Código de verificación'. */
export function verificationCodeError(value: string): string | null {
  const code = value.trim();
  if (!code) return VERIFICATION_CODE_REQUIRED_MESSAGE;
  if (code.length !== OTP_LENGTH) return VERIFICATION_CODE_LENGTH_MESSAGE;
  return null;
}
