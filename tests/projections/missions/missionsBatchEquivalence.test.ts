import { randomUUID } from 'node:crypto';
import { missionEventSchemas } from '../../../domain/missions/events';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { afterTheRestoreWindow, buildReadModel, dayAfterTheLog, placingAfterCreations, tableRows, useScratchDatabase } from '../../support/readModelBuild';
import { realisticLog } from '../../support/realisticLog';

// Builds the missions read model four times from a realistic log.
jest.setTimeout(120_000);

const db = useScratchDatabase();

/**
 * A realistic log (nearly all creations, as far as missions go) with every other event the
 * projector handles placed between creations, so that runs end in the middle, some of them
 * on a mission the same run just created, and some creations come after what they depend on.
 */
function logWithRunEnders() {
  const { created: c, follow, count, events } = placingAfterCreations([...realisticLog(20_000)], 'MissionCreated', (data) => missionEventSchemas.MissionCreated.schema.parse(data));
  // The realistic log gives each user two missions in a row: creations 2k and 2k + 1 share a user and an odyssey.

  follow(0, 'MissionDetailsUpdated', { missionId: c(0).missionId, title: 'Renamed', description: null, updatedAt: dayAfterTheLog(1) });
  follow(5, 'MissionCompleted', { missionId: c(5).missionId, evaluation: 'All done', completedAt: dayAfterTheLog(1) });
  follow(7, 'MissionCompleted', { missionId: c(7).missionId, evaluation: 'Done before a todo reopened', completedAt: dayAfterTheLog(1) });
  follow(8, 'MissionReopened', { missionId: c(7).missionId, todoId: randomUUID(), reopenedAt: dayAfterTheLog(2) });
  follow(10, 'MissionCompleted', { missionId: c(10).missionId, evaluation: 'Done too soon', completedAt: dayAfterTheLog(1) });
  follow(11, 'MissionStatusChanged', { missionId: c(10).missionId, status: 'active', changedAt: dayAfterTheLog(2) });
  follow(15, 'MissionStatusChanged', { missionId: c(15).missionId, status: 'paused', changedAt: dayAfterTheLog(1) });
  follow(16, 'MissionStatusChanged', { missionId: c(16).missionId, status: 'completed', changedAt: dayAfterTheLog(1) });
  follow(20, 'MissionOdysseyChanged', { missionId: c(20).missionId, odysseyId: null, changedAt: dayAfterTheLog(1) });
  // Deleted: the first waits in Recently deleted until a deletion a year later of the same user's other mission drops it.
  follow(24, 'MissionDeleted', { missionId: c(24).missionId, deletedAt: dayAfterTheLog(1) });
  follow(24, 'MissionCreated', { ...c(24), title: 'Delivered again after its deletion' });
  follow(200, 'MissionDeleted', { missionId: c(25).missionId, deletedAt: afterTheRestoreWindow });
  follow(30, 'MissionDeleted', { missionId: c(30).missionId, deletedAt: dayAfterTheLog(1) });
  follow(31, 'MissionRestored', { missionId: c(30).missionId, odysseyId: null, restoredAt: dayAfterTheLog(2) });
  follow(40, 'MissionCompleted', { missionId: c(40).missionId, evaluation: 'Finished', completedAt: dayAfterTheLog(1) });
  follow(40, 'MissionReplanRequested', { missionId: c(40).missionId, title: 'A new plan', description: 'Again', requestedAt: dayAfterTheLog(2) });
  follow(44, 'MissionReplanRequested', { missionId: c(44).missionId, title: 'Plan B', description: null, requestedAt: dayAfterTheLog(1) });
  follow(45, 'MissionReplanUndone', { missionId: c(44).missionId, title: c(44).title, description: c(44).description, undoneRevision: 1, undoneAt: dayAfterTheLog(2) });
  // Delivered twice: the first creation wins, within one run and across batches.
  follow(50, 'MissionCreated', { ...c(50), title: 'Second delivery' });
  follow(250, 'MissionCreated', { ...c(60), title: 'Late second delivery' });
  follow(70, 'MissionCreated', { ...c(70), missionId: randomUUID(), title: `${c(70).title} (Copy)`, description: null, odysseyId: null, copiedFromMissionId: c(70).missionId, createdAt: dayAfterTheLog(1) });
  // An odyssey deleted under its missions, one of them moved meanwhile, then restored.
  follow(81, 'OdysseyDeleted', { odysseyId: c(80).odysseyId, deletedAt: dayAfterTheLog(1) });
  follow(81, 'MissionOdysseyChanged', { missionId: c(80).missionId, odysseyId: null, changedAt: dayAfterTheLog(2) });
  follow(120, 'OdysseyRestored', { odysseyId: c(80).odysseyId, restoredAt: dayAfterTheLog(3) });
  // An odyssey deleted between the creations of its two missions: only the first is unlinked.
  follow(90, 'OdysseyDeleted', { odysseyId: c(90).odysseyId, deletedAt: dayAfterTheLog(1) });
  // A user deleted with a mission in Recently deleted.
  follow(100, 'MissionDeleted', { missionId: c(100).missionId, deletedAt: dayAfterTheLog(1) });
  follow(101, 'UserDeleted', { userId: c(100).userId, deletedBy: c(100).userId, deletedAt: dayAfterTheLog(2) });
  follow(count - 1, 'MissionDetailsUpdated', { missionId: c(count - 1).missionId, title: 'Last', description: null, updatedAt: dayAfterTheLog(1) });

  return { events: events(), c };
}

const dump = (schema: string) => tableRows(db(), schema, Object.fromEntries(missionsProjector.tables.map((table) => [table, table === 'mission_odyssey_unlinks' ? 'mission_id' : 'id'])));

it('the batched path writes exactly what applying the events one by one writes', async () => {
  const { events, c } = logWithRunEnders();
  await buildReadModel(db(), missionsProjector, 'one_by_one', events, 'one by one');
  const expected = await dump('one_by_one');

  // The placed events took effect (the comparison below is not between empty tables).
  const missions = new Map(expected.missions.map((m) => [m.id, m]));
  expect(missions.size).toBeGreaterThan(250);
  expect(expected.missions.every((m) => typeof m.view_json === 'string')).toBe(true);
  expect(missions.get(c(0).missionId)?.title).toBe('Renamed');
  expect(missions.get(c(5).missionId)?.status).toBe('completed');
  expect(missions.get(c(10).missionId)?.completed_at).toBeNull();
  expect(missions.get(c(7).missionId)).toMatchObject({ status: 'active', completion_evaluation: null, completed_at: null });
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
    await buildReadModel(db(), missionsProjector, schema, events, { slicesOf: batchSize });
    expect({ batchSize, tables: await dump(schema) }).toEqual({ batchSize, tables: expected });
  }
});
