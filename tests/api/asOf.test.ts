import { AS_OF_LIMITS } from '../../projections/asOf/asOfQueries';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const { t, admin, alice, bob } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const db = () => t.services.deps.db;

type Step = { id: string; title: string; status: string; completed: boolean };
type AsOfTodo = { id: string; title: string; status: string; due_date: string | null; total_steps: number; completed_steps: number; progress_percentage: number; steps: Step[] };
type MissionAsOf = { id: string; title: string; progress_percentage: number; total_todos: number; completed_todos: number; todos: AsOfTodo[] };

async function created<T = { id: string }>(res: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The offline planner plans a new todo in the background: wait for its steps, so the log stands still. */
async function plannedSteps(user: TestUser, todoId: string): Promise<Array<{ id: string; title: string }>> {
  for (let i = 0; i < 200; i++) {
    const steps = (await t.as(user).get(`/api/steps/todo/${todoId}`)).json();
    if (steps.length > 0) return steps;
    await sleep(50);
  }
  throw new Error('no plan arrived');
}

async function todoIn(user: TestUser, missionId: string, title: string, dueDate: string | null) {
  const todo = await created(await t.as(user).post('/api/todos/', { title, success_criteria: 'Done when done', mission_id: missionId, due_date: dueDate }));
  return { id: todo.id, steps: await plannedSteps(user, todo.id) };
}

/** The newest recording time in the log; then waits for the clock to move past it, so what follows happens later. */
async function cutAfterLog(): Promise<string> {
  const row = await db()('events').max('recorded_at as at').first();
  const at = new Date(row!.at);
  // ISO times carry milliseconds: the cut is the millisecond after the last event.
  const cut = new Date(Math.floor(at.getTime()) + 1);
  for (let i = 0; i < 100 && Date.now() <= cut.getTime() + 1; i++) await sleep(2);
  return cut.toISOString();
}

async function finishedReplay(id: string) {
  for (let i = 0; i < 400; i++) {
    const run = (await t.as(admin).get(`/api/admin/replays/${id}`)).json();
    if (run.status !== 'running') return run;
    await sleep(50);
  }
  throw new Error('replay never finished');
}

describe('GET /api/missions/{id}/as-of', () => {
  it('equals what a replay of the log up to that instant holds for the mission', async () => {
    const mission = await created(await t.as(alice).post('/api/missions', { title: 'Ship the garden shed', description: null }));
    const a = await todoIn(alice, mission.id, 'Pour the base', '2030-05-01T00:00:00.000Z');
    const b = await todoIn(alice, mission.id, 'Raise the walls', '2030-06-01T00:00:00.000Z');
    const c = await todoIn(alice, mission.id, 'Fit the roof', null);
    expect((await t.as(alice).put(`/api/steps/${a.steps[0].id}/complete`)).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${b.id}/force-complete`)).statusCode).toBe(200);

    const cut = await cutAfterLog();

    // Later: more work, an edit, a deletion and a new todo.
    expect((await t.as(alice).put(`/api/steps/${a.steps[1].id}/complete`)).statusCode).toBe(200);
    expect((await t.as(alice).put(`/api/todos/${a.id}`, { title: 'Pour the concrete base' })).statusCode).toBe(200);
    expect((await t.as(alice).delete(`/api/todos/${c.id}`)).statusCode).toBe(204);
    const d = await todoIn(alice, mission.id, 'Paint it', null);

    const res = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(cut)}`);
    expect(res.statusCode).toBe(200);
    const asOf = res.json() as { at: string; events_applied: number; mission: MissionAsOf };
    expect(asOf.at).toBe(cut);
    // Built in a scratch schema and rolled back: no view leaves a row there.
    expect(await db()('as_of_scratch.missions').where({ id: mission.id }).first()).toBeUndefined();

    // What was planned then and what was done.
    const todos = new Map(asOf.mission.todos.map((x) => [x.id, x]));
    expect([...todos.keys()].sort()).toEqual([a.id, b.id, c.id].sort());
    expect(todos.has(d.id)).toBe(false);
    expect(todos.get(a.id)).toMatchObject({ title: 'Pour the base', status: 'in_progress', completed_steps: 1, due_date: '2030-05-01T00:00:00.000Z' });
    expect(todos.get(a.id)!.steps.filter((s) => s.completed).map((s) => s.id)).toEqual([a.steps[0].id]);
    expect(todos.get(b.id)).toMatchObject({ status: 'completed' });
    expect(asOf.mission).toMatchObject({ total_todos: 3, completed_todos: 1, progress_percentage: 33 });

    // The replay of the whole log up to the same instant.
    const schema = `as_of_replay_${Date.now()}`;
    const replay = await t.as(admin).post('/api/admin/replays', { until: cut, schema });
    expect(replay.statusCode).toBe(202);
    expect(await finishedReplay(replay.json().id)).toMatchObject({ status: 'completed' });

    const replayedMission = await db()(`${schema}.missions`).where({ id: mission.id }).first();
    expect(replayedMission).toMatchObject({ title: asOf.mission.title });
    const replayedTodos = await db()(`${schema}.todos`).where({ mission_id: mission.id }).orderBy('id');
    const replayedSteps = await db()(`${schema}.steps`).whereIn('todo_id', replayedTodos.map((r: { id: string }) => r.id)).orderBy('id');
    expect(
      asOf.mission.todos
        .map((x) => ({ id: x.id, title: x.title, status: x.status, due_date: x.due_date, total_steps: x.total_steps, completed_steps: x.completed_steps }))
        .sort((p, q) => p.id.localeCompare(q.id)),
    ).toEqual(
      replayedTodos.map((r: { id: string; title: string; status: string; due_date: Date | null; total_steps: number; completed_steps: number }) => ({
        id: r.id,
        title: r.title,
        status: r.status,
        due_date: r.due_date ? r.due_date.toISOString() : null,
        total_steps: r.total_steps,
        completed_steps: r.completed_steps,
      })),
    );
    expect(
      asOf.mission.todos
        .flatMap((x) => x.steps.map((s) => ({ id: s.id, todo_id: x.id, title: s.title, status: s.status })))
        .sort((p, q) => p.id.localeCompare(q.id)),
    ).toEqual(replayedSteps.map((s: { id: string; todo_id: string; title: string; status: string }) => ({ id: s.id, todo_id: s.todo_id, title: s.title, status: s.status })));

    // Views built at the same time do not see each other's rows.
    const together = await Promise.all([0, 1, 2].map(() => t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(cut)}`)));
    for (const r of together) expect(r.json()).toEqual(asOf);

    // Today's page is different: the as-of answer is not simply the present.
    const today = (await t.as(alice).get(`/api/missions/${mission.id}`)).json();
    expect(today.todos.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id, d.id].sort());
    await db().raw('DROP SCHEMA ?? CASCADE', [schema]);
  }, 60_000);

  it('answers 404 for another user, before the mission existed and for a malformed id; 400 for a bad or future time', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const mission = await created(await t.as(alice).post('/api/missions', { title: 'Private plans', description: null }));
    const now = encodeURIComponent(new Date().toISOString());

    const foreign = await t.as(bob).get(`/api/missions/${mission.id}/as-of?at=${now}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Mission not found' });
    expect((await t.as(bob).get(`/api/missions/00000000-0000-4000-8000-000000000000/as-of?at=${now}`)).json()).toEqual({ detail: 'Mission not found' });
    expect((await t.as(alice).get(`/api/missions/not-an-id/as-of?at=${now}`)).statusCode).toBe(404);

    const tooEarly = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(before)}`);
    expect(tooEarly.statusCode).toBe(404);
    expect(tooEarly.json()).toEqual({ detail: 'This mission did not exist yet at that time: choose a later day.' });

    const future = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().detail).toMatch(/future/);
    const malformed = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=yesterday`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^Invalid at: must be an ISO 8601 time/);
    expect((await t.as(alice).get(`/api/missions/${mission.id}/as-of`)).json()).toEqual({ detail: 'Invalid at: the time to show is required, e.g. ?at=2025-03-10T18:00:00Z.' });
    // Another user's id: 404 whatever the time, like an id that does not exist.
    expect((await t.as(bob).get(`/api/missions/${mission.id}/as-of?at=yesterday`)).json()).toEqual({ detail: 'Mission not found' });
    expect((await t.as(bob).get(`/api/missions/${mission.id}/as-of`)).statusCode).toBe(404);
    expect((await t.as(null).get(`/api/missions/${mission.id}/as-of?at=${now}`)).statusCode).toBe(401);
  });

  it('shows a mission deleted since as it was, and says when it was already deleted', async () => {
    const mission = await created(await t.as(alice).post('/api/missions', { title: 'Short-lived', description: null }));
    const todo = await todoIn(alice, mission.id, 'Only todo', null);
    const cut = await cutAfterLog();
    expect((await t.as(alice).delete(`/api/missions/${mission.id}`)).statusCode).toBe(204);
    const then = (await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(cut)}`)).json();
    expect(then.mission.todos.map((x: { id: string }) => x.id)).toEqual([todo.id]);
    const after = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(new Date().toISOString())}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ detail: 'This mission had already been deleted at that time: choose an earlier day.' });
  }, 30_000);

  it('names what a blocked todo waited for then, in another mission too, by the title it had then', async () => {
    const book = await created(await t.as(alice).post('/api/missions', { title: 'Publish the book', description: null }));
    const print = await created(await t.as(alice).post('/api/missions', { title: 'Print run', description: null }));
    const edit = await todoIn(alice, book.id, 'Edit', null);
    const quote = await todoIn(alice, print.id, 'Get a print quote', null);
    expect((await t.as(alice).post(`/api/todos/${edit.id}/dependencies`, { depends_on: quote.id })).statusCode).toBe(200);
    const cut = await cutAfterLog();
    expect((await t.as(alice).put(`/api/todos/${quote.id}`, { title: 'Get three print quotes' })).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/todos/${quote.id}/force-complete`)).statusCode).toBe(200);

    const then = (await t.as(alice).get(`/api/missions/${book.id}/as-of?at=${encodeURIComponent(cut)}`)).json();
    expect(then.mission.todos.find((x: { id: string }) => x.id === edit.id)).toMatchObject({ blocked: true, waiting_for: [{ id: quote.id, title: 'Get a print quote' }] });
    expect((await t.as(alice).get(`/api/missions/${book.id}`)).json().todos[0]).toMatchObject({ blocked: false, waiting_for: [] });
  }, 30_000);

  it('answers 413 with a sentence when the history is larger than one view may read', async () => {
    const mission = await created(await t.as(alice).post('/api/missions', { title: 'Long history', description: null }));
    await todoIn(alice, mission.id, 'Many events', null);
    const saved = AS_OF_LIMITS.events;
    AS_OF_LIMITS.events = 2;
    try {
      const res = await t.as(alice).get(`/api/missions/${mission.id}/as-of?at=${encodeURIComponent(new Date().toISOString())}`);
      expect(res.statusCode).toBe(413);
      expect(res.json().detail).toMatch(/^This mission's history is too large to show as it was/);
    } finally {
      AS_OF_LIMITS.events = saved;
    }
  }, 30_000);
});

