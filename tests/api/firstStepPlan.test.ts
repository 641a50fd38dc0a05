import { modelAppForSuite, toolOf } from '../support/modelAppForSuite';
import type { TestUser } from '../support/testApp';

/**
 * A todo's first step plan costs one model call: the reactor that plans a new todo and a
 * person's "generate steps" right after creating it share it.
 */
describe('the first step plan of a new todo', () => {
  let alice: TestUser;
  let planned = 0;
  const { fake, t } = modelAppForSuite((req) => {
    if (toolOf(req) !== 'todo_steps') return { status: 500, message: 'not scripted' };
    planned += 1;
    // Slow enough that the second asker comes while the first call runs.
    return { json: { steps: [{ title: `Warm up (plan ${planned})`, description: 'Easy pace' }, { title: 'Run the 10k', description: 'Race pace' }] }, delayMs: 400 };
  });
  const stepRequests = () => fake.requests.filter((r) => toolOf(r) === 'todo_steps');

  beforeAll(async () => {
    alice = await t.registerUser();
  });

  it('"generate steps" right after creating the todo joins the plan being made: one model call, one record, the same steps', async () => {
    const created = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k', priority: 'high' });
    expect(created.statusCode).toBe(201);
    const todoId = created.json().id;

    const generated = await t.as(alice).post(`/api/steps/generate/${todoId}`, {});
    expect(generated.statusCode).toBe(200);
    const steps = generated.json();
    expect(steps.map((s: { title: string }) => s.title)).toEqual(['Warm up (plan 1)', 'Run the 10k']);

    // The reactor has had every chance to ask again.
    await t.quiet();
    await new Promise((r) => setTimeout(r, 800));
    expect(stepRequests()).toHaveLength(1);
    const history = (await t.as(alice).get(`/api/history/todo/${todoId}`)).json();
    const calls = history.events.filter((e: { type: string; data: { capability?: string } }) => e.type === 'PlannerCallRecorded' && e.data.capability === 'todoSteps');
    expect(calls).toHaveLength(1);
    expect(calls[0].data.output.steps.map((s: { title: string }) => s.title)).toEqual(['Warm up (plan 1)', 'Run the 10k']);
    expect((await t.as(alice).get(`/api/steps/todo/${todoId}`)).json().map((s: { id: string }) => s.id)).toEqual(steps.map((s: { id: string }) => s.id));
  });

  it('"generate steps" once the reactor has planned returns that plan without asking again', async () => {
    const before = stepRequests().length;
    const todoId = (await t.as(alice).post('/api/todos/', { title: 'Swim 1k', success_criteria: 'Swim 1k', priority: 'low' })).json().id;
    const plan = await t.plannedSteps(alice, todoId);

    const generated = await t.as(alice).post(`/api/steps/generate/${todoId}`, {});

    expect(generated.json().map((s: { id: string }) => s.id)).toEqual(plan.map((s) => s.id));
    expect(stepRequests().length - before).toBe(1);
  });
});
