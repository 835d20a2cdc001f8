import { z } from 'zod';

// POST /broadcasting/auth (SPEC §7, DESIGN.md §5): pusher-js asks whether this socket may join a
// private channel; the answer is the channel signature.

export const broadcastingAuthBody = z.object({
  socket_id: z.string({ error: 'El campo socket_id es requerido.' }).regex(/^\d+\.\d+$/, 'El campo socket_id no es válido.'),
  channel_name: z.string({ error: 'El campo channel_name es requerido.' }).min(1).max(200),
});
export type BroadcastingAuthBody = z.infer<typeof broadcastingAuthBody>;

export const broadcastingAuthResponse = z.object({ auth: z.string() });
