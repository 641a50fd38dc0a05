import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { RecordedEvent } from '../../../commands/eventStore';
import { odysseyEventSchemas } from '../../../domain/odysseys/events';
import { odysseysProjector } from '../../../projections/odysseys/odysseysProjector';
import { createTestDatabase } from '../../support/db';
import { realisticLog } from '../../support/realisticLog';
import { closeAll } from '../../support/bounded';

// Builds the odysseys read model four times from a realistic log.
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
beforeAll(async () => {
  database = await createTestDatabase();
  db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
});
afterAll(() =>
  closeAll([
    ['db.destroy()', () => db.destroy()],
    ['database.drop()', () => database.drop()],
  ]),
);

/** Days after the realistic log's own times (it spans minutes of 2025-01-01). */
const day = (n: number) => new Date(Date.UTC(2025, 1, n)).toISOString();
/** Past the restore window of deletions made on `day(...)`. */
const nextYear = '2026-01-01T00:00:00.000Z';

/**
 * A realistic log (nearly all creations, as far as odysseys go) with every other event the
 * projector handles placed between creations, so that runs end in the middle, some of them
 * on an odyssey the same run just created.
 */
function logWithRunEnders() {
  const log = [...realisticLog(40_000)];
  const creations = log.flatMap((e) => (e.type === 'OdysseyCreated' ? [{ event: e, data: odysseyEventSchemas.OdysseyCreated.schema.parse(e.data) }] : []));
  // The realistic log gives each user one odyssey.
  const o = (i: number) => creations[i].data;
  const after = new Map<RecordedEvent, RecordedEvent[]>();
  /** Places an event right after the i-th creation (after events placed there before). */
  const follow = (i: number, type: string, data: object) => {
    const anchor = creations[i].event;
    after.set(anchor, [...(after.get(anchor) ?? []), { ...anchor, id: randomUUID(), type, data }]);
  };

  follow(0, 'OdysseyDetailsUpdated', { odysseyId: o(0).odysseyId, title: 'Renamed', description: 'Now described', updatedAt: day(1) });
  follow(3, 'OdysseyCompleted', { odysseyId: o(3).odysseyId, completedAt: day(1) });
  follow(4, 'OdysseyCompleted', { odysseyId: o(4).odysseyId, completedAt: day(1) });
  follow(5, 'OdysseyStatusChanged', { odysseyId: o(4).odysseyId, status: 'active', changedAt: day(2) });
  follow(6, 'OdysseyStatusChanged', { odysseyId: o(6).odysseyId, status: 'archived', changedAt: day(1) });
  // Deleted: it waits in Recently deleted until a deletion a year later of the same user's sample odyssey drops it.
  const sample = { ...o(10), odysseyId: randomUUID(), title: 'Sample', description: null, isSample: true, createdAt: day(1) };
  follow(10, 'OdysseyDeleted', { odysseyId: o(10).odysseyId, deletedAt: day(1) });
  follow(10, 'OdysseyCreated', sample);
  follow(100, 'OdysseyDeleted', { odysseyId: sample.odysseyId, deletedAt: nextYear });
  follow(20, 'OdysseyDeleted', { odysseyId: o(20).odysseyId, deletedAt: day(1) });
  follow(21, 'OdysseyRestored', { odysseyId: o(20).odysseyId, restoredAt: day(2) });
  // Delivered twice: the first creation wins, within one run and across batches; and again after its deletion.
  follow(30, 'OdysseyCreated', { ...o(30), title: 'Second delivery' });
  follow(120, 'OdysseyCreated', { ...o(40), title: 'Late second delivery' });
  follow(60, 'OdysseyDeleted', { odysseyId: o(60).odysseyId, deletedAt: day(1) });
  follow(60, 'OdysseyCreated', { ...o(60), title: 'Delivered again after its deletion' });
  // A user deleted with an odyssey in Recently deleted.
  follow(50, 'OdysseyDeleted', { odysseyId: o(50).odysseyId, deletedAt: day(1) });
  follow(51, 'UserDeleted', { userId: o(50).userId, deletedBy: o(50).userId, deletedAt: day(2) });
  follow(creations.length - 1, 'OdysseyDetailsUpdated', { odysseyId: o(creations.length - 1).odysseyId, title: 'Last', description: null, updatedAt: day(1) });

  return { events: log.flatMap((e) => [e, ...(after.get(e) ?? [])]), o, sample };
}

type Mode = { oneByOne: true } | { batchSize: number };

async function buildIn(schema: string, events: RecordedEvent[], mode: Mode) {
  await db.transaction(async (trx) => {
    await trx.raw('CREATE SCHEMA ??', [schema]);
    await trx.raw('SET LOCAL search_path TO ??', [schema]);
    await odysseysProjector.setup(trx);
    const handled = events.filter((e) => odysseysProjector.handles.includes(e.type));
    if ('oneByOne' in mode) {
      for (const e of handled) await odysseysProjector.apply(trx, e);
      return;
    }
    if (!odysseysProjector.applyBatch) throw new Error('the odysseys projector has no batch path');
    for (let i = 0; i < handled.length; i += mode.batchSize) await odysseysProjector.applyBatch(trx, handled.slice(i, i + mode.batchSize));
  });
}

async function dump(schema: string) {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const table of odysseysProjector.tables) out[table] = await db.withSchema(schema).table(table).orderBy('id').select('*');
  return out;
}

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const { events, o, sample } = logWithRunEnders();
  await buildIn('one_by_one', events, { oneByOne: true });
  const expected = await dump('one_by_one');

  // The placed events took effect (the comparison below is not between empty tables).
  const odysseys = new Map(expected.odysseys.map((row) => [row.id, row]));
  expect(odysseys.size).toBeGreaterThan(250);
  expect(odysseys.get(o(0).odysseyId)?.title).toBe('Renamed');
  expect(odysseys.get(o(3).odysseyId)?.status).toBe('completed');
  expect(odysseys.get(o(4).odysseyId)).toMatchObject({ status: 'active', completed_at: null });
  expect(odysseys.get(o(6).odysseyId)?.status).toBe('archived');
  expect(odysseys.has(o(10).odysseyId)).toBe(false);
  expect(odysseys.has(o(20).odysseyId)).toBe(true);
  expect(odysseys.get(o(30).odysseyId)?.title).toBe(o(30).title);
  expect(odysseys.get(o(40).odysseyId)?.title).toBe(o(40).title);
  expect(odysseys.get(o(60).odysseyId)?.title).toBe('Delivered again after its deletion');
  expect(odysseys.has(o(51).odysseyId)).toBe(true);
  expect(expected.trashed_odysseys.map((row) => row.id).sort()).toEqual([o(60).odysseyId, sample.odysseyId].sort());
  expect(expected.trashed_odysseys.find((row) => row.id === sample.odysseyId)?.is_sample).toBe(true);

  // Batches of one (the live runtime's usual), odd sizes that cut runs anywhere, the whole log at once.
  for (const batchSize of [1, 97, events.length]) {
    const schema = `batched_${batchSize}`;
    await buildIn(schema, events, { batchSize });
    expect({ batchSize, tables: await dump(schema) }).toEqual({ batchSize, tables: expected });
  }
});
