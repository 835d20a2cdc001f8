import { z } from 'zod';
import { idSchema } from './ids.ts';

// Downloads (SPEC §7): short-lived signed URLs of uploaded files and the avatars' public URLs.

/** GET /files/:id/download */
export const fileDownloadParams = z.object({ id: idSchema('El archivo no es válido.') });
export const fileDownloadQuery = z.object({
  expires: z.coerce
    .number({ error: 'El enlace no es válido.' })
    .int('El enlace no es válido.')
    .min(0, 'El enlace no es válido.')
    .max(Number.MAX_SAFE_INTEGER, 'El enlace no es válido.'),
  signature: z.string().min(10).max(100),
});

/** GET /files/avatars/:name */
export const avatarFileParams = z.object({ name: z.string() });
