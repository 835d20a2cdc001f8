// Spanish texts shown in more than one place (web and API alike). SPEC §4, §8.

/** SPEC §8: shown when an error response carries no usable detail. */
export const GENERIC_ERROR_MESSAGE = 'Ha ocurrido un error, por favor inténtelo de nuevo más tarde';

/** SPEC §4/§8: any 401 ends the session with this toast. */
export const SESSION_EXPIRED_MESSAGE = 'Su sesión ha expirado';

/** SPEC §4/§8: shown on the login page after the activation flow succeeds. */
export const ACCOUNT_ACTIVATED_MESSAGE = 'Tu cuenta se activó correctamente';

/** SPEC §8: the reset-link code is invalid; the user is sent to login. */
export const OTP_INVALID_MESSAGE = 'El codigo OTP es inválido';

/** SPEC §8: saving the new password in the reset flow failed. */
export const OTP_EXPIRED_MESSAGE = 'El codigo OTP ha caducado';

/** SPEC §8: after a password change (reset flow or profile). */
export const PASSWORD_CHANGED_MESSAGE = 'La contraseña ha sido cambiada correctamente';

/** SPEC §8: after an e-mail change the session ends and the user signs in again. */
export const EMAIL_CHANGED_MESSAGE = 'El correo ha sido cambiado correctamente, vuelve a iniciar sesión';
