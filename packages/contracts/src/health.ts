import { z } from 'zod';

/** GET /health: 200 when the database answers, 503 when it does not. */
export const healthOkResponse = z.object({ status: z.literal('ok') });
export const healthUnavailableResponse = z.object({ status: z.literal('unavailable') });
