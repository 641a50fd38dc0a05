import { randomUUID } from 'node:crypto';
import { odysseyEventSchemas } from '../../../domain/odysseys/events';
import { odysseysProjector } from '../../../projections/odysseys/odysseysProjector';
import { afterTheRestoreWindow, buildReadModel, dayAfterTheLog, placingAfterCreations, tableRows, useScratchDatabase } from '../../support/readModelBuild';
import { realisticLog } from '../../support/realisticLog';

// Builds the odysseys read model four times from a realistic log.
jest.setTimeout(120_000);

const db = useScratchDatabase();

/**
 * A realistic log (nearly all creations, as far as odysseys go) with every other event the
 * projector handles placed between creations, so that runs end in the middle, some of them
 * on an odyssey the same run just created.
 */
function logWithRunEnders() {
  const { created: o, follow, count, events } = placingAfterCreations([...realisticLog(40_000)], 'OdysseyCreated', (data) => odysseyEventSchemas.OdysseyCreated.schema.parse(data));
  // The realistic log gives each user one odyssey.

  follow(0, 'OdysseyDetailsUpdated', { odysseyId: o(0).odysseyId, title: 'Renamed', description: 'Now described', updatedAt: dayAfterTheLog(1) });
  follow(3, 'OdysseyCompleted', { odysseyId: o(3).odysseyId, completedAt: dayAfterTheLog(1) });
  follow(4, 'OdysseyCompleted', { odysseyId: o(4).odysseyId, completedAt: dayAfterTheLog(1) });
  follow(5, 'OdysseyStatusChanged', { odysseyId: o(4).odysseyId, status: 'active', changedAt: dayAfterTheLog(2) });
  follow(6, 'OdysseyStatusChanged', { odysseyId: o(6).odysseyId, status: 'archived', changedAt: dayAfterTheLog(1) });
  // Deleted: it waits in Recently deleted until a deletion a year later of the same user's sample odyssey drops it.
  const sample = { ...o(10), odysseyId: randomUUID(), title: 'Sample', description: null, isSample: true, createdAt: dayAfterTheLog(1) };
  follow(10, 'OdysseyDeleted', { odysseyId: o(10).odysseyId, deletedAt: dayAfterTheLog(1) });
  follow(10, 'OdysseyCreated', sample);
  follow(100, 'OdysseyDeleted', { odysseyId: sample.odysseyId, deletedAt: afterTheRestoreWindow });
  follow(20, 'OdysseyDeleted', { odysseyId: o(20).odysseyId, deletedAt: dayAfterTheLog(1) });
  follow(21, 'OdysseyRestored', { odysseyId: o(20).odysseyId, restoredAt: dayAfterTheLog(2) });
  // Delivered twice: the first creation wins, within one run and across batches; and again after its deletion.
  follow(30, 'OdysseyCreated', { ...o(30), title: 'Second delivery' });
  follow(120, 'OdysseyCreated', { ...o(40), title: 'Late second delivery' });
  follow(60, 'OdysseyDeleted', { odysseyId: o(60).odysseyId, deletedAt: dayAfterTheLog(1) });
  follow(60, 'OdysseyCreated', { ...o(60), title: 'Delivered again after its deletion' });
  // A user deleted with an odyssey in Recently deleted.
  follow(50, 'OdysseyDeleted', { odysseyId: o(50).odysseyId, deletedAt: dayAfterTheLog(1) });
  follow(51, 'UserDeleted', { userId: o(50).userId, deletedBy: o(50).userId, deletedAt: dayAfterTheLog(2) });
  follow(count - 1, 'OdysseyDetailsUpdated', { odysseyId: o(count - 1).odysseyId, title: 'Last', description: null, updatedAt: dayAfterTheLog(1) });

  return { events: events(), o, sample };
}

const dump = (schema: string) => tableRows(db(), schema, Object.fromEntries(odysseysProjector.tables.map((table) => [table, 'id'])));

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const { events, o, sample } = logWithRunEnders();
  await buildReadModel(db(), odysseysProjector, 'one_by_one', events, 'one by one');
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
    await buildReadModel(db(), odysseysProjector, schema, events, { slicesOf: batchSize });
    expect({ batchSize, tables: await dump(schema) }).toEqual({ batchSize, tables: expected });
  }
});
