import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * The evaluation budget guards a model's cost. The offline planner's evaluations cost nothing:
 * a user ticking off more todos than the budget in a minute gets every verdict at once.
 */
const BUDGET = 3;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ evaluationRateLimit: BUDGET });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

it('with the offline planner, every last step completed gets its evaluation in the answer, past the budget too', async () => {
  const user = await t.registerUser();
  for (let i = 0; i < BUDGET + 2; i++) {
    const { steps } = await createTodoWithPlan(t, user, { title: `Run a 10k, race ${i + 1}`, successCriteria: 'Finish a 10k race' }, 1);
    const answer = (await t.as(user).put(`/api/steps/${steps[0]}/complete`)).json();
    expect(answer.completion_evaluation).not.toBeNull();
  }
}, 60_000);

it('an offline evaluation flags, criterion by criterion, whether something recorded shows it, in the answer and on the todo', async () => {
  const user = await t.registerUser();
  const ticked = await createTodoWithPlan(t, user, { title: 'Run a 10k race', successCriteria: 'Finish a 10k race' }, 1);
  const tickedAnswer = (await t.as(user).put(`/api/steps/${ticked.steps[0]}/complete`)).json();
  expect(tickedAnswer.completion_evaluation.criteria).toEqual([expect.objectContaining({ criterion: 'Finish a 10k race', met: true, verified: false })]);
  await t.quiet();
  const tickedTodo = (await t.as(user).get(`/api/todos/${ticked.todoId}`)).json();
  expect(tickedTodo.completion_evaluation.criteria).toEqual([expect.objectContaining({ met: true, verified: false })]);

  const shown = await createTodoWithPlan(t, user, { title: 'Run a 10k race', successCriteria: 'Finish a 10k race' }, 1);
  await t.as(user).post(`/api/steps/${shown.steps[0]}/evidence`, { content_text: 'Finished the 10k race in 52 minutes: results page' });
  const shownAnswer = (await t.as(user).put(`/api/steps/${shown.steps[0]}/complete`)).json();
  expect(shownAnswer.completion_evaluation.criteria).toEqual([expect.objectContaining({ met: true, verified: true })]);
  await t.quiet();
  expect((await t.as(user).get(`/api/todos/${shown.todoId}`)).json().completion_evaluation.criteria).toEqual([expect.objectContaining({ met: true, verified: true })]);
}, 60_000);

it('a stored evaluation says which planner made it: the offline planner here', async () => {
  const user = await t.registerUser();
  const { todoId, steps } = await createTodoWithPlan(t, user, { title: 'Run a 10k race', successCriteria: 'Finish a 10k race' }, 1);
  const answer = (await t.as(user).put(`/api/steps/${steps[0]}/complete`)).json();
  expect(answer.completion_evaluation.planner).toEqual({ name: 'offline', fallback: false, reason: null });
  await t.quiet();
  expect((await t.as(user).get(`/api/todos/${todoId}`)).json().completion_evaluation.planner).toEqual({ name: 'offline', fallback: false, reason: null });
}, 60_000);
