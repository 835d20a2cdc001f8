import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spanishZodErrors } from '@cotizador/contracts/zod-es';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
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
import { createClusterBus } from './lib/cluster-bus.ts';
import { LOG_REDACT_PATHS, serializeRequest } from './lib/log.ts';
import { saneRequestId } from './lib/net.ts';

import { createPurger } from './lib/purge.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { createMailboxTransport, createSmtpTransport, type MailTransport } from './mail/transport.ts';
import { createMailWorker, type MailWorker } from './mail/worker.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.ts';
import { adminProductsRoutes } from './modules/admin-catalogue/admin-products.routes.ts';
import { adminTaxonomiesRoutes } from './modules/admin-catalogue/admin-taxonomies.routes.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import { adminQuotationsRoutes } from './modules/admin-quotations/admin-quotations.routes.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
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
import {
  clientErrorHandler,
  frameworkErrors,
  NOT_FOUND_MESSAGE,
  registerErrorHandler,
  sendError,
} from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { type Broadcaster, createNullBroadcaster } from './realtime/broadcaster.ts';
import { broadcastingRoutes } from './realtime/broadcasting.routes.ts';
import { createPusherBroadcaster } from './realtime/pusher-driver.ts';
import { type EmbeddedPushServer, registerPushServer } from './realtime/pusher-server.ts';

// Spanish messages for every zod validation that has no message of its own (never naming internal types).
z.config({ localeError: spanishZodErrors });

export type BuildOptions = {
  database?: DatabaseHandle;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: boolean;
  /** Replaces the configured push driver (tests that capture events). */
  broadcaster?: Broadcaster;
  /** Writes the JSON log lines here at LOG_LEVEL, also when `logger` is false (tests that read the log). */
  logStream?: { write: (line: string) => void };
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
      (options.logger === false && !options.logStream) || config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log secrets: tokens, codes and passwords travel in headers and bodies only.
            redact: LOG_REDACT_PATHS,
            serializers: { req: serializeRequest },
            // Readable lines while developing; one JSON object per line everywhere else.
            ...(options.logStream ? { stream: options.logStream } : {}),
            ...(config.env === 'development' && !options.logStream
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
              : {}),
          },
    // Every request has an id: the proxy's X-Request-Id when it is sane, otherwise a new UUID; it is
    // in every log line of the request (`reqId`) and in the response header.
    requestIdHeader: false,
    genReqId: (request) => saneRequestId(request.headers['x-request-id']) ?? randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
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
    bus: createClusterBus(config, database, app.log),
  };
  await ctx.bus.start();

  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerInputGuard(app);

  // DESIGN.md §5, decision 019: the embedded Pusher-protocol server delivers push by default (fanned
  // out to every instance through ctx.bus); PUSHER_DRIVER=pusher publishes through the Pusher SDK.
  let pushServer: EmbeddedPushServer | null = null;
  if (!options.broadcaster && config.pusher.driver === 'embedded')
    ctx.broadcaster = pushServer = await registerPushServer(app, config, ctx.bus);
  if (!options.broadcaster && config.pusher.driver === 'pusher') ctx.broadcaster = createPusherBroadcaster(config.pusher);
  registerMetrics(app, ctx, { database, ...(pushServer ? { pushConnections: pushServer.connections } : {}) });

  await registerSecurityHeaders(app, config);
  // API JSON goes compressed when the client accepts it and the body is worth it (≥ 1 KiB). Only JSON:
  // files and images are sent as they are (ranges, lengths), the web app's files are compressed at
  // build time, and the push WebSocket (registered above) has no onSend hook to wrap.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  });
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
      await api.register(auditRoutes(ctx));
      await api.register(adminAccountsRoutes(ctx));
      await api.register(adminContentRoutes(ctx));

      await api.register(adminCatalogueRoutes(ctx));
      await api.register(adminProductsRoutes(ctx));
      await api.register(adminTaxonomiesRoutes(ctx));
      await api.register(broadcastingRoutes(ctx));
    },
    { prefix: '/api' },
  );
  // The dev mailbox exists only without SMTP and with a local PUBLIC_URL (and answers loopback only).
  if (mailTransport.kind === 'mailbox' && config.devMailbox) await app.register(mailboxRoutes(ctx));

  fs.mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
    // Content images (sliders, banners) get a new random name when they change: cache them for a year.
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}content${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  registerWebApp(app, config);

  app.addHook('onClose', async () => {
    await mailWorker.stop();
    await ctx.broadcaster.close();
    await ctx.bus.close();
  });
  // Expired tokens and codes, old idempotency keys and sent mail are purged hourly (lib/purge.ts).
  const purger = createPurger(ctx);
  app.addHook('onReady', async () => purger.start());
  app.addHook('onClose', async () => purger.stop());

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
      // dist/**/*.br and *.gz are made by the build (apps/web/tools/precompress.ts); Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed file names change with their content; anything else (index.html, icons) is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header('Cache-Control', 'no-cache');
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
