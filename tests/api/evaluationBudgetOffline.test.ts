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
