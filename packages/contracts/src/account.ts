import {
  fieldMaxLengthMessage,
  fieldMinLengthMessage,
  fieldRequiredMessage,
  OTP_LENGTH_MESSAGE,
  OTP_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  VERIFICATION_CODE_LENGTH_MESSAGE,
  VERIFICATION_CODE_REQUIRED_MESSAGE,
} from '@cotizador/domain/messages';
import { isStrongPassword, WEAK_PASSWORD_MESSAGE } from '@cotizador/domain/password';
import { OTP_LENGTH, PROFILE_TEXT_MAX_LENGTH, PROFILE_TEXT_MIN_LENGTH } from '@cotizador/domain/validation';
import { z } from 'zod';
import { emailField, userSchema } from './auth.ts';
import { idSchema } from './ids.ts';

// Account contract (SPEC §5, §7): activation and recovery codes, password, e-mail, name and avatar,
// with the Spanish field messages the web shows. The limits come from packages/domain, shared with
// the web forms.

const email = emailField;

/** SPEC §5 new e-mail: also more than 2 characters. */
const newEmail = email.refine(
  (value) => value.length >= PROFILE_TEXT_MIN_LENGTH,
  fieldMinLengthMessage('correo', PROFILE_TEXT_MIN_LENGTH),
);

function code(required: string, length: string) {
  return z.string({ error: required }).trim().min(1, required).length(OTP_LENGTH, length);
}

function profileText(label: string) {
  return z
    .string({ error: fieldRequiredMessage(label) })
    .trim()
    .min(1, fieldRequiredMessage(label))
    .min(PROFILE_TEXT_MIN_LENGTH, fieldMinLengthMessage(label, PROFILE_TEXT_MIN_LENGTH))
    .max(PROFILE_TEXT_MAX_LENGTH, fieldMaxLengthMessage(label, PROFILE_TEXT_MAX_LENGTH));
}

export const emailBody = z.object({ email });
export type EmailBody = z.input<typeof emailBody>;

export const validateOtpBody = z.object({ email, code: code(OTP_REQUIRED_MESSAGE, OTP_LENGTH_MESSAGE) });
export type ValidateOtpBody = z.input<typeof validateOtpBody>;

export const modifyPasswordBody = z.object({
  new_password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(200, fieldMaxLengthMessage('contraseña', 200))
    .refine(isStrongPassword, WEAK_PASSWORD_MESSAGE),
});
export type ModifyPasswordBody = z.input<typeof modifyPasswordBody>;

export const changeEmailCodeBody = z.object({
  user_id: idSchema(fieldRequiredMessage('usuario')),
  email: newEmail,
});
export type ChangeEmailCodeBody = z.input<typeof changeEmailCodeBody>;

export const modifyEmailBody = z.object({
  email: newEmail,
  code: code(VERIFICATION_CODE_REQUIRED_MESSAGE, VERIFICATION_CODE_LENGTH_MESSAGE),
});
export type ModifyEmailBody = z.input<typeof modifyEmailBody>;

export const modifyUserDataBody = z.object({
  name: profileText('nombre'),
  last_name: profileText('apellidos'),
});
export type ModifyUserDataBody = z.input<typeof modifyUserDataBody>;

/** POST /otp/validate-otp */
export const validateOtpResponse = z.object({
  temporal_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type ValidateOtpResponse = z.infer<typeof validateOtpResponse>;

/** POST /auth/modify-user-data and /auth/modify-image-profile */
export const userResponse = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;

/**
 * POST /auth/modify-image-profile: multipart/form-data with one PNG file (2 MB at most) in this
 * field. Read by the route itself (not a fastify body schema, so the OpenAPI document keeps
 * `consumes: multipart/form-data`).
 */
export const AVATAR_FILE_FIELD = 'image';
/** What both a browser Blob and a server upload have. */
type UploadedBlob = { readonly size: number; readonly type: string };
export const avatarUploadFields = z.object({
  [AVATAR_FILE_FIELD]: z.custom<UploadedBlob>((value) => typeof value === 'object' && value !== null && 'size' in value),
});
export type AvatarUploadFields = z.infer<typeof avatarUploadFields>;
