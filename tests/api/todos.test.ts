import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { expectNotFound } from '../support/expectNotFound';

const { t, alice, bob } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function createTodo(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await t.as(user).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes', ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** The planner plans a new todo in the background; wait until its steps are there. */

async function createMission(user: TestUser, title = 'Get fit') {
  const res = await t.as(user).post('/api/missions/', { title, description: 'Run and stretch' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

describe('POST /api/todos/', () => {
  it('creates a pending todo with trimmed text, medium priority and no mission by default', async () => {
    const todo = await createTodo(alice, { title: '  Run a 10k  ', description: '   ', due_date: null });
    expect(todo).toMatchObject({
      title: 'Run a 10k',
      description: null,
      success_criteria: 'Finish a 10k race under 60 minutes',
      status: 'pending',
      priority: 'medium',
      due_date: null,
      mission_id: null,
      completion_evaluation: null,
      is_overdue: false,
    });
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ id: todo.id, title: 'Run a 10k' });
  });

  it('gets a step plan from the planner in the background, built from the todo', async () => {
    const todo = await createTodo(alice, { title: 'Write a blog post', success_criteria: 'Post published on my blog; shared on LinkedIn' });
    const steps = await t.plannedSteps(alice, todo.id);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.map((s) => s.order_index)).toEqual(steps.map((_, i) => i));
    expect(steps.every((s) => s.status === 'pending')).toBe(true);
    expect(steps.map((s) => s.title).join(' ')).toMatch(/LinkedIn|publish/i);
  });

  it('keeps priority, due date and an active mission', async () => {
    const mission = await createMission(alice);
    const todo = await createTodo(alice, { priority: 'HIGH', due_date: '2030-04-01', mission_id: mission.id, description: 'Spring race' });
    expect(todo).toMatchObject({ priority: 'high', due_date: '2030-04-01T23:59:59.999Z', mission_id: mission.id, mission_title: 'Get fit', description: 'Spring race' });
  });

  it.each([
    ['no title', { title: undefined }],
    ['a blank title', { title: '   ' }],
    ['blank success criteria', { success_criteria: ' ' }],
    ['no success criteria', { success_criteria: undefined }],
  ])('refuses %s with a readable 400', async (_label, body) => {
    const res = await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Please provide both title and success criteria' });
  });

  it('refuses a bad priority, due date and mission id', async () => {
    const post = (body: object) => t.as(alice).post('/api/todos/', { title: 'x', success_criteria: 'y', ...body });
    expect((await post({ priority: 'urgent' })).json()).toEqual({ detail: 'Priority must be low, medium or high' });
    const badDate = await post({ due_date: '31/12/2030' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().detail).toMatch(/^Due date must be a valid date/);
    for (const outOfRange of ['0000-06-01T10:00:00Z', '9999-12-31T23:59:59-05:00']) {
      const res = await post({ due_date: outOfRange });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Due date must be between the years 0001 and 9999 (UTC)' });
    }
    const yearOne = await post({ due_date: '0001-01-01' });
    expect(yearOne.statusCode).toBe(201);
    expect(yearOne.json().due_date).toBe('0001-01-01T23:59:59.999Z');
    const badMission = await post({ mission_id: 'not-a-uuid' });
    expect(badMission.statusCode).toBe(400);
    expect(badMission.json().detail).toMatch(/mission_id must be a UUID/);
    const notText = await post({ title: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().detail).toMatch(/title must be a text/);
  });

  it('accepts only active missions of the user', async () => {
    const paused = await createMission(alice, 'On hold');
    expect((await t.as(alice).put(`/api/missions/${paused.id}`, { status: 'paused' })).statusCode).toBe(200);
    const res = await t.as(alice).post('/api/todos/', { title: 'x', success_criteria: 'y', mission_id: paused.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Only active missions can be chosen for a todo' });

    const bobsMission = await createMission(bob);
    expectNotFound(await t.as(alice).post('/api/todos/', { title: 'x', success_criteria: 'y', mission_id: bobsMission.id }), 'Mission not found');
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null).post('/api/todos/', { title: 'x', success_criteria: 'y' })).statusCode).toBe(401);
    expect((await t.as(null).get('/api/todos/')).statusCode).toBe(401);
  });
});

describe('GET /api/todos/', () => {
  it("lists only the user's todos, newest first, and filters them", async () => {
    const carol = await t.registerUser();
    const mission = await createMission(carol);
    const first = await createTodo(carol, { title: 'First', priority: 'low' });
    const second = await createTodo(carol, { title: 'Second', mission_id: mission.id });
    await t.as(carol).put(`/api/todos/${second.id}`, { status: 'in_progress' });
    await createTodo(bob, { title: 'Not Carol’s' });

    const all = (await t.as(carol).get('/api/todos/')).json();
    expect(all.map((x: { title: string }) => x.title)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ mission_title: 'Get fit', status: 'in_progress' });
    const titles = async (query: string) => (await t.as(carol).get(`/api/todos/?${query}`)).json().map((x: { id: string }) => x.id);
    expect(await titles('status=IN_PROGRESS')).toEqual([second.id]);
    expect(await titles('priority=low')).toEqual([first.id]);
    expect(await titles('mission_id=standalone')).toEqual([first.id]);
    expect(await titles(`mission_id=${mission.id}`)).toEqual([second.id]);
    const bad = await t.as(carol).get('/api/todos/?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Status must be pending, in_progress or completed' });
  });

  it("answers 404 for another user's todo, a missing one and a malformed id", async () => {
    const todo = await createTodo(alice);
    for (const url of [`/api/todos/${todo.id}`, `/api/todos/${todo.id}/progress`, `/api/todos/${todo.id}/resource-summary`]) {
      expectNotFound(await t.as(bob).get(url), 'Todo not found');
    }
    expect((await t.as(alice).get('/api/todos/7d0c8a4e-1111-4f2b-9c3e-000000000000')).statusCode).toBe(404);
    expect((await t.as(alice).get('/api/todos/not-an-id')).json()).toEqual({ detail: 'Todo not found' });
  });
});

