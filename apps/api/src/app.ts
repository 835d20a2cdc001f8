import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { filesRoutes } from './files/files.routes.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from './mail/transport.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { adminQuotationsRoutes } from './modules/admin-quotations/admin-quotations.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { commonRoutes } from './modules/common/common.routes.ts';
import { conversationRoutes } from './modules/conversation/conversation.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { quotationsRoutes } from './modules/quotations/quotations.routes.ts';
import { NOT_FOUND_MESSAGE, registerErrorHandler, sendError } from './plugins/error-handler.ts';
import { type Broadcaster, createNullBroadcaster } from './realtime/broadcaster.ts';
import { broadcastingRoutes } from './realtime/broadcasting.routes.ts';
import { registerPushServer } from './realtime/pusher-server.ts';

// Spanish messages for every zod validation that has no message of its own.
z.config(z.locales.es());

export type BuildOptions = {
  database?: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: boolean;
  /** Replaces the configured push driver (tests that capture events). */
  broadcaster?: Broadcaster;
};

export type BuiltApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  mailWorker: MailWorker;
};

/** Registers plugins and modules; never listens (STYLE.md). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const database = options.database ?? createDatabase(config.database);
  const app = Fastify({
    logger:
      options.logger === false || config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log secrets: tokens, codes and passwords travel in headers and bodies only.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);

  // The web client always sends `Content-Type: application/json`, also for empty POST bodies.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new SyntaxError('invalid json') as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  // A POST without a body is validated as an empty object, so it gets field messages (422).
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.body == null) request.body = {};
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    clock: options.clock ?? systemClock,
    log: app.log,
    broadcaster: options.broadcaster ?? createNullBroadcaster(),
  };

  registerErrorHandler(app);

  // DESIGN.md §5: the embedded Pusher-protocol server delivers push by default. (The hosted `pusher`
  // driver is not built yet: with PUSHER_DRIVER=pusher nothing is pushed and clients refetch.)
  if (!options.broadcaster && config.pusher.driver === 'embedded') ctx.broadcaster = await registerPushServer(app, config);

  await app.register(helmet, {
    contentSecurityPolicy:
      config.env === 'production'
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'", 'ws:', 'wss:', 'https://*.pusher.com', 'wss://*.pusher.com'],
              frameSrc: ["'self'"],
              objectSrc: ["'none'"],
              // Deployments on plain HTTP inside a company network must keep working.
              upgradeInsecureRequests: null,
            },
          }
        : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  // Uploads (SPEC §5 files, avatars): one file per request, 10 MB at most; routes check type and size again.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: 64 * 1024 } });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Cotizador Seller API', description: 'API del portal de cotizaciones (SPEC §7).', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const mailTransport =
    options.mailTransport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createMailboxTransport());
  const mailWorker = createMailWorker(ctx, mailTransport);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(appConfigRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(cartRoutes(ctx));
      await api.register(homeRoutes(ctx));
      await api.register(catalogueRoutes(ctx));
      await api.register(favoritesRoutes(ctx));
      await api.register(quotationsRoutes(ctx));
      await api.register(commonRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(conversationRoutes(ctx));
      await api.register(notificationsRoutes(ctx));
      await api.register(adminQuotationsRoutes(ctx));
      await api.register(adminCatalogueRoutes(ctx));
      await api.register(broadcastingRoutes(ctx));
    },
    { prefix: '/api' },
  );
  if (mailTransport.kind === 'mailbox') await app.register(mailboxRoutes(ctx));

  fs.mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  registerWebApp(app, config);

  app.addHook('onClose', async () => {
    await mailWorker.stop();
  });

  return { app, ctx, database, mailWorker };
}

/** Serve the built SPA with history fallback; /api/* stays JSON. */
function registerWebApp(app: FastifyInstance, config: Config): void {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing asset is a 404, not the app's HTML (routes such as /otp/ana@demo.mx stay the app's).
    const looksLikeFile = /\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|json|webmanifest|txt|woff2?|ttf|pdf)$/i.test(url);
    if (!hasWeb || url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || looksLikeFile) {
      return sendError(reply, 404, NOT_FOUND_MESSAGE);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
