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

/** SPEC §4/§8: title of the desktop notification of a real-time event. */
export const NOTIFICATION_RECEIVED_TITLE = 'Mensaje recibido';

/** SPEC §3/§8: the three kinds of real-time notification and the text each one shows. */
export const NOTIFICATION_TEXTS = {
  QUOTATION: (quotationId: number | string) => `Te han enviado un mensaje por la cotización ${quotationId}`,
  STATUS_QUOTATION: (quotationId: number | string) => `El estatus de la cotización ${quotationId} ha cambiado`,
  PRICE_QUOTATION: (quotationId: number | string) => `El precio de la cotización ${quotationId} ha cambiado`,
} as const;

export type NotificationType = keyof typeof NOTIFICATION_TEXTS;

// --- Account lifecycle: activation, recovery and "Mi perfil" (SPEC §2, §4, §5, §8) ---

/** SPEC §5: forgot-password, activation and profile e-mail fields. */
export const EMAIL_REQUIRED_MESSAGE = 'El campo correo es requerido';
export const EMAIL_INVALID_MESSAGE = 'El campo correo debe ser un email válido';

/** SPEC §5: the OTP field of the activation page. */
export const OTP_REQUIRED_MESSAGE = 'El campo otp es requerido';
export const OTP_LENGTH_MESSAGE = 'El campo otp debe tener 6 caracteres';

/** SPEC §5: the same rule on the e-mail change, labelled 'Código de verificación'. */
export const VERIFICATION_CODE_REQUIRED_MESSAGE = 'El campo Código de verificación es requerido';
export const VERIFICATION_CODE_LENGTH_MESSAGE = 'El campo Código de verificación debe tener 6 caracteres';

/** SPEC §5: shown when both passwords have at least 8 characters and differ. */
export const PASSWORDS_MISMATCH_MESSAGE = 'Las contraseñas no coinciden';

/** SPEC §8 success texts of "Mi perfil". */
export const VERIFICATION_CODE_SENT_MESSAGE = 'El código de verificación se ha enviado con éxito';
export const PROFILE_INFO_CHANGED_MESSAGE = 'La información ha sido cambiada correctamente';
export const PROFILE_IMAGE_CHANGED_MESSAGE = 'La imagen ha sido cambiada correctamente';

/** Refusals of the account endpoints (the spec leaves their wording open). */
export const RESEND_TOO_SOON_MESSAGE = 'Debes esperar 60 segundos antes de solicitar un nuevo código.';
export const VERIFICATION_CODE_INVALID_MESSAGE = 'El código de verificación es inválido o ha caducado';
export const EMAIL_IN_USE_MESSAGE = 'El correo ya está registrado en otra cuenta';
export const EMAIL_UNCHANGED_MESSAGE = 'El nuevo correo debe ser diferente al actual';
export const PASSWORD_UNCHANGED_MESSAGE = 'La nueva contraseña debe ser diferente a la actual';
export const PASSWORD_REQUIRED_MESSAGE = 'El campo contraseña es requerido';
export const TERMS_REQUIRED_MESSAGE = 'Debes aceptar el Aviso de privacidad y los Términos y condiciones';
export const AVATAR_REQUIRED_MESSAGE = 'Selecciona un avatar';
export const AVATAR_PNG_ONLY_MESSAGE = 'La imagen debe ser un archivo PNG';
export const AVATAR_TOO_LARGE_MESSAGE = 'La imagen no debe pesar más de 2 MB';
export const FRESH_SIGN_IN_REQUIRED_MESSAGE = 'Por seguridad, confirma tu contraseña actual e inténtalo de nuevo.';

/** 'El campo {label} es requerido' and its siblings, for fields without a text of their own. */
export const fieldRequiredMessage = (label: string) => `El campo ${label} es requerido`;
export const fieldMinLengthMessage = (label: string, min: number) => `El campo ${label} debe tener al menos ${min} caracteres`;
export const fieldMaxLengthMessage = (label: string, max: number) => `El campo ${label} no debe exceder ${max} caracteres`;

// --- Quoting: product form, cart and "Mis cotizaciones" (SPEC §1, §2, §4, §8) ---

/** SPEC §1: what a buyer must know about every price (product form foot and cart summary). */
export const PRICE_CONDITIONS_NOTE =
  'Los precios no incluyen IVA. El costo de envío es variable. Los productos especiales se entregan en CDMX.';

/** SPEC §8 success texts of the quotation form and the cart. */
export const QUOTATION_CREATED_MESSAGE = 'La cotización fue creada éxitosamente';
export const CART_ITEM_ADDED_MESSAGE = 'El producto se ha agregado al carrito';
export const CART_ITEM_UPDATED_MESSAGE = 'El producto del carrito se ha actualizado';
export const CART_ITEM_DELETED_MESSAGE = 'El producto ha sido eliminado correctamente';
export const CART_CLEARED_MESSAGE = 'Todos los productos han sido eliminados de tu carrito.';

/** SPEC §2 Cart: title of the success modal after sending the cart. */
export const CART_SENT_MESSAGE = '¡Tus cotizaciones fueron enviadas con éxito!';

/** SPEC §8: the cart could not be sent. */
export const CART_FINISH_ERROR_MESSAGE = 'Error al finalizar el carrito, intente más tarde.';
