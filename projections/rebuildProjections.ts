import type { Knex } from 'knex';
import { Client } from 'pg';
import type { EventSchemaMap } from '../domain/eventSchemas';
import type { EventStore } from '../commands/eventStore';
import type { Projector } from './projector';
import { ensureProjectionTables } from './projectionTables';
import { announceBuild, applyBatchToProjectors, decodedLog, eventOf, lockInlineAppends, positionOf, resetReadModel, type Logger } from './applyBatch';
import { finishInlineBuild } from './projectorGroup';

export type RebuildOptions = {
  db: Knex;
  connectionString: string;
  /** The raw store (events are decoded here, so one bad payload is dead-lettered). */
  store: EventStore;
  schemas: EventSchemaMap;
  projectors: Projector[];
  logger: Logger;
  /** Target schema. Default `public` (the live read models). */
  schema?: string;
  /** Apply only events recorded at or before this instant (point-in-time replay). */
  until?: Date;
  /** Events per page. Default `REPLAY_PAGE_SIZE`. */
  batchSize?: number;
  onProgress?: (applied: number, position: bigint) => void;
};

export type RebuildResult = { events: number; lastPosition: bigint | null; ms: number; schema: string };

const validSchema = (s: string) => /^[a-z_][a-z0-9_]{0,62}$/.test(s);

/**
 * Drops every given read model in `schema` and builds it again from the whole log (or up
 * to `until`). The live schema is rebuilt only while no projector runs (their advisory
 * locks are taken first); another schema never touches the live read models.
 */
export async function rebuildProjections(options: RebuildOptions): Promise<RebuildResult> {
  const { db, store, projectors, logger, batchSize = REPLAY_PAGE_SIZE } = options;
  const schema = options.schema ?? 'public';
  if (!validSchema(schema)) throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _.`);
  const started = Date.now();
  const live = schema === 'public';
  const lockClient = new Client({ connectionString: options.connectionString });
  await lockClient.connect();
  // Each read model's chain of pages: a failed rebuild waits for them before it lets go of the
  // projectors' locks, so nothing of it writes beside a projector that starts.
  const chains = new Map<string, Promise<void>>(projectors.map((p) => [p.name, Promise.resolve()]));
  try {
    if (live) {
      for (const p of projectors) {
        const { rows } = await lockClient.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext('projector:' || $1)) AS locked", [p.name]);
        if (!rows[0].locked) {
          throw new Error(`The "${p.name}" projector is running in another process (ROLE=all or projector). Stop it first.`);
        }
      }
    }
    // Live inline read models are marked as being built while no append is in flight: appends
    // leave them to this rebuild, which ends each build (projectorGroup.ts, finishInlineBuild).
    const inline = live ? projectors.filter((p) => p.lifecycle === 'inline') : [];
    await db.transaction(async (trx) => {
      await trx.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
      await trx.raw('SET LOCAL search_path TO ??', [schema]);
      await ensureProjectionTables(trx);
      if (inline.length > 0) {
        await lockInlineAppends(trx);
        await announceBuild(trx);
      }
      for (const p of projectors) await resetReadModel(trx, p, inline.includes(p));
    });

    // Each read model applies the pages on its own chain and in its own transactions, so the
    // database writes one while this process decodes and builds the next (at most four
    // transactions at once, each on a connection of `db`'s pool, and at most two pages ahead of
    // the slowest read model).
    const permits = semaphore(4);
    const checkpoints = new Map<string, bigint | null>(projectors.map((p) => [p.name, null]));
    const pagesInFlight: Promise<unknown>[] = [];
    let after: bigint | null = null;
    let applied = 0;
    const readLog = decodedLog(store, options.schemas);
    // Read the next page while the current one is applied.
    let nextPage = readLog(after, batchSize);
    for (;;) {
      const page = await nextPage;
      if (page.length === 0) break;
      const cut = options.until ? page.findIndex((e) => new Date(eventOf(e).recordedAt) > options.until!) : -1;
      const items = cut === -1 ? page : page.slice(0, cut);
      if (cut === -1) nextPage = readLog(positionOf(page[page.length - 1]), batchSize);
      if (items.length > 0) {
        const pageEnd = positionOf(items[items.length - 1]);
        const count = applied + items.length;
        const applying = projectors.map((p) => {
          // A read model's pages run in turn on its chain: each starts from the checkpoint the one before left.
          const chain = (chains.get(p.name) ?? Promise.resolve()).then(() =>
            permits.run(async () => {
              checkpoints.set(p.name, (await applyBatchToProjectors(db, [p], checkpoints, items, logger, { schema })).position);
            }),
          );
          chains.set(p.name, chain);
          return chain;
        });
        const pageApplied = Promise.all(applying).then(() => options.onProgress?.(count, pageEnd));
        pageApplied.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
        pagesInFlight.push(pageApplied);
        if (pagesInFlight.length > 2) await pagesInFlight.shift();
        applied = count;
        after = pageEnd;
      }
      if (cut !== -1) break;
    }
    await Promise.all(pagesInFlight);
    for (const p of inline) await finishInlineBuild(db, p, checkpoints.get(p.name) ?? null, readLog, logger);
    return { events: applied, lastPosition: after, ms: Date.now() - started, schema };
  } finally {
    await Promise.allSettled(chains.values());
    await lockClient.end().catch(() => undefined);
  }
}

/**
 * Events per page of a rebuild or replay: the smallest page that replays as fast as larger ones
 * (on 200,000 realistic events, pages of 2,000 were ~10% slower, of 10,000 or 20,000 no faster).
 */
export const REPLAY_PAGE_SIZE = 5000;

/** At most `limit` tasks at a time, in the order they asked. */
function semaphore(limit: number) {
  let free = Math.max(1, limit);
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}
