import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/database.ts';
import type { Clock } from './lib/time.ts';

/** Everything a service needs, built once per app (no module-level singletons). */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  log: FastifyBaseLogger;
};
