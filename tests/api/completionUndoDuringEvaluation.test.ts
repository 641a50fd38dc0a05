import type { Response as InjectResponse } from 'light-my-request';
import { PlannerError } from '../../commands/ports/planner';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * The Undo of a step completion names the completion's own change, also when other changes to
 * the todo land while its evaluation is being made (an evaluation takes seconds with a model),
 * and when the evaluation failed and left its call on the todo's record.
 */
const held: Array<() => void> = [];
let plannerDown = false;
const planner = offlinePlannerWith({
  // Evaluations wait until the test lets them answer, in the order asked; none finds gaps.
  evaluateTodo: async () => {
    if (plannerDown) throw new PlannerError('unavailable', 'The model endpoint did not answer.');
    await new Promise<void>((resolve) => held.push(resolve));
    return { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] };
  },
});
const { t, alice } = testAppForSuite({ planner });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
afterEach(() => {
  for (const answer of held.splice(0)) answer();
});

async function evaluationsAsked(count: number) {
  for (let i = 0; i < 200 && held.length < count; i++) await sleep(10);
  expect(held).toHaveLength(count);
}
const undoOf = (res: InjectResponse) => JSON.parse(res.headers['x-undo'] as string) as { kind: string; id: string; revision: number };
const steps = async (todoId: string) => ((await t.as(alice).get(`/api/steps/todo/${todoId}`)).json() as Array<{ id: string; status: string }>).map((s) => [s.id, s.status]);

it('never undoes another step completed while the evaluation was under way', async () => {
  const { todoId, steps: [first, last] } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 2);
  expect((await t.as(alice).put(`/api/steps/${first}/complete`)).statusCode).toBe(200);
  const lastDone = t.as(alice).put(`/api/steps/${last}/complete`);
  await evaluationsAsked(1);
  // Meanwhile the first step is reopened and completed again, which asks for an evaluation of its own.
  expect((await t.as(alice).put(`/api/steps/${first}/reopen`)).statusCode).toBe(200);
  const firstAgain = t.as(alice).put(`/api/steps/${first}/complete`);
  await evaluationsAsked(2);
  held[1]();
  expect((await firstAgain).statusCode).toBe(200);
  held[0]();
  const answer = await lastDone;
  expect(answer.statusCode).toBe(200);

  // That completion is no longer the todo's last change: its Undo is refused and changes nothing.
  const undo = await t.as(alice).post('/api/undo', undoOf(answer));
  expect([undo.statusCode, undo.json()]).toEqual([409, { detail: 'This todo changed after that step was completed, so the completion can no longer be undone.' }]);
  expect(await steps(todoId)).toEqual([
    [first, 'completed'],
    [last, 'completed'],
  ]);
  expect((await t.as(alice).get(`/api/todos/${todoId}`)).json().status).toBe('completed');
});

it('refuses the Undo of a completion edited while its evaluation was under way as changed since', async () => {
  const { todoId, steps: [only] } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 1);
  const done = t.as(alice).put(`/api/steps/${only}/complete`);
  await evaluationsAsked(1);
  expect((await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a half marathon' })).statusCode).toBe(200);
  held[0]();
  // That verdict judged the old title: it is set aside and the todo is evaluated again as it reads now.
  await evaluationsAsked(2);
  held[1]();
  const answer = await done;
  const undo = await t.as(alice).post('/api/undo', undoOf(answer));
  expect([undo.statusCode, undo.json()]).toEqual([409, { detail: 'This todo changed after that step was completed, so the completion can no longer be undone.' }]);
});

it('undoes a completion whose evaluation came with nothing in between', async () => {
  const { todoId, steps: [only] } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 1);
  const done = t.as(alice).put(`/api/steps/${only}/complete`);
  await evaluationsAsked(1);
  held[0]();
  const answer = await done;
  expect(answer.json()).toMatchObject({ todo_auto_completed: true });
  expect((await t.as(alice).post('/api/undo', undoOf(answer))).statusCode).toBe(200);
  expect(await steps(todoId)).toEqual([[only, 'pending']]);
  expect((await t.as(alice).get(`/api/todos/${todoId}`)).json().status).toBe('pending');
});

it('a repeated completion changes nothing and offers no Undo (it would name the todo\'s last change, another step\'s)', async () => {
  const { todoId, steps: [first, second] } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 3);
  expect((await t.as(alice).put(`/api/steps/${first}/complete`)).statusCode).toBe(200);
  expect((await t.as(alice).put(`/api/steps/${second}/complete`)).statusCode).toBe(200);
  const again = await t.as(alice).put(`/api/steps/${first}/complete`);
  expect(again.statusCode).toBe(200);
  expect(again.headers['x-undo']).toBeUndefined();
  expect((await steps(todoId)).map(([, status]) => status)).toEqual(['completed', 'completed', 'pending']);
});

it('undoes a completion whose evaluation failed (the failed call on its record is part of the change)', async () => {
  const { todoId, steps: [only] } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 1);
  plannerDown = true;
  try {
    const answer = await t.as(alice).put(`/api/steps/${only}/complete`);
    expect(answer.statusCode).toBe(200);
    const undo = await t.as(alice).post('/api/undo', undoOf(answer));
    expect(undo.statusCode).toBe(200);
  } finally {
    plannerDown = false;
  }
  expect(await steps(todoId)).toEqual([[only, 'pending']]);
});
