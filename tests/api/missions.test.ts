import { randomUUID } from 'node:crypto';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { createPlanner } from '../../planner/createPlanner';
import { startTestApp, type TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { eventually } from '../support/eventually';

const { t, alice, bob } = testAppForSuite();

/** A todo in a mission with a two-step plan; returns its id and step ids. */
const addTodo = (user: TestUser, missionId: string | null, title: string, extra: Record<string, unknown> = {}) =>
  createTodoWithPlan(t, user, { title, successCriteria: `${title} is done`, missionId, ...extra });

async function createMission(user: TestUser, body: Record<string, unknown>) {
  const res = await t.as(user).post('/api/missions/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function createOdyssey(user: TestUser, title: string) {
  const res = await t.as(user).post('/api/odysseys/', { title });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/missions/', () => {
  it('creates a standalone mission with its figures', async () => {
    const mission = await createMission(alice, { title: '  Launch the website ', description: '' });
    expect(mission).toMatchObject({
      title: 'Launch the website',
      description: null,
      status: 'active',
      odyssey_id: null,
      health_status: 'healthy',
      progress_percentage: 0,
      total_todos: 0,
      completed_todos: 0,
      in_progress_count: 0,
      overdue_count: 0,
      completion_evaluation: null,
      todos: [],
    });
    expect(mission.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links to an active odyssey of the user', async () => {
    const odyssey = await createOdyssey(alice, 'Grow the business');
    const mission = await createMission(alice, { title: 'Hire a designer', description: 'Part time', odyssey_id: odyssey.id });
    expect(mission).toMatchObject({ odyssey_id: odyssey.id, odyssey_title: 'Grow the business', description: 'Part time' });
  });

  it('refuses bad input with a readable 400', async () => {
    const blank = await t.as(alice).post('/api/missions/', { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Please provide a mission title');
    const missing = await t.as(alice).post('/api/missions/', { description: 'no title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/title/);
    const badOdyssey = await t.as(alice).post('/api/missions/', { title: 'X', odyssey_id: 'not-a-uuid' });
    expect(badOdyssey.statusCode).toBe(400);
    expect(badOdyssey.json().detail).toMatch(/odyssey_id must be a UUID/);
    const long = await t.as(alice).post('/api/missions/', { title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
  });

  it('says a missing title is required, and a title of another type must be text', async () => {
    const missing = await t.as(alice).post('/api/missions/', { description: 'no title' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { detail: 'Invalid title: title is required' }]);
    const number = await t.as(alice).post('/api/missions/', { title: 7 });
    expect([number.statusCode, number.json()]).toEqual([400, { detail: 'Invalid title: title must be a text' }]);
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Keep me' })).json();
    const replan = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { description: 'no title' });
    expect([replan.statusCode, replan.json()]).toEqual([400, { detail: 'Invalid title: title is required' }]);
  });

  it("answers 404 for another user's odyssey and 400 for one that is not active", async () => {
    const bobs = await createOdyssey(bob, 'Bob only');
    const foreign = await t.as(alice).post('/api/missions/', { title: 'Sneaky', odyssey_id: bobs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Odyssey not found');
    const done = await createOdyssey(alice, 'Already done');
    expect((await t.as(alice).post(`/api/odysseys/${done.id}/complete`)).statusCode).toBe(200);
    const closed = await t.as(alice).post('/api/missions/', { title: 'Late', odyssey_id: done.id });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toMatch(/Only active odysseys/);
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null).post('/api/missions/', { title: 'Anon' })).statusCode).toBe(401);
    expect((await t.as(null).get('/api/missions/')).statusCode).toBe(401);
  });
});

describe('GET /api/missions/ and /api/missions/{id}', () => {
  it("lists only the user's missions, newest first, filtered by a normalised status", async () => {
    const carol = await t.registerUser();
    const first = await createMission(carol, { title: 'First' });
    const second = await createMission(carol, { title: 'Second' });
    await t.as(carol).put(`/api/missions/${first.id}`, { status: 'paused' });
    const all = (await t.as(carol).get('/api/missions/')).json();
    expect(all.map((m: { title: string }) => m.title)).toEqual(['Second', 'First']);
    const paused = (await t.as(carol).get('/api/missions?status=Paused')).json();
    expect(paused.map((m: { id: string }) => m.id)).toEqual([first.id]);
    const bad = await t.as(carol).get('/api/missions/?status=archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Mission status must be one of: active, paused, completed');
    expect((await t.as(bob).get('/api/missions/')).json().some((m: { id: string }) => m.id === second.id)).toBe(false);
  });

  it('shows the detail with its todos and counts', async () => {
    const mission = await createMission(alice, { title: 'Write the book' });
    const one = await addTodo(alice, mission.id, 'Outline');
    await addTodo(alice, mission.id, 'Draft chapter 1');
    await t.runTodoCommand(alice, one.todoId, { type: 'CompleteStep', stepId: one.steps[0], evaluationRequestId: randomUUID() });
    const res = await t.as(alice).get(`/api/missions/${mission.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ total_todos: 2, completed_todos: 0, in_progress_count: 1, progress_percentage: 0, odyssey_id: null });
    expect(detail.todos.map((todo: { title: string }) => todo.title)).toEqual(['Outline', 'Draft chapter 1']);
    expect(detail.todos[0]).toMatchObject({ status: 'in_progress', completed_steps: 1, total_steps: 2, mission_id: mission.id });
  });

  it('names the open todos each todo waits for, in this mission, another or none, in the order the waits were made', async () => {
    const book = await createMission(alice, { title: 'Publish the book' });
    const print = await createMission(alice, { title: 'Print run' });
    const draft = await addTodo(alice, book.id, 'Draft');
    const edit = await addTodo(alice, book.id, 'Edit');
    const quote = await addTodo(alice, print.id, 'Get a print quote');
    const paper = await addTodo(alice, null, 'Buy paper');
    for (const dependsOn of [quote.todoId, draft.todoId, paper.todoId]) expect((await t.as(alice).post(`/api/todos/${edit.todoId}/dependencies`, { depends_on: dependsOn })).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${paper.todoId}/force-complete`)).statusCode).toBe(200);
    const detail = (await t.as(alice).get(`/api/missions/${book.id}`)).json();
    const waits = (title: string) => detail.todos.find((todo: { title: string }) => todo.title === title);
    expect(waits('Edit')).toMatchObject({
      blocked: true,
      waiting_for: [
        { id: quote.todoId, title: 'Get a print quote' },
        { id: draft.todoId, title: 'Draft' },
      ],
    });
    expect(waits('Draft')).toMatchObject({ blocked: false, waiting_for: [] });
  });

  it("answers 404 for another user's mission, a missing one and a malformed id", async () => {
    const mission = await createMission(alice, { title: 'Private' });
    for (const url of [`/api/missions/${mission.id}`, `/api/missions/${mission.id}/graph`, `/api/missions/${mission.id}/resource-summary`]) {
      const res = await t.as(bob).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Mission not found');
    }
    expect((await t.as(bob).put(`/api/missions/${mission.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(bob).delete(`/api/missions/${mission.id}`)).statusCode).toBe(404);
    expect((await t.as(bob).post(`/api/missions/${mission.id}/copy`)).statusCode).toBe(404);
    expect((await t.as(bob).post(`/api/missions/${mission.id}/replan`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/missions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.as(alice).get('/api/missions/not-a-uuid')).statusCode).toBe(404);
    // Nothing changed for the owner.
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().title).toBe('Private');
  });
});

describe('PUT /api/missions/{id}', () => {
  it('updates fields, normalises the status and sets, changes and clears the odyssey', async () => {
    const mission = await createMission(alice, { title: 'Old title' });
    const a = await createOdyssey(alice, 'Odyssey A');
    const b = await createOdyssey(alice, 'Odyssey B');
    const updated = await t.as(alice).put(`/api/missions/${mission.id}`, { title: 'New title', description: 'Why', status: 'PAUSED', odyssey_id: a.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'New title', description: 'Why', status: 'paused', odyssey_id: a.id, odyssey_title: 'Odyssey A' });
    expect((await t.as(alice).put(`/api/missions/${mission.id}`, { odyssey_id: b.id })).json().odyssey_id).toBe(b.id);
    const cleared = (await t.as(alice).put(`/api/missions/${mission.id}`, { odyssey_id: null })).json();
    expect(cleared).toMatchObject({ odyssey_id: null, title: 'New title', status: 'paused' });
  });

  it('refuses an unknown status and a blank title', async () => {
    const mission = await createMission(alice, { title: 'Stable' });
    const status = await t.as(alice).put(`/api/missions/${mission.id}`, { status: 'done' });
    expect(status.statusCode).toBe(400);
    expect(status.json().detail).toBe('Mission status must be one of: active, paused, completed');
    const title = await t.as(alice).put(`/api/missions/${mission.id}`, { title: ' ' });
    expect(title.statusCode).toBe(400);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ title: 'Stable', status: 'active' });
  });

  it('only moves a mission to an active odyssey', async () => {
    const mission = await createMission(alice, { title: 'Mover' });
    const paused = await createOdyssey(alice, 'Paused one');
    await t.as(alice).put(`/api/odysseys/${paused.id}`, { status: 'paused' });
    const res = await t.as(alice).put(`/api/missions/${mission.id}`, { odyssey_id: paused.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Only active odysseys/);
    const foreign = await createOdyssey(bob, 'Not yours');
    expect((await t.as(alice).put(`/api/missions/${mission.id}`, { odyssey_id: foreign.id })).statusCode).toBe(404);
  });
});

describe('DELETE /api/missions/{id}', () => {
  it('removes the mission and keeps its todos as standalone todos', async () => {
    const mission = await createMission(alice, { title: 'Short lived' });
    const { todoId } = await addTodo(alice, mission.id, 'Survivor');
    const res = await t.as(alice).delete(`/api/missions/${mission.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).delete(`/api/missions/${mission.id}`)).statusCode).toBe(404);
    const todo = await t.services.deps.db('todos').where({ id: todoId }).first();
    expect(todo).toMatchObject({ title: 'Survivor', mission_id: null });
  });
});

describe('POST /api/missions/{id}/copy', () => {
  it("creates '<title> (Copy)' with the same description and odyssey and no todos", async () => {
    const odyssey = await createOdyssey(alice, 'Home');
    const mission = await createMission(alice, { title: 'Paint the house', description: 'Outside walls', odyssey_id: odyssey.id });
    await addTodo(alice, mission.id, 'Buy paint');
    const res = await t.as(alice).post(`/api/missions/${mission.id}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ title: 'Paint the house (Copy)', description: 'Outside walls', odyssey_id: odyssey.id, status: 'active', total_todos: 0, todos: [] });
    expect(copy.id).not.toBe(mission.id);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().total_todos).toBe(1);
  });

  it('leaves the copy standalone when the odyssey is no longer active', async () => {
    const odyssey = await createOdyssey(alice, 'Finished');
    const mission = await createMission(alice, { title: 'Old work', odyssey_id: odyssey.id });
    await t.as(alice).post(`/api/odysseys/${odyssey.id}/complete`);
    const copy = (await t.as(alice).post(`/api/missions/${mission.id}/copy`)).json();
    expect(copy).toMatchObject({ title: 'Old work (Copy)', odyssey_id: null });
  });
});

describe('re-plan and resource summary', () => {
  it('summarises the resources, then re-planning retires the todos and keeps the new title', async () => {
    const mission = await createMission(alice, { title: 'Garden' });
    const worked = await addTodo(alice, mission.id, 'Dig beds');
    await addTodo(alice, mission.id, 'Plant seeds');
    await t.runTodoCommand(alice, worked.todoId, { type: 'CompleteStep', stepId: worked.steps[0], evaluationRequestId: randomUUID() });
    await t.runTodoCommand(alice, worked.todoId, { type: 'AddEvidence', stepId: worked.steps[0], evidenceId: randomUUID(), contentText: 'Photo of the beds' });
    await t.runTodoCommand(alice, worked.todoId, { type: 'AddFinding', stepId: worked.steps[0], findingId: randomUUID(), findingType: 'resource', title: 'Soil', content: 'Use compost' });

    const summary = (await t.as(alice).get(`/api/missions/${mission.id}/resource-summary`)).json();
    expect(summary).toMatchObject({
      has_resources: true,
      todos_with_progress: 1,
      total_todos: 2,
      total_steps: 4,
      completed_steps: 1,
      total_evidence: 1,
      total_findings: 1,
      total_chat_messages: 0,
    });
    expect(summary.todo_previews).toEqual([
      expect.objectContaining({ todo_title: 'Dig beds', status: 'in_progress', step_count: 2, evidence_count: 1, finding_count: 1, chat_count: 0 }),
      expect.objectContaining({ todo_title: 'Plant seeds', status: 'pending', evidence_count: 0 }),
    ]);

    const blank = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title: '' });
    expect(blank.statusCode).toBe(400);
    const res = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title: 'Vegetable garden', description: 'Raised beds' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Vegetable garden', description: 'Raised beds', total_todos: 0, todos: [] });
    expect((await t.as(alice).get(`/api/missions/${mission.id}/resource-summary`)).json()).toMatchObject({ has_resources: false, total_todos: 0, todo_previews: [] });
    // The retired todos left the read models; their history stays in the log.
    expect(await t.services.deps.db('todos').where({ id: worked.todoId }).first()).toBeUndefined();
    expect((await t.services.deps.store.readStream(todoStreamId(worked.todoId))).length).toBeGreaterThan(0);
  });
});

describe('GET /api/missions/{id}/graph', () => {
  it('nests todos and steps with evidence and finding counts', async () => {
    const mission = await createMission(alice, { title: 'Graph me' });
    const todo = await addTodo(alice, mission.id, 'Node');
    await t.runTodoCommand(alice, todo.todoId, { type: 'AddEvidence', stepId: todo.steps[1], evidenceId: randomUUID(), contentText: 'Link' });
    const res = await t.as(alice).get(`/api/missions/${mission.id}/graph`);
    expect(res.statusCode).toBe(200);
    const graph = res.json();
    expect(graph).toMatchObject({ id: mission.id, title: 'Graph me', total_todos: 1 });
    expect(graph.todos[0].steps.map((s: { title: string; order_index: number; evidence_count: number; finding_count: number }) => [s.title, s.evidence_count, s.finding_count])).toEqual([
      ['Node step 1', 0, 0],
      ['Node step 2', 1, 0],
    ]);
  });
});

describe('mission completion', () => {
  it('completes the mission with a summary once every todo is completed, and the user may reopen it', async () => {
    const mission = await createMission(alice, { title: 'Tidy the garage', description: 'Before winter' });
    const a = await addTodo(alice, mission.id, 'Sort the boxes');
    const b = await addTodo(alice, mission.id, 'Sweep the floor');
    await t.runTodoCommand(alice, a.todoId, { type: 'ForceCompleteTodo' });
    // One todo still open: the mission stays active.
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ status: 'active', progress_percentage: 50 });

    await t.runTodoCommand(alice, b.todoId, { type: 'ForceCompleteTodo' });
    const completed = await eventually(
      async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(),
      (m) => m.status === 'completed',
    );
    expect(completed).toMatchObject({ status: 'completed', progress_percentage: 100, health_status: 'healthy' });
    expect(completed.completion_evaluation).toEqual(expect.any(String));
    expect(completed.completion_evaluation.length).toBeGreaterThan(10);

    const reopened = (await t.as(alice).put(`/api/missions/${mission.id}`, { status: 'active' })).json();
    expect(reopened).toMatchObject({ status: 'active', completion_evaluation: null });
  });
});

describe('the re-plan sequence the client runs', () => {
  it('update, replan, generate-todos job, one POST /todos/ per result: exactly the planned todos are in the mission', async () => {
    const mission = await createMission(alice, { title: 'Learn to cook', description: 'Weeknight meals' });
    const old = await addTodo(alice, mission.id, 'Old plan item');
    await t.runTodoCommand(alice, old.todoId, { type: 'CompleteStep', stepId: old.steps[0], evaluationRequestId: randomUUID() });
    await addTodo(alice, mission.id, 'Another old item');

    // 1. The edit modal saves the fields.
    const title = 'Learn to cook Italian';
    const description = 'Five weeknight pasta dishes by June';
    expect((await t.as(alice).put(`/api/missions/${mission.id}`, { title, description, status: 'active', odyssey_id: null })).statusCode).toBe(200);
    // 2. The warning showed the resources; the user goes on: the re-plan retires the old todos.
    expect((await t.as(alice).get(`/api/missions/${mission.id}/resource-summary`)).json().has_resources).toBe(true);
    const replanned = await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title, description });
    expect(replanned.json()).toMatchObject({ total_todos: 0, todos: [] });
    // 3. A todo-generation job for this mission.
    const started = await t.as(alice).post('/api/mission-breakdown/generate-todos-async', {
      mission_title: title,
      mission_description: description,
      qa_pairs: [{ question: 'How much time per week?', answer: '3 evenings, about an hour each' }],
      mission_id: mission.id,
    });
    expect(started.statusCode).toBe(202);
    const jobId = started.json().job_id;
    // 4. Poll until the job completes (the SPA polls every 2 s; the test faster).
    const job = await eventually(
      async () => (await t.as(alice).get(`/api/jobs/${jobId}`)).json(),
      (j) => j.status === 'completed' || j.status === 'failed',
    );
    expect(job).toMatchObject({ status: 'completed', type: 'mission_replan', metadata: { mission_id: mission.id } });
    const planned: Array<{ title: string; description: string; success_criteria: string; priority: string }> = job.result.todos;
    expect(planned.length).toBeGreaterThan(0);
    // 5. One POST /todos/ per planned todo, in the mission.
    for (const todo of planned) {
      const res = await t.as(alice).post('/api/todos/', { ...todo, due_date: null, mission_id: mission.id });
      expect(res.statusCode).toBe(201);
    }
    const detail = (await t.as(alice).get(`/api/missions/${mission.id}`)).json();
    expect(detail).toMatchObject({ title, description, total_todos: planned.length, completed_todos: 0, progress_percentage: 0 });
    expect(detail.todos.map((todo: { title: string }) => todo.title).sort()).toEqual(planned.map((todo) => todo.title).sort());
    expect(detail.todos.some((todo: { title: string }) => todo.title === 'Old plan item')).toBe(false);
    // The server did not create any todo by itself.
    expect(await t.services.deps.db('todos').where({ mission_id: mission.id }).count('* as n').first()).toEqual({ n: String(planned.length) });
  });
});

describe('mission completion, harder cases', () => {
  it('completes once when the last two todos complete at the same time', async () => {
    const mission = await createMission(alice, { title: 'Race to the end' });
    const a = await addTodo(alice, mission.id, 'Left');
    const b = await addTodo(alice, mission.id, 'Right');
    await Promise.all([t.runTodoCommand(alice, a.todoId, { type: 'ForceCompleteTodo' }), t.runTodoCommand(alice, b.todoId, { type: 'ForceCompleteTodo' })]);
    await eventually(
      async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(),
      (m) => m.status === 'completed',
    );
    // Give a second reaction the time to (wrongly) append again.
    await new Promise((r) => setTimeout(r, 500));
    const events = await t.services.deps.store.readStream(`mission-${mission.id}`);
    expect(events.filter((e) => e.type === 'MissionCompleted')).toHaveLength(1);
  });

  it('still completes the mission with a plain summary when the planner fails', async () => {
    const planner = createPlanner({});
    const failing = Object.assign(Object.create(Object.getPrototypeOf(planner)), planner, {
      missionCompletionSummary: async () => {
        throw new Error('model unavailable');
      },
    });
    const other = await startTestApp({ planner: failing });
    try {
      await other.registerUser();
      const user = await other.registerUser();
      const mission = (await other.as(user).post('/api/missions/', { title: 'Offline finish' })).json();
      const todo = (await other.as(user).post('/api/todos/', { title: 'Only todo', success_criteria: 'Done', mission_id: mission.id })).json();
      expect((await other.as(user).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(200);
      const completed = await eventually(
        async () => (await other.as(user).get(`/api/missions/${mission.id}`)).json(),
        (m) => m.status === 'completed',
      );
      expect(completed.completion_evaluation).toBe('The only todo of "Offline finish" is completed.');
    } finally {
      await other.close();
    }
  });
});