describe('PUT /api/todos/{id}', () => {
  it('updates fields and reads tolerant status spellings', async () => {
    const todo = await createTodo(alice, { description: 'Spring race' });
    for (const status of ['inprogress', 'In_Progress', 'IN_PROGRESS']) {
      await t.as(alice).put(`/api/todos/${todo.id}`, { status: 'pending' });
      const res = await t.as(alice).put(`/api/todos/${todo.id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('in_progress');
    }
    const res = await t.as(alice).put(`/api/todos/${todo.id}`, { title: 'Run a half marathon', description: '', priority: 'low', due_date: '2031-01-15' });
    expect(res.json()).toMatchObject({ title: 'Run a half marathon', description: null, priority: 'low', due_date: '2031-01-15T23:59:59.999Z' });
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { due_date: null })).json().due_date).toBeNull();
  });

  it('refuses completed by hand, unknown statuses and blank required fields', async () => {
    const todo = await createTodo(alice);
    const put = (body: object) => t.as(alice).put(`/api/todos/${todo.id}`, body);
    const completed = await put({ status: 'completed' });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().detail).toMatch(/pending or in_progress only/);
    expect((await put({ status: 'done' })).json()).toEqual({ detail: 'Status must be pending or in_progress' });
    expect((await put({ title: '  ' })).json()).toEqual({ detail: 'Please provide both title and success criteria' });
    expect((await put({ success_criteria: '' })).json()).toEqual({ detail: 'Please provide both title and success criteria' });
  });

  it("refuses to change a completed todo's status", async () => {
    const todo = await createTodo(alice);
    expect((await t.as(alice).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(200);
    const res = await t.as(alice).put(`/api/todos/${todo.id}`, { status: 'in_progress' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Completed todos cannot be manually edited. This was auto-completed when all steps were finished.' });
    // The edit form sends the status back unchanged with other edits: that is fine.
    const edit = await t.as(alice).put(`/api/todos/${todo.id}`, { status: 'completed', title: 'Ran a 10k' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Ran a 10k', status: 'completed' });
  });

  it('links, keeps and unlinks missions (only active ones may be chosen)', async () => {
    const mission = await createMission(alice, 'Mission A');
    const todo = await createTodo(alice);
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { mission_id: mission.id })).json()).toMatchObject({ mission_id: mission.id, mission_title: 'Mission A' });
    // Pausing the mission does not stop edits that keep it.
    await t.as(alice).put(`/api/missions/${mission.id}`, { status: 'paused' });
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { mission_id: mission.id, title: 'Still here' })).statusCode).toBe(200);
    const other = await createMission(alice, 'Mission B');
    await t.as(alice).put(`/api/missions/${other.id}`, { status: 'paused' });
    const refused = await t.as(alice).put(`/api/todos/${todo.id}`, { mission_id: other.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Only active missions can be chosen for a todo' });
    expect((await t.as(alice).put(`/api/todos/${todo.id}`, { mission_id: null })).json()).toMatchObject({ mission_id: null, mission_title: null });
  });

  it("answers 404 for another user's todo and changes nothing", async () => {
    const todo = await createTodo(alice);
    expectNotFound(await t.as(bob).put(`/api/todos/${todo.id}`, { title: 'Mine now' }), 'Todo not found');
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().title).toBe('Run a 10k');
  });
});

describe('DELETE /api/todos/{id}', () => {
  it('deletes a todo; another user cannot', async () => {
    const todo = await createTodo(alice);
    expect((await t.as(bob).delete(`/api/todos/${todo.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).statusCode).toBe(200);
    expect((await t.as(alice).delete(`/api/todos/${todo.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).delete(`/api/todos/${todo.id}`)).statusCode).toBe(404);
  });

  it('keeps todos as standalone when their mission is deleted', async () => {
    const mission = await createMission(alice, 'Short-lived');
    const todo = await createTodo(alice, { mission_id: mission.id });
    expect((await t.as(alice).delete(`/api/missions/${mission.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ id: todo.id, mission_id: null });
  });

  it("retires a mission's todos when the mission is re-planned (the client then creates the new ones)", async () => {
    const mission = await createMission(alice, 'Re-planned');
    const old = await createTodo(alice, { mission_id: mission.id });
    const standalone = await createTodo(alice);
    expect((await t.as(alice).post(`/api/missions/${mission.id}/replan`, { title: 'Re-planned', description: 'New angle' })).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${old.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/todos/${standalone.id}`)).statusCode).toBe(200);
    const fresh = await createTodo(alice, { mission_id: mission.id, title: 'New plan todo' });
    expect((await t.as(alice).get(`/api/todos/?mission_id=${mission.id}`)).json().map((x: { id: string }) => x.id)).toEqual([fresh.id]);
  });
});

describe('progress and resource summary', () => {
  it('reports step counts, findings and evidence', async () => {
    const todo = await createTodo(alice);
    const steps = await t.plannedSteps(alice, todo.id);
    await t.as(alice).put(`/api/steps/${steps[0].id}/complete`);
    await t.as(alice).post(`/api/steps/${steps[0].id}/evidence`, { content_type: 'text', content_text: 'Picked an 8-week plan' });
    await t.as(alice).post('/api/step-assistant/findings', { step_id: steps[1].id, finding_type: 'resource', title: 'Plan', content: 'https://example.org/plan' });

    const progress = (await t.as(alice).get(`/api/todos/${todo.id}/progress`)).json();
    expect(progress.metrics).toEqual({
      completion_percentage: Math.round((1 / steps.length) * 100),
      completed_steps: 1,
      total_steps: steps.length,
      in_progress_steps: 0,
      pending_steps: steps.length - 1,
      total_findings: 1,
      total_evidence: 1,
    });
    expect(progress.evidence[0]).toMatchObject({ step_id: steps[0].id, step_title: steps[0].title, content_text: 'Picked an 8-week plan', content_type: 'text' });
    expect(progress.findings[0]).toMatchObject({ step_id: steps[1].id, finding_type: 'resource', title: 'Plan' });
    expect(progress.steps.map((s: { id: string }) => s.id)).toEqual(steps.map((s) => s.id));
    expect(progress.steps[0]).toMatchObject({ status: 'completed', evidence_count: 1, finding_count: 0 });
    expect(progress.steps[1]).toMatchObject({ evidence_count: 0, finding_count: 1 });

    const summary = (await t.as(alice).get(`/api/todos/${todo.id}/resource-summary`)).json();
    expect(summary).toMatchObject({ has_resources: true, completed_step_count: 1, evidence_count: 1, chat_message_count: 0, finding_count: 1 });
    expect(summary.evidence_previews[0]).toMatchObject({ step_title: steps[0].title, content_preview: 'Picked an 8-week plan' });
    expect(summary.finding_previews[0]).toMatchObject({ title: 'Plan', finding_type: 'resource' });
  });

  it('has no resources for a fresh todo', async () => {
    const todo = await createTodo(alice);
    expect((await t.as(alice).get(`/api/todos/${todo.id}/resource-summary`)).json()).toMatchObject({
      has_resources: false,
      completed_step_count: 0,
      evidence_count: 0,
      chat_message_count: 0,
      finding_count: 0,
    });
  });

  it('flags overdue todos when read', async () => {
    const past = await createTodo(alice, { due_date: '2001-01-01' });
    const future = await createTodo(alice, { due_date: '2999-01-01' });
    expect((await t.as(alice).get(`/api/todos/${past.id}`)).json().is_overdue).toBe(true);
    expect((await t.as(alice).get(`/api/todos/${future.id}`)).json().is_overdue).toBe(false);
  });
});

describe('POST /api/todos/{id}/force-complete', () => {
  it('completes the todo once, as a user override', async () => {
    const todo = await createTodo(alice);
    const res = await t.as(alice).post(`/api/todos/${todo.id}/force-complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', completion_evaluation: { user_override: true, todo_auto_completed: false } });
    expect(res.json().completed_at).toEqual(expect.any(String));
    const again = await t.as(alice).post(`/api/todos/${todo.id}/force-complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This todo is already completed' });
  });

  it("answers 404 for another user's todo", async () => {
    const todo = await createTodo(alice);
    expect((await t.as(bob).post(`/api/todos/${todo.id}/force-complete`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json().status).toBe('pending');
  });
});

describe('POST /api/todos/{id}/copy', () => {
  it("creates '<title> (Copy)' with the same fields and pending steps, without evidence, findings or chat", async () => {
    const mission = await createMission(alice, 'Copy source');
    const todo = await createTodo(alice, { priority: 'high', due_date: '2030-05-01', description: 'Spring race', mission_id: mission.id });
    const steps = await t.plannedSteps(alice, todo.id);
    await t.as(alice).put(`/api/steps/${steps[0].id}/complete`);
    await t.as(alice).post(`/api/steps/${steps[0].id}/evidence`, { content_text: 'Bought shoes' });
    await t.as(alice).post('/api/step-assistant/chat', { step_id: steps[1].id, message: 'I decided to train three times a week.' });

    const res = await t.as(alice).post(`/api/todos/${todo.id}/copy`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(todo.id);
    expect(copy).toMatchObject({
      title: 'Run a 10k (Copy)',
      description: 'Spring race',
      success_criteria: todo.success_criteria,
      priority: 'high',
      due_date: '2030-05-01T23:59:59.999Z',
      mission_id: mission.id,
      status: 'pending',
      completion_evaluation: null,
      copied_from_todo_id: todo.id,
    });
    expect(copy.steps.map((s: { title: string }) => s.title)).toEqual(steps.map((s) => s.title));
    expect(copy.steps.every((s: { status: string; evidence: unknown[]; findings: unknown[] }) => s.status === 'pending' && s.evidence.length === 0 && s.findings.length === 0)).toBe(true);
    expect(copy.steps.map((s: { id: string }) => s.id)).not.toContain(steps[0].id);
    expect((await t.as(alice).get(`/api/todos/${copy.id}/resource-summary`)).json()).toMatchObject({ has_resources: false });
    // The copy keeps its copied plan: the background planner leaves it alone.
    await sleep(300);
    expect((await t.as(alice).get(`/api/steps/todo/${copy.id}`)).json()).toHaveLength(steps.length);
    // The source is untouched.
    expect((await t.as(alice).get(`/api/todos/${todo.id}`)).json()).toMatchObject({ title: 'Run a 10k', completed_steps: 1 });
  });

  it('copies a todo whose mission was deleted as a standalone todo', async () => {
    const mission = await createMission(alice, 'Gone soon');
    const todo = await createTodo(alice, { mission_id: mission.id });
    await t.as(alice).delete(`/api/missions/${mission.id}`);
    const copy = (await t.as(alice).post(`/api/todos/${todo.id}/copy`)).json();
    expect(copy).toMatchObject({ title: 'Run a 10k (Copy)', mission_id: null });
  });

  it("answers 404 for another user's todo", async () => {
    const todo = await createTodo(alice);
    expect((await t.as(bob).post(`/api/todos/${todo.id}/copy`)).statusCode).toBe(404);
    expect((await t.as(bob).get('/api/todos/')).json().some((x: { title: string }) => x.title.endsWith('(Copy)'))).toBe(false);
  });
});
