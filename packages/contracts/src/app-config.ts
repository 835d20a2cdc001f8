import { z } from 'zod';

/** GET /app-config: public runtime configuration of the web app (brand, social links, push). */
export const appConfigResponse = z.object({
  appName: z.string(),
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
  pusher: z.object({
    key: z.string(),
    cluster: z.string(),
    wsHost: z.string().nullable(),
    wsPort: z.number().nullable(),
    forceTLS: z.boolean(),
  }),
});
export type AppConfig = z.infer<typeof appConfigResponse>;
