import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { bearerMatches, isLoopbackRequest } from '../lib/net.ts';
import { outboxStats } from '../modules/health/health.repository.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { NOT_FOUND_MESSAGE, sendError } from './error-handler.ts';

// GET /api/metrics in the Prometheus text format (decision 023 and docs/DEPLOY.md): request
// durations by route pattern and status, the mail outbox, push sockets and messages, the PostgreSQL
// pool and the Node.js process. Open to loopback; from elsewhere only with METRICS_TOKEN as a bearer.

export type MetricsSources = {
  database: DatabaseHandle;
  /** Open sockets of the embedded push server (absent with another driver). */
  pushConnections?: () => number;
};

/** Wraps the broadcaster so that every published event is counted; returns the count getter. */
export function countPublishedEvents(ctx: AppContext): () => number {
  const inner: Broadcaster = ctx.broadcaster;
  let published = 0;
  ctx.broadcaster = {
    driver: inner.driver,
    publish: async (events) => {
      await inner.publish(events);
      published += events.length;
    },
    close: () => inner.close(),
  };
  return () => published;
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext, sources: MetricsSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cotizador_' });
  const pushMessages = countPublishedEvents(ctx);

  const duration = new Histogram({
    name: 'cotizador_http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP por ruta (patrón), método y estado',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'cotizador_mail_outbox_pending',
    help: 'Correos en la bandeja de salida que aún no se envían',
    registers: [registry],
    labelNames: ['state'],
    async collect() {
      const stats = await outboxStats(ctx.db);
      this.set({ state: 'pending' }, stats.pending);
      this.set({ state: 'failing' }, stats.failing);
    },
  });
  new Gauge({
    name: 'cotizador_push_connections',
    help: 'Conexiones WebSocket abiertas al servidor de push integrado',
    registers: [registry],
    collect() {
      this.set(sources.pushConnections?.() ?? 0);
    },
  });
  new Counter({
    name: 'cotizador_push_messages_total',
    help: 'Eventos publicados por el servidor de push',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pushMessages());
    },
  });
  const { poolStats } = sources.database;
  if (poolStats) {
    new Gauge({
      name: 'cotizador_db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL por estado',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/api/admin/quotations/:id`), never the URL: bounded label values.
    const route = request.routeOptions.url ?? 'sin_ruta';
    if (route === '/api/metrics') return;
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackRequest(request)) {
      const token = ctx.config.metricsToken;
      if (!token) return sendError(reply, 404, NOT_FOUND_MESSAGE);
      if (!bearerMatches(request.headers.authorization, token)) {
        return sendError(reply, 401, 'Se requiere el token de métricas.');
      }
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
