import type { TodoEvaluation } from '../../domain/planning';
import { createPlanner } from '../../planner/createPlanner';
import { PlannerError } from '../../planner/plannerError';
import type { Planner } from '../../commands/ports/planner';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { expectNotFound } from '../support/expectNotFound';

/**
 * The offline planner, with two knobs: planning fails for titles containing 'unplannable'
 * while `planningDown` is set, and evaluations follow `nextEvaluation` (and are counted).
 */
const offline = createPlanner({});
const knobs = { planningDown: false, evaluationDown: false, nextEvaluation: null as TodoEvaluation | null, evaluations: 0, clockOffsetMs: 0 };
const planner = new Proxy(offline, {
  get(target, prop, receiver) {
    if (prop === 'todoSteps') {
      return async (input: Parameters<Planner['todoSteps']>[0]) => {
        if (knobs.planningDown && input.title.includes('unplannable')) throw new PlannerError('unavailable', 'The model endpoint did not answer.');
        return target.todoSteps(input);
      };
    }
    if (prop === 'evaluateTodo') {
      return async (input: Parameters<Planner['evaluateTodo']>[0]) => {
        knobs.evaluations++;
        if (knobs.evaluationDown) throw new PlannerError('unavailable', 'The model endpoint did not answer.');
        return knobs.nextEvaluation ?? target.evaluateTodo(input);
      };
    }
    const value = Reflect.get(target, prop, receiver);
    return typeof value === 'function' ? value.bind(target) : value;
  },
}) as Planner;

const noGaps: TodoEvaluation = { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] };
const withGaps: TodoEvaluation = {
  gaps_found: true,
  gaps: ['No race time recorded'],
  suggestions: ['Add your race time as evidence'],
  recommendation: 'Record the race time before completing.',
  criteria: [{ criterion: 'Finish a 10k race under 60 minutes', met: false, evidence: 'No time in the evidence' }],
};

const { t, alice, bob } = testAppForSuite({ planner, now: () => new Date(Date.now() + knobs.clockOffsetMs) });
beforeEach(() => {
  knobs.planningDown = false;
  knobs.evaluationDown = false;
  knobs.nextEvaluation = null;
  knobs.evaluations = 0;
  knobs.clockOffsetMs = 0;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Step = { id: string; title: string; description: string | null; status: string; order_index: number };

async function createTodo(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.as(user).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes', ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string };
}

/** The first planned step of a new todo of `user`'s. */
async function firstStepOfNewTodo(user: TestUser) {
  const todo = await createTodo(user);
  const [step] = await t.plannedSteps(user, todo.id);
  return step;
}

/** A todo whose planned steps are done and whose only open steps are the given ones. */
async function todoWithSteps(user: TestUser, titles: string[]) {
  const todo = await createTodo(user);
  const planned = await t.plannedSteps(user, todo.id);
  const steps: Step[] = [];
  for (const title of titles) {
    const res = await t.as(user).post('/api/steps/', { todo_id: todo.id, title });
    expect(res.statusCode).toBe(201);
    steps.push(res.json());
  }
  for (const step of planned) await t.as(user).put(`/api/steps/${step.id}/complete`);
  return { todo, steps };
}

/** Alice completes the one open step of a todo while the evaluation answers `evaluation` (or fails); answers the todo and the completion's answer. */
async function completeTheLastStep(evaluation: TodoEvaluation | 'evaluation down') {
  const { todo, steps } = await todoWithSteps(alice, ['Race']);
  if (evaluation === 'evaluation down') knobs.evaluationDown = true;
  else knobs.nextEvaluation = evaluation;
  return { todo, res: await t.as(alice).put(`/api/steps/${steps[0].id}/complete`) };
}

async function todoEvents(todoId: string) {
  return (await t.services.deps.store.readStream(`todo-${todoId}`)).map((e) => e.type);
}

describe('POST /api/steps/', () => {
  it('adds a step after the last one when order_index is null', async () => {
    const todo = await createTodo(alice);
    const planned = await t.plannedSteps(alice, todo.id);
    const res = await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: '  Book the race  ', description: '', order_index: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ todo_id: todo.id, title: 'Book the race', description: null, status: 'pending', order_index: planned.length, evidence: [], findings: [] });
    const steps = (await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json();
    expect(steps.at(-1).title).toBe('Book the race');
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().total_steps).toBe(planned.length + 1);
  });

  it('refuses a blank title, and answers 404 for a todo of another user', async () => {
    const todo = await createTodo(alice);
    const blank = await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: 'Step title is required' });
    expectNotFound(await t.as(bob).post('/api/steps/', { todo_id: todo.id, title: 'Sneaky' }), 'Todo not found');
    const badIndex = await t.as(alice).post('/api/steps/', { todo_id: todo.id, title: 'x', order_index: -2 });
    expect(badIndex.statusCode).toBe(400);
    expect(badIndex.json().detail).toMatch(/Order index/);
  });

  it.each([
    [{ title: 'x' }, 'Invalid todo_id: todo_id is required'],
    [{ title: 'x', todo_id: 5 }, 'Invalid todo_id: todo_id must be the id of one of your todos'],
    [{ title: 'x', todo_id: ['a'] }, 'Invalid todo_id: todo_id must be the id of one of your todos'],
  ])('says whether todo_id is missing or not an id: %j', async (body, detail) => {
    const res = await t.as(alice).post('/api/steps/', body);
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
  });
});

