import { loadConfig } from '../../api/config';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { modelAppForSuite, RACE_TIME_MISSING, toolOf, unscripted } from '../support/modelAppForSuite';
import type { TestUser } from '../support/testApp';

/**
 * Completing a todo's last step (or editing what a finished todo's evaluation judged) makes a
 * model call. A script reopening and completing a step in a loop gets at most the evaluation
 * budget's calls a minute made in its requests: past it the request still succeeds, the todo
 * keeps its evaluation owed (the background sweep makes it later), and other users are not
 * touched. The budget is the configuration's default.
 */
const PER_MINUTE = loadConfig({}).EVALUATION_RATE_LIMIT;

let alice: TestUser;
let bob: TestUser;
/** The app's clock: it moves only when the test moves it. */
let clock = Date.parse('2031-03-03T09:00:00Z');

const { fake, t } = modelAppForSuite((req) => (toolOf(req) === 'todo_evaluation' ? { json: RACE_TIME_MISSING } : unscripted(req)), {
  now: () => new Date(clock),
  evaluationRateLimit: PER_MINUTE,
});
beforeAll(async () => {
  alice = await t.registerUser();
  bob = await t.registerUser();
});

const evaluationCalls = () => fake.requests.filter((req) => toolOf(req) === 'todo_evaluation').length;

async function todoWithLastStepOpen(user: TestUser) {
  const { todoId, steps } = await createTodoWithPlan(t, user, { title: 'Run a 10k', successCriteria: 'Finish a 10k race in under 50 minutes' }, 2);
  expect((await t.as(user).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);
  return { todoId, lastStep: steps[1] };
}

describe("a user's evaluations per minute", () => {
  it('a complete/reopen loop makes at most the budget of model calls; later completions still succeed and leave the evaluation owed', async () => {
    // A finished todo with gaps, for an edit once the budget is spent (its evaluation counts too).
    const judged = await todoWithLastStepOpen(alice);
    expect((await t.as(alice).put(`/api/steps/${judged.lastStep}/complete`)).json()).toMatchObject({ completion_evaluation: { gaps_found: true } });

    const { todoId, lastStep } = await todoWithLastStepOpen(alice);
    const before = evaluationCalls();
    for (let i = 0; i < 40; i++) {
      const completed = await t.as(alice).put(`/api/steps/${lastStep}/complete`);
      expect(completed.statusCode).toBe(200);
      expect((await t.as(alice).put(`/api/steps/${lastStep}/reopen`)).statusCode).toBe(200);
    }
    expect(evaluationCalls() - before).toBe(PER_MINUTE - 1);

    // The 41st: the step completes, and the answer says no evaluation was made.
    const completed = await t.as(alice).put(`/api/steps/${lastStep}/complete`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', todo_status: 'in_progress', todo_auto_completed: false, completion_evaluation: null, evaluation_planner: null });
    expect(evaluationCalls() - before).toBe(PER_MINUTE - 1);
    const todo = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    expect(todo).toMatchObject({ status: 'in_progress', completion_evaluation: null, evaluation_pending: true });
    // Owed: the todo keeps its evaluation request for the background sweep.
    const owed = await t.services.deps.db('todos').where({ id: todoId }).first('pending_evaluation_request_id');
    expect(owed.pending_evaluation_request_id).not.toBeNull();

    // An edit of what the evaluation judged is saved; its evaluation is owed too.
    const edited = await t.as(alice).put(`/api/todos/${judged.todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ success_criteria: 'Finish a 10k race', status: 'in_progress' });
    expect(evaluationCalls() - before).toBe(PER_MINUTE - 1);

    // Another user is not touched.
    const bobs = await todoWithLastStepOpen(bob);
    const bobCompleted = await t.as(bob).put(`/api/steps/${bobs.lastStep}/complete`);
    expect(bobCompleted.json()).toMatchObject({ completion_evaluation: { gaps_found: true } });
    expect(evaluationCalls() - before).toBe(PER_MINUTE);

    // A minute on, evaluations are made in the request again.
    clock += 61_000;
    expect((await t.as(alice).put(`/api/steps/${lastStep}/reopen`)).statusCode).toBe(200);
    const again = await t.as(alice).put(`/api/steps/${lastStep}/complete`);
    expect(again.json()).toMatchObject({ todo_auto_completed: false, completion_evaluation: { gaps_found: true } });
    expect(evaluationCalls() - before).toBe(PER_MINUTE + 1);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).json()).toMatchObject({ evaluation_pending: false, completion_evaluation: { gaps_found: true } });
  });
});
