import { randomUUID } from 'node:crypto';
import type { EvaluateTodoInput } from '../../commands/ports/planner';
import { EvaluationBudget } from '../../commands/todos/evaluationBudget';
import type { ReactorContext } from '../../planner/reactorRuntime';
import { OWED_EVALUATION_GRACE_MS, retryOwedEvaluations } from '../../planner/todos/retryOwedEvaluations';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/**
 * The background sweep makes evaluations left owed (a request died, the planner failed, or the
 * user's evaluation budget was spent). It is paced per user: one of a user's owed evaluations
 * per round, and only while the user's evaluation budget has room, so one user's backlog costs
 * no more than their requests could and does not hold up another user's.
 */
const PER_MINUTE = 3;
let clock = Date.parse('2031-04-01T08:00:00Z');
const now = () => new Date(clock);
/** The title of each todo the model was asked to evaluate, in order. */
const evaluated: string[] = [];
const planner = offlinePlannerWith({
  evaluateTodo: async (input: EvaluateTodoInput) => {
    evaluated.push(input.todo.title);
    return { gaps_found: true, gaps: ['No time recorded'], suggestions: [], recommendation: 'Record a time.', criteria: [] };
  },
});

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let ctx: ReactorContext;

beforeAll(async () => {
  // No planner role: the test runs the sweep's rounds itself.
  t = await startTestApp({ planner, now, roles: ['api', 'projector'] });
  alice = await t.registerUser();
  bob = await t.registerUser();
  const { deps } = t.services;
  ctx = {
    store: deps.store,
    db: deps.db,
    planner,
    evaluationBudget: new EvaluationBudget(PER_MINUTE, now),
    now,
    logger: { info() {}, warn() {}, error() {} },
    waitForReadModels: async () => true,
    exclusive: async (_key, work) => work(),
    handle: () => {
      throw new Error('the sweep runs its commands itself');
    },
  } as ReactorContext;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A todo whose one step was completed without its evaluation being made: owed. */
async function owedEvaluation(user: TestUser, title: string) {
  const { todoId, steps } = await createTodoWithPlan(t, user, { title, successCriteria: 'Finish it' }, 1);
  await t.runTodoCommand(user, todoId, { type: 'CompleteStep', stepId: steps[0], evaluationRequestId: randomUUID() });
  clock += 1000;
}

const round = async () => {
  const before = evaluated.length;
  await retryOwedEvaluations.onIdle!(ctx);
  return evaluated.slice(before);
};

it("makes one owed evaluation per user and round, and no more of a user's than their budget allows", async () => {
  for (let i = 1; i <= 6; i++) await owedEvaluation(alice, `Alice ${i}`);
  await owedEvaluation(bob, 'Bob 1');
  clock += OWED_EVALUATION_GRACE_MS + 1000;

  // Bob's one evaluation is not held up behind Alice's six older ones.
  expect(await round()).toEqual(['Alice 1', 'Bob 1']);
  expect(await round()).toEqual(['Alice 2']);
  expect(await round()).toEqual(['Alice 3']);
  // Alice's budget for this minute is spent: her owed evaluations wait.
  expect(await round()).toEqual([]);
  expect(await round()).toEqual([]);

  clock += 61_000;
  expect(await round()).toEqual(['Alice 4']);
});
