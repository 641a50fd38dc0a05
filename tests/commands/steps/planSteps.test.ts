import { PlannerError, PlannerTaskError } from '../../../commands/ports/planner';
import { planSteps } from '../../../commands/steps/planSteps';
import { regenerateSteps } from '../../../commands/steps/regenerateSteps';
import { failingWith, offlinePlannerWith } from '../../support/offlinePlannerWith';
import { useCaseHarness } from '../../support/useCaseHarness';

const run10k = { title: 'Run a 10k', successCriteria: 'Finish a 10k race under 60 minutes', steps: [] };

describe('plan and re-plan a todo (use cases, no server)', () => {
  it('plans once: a todo that has steps keeps them', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId } = await h.givenTodo(alice, run10k);

    await planSteps(h.deps, { actor: alice, todoId, request: {} });
    const first = (await h.todoState(todoId)).steps.map((s) => s.stepId);
    await planSteps(h.deps, { actor: alice, todoId, request: {} });

    expect(first.length).toBeGreaterThan(0);
    expect((await h.todoState(todoId)).steps.map((s) => s.stepId)).toEqual(first);
  });

  it('re-planning replaces every step with new ones', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const { todoId, stepIds } = await h.givenTodo(alice, { ...run10k, steps: ['Buy shoes', 'Run 5k'] });

    await regenerateSteps(h.deps, { actor: alice, todoId, request: { title: 'Run a half marathon' } });

    const steps = (await h.todoState(todoId)).steps;
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.some((s) => stepIds.includes(s.stepId))).toBe(false);
  });

  it('names the task when the planner fails, and records nothing', async () => {
    const down = offlinePlannerWith({ todoSteps: failingWith(new PlannerError('unavailable', 'The AI planner could not be reached.')) });
    const h = useCaseHarness({ planner: down });
    const alice = h.actor();
    const { todoId } = await h.givenTodo(alice, run10k);
    const before = h.store.events.length;

    const failed = await regenerateSteps(h.deps, { actor: alice, todoId, request: {} }).catch((error: unknown) => error);

    expect(failed).toBeInstanceOf(PlannerTaskError);
    expect(failed).toMatchObject({ task: 'plan the steps', message: 'The AI planner could not be reached.' });
    expect(h.store.events).toHaveLength(before);
  });
});
