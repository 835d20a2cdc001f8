import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { prepareDatabase } from './db/bootstrap.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, ctx, mailWorker } = await buildApp(config);
  const { migrated, seeded } = await prepareDatabase(ctx, { seed: config.seedDemo });
  if (migrated.length > 0) app.log.info({ migrated }, 'migrations applied');
  if (seeded) app.log.info('demo data seeded');
  mailWorker.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await ctx.db.destroy();
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
      mail: config.mail.smtpUrl ? 'smtp' : 'dev mailbox',
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
