import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

// Shapes every feature shares (SPEC §7): the error body of the one error handler, the plain
// `{ message }` answer, and the `/common/*` lists of the quotation form (clients with their brands,
// sales channels).

/** 4xx/5xx body: `{ message, code }`, and on 422 `errors: { field: [message] }`. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
/** 422 body: the message of the first invalid field and every field's messages. */
export const validationErrorResponse = errorResponse.required({ errors: true });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /common/all-clients */
export const clientsResponse = z.object({
  clients: z.array(
    z.object({ id: z.number(), name: z.string(), brands: z.array(z.object({ id: z.number(), name: z.string() })) }),
  ),
});
export type ClientsResponse = z.infer<typeof clientsResponse>;
export type Client = ClientsResponse['clients'][number];

/** GET /common/all-channels */
export const channelsResponse = z.object({ channels: z.array(z.object({ id: z.number(), name: z.string() })) });
export type ChannelsResponse = z.infer<typeof channelsResponse>;
export type Channel = ChannelsResponse['channels'][number];
