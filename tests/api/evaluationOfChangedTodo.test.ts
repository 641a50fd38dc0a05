import { createTodoWithPlan } from '../support/createTodoWithPlan';
import type { FakeReply, RecordedRequest } from '../support/fakeOpenAI';
import { modelAppForSuite, RACE_TIME_MISSING, toolOf, unscripted } from '../support/modelAppForSuite';
import type { TestUser } from '../support/testApp';

/**
 * Completing the last step asks the model to evaluate the todo against its success criteria; the
 * call takes seconds. An edit of the criteria (or title, description) made meanwhile: the verdict
 * on the old texts neither completes the todo nor shows as its evaluation; the todo is evaluated
 * again against what it says now.
 */
const metAll = { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [{ criterion: 'Finish a 10k race', met: true, evidence: 'Both steps done' }] };
let alice: TestUser;
let evaluations: Array<(req: RecordedRequest) => FakeReply> = [];

const { t } = modelAppForSuite((req) => {
  const next = toolOf(req) === 'todo_evaluation' ? evaluations.shift() : undefined;
  return next ? next(req) : unscripted(req);
});
beforeAll(async () => {
  alice = await t.registerUser();
});
afterEach(() => void (evaluations = []));

/** The model's verdict on the first evaluation is held until `release`; `asked` settles once it was asked. */
function heldVerdict(verdict: unknown) {
  let release = () => {};
  let arrived = () => {};
  const released = new Promise<void>((r) => (release = r));
  const asked = new Promise<void>((r) => (arrived = r));
  return { asked, release, reply: (): FakeReply => (arrived(), { json: verdict, until: released }) };
}

async function todoWithLastStepOpen() {
  const { todoId, steps } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race' }, 2);
  expect((await t.as(alice).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);
  return { todoId, lastStep: steps[1] };
}

describe('an evaluation made while the todo was edited', () => {
  it('a verdict on the old success criteria does not complete the todo: it is evaluated again against the new ones', async () => {
    const { todoId, lastStep } = await todoWithLastStepOpen();
    const held = heldVerdict(metAll);
    const promptsSeen: string[] = [];
    evaluations = [held.reply, (req) => (promptsSeen.push(JSON.stringify(req.body.messages)), { json: RACE_TIME_MISSING })];

    const completing = t.as(alice).put(`/api/steps/${lastStep}/complete`);
    await held.asked;
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race in under 50 minutes' });
    expect(edited.statusCode).toBe(200);
    held.release();
    const completed = await completing;

    expect(completed.statusCode).toBe(200);
    const body = completed.json();
    expect(body.todo_auto_completed).toBe(false);
    expect(body.todo_status).toBe('in_progress');
    // The answer's evaluation is the one made against the criteria the todo has now.
    expect(body.completion_evaluation).toMatchObject({ gaps_found: true, gaps: RACE_TIME_MISSING.gaps });
    expect(promptsSeen.join('')).toContain('under 50 minutes');

    const todo = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    expect(todo).toMatchObject({ status: 'in_progress', success_criteria: 'Finish a 10k race in under 50 minutes', completion_evaluation: { gaps_found: true, todo_auto_completed: false } });

    // The history says what happened: the first verdict came back and was set aside, then the todo was evaluated.
    await t.quiet();
    const history = (await t.as(alice).get(`/api/history/todo/${todoId}`)).json() as { events: Array<{ type: string; summary: string }> };
    const types = history.events.map((e) => e.type);
    expect(types).not.toContain('TodoAutoCompleted');
    const setAside = types.indexOf('TodoEvaluationDiscarded');
    expect(setAside).toBeGreaterThan(types.indexOf('TodoDetailsUpdated'));
    expect(types.indexOf('TodoEvaluated')).toBeGreaterThan(setAside);
    expect(history.events[setAside].summary).toMatch(/success criteria/);
    // Both model calls are on the record.
    expect(history.events.filter((e) => e.type === 'PlannerCallRecorded')).toHaveLength(2);
  });

  it('a verdict made before a title edit still applies once the title is edited back', async () => {
    const { todoId, lastStep } = await todoWithLastStepOpen();
    const held = heldVerdict(metAll);
    evaluations = [held.reply];

    const completing = t.as(alice).put(`/api/steps/${lastStep}/complete`);
    await held.asked;
    expect((await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a city 10k' })).statusCode).toBe(200);
    expect((await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a 10k' })).statusCode).toBe(200);
    held.release();
    const completed = (await completing).json();

    // It judged the texts the todo has again: the verdict stands.
    expect(completed).toMatchObject({ todo_auto_completed: true, todo_status: 'completed' });
  });
});