describe('GET /api/odysseys/{id}/as-of', () => {
  it('shows the odyssey with the missions it had then, their todos and steps', async () => {
    const odyssey = await created(await t.as(alice).post('/api/odysseys', { title: 'Move abroad', description: null }));
    const first = await created(await t.as(alice).post('/api/missions', { title: 'Find a flat', description: null, odyssey_id: odyssey.id }));
    const todo = await todoIn(alice, first.id, 'Visit three flats', null);
    const cut = await cutAfterLog();
    // Later the mission leaves the odyssey and another one joins.
    expect((await t.as(alice).put(`/api/missions/${first.id}`, { odyssey_id: null })).statusCode).toBe(200);
    const second = await created(await t.as(alice).post('/api/missions', { title: 'Learn the language', description: null, odyssey_id: odyssey.id }));

    const res = await t.as(alice).get(`/api/odysseys/${odyssey.id}/as-of?at=${encodeURIComponent(cut)}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().odyssey as { title: string; total_missions: number; missions: MissionAsOf[] };
    expect(view).toMatchObject({ title: 'Move abroad', total_missions: 1 });
    expect(view.missions.map((m) => m.id)).toEqual([first.id]);
    expect(view.missions[0].todos.map((x) => x.id)).toEqual([todo.id]);
    expect(view.missions[0].todos[0].steps.map((s) => s.id)).toEqual(todo.steps.map((s) => s.id));

    const today = (await t.as(alice).get(`/api/odysseys/${odyssey.id}/as-of?at=${encodeURIComponent(new Date().toISOString())}`)).json();
    expect(today.odyssey.missions.map((m: { id: string }) => m.id)).toEqual([second.id]);
    expect((await t.as(bob).get(`/api/odysseys/${odyssey.id}/as-of?at=${encodeURIComponent(cut)}`)).statusCode).toBe(404);
  }, 30_000);
  it('builds an odyssey of several missions one query at a time on its connection', async () => {
    const odyssey = await created(await t.as(alice).post('/api/odysseys', { title: 'Run a marathon', description: null }));
    const missions = [];
    for (const title of ['Build the base', 'Speed work', 'Taper']) {
      const mission = await created(await t.as(alice).post('/api/missions', { title, description: null, odyssey_id: odyssey.id }));
      await todoIn(alice, mission.id, `${title}: week one`, null);
      missions.push(mission);
    }
    // In one transaction, one query at a time: tests/support/noQueuedQueries.ts fails this file
    // otherwise (Promise.all over the missions did, with 2 queued queries).
    const res = await t.as(alice).get(`/api/odysseys/${odyssey.id}/as-of?at=${encodeURIComponent(await cutAfterLog())}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().odyssey as { missions: MissionAsOf[] };
    expect(view.missions.map((m) => m.id).sort()).toEqual(missions.map((m) => m.id).sort());
    expect(view.missions.every((m) => m.todos.length === 1)).toBe(true);
  }, 30_000);
});