describe('GET /api/steps/todo/{todoId} and GET /api/steps/{id}', () => {
  it("answers 404 for another user's todo and step", async () => {
    const todo = await createTodo(alice);
    const [step] = await t.plannedSteps(alice, todo.id);
    expect((await t.as(bob).get(`/api/steps/todo/${todo.id}`)).json()).toEqual({ detail: 'Todo not found' });
    expectNotFound(await t.as(bob).get(`/api/steps/${step.id}`), 'Step not found');
    expect((await t.as(alice).get(`/api/steps/${step.id}`)).json()).toMatchObject({ id: step.id, todo_id: todo.id });
    expect((await t.as(alice).get('/api/steps/not-a-step')).statusCode).toBe(404);
  });

  it('answers each of many concurrent reads with its own step, and 404 for the other user\'s, when the reads share a query', async () => {
    const aliceTodo = await createTodo(alice);
    const bobTodo = await createTodo(bob);
    const aliceSteps = await t.plannedSteps(alice, aliceTodo.id);
    const bobSteps = await t.plannedSteps(bob, bobTodo.id);
    // More reads at once than the pool sends apart: most of them go out combined.
    const asked = Array.from({ length: 40 }, (_, i) => {
      const [user, own, other] = i % 2 === 0 ? [alice, aliceSteps, bobSteps] : [bob, bobSteps, aliceSteps];
      const foreign = i % 5 === 0;
      const step = (foreign ? other : own)[i % own.length];
      return { user, step, foreign };
    });
    const answers = await Promise.all(asked.map(({ user, step }) => t.as(user).get(`/api/steps/${step.id}`)));
    answers.forEach((res, i) => {
      const { step, foreign } = asked[i];
      if (foreign) expect([i, res.statusCode, res.json()]).toEqual([i, 404, { detail: 'Step not found' }]);
      else expect([i, res.statusCode, res.json()]).toEqual([i, 200, expect.objectContaining({ id: step.id, title: step.title, todo_id: step.todo_id })]);
    });
  });
});

describe('PUT /api/steps/{id}', () => {
  it('changes title and description; refuses a blank title; 404 for another user', async () => {
    const step = await firstStepOfNewTodo(alice);
    const res = await t.as(alice).put(`/api/steps/${step.id}`, { title: 'Pick an 8-week plan', description: 'From a coach' });
    expect(res.json()).toMatchObject({ id: step.id, title: 'Pick an 8-week plan', description: 'From a coach' });
    expect((await t.as(alice).put(`/api/steps/${step.id}`, { title: '' })).json()).toEqual({ detail: 'Step title is required' });
    expect((await t.as(bob).put(`/api/steps/${step.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/steps/${step.id}`)).json().title).toBe('Pick an 8-week plan');
  });
});

