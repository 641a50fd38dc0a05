import { allEventSchemas } from '../../../domain/allEventSchemas';
import { missionDecider } from '../../../domain/missions/missionDecider';
import { odysseyDecider } from '../../../domain/odysseys/odysseyDecider';

const userId = '0b7e5a52-3c1d-4e8f-a9b0-c1d2e3f4a5b6';
const missionId = '6f1c2d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const odysseyId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const now = '2025-03-01T10:00:00.000Z';

/** What the deciders emit must pass the schemas the store validates on append. */
describe('mission and odyssey event schemas', () => {
  it('accept every event the deciders produce', () => {
    const missionEvents = missionDecider.decide({ type: 'CreateMission', missionId, userId, title: 'Plan', now }, missionDecider.initialState());
    const state = missionEvents.reduce(missionDecider.evolve, missionDecider.initialState());
    missionEvents.push(
      ...missionDecider.decide(
        { type: 'UpdateMission', userId, title: 'Plan 2', status: 'paused', odyssey: { odysseyId, status: 'active' }, now },
        state,
      ),
      ...missionDecider.decide({ type: 'RequestMissionReplan', userId, title: 'Plan 3', now }, state),
      ...missionDecider.decide({ type: 'CompleteMission', evaluation: 'Done.', todos: { total: 1, completed: 1 }, now }, state),
      ...missionDecider.decide({ type: 'DeleteMission', userId, now }, state),
    );
    const odysseyEvents = odysseyDecider.decide({ type: 'CreateOdyssey', odysseyId, userId, title: 'Big goal', now }, odysseyDecider.initialState());
    const odysseyState = odysseyEvents.reduce(odysseyDecider.evolve, odysseyDecider.initialState());
    odysseyEvents.push(
      ...odysseyDecider.decide({ type: 'UpdateOdyssey', userId, status: 'archived', title: 'Bigger goal', now }, odysseyState),
      ...odysseyDecider.decide({ type: 'CompleteOdyssey', userId, now }, odysseyState),
      ...odysseyDecider.decide({ type: 'DeleteOdyssey', userId, now }, odysseyState),
    );
    const all = [...missionEvents, ...odysseyEvents];
    expect(all.map((e) => e.type)).toEqual([
      'MissionCreated',
      'MissionDetailsUpdated',
      'MissionOdysseyChanged',
      'MissionStatusChanged',
      'MissionReplanRequested',
      'MissionCompleted',
      'MissionDeleted',
      'OdysseyCreated',
      'OdysseyDetailsUpdated',
      'OdysseyStatusChanged',
      'OdysseyCompleted',
      'OdysseyDeleted',
    ]);
    for (const event of all) {
      const entry = allEventSchemas[event.type];
      expect(entry).toBeDefined();
      expect(entry.schema.safeParse(event.data).error).toBeUndefined();
    }
  });

  it('refuse a malformed payload', () => {
    expect(allEventSchemas.MissionCreated.schema.safeParse({ missionId: 'nope', title: '' }).success).toBe(false);
    expect(allEventSchemas.OdysseyStatusChanged.schema.safeParse({ odysseyId, status: 'completed', changedAt: now }).success).toBe(false);
  });
});
