import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

/**
 * The comment that asks for a named (server-side prepared) statement on PostgreSQL; SQLite reuses
 * every statement anyway (`sqlite-statement-cache.ts`) and ignores it.
 */
const NAMED_MARK = '/* named */';

/** Distinct statements named per process (so per connection at most); any further one runs unnamed. */
const DEFAULT_CAPACITY = 200;

/**
 * Appended to a query (`.modifyEnd(namedStatement())`) whose plan does not depend on its parameter
 * values: PostgreSQL then parses and plans it once per connection and reuses the plan (decision
 * 027, "Named statements"). Only for statements whose generic plan is the right one for every
 * value: no range, pattern or id-list parameter, LIMIT and OFFSET written as literals.
 */
export function namedStatement(): RawBuilder<unknown> {
  return sql.raw(` ${NAMED_MARK}`);
}

/**
 * The pg pool as Kysely's PostgreSQL dialect sees it, with the statements marked by
 * `namedStatement()` sent as named statements: pg parses each once per connection and PostgreSQL
 * keeps its plan. Everything else stays an unnamed statement, planned on every execution.
 */
export function withNamedStatements(pool: pg.Pool, capacity = DEFAULT_CAPACITY): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= capacity) return known;
    const name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = {
          // biome-ignore lint/suspicious/noExplicitAny: both overloads of PostgresPoolClient.query pass through.
          query: ((text: any, parameters?: ReadonlyArray<unknown>) => {
            if (typeof text === 'string' && text.endsWith(NAMED_MARK)) {
              const name = nameOf(text);
              if (name) return client.query({ name, text, values: [...(parameters ?? [])] });
            }
            return typeof text === 'string' ? client.query(text, [...(parameters ?? [])]) : client.query(text);
          }) as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
