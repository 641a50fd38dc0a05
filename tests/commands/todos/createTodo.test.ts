import { createMission } from '../../../commands/missions/createMission';
import { updateMission } from '../../../commands/missions/updateMission';
import { createTodo } from '../../../commands/todos/createTodo';
import { useCaseHarness } from '../../support/useCaseHarness';

const todo = { title: 'Book movers', successCriteria: 'Movers booked' };

describe('create a todo (use case, no server)', () => {
  it('creates a todo in one of the user’s active missions', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { missionId } = await createMission(h.deps, { actor: alice, mission: { title: 'Move flat' } });

    const { todoId } = await createTodo(h.deps, { actor: alice, todo: { ...todo, missionId } });

    expect(await h.todoState(todoId)).toMatchObject({ title: 'Book movers', missionId, lifecycle: 'active' });
  });

  it('refuses a paused mission (400) and another user’s mission (404), recording nothing', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { missionId: paused } = await createMission(h.deps, { actor: alice, mission: { title: 'Move flat' } });
    await updateMission(h.deps, { actor: alice, missionId: paused, changes: { status: 'paused' } });
    const { missionId: bobs } = await createMission(h.deps, { actor: h.actor(), mission: { title: 'Bob’s' } });
    const before = h.store.events.length;

    await expect(createTodo(h.deps, { actor: alice, todo: { ...todo, missionId: paused } })).rejects.toMatchObject({ code: 'invalid', message: 'Only active missions can be chosen for a todo' });
    await expect(createTodo(h.deps, { actor: alice, todo: { ...todo, missionId: bobs } })).rejects.toMatchObject({ code: 'not_found', message: 'Mission not found' });
    expect(h.store.events).toHaveLength(before);
  });
});
