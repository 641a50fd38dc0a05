import { completeStep } from '../../../commands/steps/completeStep';
import { forceCompleteTodo } from '../../../commands/todos/forceCompleteTodo';
import { useCaseHarness } from '../../support/useCaseHarness';

const withGaps = { title: 'Move flat', successCriteria: '- Movers booked for 12 May\n- Keys handed over', steps: ['Book movers for 12 May'] };

describe('force-complete a todo (use case, no server)', () => {
  it('completes a todo the evaluation found gaps in, marked as the user overriding them', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, withGaps);
    await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });
    expect((await h.todoState(todoId)).status).toBe('in_progress');

    await forceCompleteTodo(h.deps, { actor: alice, todoId });

    const todo = await h.todoState(todoId);
    expect(todo.status).toBe('completed');
    expect(todo.evaluation).toMatchObject({ gapsFound: true, userOverride: true });
    expect(h.store.events.filter((e) => e.type === 'TodoForceCompleted')).toHaveLength(1);
  });

  it("answers not found for another user's todo and records nothing", async () => {
    const h = useCaseHarness();
    const { todoId } = await h.givenTodo(h.actor(), withGaps);
    const before = h.store.events.length;

    await expect(forceCompleteTodo(h.deps, { actor: h.actor(), todoId })).rejects.toMatchObject({ code: 'not_found' });
    expect(h.store.events).toHaveLength(before);
  });
});
