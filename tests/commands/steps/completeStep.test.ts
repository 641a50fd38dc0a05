import { PlannerError, type Planner } from '../../../commands/ports/planner';
import { completeStep } from '../../../commands/steps/completeStep';
import { OfflinePlanner } from '../../../planner/offlinePlanner';
import { failingWith, offlinePlannerWith } from '../../support/offlinePlannerWith';
import { movers, useCaseHarness } from '../../support/useCaseHarness';

describe('complete a step (use case, no server)', () => {
  it('completes a step and asks for no evaluation while other steps are open', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);

    const { step, outcome } = await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });

    // The step as read before; the todo's state has it completed (the route answers with both).
    expect(step).toMatchObject({ id: stepIds[0], status: 'pending' });
    expect(outcome).toMatchObject({ kind: 'not_requested', state: { status: 'in_progress' } });
    expect(outcome.state.steps.find((s) => s.stepId === stepIds[0])).toMatchObject({ status: 'completed' });
    expect((await h.todoState(todoId)).pendingEvaluationRequestId).toBeNull();
  });

  it('completing the last step auto-completes the todo when the evaluation finds no gaps', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, movers);
    await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });

    const { outcome } = await completeStep(h.deps, { actor: alice, stepId: stepIds[1] });

    expect(outcome).toMatchObject({ kind: 'evaluated', autoCompleted: true, state: { status: 'completed' } });
    expect(h.store.events.filter((e) => e.type === 'TodoAutoCompleted').map((e) => e.streamId)).toEqual([`todo-${todoId}`]);
  });

  it('waits for the read models once, after the evaluation, and for everything the answer decided', async () => {
    const waits: bigint[] = [];
    const evaluatedAfterWaits: number[] = [];
    const offline = new OfflinePlanner();
    const planner = new Proxy(offline, {
      get(target, prop, receiver) {
        if (prop === 'evaluateTodo') return (...args: Parameters<Planner['evaluateTodo']>) => (evaluatedAfterWaits.push(waits.length), target.evaluateTodo(...args));
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Planner;
    const h = useCaseHarness({ planner });
    const alice = h.actor();
    const { stepIds } = await h.givenTodo(alice, movers);
    const deps = { ...h.deps, readModelsReach: async (position: bigint) => void waits.push(position) };

    await completeStep(deps, { actor: alice, stepId: stepIds[0] });
    expect(waits).toHaveLength(1);
    waits.length = 0;
    const { outcome } = await completeStep(deps, { actor: alice, stepId: stepIds[1] });

    expect(outcome).toMatchObject({ kind: 'evaluated', autoCompleted: true });
    // The planner was asked before any wait: the completion's read models were not waited for first.
    expect(evaluatedAfterWaits).toEqual([0]);
    // In the end the answer waited for the log's last event (the evaluation's), which covers the completion.
    const last = h.store.events.at(-1)!.position;
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((p) => p <= last)).toBe(true);
    expect(waits).toContain(last);
  });

  it('completing the last step with gaps records the evaluation and leaves the todo open', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, { ...movers, successCriteria: '- Movers booked for 12 May\n- Keys handed over' });
    await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });

    const { outcome } = await completeStep(h.deps, { actor: alice, stepId: stepIds[1] });

    expect(outcome).toMatchObject({ kind: 'evaluated', autoCompleted: false });
    const todo = await h.todoState(todoId);
    expect(todo.status).toBe('in_progress');
    expect(todo.evaluation).toMatchObject({ gapsFound: true, gaps: ['Keys handed over'], todoAutoCompleted: false });
  });

  it('keeps the evaluation owed when the planner fails, so it can be retried', async () => {
    const down = offlinePlannerWith({ evaluateTodo: failingWith(new PlannerError('timeout', 'The AI planner did not answer within 30 seconds.')) });
    const h = useCaseHarness({ planner: down });
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, { ...movers, steps: ['Book movers for 12 May'] });

    const { outcome } = await completeStep(h.deps, { actor: alice, stepId: stepIds[0] });

    expect(outcome.kind).toBe('failed');
    const todo = await h.todoState(todoId);
    expect(todo.status).toBe('in_progress');
    expect(todo.pendingEvaluationRequestId).not.toBeNull();
  });

  it("answers not found for another user's step and records nothing", async () => {
    const h = useCaseHarness();
    const { stepIds } = await h.givenTodo(h.actor(), movers);
    const before = h.store.events.length;

    await expect(completeStep(h.deps, { actor: h.actor(), stepId: stepIds[0] })).rejects.toMatchObject({ code: 'not_found' });
    expect(h.store.events).toHaveLength(before);
  });
});
