import {
  adminNotificationsResponse,
  operatorNotificationsResponse,
  readNotificationsBody,
  readNotificationsResponse,
} from '@cotizador/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { authOf, requireAdmin, requireOperator } from '../../plugins/authenticate.ts';
import { listUserNotifications, readUserNotifications } from './notifications.service.ts';

// The bell (SPEC §4, DESIGN.md §9): stored notifications, newest first, and their read state.
export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const security = [{ bearerAuth: [] }];
    const sides = [
      { prefix: '/sales-operator', guard: requireOperator(ctx), list: operatorNotificationsResponse, who: 'del vendedor' },
      { prefix: '/admin', guard: requireAdmin(ctx), list: adminNotificationsResponse, who: 'del administrador' },
    ] as const;
    for (const side of sides) {
      app.get(
        `${side.prefix}/notifications`,
        {
          onRequest: side.guard,
          schema: {
            tags: ['notifications'],
            summary: `Notificaciones ${side.who} (la más reciente primero) y cuántas no ha leído`,
            security,
            response: { 200: side.list },
          },
        },
        async (request) => listUserNotifications(ctx, authOf(request).user.id),
      );
      app.post(
        `${side.prefix}/notifications/read`,
        {
          onRequest: side.guard,
          schema: {
            tags: ['notifications'],
            summary: `Marca como leídas las notificaciones ${side.who} (las indicadas o todas)`,
            security,
            body: readNotificationsBody,
            response: { 200: readNotificationsResponse },
          },
        },
        async (request) => readUserNotifications(ctx, authOf(request).user.id, request.body.ids),
      );
    }
  };
}
