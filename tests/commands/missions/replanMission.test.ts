import { createMission } from '../../../commands/missions/createMission';
import { replanMission } from '../../../commands/missions/replanMission';
import { useCaseHarness } from '../../support/useCaseHarness';

describe('re-plan a mission (use case, no server)', () => {
  it('records the re-plan request with the new title and description', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { missionId } = await createMission(h.deps, { actor: alice, mission: { title: 'Move flat', description: 'In May' } });

    await replanMission(h.deps, { actor: alice, missionId, title: 'Move flat in June', description: 'Moved to June' });

    const requested = h.store.events.filter((e) => e.type === 'MissionReplanRequested');
    expect(requested.map((e) => e.streamId)).toEqual([`mission-${missionId}`]);
    expect(await h.queries.findOwnMission(alice.userId, missionId)).toMatchObject({ title: 'Move flat in June', description: 'Moved to June' });
  });

  it('refuses a blank title', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { missionId } = await createMission(h.deps, { actor: alice, mission: { title: 'Move flat' } });

    await expect(replanMission(h.deps, { actor: alice, missionId, title: '  ' })).rejects.toMatchObject({ code: 'invalid' });
  });

  it("answers not found for another user's mission and records nothing", async () => {
    const h = useCaseHarness();
    const { missionId } = await createMission(h.deps, { actor: h.actor(), mission: { title: 'Move flat' } });
    const before = h.store.events.length;

    await expect(replanMission(h.deps, { actor: h.actor(), missionId, title: 'Mine now' })).rejects.toMatchObject({ code: 'not_found' });
    expect(h.store.events).toHaveLength(before);
  });
});
