import {
  ACCOUNT_ACTIVATED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  OTP_INVALID_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@cotizador/domain/messages';

const LOGIN_FLASH_KEY = 'cotizador.login-flash';

/** SPEC §2 Login: a toast that may show once on arrival at the login page. */
export const LOGIN_FLASHES = {
  accountActivated: { message: ACCOUNT_ACTIVATED_MESSAGE, tone: 'success' },
  otpInvalid: { message: OTP_INVALID_MESSAGE, tone: 'error' },
  passwordChanged: { message: PASSWORD_CHANGED_MESSAGE, tone: 'success' },
  emailChanged: { message: EMAIL_CHANGED_MESSAGE, tone: 'success' },
  sessionExpired: { message: SESSION_EXPIRED_MESSAGE, tone: 'error' },
} as const;

export type LoginFlashKind = keyof typeof LOGIN_FLASHES;
export type LoginFlash = (typeof LOGIN_FLASHES)[LoginFlashKind];

function isLoginFlashKind(value: string | null): value is LoginFlashKind {
  return value !== null && Object.hasOwn(LOGIN_FLASHES, value);
}

/** Leaves a one-shot message for the login page (kept in sessionStorage, so it survives a reload). */
export function setLoginFlash(kind: LoginFlashKind): void {
  sessionStorage.setItem(LOGIN_FLASH_KEY, kind);
}

/** Reads and removes the pending login message, if any. */
export function takeLoginFlash(): LoginFlash | null {
  const kind = sessionStorage.getItem(LOGIN_FLASH_KEY);
  sessionStorage.removeItem(LOGIN_FLASH_KEY);
  return isLoginFlashKind(kind) ? LOGIN_FLASHES[kind] : null;
}
