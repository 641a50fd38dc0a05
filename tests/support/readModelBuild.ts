import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { Projector } from '../../projections/projector';
import { closeAll } from './bounded';
import { createTestDatabase } from './db';

/**
 * A fresh database for the calling test file (made in beforeAll, dropped in afterAll), so
 * files that build read models can run in parallel. Returns the getter of its knex instance.
 */
export function useScratchDatabase(): () => Knex {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let db: Knex | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  });
  afterAll(() =>
    closeAll([
      ['db.destroy()', () => db?.destroy()],
      ['database.drop()', () => database?.drop()],
    ]),
  );
  return () => {
    if (!db) throw new Error('the scratch database is made in beforeAll: use it in a test or a hook');
    return db;
  };
}

/**
 * How the handled events reach the projector: each through `apply`; all of them in one
 * `applyBatch`; or `applyBatch` on consecutive slices, with `eachTwice` every slice applied
 * again right after itself (a retried batch).
 */
export type Application = 'one by one' | 'as one batch' | { slicesOf: number; eachTwice?: boolean };

/** Builds `projector`'s read model from `events` (those it handles) in a new schema, in one transaction. */
export async function buildReadModel(db: Knex, projector: Projector, schema: string, events: RecordedEvent[], how: Application): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('CREATE SCHEMA ??', [schema]);
    // The projector writes unqualified table names.
    await trx.raw('SET LOCAL search_path TO ??', [schema]);
    await projector.setup(trx);
    const handled = events.filter((e) => projector.handles.includes(e.type));
    // Settled as the runtime does: after each event on its own, after each batch.
    if (how === 'one by one') {
      for (const e of handled) {
        await projector.apply(trx, e);
        await projector.settle?.(trx);
      }
      return;
    }
    if (!projector.applyBatch) throw new Error(`the ${projector.name} projector has no batch path (applyBatch)`);
    const slices: RecordedEvent[][] = [];
    if (how === 'as one batch') slices.push(handled);
    else for (let i = 0; i < handled.length; i += how.slicesOf) slices.push(handled.slice(i, i + how.slicesOf));
    for (const slice of slices) {
      await projector.applyBatch(trx, slice);
      if (how !== 'as one batch' && how.eachTwice) await projector.applyBatch(trx, slice);
      await projector.settle?.(trx);
    }
  });
}

/** Tables to read, each with the column(s) its rows are ordered by. */
export type TablesByKey = Record<string, string | string[]>;

/** Every row of each table in `schema`, as knex reads it (`select *`), in key order. */
export async function tableRows(db: Knex, schema: string, tables: TablesByKey): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [table, key] of Object.entries(tables)) out[table] = await db.withSchema(schema).table(table).orderBy(typeof key === 'string' ? [key] : key).select('*');
  return out;
}

/** Every row of each table in `schema` as `row_to_json` text (times to the microsecond), in key order. */
export async function tableRowsAsJson(db: Knex, schema: string, tables: TablesByKey): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, key] of Object.entries(tables)) {
    const columns = typeof key === 'string' ? [key] : key;
    const { rows }: { rows: { row: string }[] } = await db.raw(`SELECT row_to_json(t)::text AS row FROM ??.?? t ORDER BY ${columns.map(() => '??').join(', ')}`, [schema, table, ...columns]);
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/** Day `n` of February 2025: after the realistic log's own times (it spans minutes of 2025-01-01). */
export const dayAfterTheLog = (n: number) => new Date(Date.UTC(2025, 1, n)).toISOString();
/** Past the restore window of deletions made on `dayAfterTheLog(...)`. */
export const afterTheRestoreWindow = '2026-01-01T00:00:00.000Z';

/**
 * `log` with events placed right after its creations of one type (each a copy of the creation
 * under another type and data), so that batches of the log end runs where a test wants.
 */
export function placingAfterCreations<Created>(log: RecordedEvent[], creationType: string, parse: (data: unknown) => Created) {
  const creations = log.flatMap((e) => (e.type === creationType ? [{ event: e, data: parse(e.data) }] : []));
  const after = new Map<RecordedEvent, RecordedEvent[]>();
  return {
    count: creations.length,
    /** The i-th creation's data. */
    created: (i: number) => creations[i].data,
    /** Places an event right after the i-th creation (after events placed there before). */
    follow: (i: number, type: string, data: object) => {
      const anchor = creations[i].event;
      after.set(anchor, [...(after.get(anchor) ?? []), { ...anchor, id: randomUUID(), type, data }]);
    },
    /** The log with the placed events in. */
    events: () => log.flatMap((e) => [e, ...(after.get(e) ?? [])]),
  };
}
