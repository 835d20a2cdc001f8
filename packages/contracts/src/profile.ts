import { z } from 'zod';

// "Mi perfil" password change, step 1 (SPEC §7 modify-password with "the token from a fresh sign-in"):
// the signed-in operator confirms the current password and gets a fresh session token for step 2.

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'La contraseña actual es incorrecta';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'El campo contraseña actual es requerido';

export const verifyCurrentPasswordBody = z.object({
  current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE }).min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE).max(200),
});
export type VerifyCurrentPasswordBody = z.infer<typeof verifyCurrentPasswordBody>;

export const verifyCurrentPasswordResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type VerifyCurrentPasswordResponse = z.infer<typeof verifyCurrentPasswordResponse>;
