import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/database.ts';
import type { ClusterBus } from './lib/cluster-bus.ts';
import type { Clock } from './lib/time.ts';
import type { Broadcaster } from './realtime/broadcaster.ts';

/** Everything a service needs, built once per app (no module-level singletons). */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Real-time push (DESIGN.md §5); publish only after the transaction commits. */
  broadcaster: Broadcaster;
  /** Messages to every instance of the app (decision 019): push fan-out, cache invalidation. */
  bus: ClusterBus;
};
