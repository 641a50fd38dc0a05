import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Knex } from 'knex';
import { ensureTable } from '../projections/projectionTables';

const TABLE = 'rate_limit_hits';
/** Ended windows are deleted at most this often per process. */
const CLEANUP_EVERY_MS = 60_000;

/**
 * The rate limits' counters, shared by every api process of a deployment (one limit, however
 * many processes answer): one row per limit and client, its hits and when its window ends.
 */
export async function ensureRateLimitTable(db: Knex): Promise<void> {
  await ensureTable(db, TABLE, (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable();
    t.timestamp('window_ends_at', { useTz: true }).notNullable().index();
  });
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * One hit, counted atomically: a window starts at a client's first hit and lasts `timeWindow`
 * ms; a hit after it ended starts a new one. Times are the database's, so processes on
 * machines with different clocks agree. `ttl`: ms until the window ends.
 */
const COUNT_HIT = `
  INSERT INTO ${TABLE} AS r (key, hits, window_ends_at)
  VALUES (:key, 1, clock_timestamp() + make_interval(secs => CAST(:windowMs AS double precision) / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
    window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
  RETURNING hits, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000)::bigint AS ttl_ms`;

const READ_HITS = `
  SELECT hits, ceil(extract(epoch FROM window_ends_at - clock_timestamp()) * 1000)::bigint AS ttl_ms
  FROM ${TABLE} WHERE key = :key AND window_ends_at > clock_timestamp()`;

/**
 * A @fastify/rate-limit store kept in PostgreSQL. Each route's limit counts apart (its
 * method and URL prefix the client's key), as the plugin's in-memory store does.
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function postgresRateLimitStore(db: Knex): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;
  const cleanUp = () => {
    const now = Date.now();
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    // Best effort: a row left behind is reset by its next hit anyway.
    db.raw(`DELETE FROM ${TABLE} WHERE window_ends_at <= clock_timestamp()`).catch(() => undefined);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      cleanUp();
      db.raw(COUNT_HIT, { key: this.scope + key, windowMs: timeWindow }).then(
        ({ rows }) => callback(null, { current: rows[0].hits, ttl: Math.max(0, Number(rows[0].ttl_ms)) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.raw(READ_HITS, { key: this.scope + key }).then(
        ({ rows }) => callback(null, rows.length === 0 ? { current: 0, ttl: 0 } : { current: rows[0].hits, ttl: Math.max(0, Number(rows[0].ttl_ms)) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${String(route.method ?? '')} ${String(route.url ?? '')} `);
    }
  }
  return PostgresRateLimitStore;
}
