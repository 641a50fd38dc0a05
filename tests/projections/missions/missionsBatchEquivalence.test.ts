import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { RecordedEvent } from '../../../commands/eventStore';
import { missionEventSchemas } from '../../../domain/missions/events';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { createTestDatabase } from '../../support/db';
import { realisticLog } from '../../support/realisticLog';
import { closeAll } from '../../support/bounded';

// Builds the missions read model four times from a realistic log.
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
 * A realistic log (nearly all creations, as far as missions go) with every other event the
 * projector handles placed between creations, so that runs end in the middle, some of them
 * on a mission the same run just created, and some creations come after what they depend on.
 */
function logWithRunEnders() {
  const log = [...realisticLog(20_000)];
  const creations = log.flatMap((e) => (e.type === 'MissionCreated' ? [{ event: e, data: missionEventSchemas.MissionCreated.schema.parse(e.data) }] : []));
  // The realistic log gives each user two missions in a row: creations 2k and 2k + 1 share a user and an odyssey.
  const c = (i: number) => creations[i].data;
  const after = new Map<RecordedEvent, RecordedEvent[]>();
  /** Places an event right after the i-th creation (after events placed there before). */
  const follow = (i: number, type: string, data: object) => {
    const anchor = creations[i].event;
    after.set(anchor, [...(after.get(anchor) ?? []), { ...anchor, id: randomUUID(), type, data }]);
  };

  follow(0, 'MissionDetailsUpdated', { missionId: c(0).missionId, title: 'Renamed', description: null, updatedAt: day(1) });
  follow(5, 'MissionCompleted', { missionId: c(5).missionId, evaluation: 'All done', completedAt: day(1) });
  follow(10, 'MissionCompleted', { missionId: c(10).missionId, evaluation: 'Done too soon', completedAt: day(1) });
  follow(11, 'MissionStatusChanged', { missionId: c(10).missionId, status: 'active', changedAt: day(2) });
  follow(15, 'MissionStatusChanged', { missionId: c(15).missionId, status: 'paused', changedAt: day(1) });
  follow(16, 'MissionStatusChanged', { missionId: c(16).missionId, status: 'completed', changedAt: day(1) });
  follow(20, 'MissionOdysseyChanged', { missionId: c(20).missionId, odysseyId: null, changedAt: day(1) });
  // Deleted: the first waits in Recently deleted until a deletion a year later of the same user's other mission drops it.
  follow(24, 'MissionDeleted', { missionId: c(24).missionId, deletedAt: day(1) });
  follow(24, 'MissionCreated', { ...c(24), title: 'Delivered again after its deletion' });
  follow(200, 'MissionDeleted', { missionId: c(25).missionId, deletedAt: nextYear });
  follow(30, 'MissionDeleted', { missionId: c(30).missionId, deletedAt: day(1) });
  follow(31, 'MissionRestored', { missionId: c(30).missionId, odysseyId: null, restoredAt: day(2) });
  follow(40, 'MissionCompleted', { missionId: c(40).missionId, evaluation: 'Finished', completedAt: day(1) });
  follow(40, 'MissionReplanRequested', { missionId: c(40).missionId, title: 'A new plan', description: 'Again', requestedAt: day(2) });
  follow(44, 'MissionReplanRequested', { missionId: c(44).missionId, title: 'Plan B', description: null, requestedAt: day(1) });
  follow(45, 'MissionReplanUndone', { missionId: c(44).missionId, title: c(44).title, description: c(44).description, undoneRevision: 1, undoneAt: day(2) });
  // Delivered twice: the first creation wins, within one run and across batches.
  follow(50, 'MissionCreated', { ...c(50), title: 'Second delivery' });
  follow(250, 'MissionCreated', { ...c(60), title: 'Late second delivery' });
  follow(70, 'MissionCreated', { ...c(70), missionId: randomUUID(), title: `${c(70).title} (Copy)`, description: null, odysseyId: null, copiedFromMissionId: c(70).missionId, createdAt: day(1) });
  // An odyssey deleted under its missions, one of them moved meanwhile, then restored.
  follow(81, 'OdysseyDeleted', { odysseyId: c(80).odysseyId, deletedAt: day(1) });
  follow(81, 'MissionOdysseyChanged', { missionId: c(80).missionId, odysseyId: null, changedAt: day(2) });
  follow(120, 'OdysseyRestored', { odysseyId: c(80).odysseyId, restoredAt: day(3) });
  // An odyssey deleted between the creations of its two missions: only the first is unlinked.
  follow(90, 'OdysseyDeleted', { odysseyId: c(90).odysseyId, deletedAt: day(1) });
  // A user deleted with a mission in Recently deleted.
  follow(100, 'MissionDeleted', { missionId: c(100).missionId, deletedAt: day(1) });
  follow(101, 'UserDeleted', { userId: c(100).userId, deletedBy: c(100).userId, deletedAt: day(2) });
  follow(creations.length - 1, 'MissionDetailsUpdated', { missionId: c(creations.length - 1).missionId, title: 'Last', description: null, updatedAt: day(1) });

  return { events: log.flatMap((e) => [e, ...(after.get(e) ?? [])]), c };
}