describe('PUT /api/steps/{id}/complete', () => {
  it('completes a step and starts the todo, without an evaluation while steps are open', async () => {
    const todo = await createTodo(alice);
    const steps = await t.plannedSteps(alice, todo.id);
    const res = await t.as(alice).put(`/api/steps/${steps[0].id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: steps[0].id, status: 'completed', todo_status: 'in_progress', completion_evaluation: null, todo_auto_completed: false });
    expect(knobs.evaluations).toBe(0);
    // Completing it again changes nothing.
    expect((await t.as(alice).put(`/api/steps/${steps[0].id}/complete`)).json()).toMatchObject({ status: 'completed', completion_evaluation: null });
  });

  it('answers the step as GET /steps/{id} shows it afterwards (evidence, times), also when completed again or last', async () => {
    const todo = await createTodo(alice);
    const steps = await t.plannedSteps(alice, todo.id);
    expect((await t.as(alice).post(`/api/steps/${steps[0].id}/evidence`, { content_type: 'text', content_text: 'Ran 5 km' })).statusCode).toBe(201);
    const stepFields = (answer: Record<string, unknown>) => {
      const { todo_status: _s, todo_auto_completed: _a, completion_evaluation: _e, evaluation_planner: _p, ...step } = answer;
      return step;
    };
    const completedAsShown = async (stepId: string) => {
      const answer = (await t.as(alice).put(`/api/steps/${stepId}/complete`)).json();
      expect(stepFields(answer)).toEqual((await t.as(alice).get(`/api/steps/${stepId}`)).json());
    };
    knobs.clockOffsetMs += 60_000; // the completion's time differs from the step's creation
    await completedAsShown(steps[0].id);
    // Completed again after a note moved its updated_at past the completion: as it is.
    knobs.clockOffsetMs += 60_000;
    expect((await t.as(alice).post(`/api/steps/${steps[0].id}/notes`, { content: 'Knee felt fine' })).statusCode).toBe(200);
    await completedAsShown(steps[0].id);
    for (const step of steps.slice(1)) await completedAsShown(step.id);
    const [first] = (await t.as(alice).get(`/api/steps/${steps[0].id}/evidence`)).json();
    expect(first.content_text).toBe('Ran 5 km');
  });

  it('auto-completes the todo when the last step completes and the evaluation finds no gaps', async () => {
    const { todo, res } = await completeTheLastStep(noGaps);
    expect(res.json()).toMatchObject({
      status: 'completed',
      todo_status: 'completed',
      todo_auto_completed: true,
      completion_evaluation: { gaps_found: false, gaps: [], todo_auto_completed: true, user_override: false, recommendation: 'Every criterion is met.' },
    });
    expect(knobs.evaluations).toBe(1);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ status: 'completed', completion_evaluation: { todo_auto_completed: true } });
  });

  it('keeps the todo open with the gaps when the evaluation finds some; the user may force-complete', async () => {
    const { todo, res } = await completeTheLastStep(withGaps);
    expect(res.json()).toMatchObject({
      todo_status: 'in_progress',
      todo_auto_completed: false,
      completion_evaluation: { gaps_found: true, gaps: ['No race time recorded'], suggestions: ['Add your race time as evidence'], todo_auto_completed: false },
    });
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ status: 'in_progress', completion_evaluation: { gaps_found: true } });
    const forced = await t.as(alice).post(`/api/todos/${todo.id}/force-complete`);
    expect(forced.json()).toMatchObject({ status: 'completed', completion_evaluation: { gaps_found: true, user_override: true } });
  });

  it('evaluates once when the last two steps are completed at the same time', async () => {
    const { todo, steps } = await todoWithSteps(alice, ['Train', 'Race']);
    knobs.nextEvaluation = noGaps;
    const [a, b] = await Promise.all(steps.map((s) => t.as(alice).put(`/api/steps/${s.id}/complete`)));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a.json(), b.json()];
    expect(answers.map((x) => x.status)).toEqual(['completed', 'completed']);
    expect(answers.filter((x) => x.completion_evaluation !== null)).toHaveLength(1);
    expect(knobs.evaluations).toBe(1);
    const events = await todoEvents(todo.id);
    expect(events.filter((e) => e === 'TodoEvaluationRequested')).toHaveLength(1);
    expect(events.filter((e) => e === 'TodoEvaluated')).toHaveLength(1);
    expect(events.filter((e) => e === 'TodoAutoCompleted')).toHaveLength(1);
    const after = (await t.as(alice).get(`/api/todos/${todo.id}`)).json();
    expect(after.status).toBe('completed');
    expect(after.completed_steps).toBe(after.total_steps);
  });

  it('runs an evaluation lost to a planner failure later, in the background', async () => {
    const { todo, res } = await completeTheLastStep('evaluation down');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', todo_status: 'in_progress', completion_evaluation: null });

    knobs.evaluationDown = false;
    knobs.nextEvaluation = noGaps;
    knobs.clockOffsetMs = 3 * 60_000; // past the grace period for an owed evaluation
    let status = '';
    for (let i = 0; i < 100 && status !== 'completed'; i++) {
      await sleep(100);
      status = (await t.as(alice).get(`/api/todos/${todo.id}`)).json().status;
    }
    expect(status).toBe('completed');
    const events = await todoEvents(todo.id);
    expect(events.filter((e) => e === 'TodoEvaluated')).toHaveLength(1);
    expect(events.filter((e) => e === 'TodoAutoCompleted')).toHaveLength(1);
  });

  it("answers 404 for another user's step and leaves it open", async () => {
    const step = await firstStepOfNewTodo(alice);
    expectNotFound(await t.as(bob).put(`/api/steps/${step.id}/complete`), 'Step not found');
    expect((await t.as(alice).get(`/api/steps/${step.id}`)).json().status).toBe('pending');
  });
});

describe('evidence', () => {
  it('records text evidence on a step and lists it', async () => {
    const step = await firstStepOfNewTodo(alice);
    const res = await t.as(alice).post(`/api/steps/${step.id}/evidence`, { content_type: 'text', content_text: '  Ran 8 km in 47 minutes  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ step_id: step.id, step_title: step.title, content_type: 'text', type: 'text', content_text: 'Ran 8 km in 47 minutes', content_preview: 'Ran 8 km in 47 minutes', file_url: null });
    const list = (await t.as(alice).get(`/api/steps/${step.id}/evidence`)).json();
    expect(list.map((e: { content_text: string }) => e.content_text)).toEqual(['Ran 8 km in 47 minutes']);
  });

  it('keeps a web address given with evidence, and refuses any other kind of link', async () => {
    const step = await firstStepOfNewTodo(alice);
    const linked = await t.as(alice).post(`/api/steps/${step.id}/evidence`, { content_text: 'The race result', file_url: 'https://example.com/results?id=7' });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ file_url: 'https://example.com/results?id=7' });
    for (const fileUrl of ['javascript:alert(1)', 'data:text/html,<b>hi</b>', 'file:///etc/passwd', 'example.com/results']) {
      const refused = await t.as(alice).post(`/api/steps/${step.id}/evidence`, { content_text: 'The race result', file_url: fileUrl });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: 'File URL must be a web address starting with http:// or https://' });
    }
    expect((await t.as(alice).get(`/api/steps/${step.id}/evidence`)).json()).toHaveLength(1);
  });

  it('refuses blank evidence; 404 for another user', async () => {
    const step = await firstStepOfNewTodo(alice);
    const blank = await t.as(alice).post(`/api/steps/${step.id}/evidence`, { content_type: 'text', content_text: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: 'Evidence text cannot be empty' });
    expect((await t.as(bob).post(`/api/steps/${step.id}/evidence`, { content_text: 'x' })).statusCode).toBe(404);
    expect((await t.as(bob).get(`/api/steps/${step.id}/evidence`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/steps/${step.id}/evidence`)).json()).toEqual([]);
  });
});

