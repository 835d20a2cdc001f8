import { parse } from 'node:querystring';
import { broadcastingAuthBody, broadcastingAuthResponse } from '@cotizador/contracts/broadcasting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ForbiddenError } from '../lib/errors.ts';
import { authOf, requireUser } from '../plugins/authenticate.ts';
import { canJoinChannel } from './channel-access.service.ts';
import { channelSignature } from './pusher-server.ts';

export const CHANNEL_FORBIDDEN_MESSAGE = 'No tienes acceso a este canal.';

export function broadcastingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // pusher-js sends the channel authorisation as a form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, parse(typeof body === 'string' ? body : body.toString('utf8')));
    });

    app.post(
      '/broadcasting/auth',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['realtime'],
          summary: 'Autoriza un socket a unirse a un canal privado (protocolo Pusher)',
          security: [{ bearerAuth: [] }],
          body: broadcastingAuthBody,
          response: { 200: broadcastingAuthResponse },
        },
      },
      async (request) => {
        const { socket_id: socketId, channel_name: channel } = request.body;
        if (!(await canJoinChannel(ctx, authOf(request), channel))) throw new ForbiddenError(CHANNEL_FORBIDDEN_MESSAGE);
        return { auth: channelSignature(ctx.config.pusher, socketId, channel) };
      },
    );
  };
}
