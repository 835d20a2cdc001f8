import { z } from 'zod';

// Downloads (SPEC §7): short-lived signed URLs of uploaded files and the avatars' public URLs.

/** GET /files/:id/download */
export const fileDownloadParams = z.object({ id: z.coerce.number().int().positive() });
export const fileDownloadQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().min(10).max(100) });

/** GET /files/avatars/:name */
export const avatarFileParams = z.object({ name: z.string() });
