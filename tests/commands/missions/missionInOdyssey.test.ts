import { createMission } from '../../../commands/missions/createMission';
import { updateMission } from '../../../commands/missions/updateMission';
import { createOdyssey } from '../../../commands/odysseys/createOdyssey';
import type { AppendOptions } from '../../../commands/eventStore';
import { useCaseHarness } from '../../support/useCaseHarness';

/** The conditions each append to a mission's stream was made on. */
function missionAppends(h: ReturnType<typeof useCaseHarness>) {
  const append = h.store.appendToStream.bind(h.store);
  const preconditions: AppendOptions['precondition'][] = [];
  jest.spyOn(h.store, 'appendToStream').mockImplementation(async (streamId, events, options) => {
    if (streamId.startsWith('mission-')) preconditions.push(options.precondition);
    return append(streamId, events, options);
  });
  return preconditions;
}

describe('a mission linked to an odyssey (use case, no server)', () => {
  it('is created, and moved, on the condition that the odyssey is still there when the append lands; a standalone one on none', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { odysseyId } = await createOdyssey(h.deps, { actor: alice, title: 'Move to Lisbon' });
    const preconditions = missionAppends(h);

    const { missionId } = await createMission(h.deps, { actor: alice, mission: { title: 'Find a flat', odysseyId } });
    await updateMission(h.deps, { actor: alice, missionId, changes: { odysseyId: null } });
    await updateMission(h.deps, { actor: alice, missionId, changes: { odysseyId } });
    await createMission(h.deps, { actor: alice, mission: { title: 'Learn Portuguese' } });

    const stillThere = { name: 'live_odyssey', values: [odysseyId, alice.userId], error: expect.objectContaining({ code: 'not_found' }) };
    expect(preconditions).toEqual([expect.objectContaining(stillThere), undefined, expect.objectContaining(stillThere), undefined]);
  });
});
