import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './db/bootstrap.ts';

/** Pusher protocol 4200: "normal closure, reconnect" — clients come back to the next instance. */
const PUSH_RECONNECT_CODE = 4200;

/** Open push sockets get 4200 before the server stops (the WebSocket plugin would close them plainly). */
function closePushSockets(app: FastifyInstance): number {
  const server = (
    app as FastifyInstance & { websocketServer?: { clients: Set<{ close: (code: number, reason: string) => void }> } }
  ).websocketServer;
  const clients = [...(server?.clients ?? [])];
  for (const client of clients) client.close(PUSH_RECONNECT_CODE, 'Server shutting down');
  return clients.length;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, ctx, mailWorker } = await buildApp(config);
  const { migrated, seeded } = await prepareDatabase(ctx, { seed: config.seedDemo });
  if (migrated.length > 0) app.log.info({ migrated }, 'migrations applied');
  if (seeded) app.log.info('demo data seeded');

  if (config.env === 'production' && config.devSecrets.length > 0) {
    // Allowed only because PUBLIC_URL is local (loadConfig refuses it otherwise).
    app.log.warn(
      { variables: config.devSecrets },
      `${config.devSecrets.join(' y ')} con el valor de desarrollo: aceptable solo en esta máquina (PUBLIC_URL local)`,
    );
  }
  if (config.mail.smtpUrl || config.publicUrlIsLocal) {
    mailWorker.start();
  } else {
    // Without SMTP and behind a real address there is no dev mailbox either: mail waits in the outbox.
    app.log.warn('SMTP_URL no está configurado: los correos esperan en la bandeja de salida hasta que se configure');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Bounded: requests still running after SHUTDOWN_TIMEOUT_SECONDS are cut and the exit code says so.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting with requests still in flight');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    timer.unref();
    try {
      const sockets = closePushSockets(app);
      // Stops accepting, lets in-flight requests finish, then the onClose hooks run (the mail worker
      // finishes its current pass).
      await app.close();
      await ctx.db.destroy();
      app.log.info({ pushSockets: sockets }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.database.dialect === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(
    {
      url: config.publicUrl,
      database,
      mail: config.mail.smtpUrl
        ? 'smtp'
        : config.devMailbox
          ? 'dev mailbox (/dev/mailbox, loopback only)'
          : 'outbox only (no SMTP_URL)',
      startupMs: Math.round(performance.now() - startedAt),
    },
    'Cotizador Seller ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar el servidor:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
