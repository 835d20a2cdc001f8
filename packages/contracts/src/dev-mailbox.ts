import { z } from 'zod';
import { idSchema } from './ids.ts';

// Dev-only mailbox (DESIGN.md §6): the e-mails the app would have sent, while SMTP_URL is unset.

/** GET /api/dev/mailbox */
export const devMailboxQuery = z.object({ to: z.string().optional() });

export const devMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const devMailboxResponse = z.object({ messages: z.array(devMailSchema) });

/** GET /dev/mailbox/:id (HTML, hidden from the document) */
export const devMailParams = z.object({ id: idSchema('El mensaje no existe.') });