type Mode = { oneByOne: true } | { batchSize: number };

async function buildIn(schema: string, events: RecordedEvent[], mode: Mode) {
  await db.transaction(async (trx) => {
    await trx.raw('CREATE SCHEMA ??', [schema]);
    await trx.raw('SET LOCAL search_path TO ??', [schema]);
    await missionsProjector.setup(trx);
    const handled = events.filter((e) => missionsProjector.handles.includes(e.type));
    if ('oneByOne' in mode) {
      for (const e of handled) await missionsProjector.apply(trx, e);
      return;
    }
    if (!missionsProjector.applyBatch) throw new Error('the missions projector has no batch path');
    for (let i = 0; i < handled.length; i += mode.batchSize) await missionsProjector.applyBatch(trx, handled.slice(i, i + mode.batchSize));
  });
}

async function dump(schema: string) {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const table of missionsProjector.tables) {
    out[table] = await db.withSchema(schema).table(table).orderBy(table === 'mission_odyssey_unlinks' ? 'mission_id' : 'id').select('*');
  }
  return out;
}

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const { events, c } = logWithRunEnders();
  await buildIn('one_by_one', events, { oneByOne: true });
  const expected = await dump('one_by_one');

  // The placed events took effect (the comparison below is not between empty tables).
  const missions = new Map(expected.missions.map((m) => [m.id, m]));
  expect(missions.size).toBeGreaterThan(250);
  expect(expected.missions.every((m) => typeof m.view_json === 'string')).toBe(true);
  expect(missions.get(c(0).missionId)?.title).toBe('Renamed');
  expect(missions.get(c(5).missionId)?.status).toBe('completed');
  expect(missions.get(c(10).missionId)?.completed_at).toBeNull();
  expect(missions.get(c(24).missionId)?.title).toBe('Delivered again after its deletion');
  expect(missions.get(c(30).missionId)?.odyssey_id).toBeNull();
  expect(missions.get(c(40).missionId)).toMatchObject({ status: 'active', title: 'A new plan' });
  expect(missions.get(c(50).missionId)?.title).toBe(c(50).title);
  expect(missions.get(c(60).missionId)?.title).toBe(c(60).title);
  expect(missions.get(c(81).missionId)?.odyssey_id).toBe(c(80).odysseyId);
  expect(missions.get(c(91).missionId)?.odyssey_id).toBe(c(90).odysseyId);
  expect(missions.has(c(101).missionId)).toBe(false);
  expect(expected.trashed_missions.map((m) => m.id)).toEqual([c(25).missionId]);
  expect(expected.mission_odyssey_unlinks.map((u) => u.mission_id)).toEqual([c(90).missionId]);

  // Batches of one (the live runtime's usual), odd sizes that cut runs anywhere, the whole log at once.
  for (const batchSize of [1, 97, events.length]) {
    const schema = `batched_${batchSize}`;
    await buildIn(schema, events, { batchSize });
    expect({ batchSize, tables: await dump(schema) }).toEqual({ batchSize, tables: expected });
  }
});
