import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  OTP_LENGTH_MESSAGE,
  OTP_REQUIRED_MESSAGE,
} from '@cotizador/domain/messages';
import { isValidEmail, OTP_LENGTH } from '@cotizador/domain/validation';
import { paths } from '@/config/paths';

/** SPEC §5 forgot and activate e-mail: required, valid, trimmed. */
export function emailFieldError(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED_MESSAGE;
  if (!isValidEmail(email)) return EMAIL_INVALID_MESSAGE;
  return null;
}

/** SPEC §5 OTP: required, exactly 6 characters, trimmed. */
export function otpFieldError(value: string): string | null {
  const code = value.trim();
  if (!code) return OTP_REQUIRED_MESSAGE;
  if (code.length !== OTP_LENGTH) return OTP_LENGTH_MESSAGE;
  return null;
}

/**
 * The OTP page of an e-mail, with its dots percent-encoded: a path ending in ".mx" looks like a
 * missing file to the server, so a reload of `/otp/ana@demo.mx` would not get the app.
 */
export function otpHref(email: string): string {
  return paths.otp.href(email).replace(/\./g, '%2E');
}
