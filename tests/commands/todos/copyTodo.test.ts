import { handleCommand } from '../../../commands/handleCommand';
import { addEvidence } from '../../../commands/steps/addEvidence';
import { completeStep } from '../../../commands/steps/completeStep';
import { copyTodo } from '../../../commands/todos/copyTodo';
import { missionDecider, missionStreamId } from '../../../domain/missions/missionDecider';
import { useCaseHarness } from '../../support/useCaseHarness';

describe('copy a todo (use case, no server)', () => {
  it('copies the fields and the steps as pending, without evidence or findings', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, { title: 'Book movers', successCriteria: 'Movers booked', steps: ['Compare quotes', 'Book them'] });
    await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });
    await addEvidence(h.deps, { actor: alice, stepId: stepIds[0], evidence: { contentText: 'Three quotes attached' } });

    const { todoId: copyId } = await copyTodo(h.deps, { actor: alice, todoId });

    expect(copyId).not.toBe(todoId);
    const copy = await h.todoState(copyId);
    expect(copy).toMatchObject({ title: 'Book movers (Copy)', successCriteria: 'Movers booked', status: 'pending', evidence: [], findings: [] });
    expect(copy.steps.map((s) => [s.title, s.status])).toEqual([
      ['Compare quotes', 'pending'],
      ['Book them', 'pending'],
    ]);
    expect(copy.steps.map((s) => s.stepId).some((id) => stepIds.includes(id))).toBe(false);
    // The source is untouched.
    expect((await h.todoState(todoId)).steps.map((s) => s.status)).toEqual(['completed', 'pending']);
  });

  it('leaves the copy standalone when the source mission was deleted', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const missionId = h.deps.ids();
    const onMission = (command: Parameters<typeof missionDecider.decide>[0]) => handleCommand(h.deps, { streamId: missionStreamId(missionId), decider: missionDecider, command, actor: alice });
    await onMission({ type: 'CreateMission', missionId, userId: alice.userId, title: 'Move', now: h.deps.now().toISOString() });
    const { todoId } = await h.givenTodo(alice, { title: 'Book movers', successCriteria: 'Movers booked', steps: [], missionId });
    await onMission({ type: 'DeleteMission', userId: alice.userId, now: h.deps.now().toISOString() });
    // The read model detaches the mission's todos; the fake's lookup reads the todo stream, so say it here.
    const queries = { ...h.queries, findTodo: async (userId: string, id: string) => ({ ...(await h.queries.findTodo(userId, id))!, mission_id: null }) };

    const { todoId: copyId } = await copyTodo({ ...h.deps, queries }, { actor: alice, todoId });

    expect((await h.todoState(copyId)).missionId).toBeNull();
  });

  it("answers not found for another user's todo and records nothing", async () => {
    const h = useCaseHarness();
    const { todoId } = await h.givenTodo(h.actor(), { title: 'Book movers', successCriteria: 'Movers booked', steps: ['Compare quotes'] });
    const before = h.store.events.length;

    await expect(copyTodo(h.deps, { actor: h.actor(), todoId })).rejects.toMatchObject({ code: 'not_found' });
    expect(h.store.events).toHaveLength(before);
  });
});