describe('POST /api/steps/{id}/notes', () => {
  it("appends the note to the step's description with a note marker", async () => {
    const step = await firstStepOfNewTodo(alice);
    const res = await t.as(alice).post(`/api/steps/${step.id}/notes`, { content: 'Knee felt fine' });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe(`${step.description}\n\n📝 Note: Knee felt fine`);
    const blank = await t.as(alice).post(`/api/steps/${step.id}/notes`, { content: '  ' });
    expect(blank.json()).toEqual({ detail: 'Note text is required' });
    expect((await t.as(bob).post(`/api/steps/${step.id}/notes`, { content: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/steps/generate/{todoId}', () => {
  it('keeps an existing plan (no duplicate steps)', async () => {
    const todo = await createTodo(alice);
    const planned = await t.plannedSteps(alice, todo.id);
    const res = await t.as(alice).post(`/api/steps/generate/${todo.id}`, { title: todo.title, description: null, success_criteria: 'Finish' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: Step) => s.id)).toEqual(planned.map((s) => s.id));
  });

  it('answers 503 with a readable detail while the planner is down, then plans', async () => {
    knobs.planningDown = true;
    const todo = await createTodo(alice, { title: 'An unplannable todo' });
    await sleep(300);
    const down = await t.as(alice).post(`/api/steps/generate/${todo.id}`, {});
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toMatch(/^The AI planner could not plan the steps right now: The model endpoint did not answer\./);
    knobs.planningDown = false;
    const res = await t.as(alice).post(`/api/steps/generate/${todo.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect((await t.as(bob).post(`/api/steps/generate/${todo.id}`, {})).statusCode).toBe(404);
  });
});

describe('POST /api/steps/regenerate/{todoId}', () => {
  it('answers 400 naming what to allow when the description rules out every step, and keeps the old steps', async () => {
    const todo = await createTodo(alice);
    const old = await t.plannedSteps(alice, todo.id);

    const res = await t.as(alice).post(`/api/steps/regenerate/${todo.id}`, { title: 'Decorate the hallway', description: 'No approach, no check, no wall, no mural.', success_criteria: 'Wall primed; Mural painted' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The todo "Decorate the hallway" rules out every step of a plan (approach, check, wall, mural). Allow one of them and plan again.' });
    expect((await t.as(alice).get(`/api/steps/${old[0].id}`)).statusCode).toBe(200);
  });

  it('replaces the steps, planning from the given fields, and retires the old ones with their resources', async () => {
    const todo = await createTodo(alice);
    const old = await t.plannedSteps(alice, todo.id);
    await t.as(alice).put(`/api/steps/${old[0].id}/complete`);
    await t.as(alice).post(`/api/steps/${old[0].id}/evidence`, { content_text: 'Bought shoes' });
    expect((await t.as(alice).get(`/api/todos/${todo.id}/resource-summary`)).json().has_resources).toBe(true);

    const res = await t.as(alice).post(`/api/steps/regenerate/${todo.id}`, { title: 'Run a 10k', description: null, success_criteria: 'Sign up for the city race; Run 3 times a week' });
    expect(res.statusCode).toBe(200);
    const fresh: Step[] = res.json();
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.some((s) => old.some((o) => o.id === s.id))).toBe(false);
    expect(fresh.every((s) => s.status === 'pending')).toBe(true);
    expect(fresh.map((s) => s.title).join(' ')).toMatch(/city race/i);
    expect((await t.as(alice).get(`/api/steps/${old[0].id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/todos/${todo.id}/resource-summary`)).json()).toMatchObject({ has_resources: false, evidence_count: 0, completed_step_count: 0 });
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ total_steps: fresh.length, completed_steps: 0 });
  });

  it.each([
    ['title', 501, 'Title must be at most 500 characters'],
    ['description', 10_001, 'Description must be at most 10000 characters'],
    ['success_criteria', 5_001, 'Success criteria must be at most 5000 characters'],
  ])('refuses a %s longer than a todo may have with 400, keeps the old steps and asks no planner', async (field, length, detail) => {
    const todo = await createTodo(alice);
    const old = await t.plannedSteps(alice, todo.id);
    const res = await t.as(alice).post(`/api/steps/regenerate/${todo.id}`, { [field]: 'x'.repeat(length) });
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
    expect((await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json().map((s: Step) => s.id)).toEqual(old.map((s) => s.id));
    const history = (await t.as(alice).get(`/api/history/todo/${todo.id}`)).json();
    expect(history.events.filter((e: { type: string }) => e.type === 'PlannerCallRecorded')).toHaveLength(1);
  });

  it('refuses to re-plan a completed todo; 404 for another user', async () => {
    const todo = await createTodo(alice);
    await t.as(alice).post(`/api/todos/${todo.id}/force-complete`);
    const res = await t.as(alice).post(`/api/steps/regenerate/${todo.id}`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Completed todos cannot be re-planned/);
    const other = await createTodo(alice);
    expect((await t.as(bob).post(`/api/steps/regenerate/${other.id}`, {})).statusCode).toBe(404);
  });
});
