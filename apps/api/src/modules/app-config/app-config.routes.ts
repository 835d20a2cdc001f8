import { appConfigResponse } from '@cotizador/contracts/app-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Brand } from '../../config.ts';
import type { AppContext } from '../../context.ts';

export const APP_NAME = 'Cotizador';
const DEFAULT_BRAND: Brand = { name: APP_NAME, logoUrl: null };

/** Brand for the Host the page was served from (SPEC §1: brand by catalogue host). */
export function brandForHost(ctx: AppContext, host: string | undefined): Brand {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return ctx.config.brandHosts[hostname] ?? DEFAULT_BRAND;
}

export function appConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/app-config',
      {
        schema: {
          tags: ['system'],
          summary: 'Configuración pública de la aplicación web (marca, redes sociales, push)',
          response: { 200: appConfigResponse },
        },
      },
      async (request) => {
        const { pusher } = ctx.config;
        const embedded = pusher.driver === 'embedded';
        return {
          appName: APP_NAME,
          brand: brandForHost(ctx, request.headers.host),
          social: ctx.config.social,
          pusher: {
            key: pusher.key,
            cluster: pusher.cluster,
            // Embedded server: the web app connects to the host that served it.
            wsHost: embedded ? null : pusher.host,
            wsPort: embedded ? null : pusher.port,
            forceTLS: embedded ? false : pusher.useTls,
          },
        };
      },
    );
  };
}
