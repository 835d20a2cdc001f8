import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, fieldMaxLengthMessage } from '@cotizador/domain/messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@cotizador/domain/validation';
import { z } from 'zod';

// Sign-in contract (SPEC §3 User and Company, §7 auth calls).

/** SPEC §5 {email}: the one e-mail rule of forms, API and CLI (trimmed, required, at most 200). */
export const emailField = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, fieldMaxLengthMessage('correo', EMAIL_MAX_LENGTH))
  .refine(isValidEmail, EMAIL_INVALID_MESSAGE);

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const companySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  percentage_indirect_expenses: z.number().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** POST /auth/sign-in-sales-operator */
export const signInBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'El campo contraseña es requerido' })
    .min(1, 'El campo contraseña es requerido')
    .max(200, 'El campo contraseña no debe exceder 200 caracteres'),
});
export type SignInBody = z.input<typeof signInBody>;

export const signInResponse = z.object({
  authorization: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_at: z.string() }),
  user: userSchema,
  company: companySchema,
});
export type SignInResponse = z.infer<typeof signInResponse>;

/** GET /auth/info-by-token */
export const authInfoResponse = z.object({ user: userSchema, company: companySchema.nullable() });
export type AuthInfo = z.infer<typeof authInfoResponse>;

/** POST /auth/sign-out-by-token */
export const signOutResponse = z.object({ message: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponse>;

/** POST /auth/sign-in-admin: the operator sign-in's shape; an admin may belong to no company. */
export const adminSignInResponse = signInResponse.extend({ company: companySchema.nullable() });
export type AdminSignInResponse = z.infer<typeof adminSignInResponse>;
