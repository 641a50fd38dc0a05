import { randomUUID } from 'node:crypto';
import { waitForProjections } from '../../api/appDeps';
import { handleCommand } from '../../commands/handleCommand';
import type { TodoCommand } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

/** A clock the tests move: health depends on it, with no new event. Each reading is 1 ms later, so creation orders are defined. */
let clock = new Date('2025-04-01T09:00:00.000Z');
let ticks = 0;

const { t, alice, bob } = testAppForSuite({ now: () => new Date(clock.getTime() + ++ticks) });

async function createOdyssey(user: TestUser, body: Record<string, unknown>) {
  const res = await t.as(user).post('/api/odysseys/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function createMission(user: TestUser, title: string, odysseyId: string | null) {
  const res = await t.as(user).post('/api/missions/', { title, odyssey_id: odysseyId });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function addTodo(user: TestUser, missionId: string, title: string, dueDate: string | null) {
  const deps = t.services.deps;
  const todoId = randomUUID();
  const result = await handleCommand(deps, {
    streamId: todoStreamId(todoId),
    decider: todoDecider,
    command: {
      type: 'CreateTodo',
      todoId,
      userId: user.user.id,
      title,
      successCriteria: 'Done',
      missionId,
      dueDate,
      steps: [{ stepId: randomUUID(), title: 'Only step' }],
      now: deps.now().toISOString(),
    } as TodoCommand,
    actor: { userId: user.user.id, correlationId: randomUUID() },
  });
  await waitForProjections(deps, result.position);
  return todoId;
}

describe('odysseys', () => {
  it('creates an odyssey with empty figures and no health', async () => {
    const odyssey = await createOdyssey(alice, { title: ' Run a marathon ', description: 'Sub 4 hours' });
    expect(odyssey).toMatchObject({
      title: 'Run a marathon',
      description: 'Sub 4 hours',
      status: 'active',
      total_missions: 0,
      completed_missions: 0,
      active_missions: 0,
      paused_missions: 0,
      progress_percentage: 0,
      missions: [],
      is_sample: false,
    });
    expect(odyssey).not.toHaveProperty('health_status');
  });

  it('refuses a blank or missing title and an unknown status', async () => {
    const blank = await t.as(alice).post('/api/odysseys/', { title: '  ', description: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Please provide an odyssey title');
    const missing = await t.as(alice).post('/api/odysseys/', {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { detail: 'Invalid title: title is required' }]);
    const odyssey = await createOdyssey(alice, { title: 'Status check' });
    const bad = await t.as(alice).put(`/api/odysseys/${odyssey.id}`, { status: 'finished' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Odyssey status must be one of: active, completed, paused, archived');
  });

  it('counts its missions by status, with progress and the worst health of active missions over time', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Learn Spanish' });
    const grammar = await createMission(alice, 'Grammar', odyssey.id);
    const vocab = await createMission(alice, 'Vocabulary', odyssey.id);
    const travel = await createMission(alice, 'Travel', odyssey.id);
    const done = await createMission(alice, 'Alphabet', odyssey.id);
    await t.as(alice).put(`/api/missions/${travel.id}`, { status: 'paused' });
    await t.as(alice).put(`/api/missions/${done.id}`, { status: 'completed' });
    await addTodo(alice, grammar.id, 'Past tense', '2025-04-10');
    await addTodo(alice, vocab.id, 'Food words', '2025-06-01');
    await addTodo(alice, travel.id, 'Paused and overdue', '2025-03-01');

    const read = async () => (await t.as(alice).get(`/api/odysseys/${odyssey.id}`)).json();
    expect(await read()).toMatchObject({
      total_missions: 4,
      completed_missions: 1,
      active_missions: 2,
      paused_missions: 1,
      progress_percentage: 25,
      health_status: 'healthy',
    });
    clock = new Date('2025-04-09T12:00:00.000Z');
    expect((await read()).health_status).toBe('at_risk');
    clock = new Date('2025-04-11T00:00:00.000Z');
    const late = await read();
    expect(late.health_status).toBe('critical');
    expect(late.missions.find((m: { id: string }) => m.id === grammar.id)).toMatchObject({ health_status: 'critical', overdue_count: 1 });
    clock = new Date('2025-04-01T09:00:00.000Z');
  });

  it('says of each of its missions how many todos are done of how many, and the latest due date still open', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Open a bakery' });
    const premises = await createMission(alice, 'Find premises', odyssey.id);
    const empty = await createMission(alice, 'Hire staff', odyssey.id);
    await addTodo(alice, premises.id, 'Shortlist shops', '2025-05-10');
    const signed = await addTodo(alice, premises.id, 'Sign the lease', '2025-06-01');
    await addTodo(alice, premises.id, 'Ask the bank', null);
    expect((await t.as(alice).post(`/api/todos/${signed}/force-complete`)).statusCode).toBe(200);

    const missions = (await t.as(alice).get(`/api/odysseys/${odyssey.id}`)).json().missions;
    // The lease is signed: the latest open due date is the shortlist's.
    expect(missions.find((m: { id: string }) => m.id === premises.id)).toMatchObject({ total_todos: 3, completed_todos: 1, latest_due_date: '2025-05-10' });
    expect(missions.find((m: { id: string }) => m.id === empty.id)).toMatchObject({ total_todos: 0, completed_todos: 0, latest_due_date: null });
  });

  it("lists the user's odysseys newest first, with their missions", async () => {
    const dora = await t.registerUser();
    const older = await createOdyssey(dora, { title: 'Older' });
    const newer = await createOdyssey(dora, { title: 'Newer' });
    await createMission(dora, 'Inside older', older.id);
    const list = (await t.as(dora).get('/api/odysseys/')).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([newer.id, older.id]);
    expect(list[1].missions.map((m: { title: string }) => m.title)).toEqual(['Inside older']);
    expect((await t.as(bob).get('/api/odysseys/')).json().some((o: { id: string }) => o.id === older.id)).toBe(false);
  });

  it('updates title, description and status', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Draft' });
    const res = await t.as(alice).put(`/api/odysseys/${odyssey.id}`, { title: 'Final', description: 'Clear goal', status: 'Archived' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Final', description: 'Clear goal', status: 'archived' });
  });

  it('completes (idempotently), after which it cannot take new missions', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Finish line' });
    const first = await t.as(alice).post(`/api/odysseys/${odyssey.id}/complete`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'completed' });
    expect(first.json().completed_at).toEqual(expect.any(String));
    const again = await t.as(alice).post(`/api/odysseys/${odyssey.id}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('completed');
    const mission = await t.as(alice).post('/api/missions/', { title: 'Too late', odyssey_id: odyssey.id });
    expect(mission.statusCode).toBe(400);
    // Reactivated, it takes missions again.
    await t.as(alice).put(`/api/odysseys/${odyssey.id}`, { status: 'active' });
    expect((await t.as(alice).post('/api/missions/', { title: 'Now fine', odyssey_id: odyssey.id })).statusCode).toBe(201);
  });

  it('deletes the odyssey and keeps its missions as standalone missions', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Going away' });
    const mission = await createMission(alice, 'Stays', odyssey.id);
    const res = await t.as(alice).delete(`/api/odysseys/${odyssey.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/odysseys/${odyssey.id}`)).statusCode).toBe(404);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ title: 'Stays', odyssey_id: null });
  });

  it('serves the graph: odyssey > missions > todos > steps', async () => {
    const odyssey = await createOdyssey(alice, { title: 'Graphable' });
    const mission = await createMission(alice, 'Node mission', odyssey.id);
    await createMission(alice, 'Empty mission', odyssey.id);
    await addTodo(alice, mission.id, 'Node todo', null);
    const res = await t.as(alice).get(`/api/odysseys/${odyssey.id}/graph`);
    expect(res.statusCode).toBe(200);
    const graph = res.json();
    expect(graph).toMatchObject({ id: odyssey.id, total_missions: 2, total_todos: 1, total_steps: 1 });
    const node = graph.missions.find((m: { id: string }) => m.id === mission.id);
    expect(node.todos[0]).toMatchObject({ title: 'Node todo', status: 'pending' });
    expect(node.todos[0].steps[0]).toMatchObject({ title: 'Only step', status: 'pending', order_index: expect.any(Number), evidence_count: 0, finding_count: 0 });
  });

  it("answers 404 for another user's odyssey on every route, and for malformed ids", async () => {
    const odyssey = await createOdyssey(alice, { title: 'Mine alone' });
    const asBob = t.as(bob);
    for (const res of [
      await asBob.get(`/api/odysseys/${odyssey.id}`),
      await asBob.get(`/api/odysseys/${odyssey.id}/graph`),
      await asBob.put(`/api/odysseys/${odyssey.id}`, { title: 'Taken' }),
      await asBob.post(`/api/odysseys/${odyssey.id}/complete`),
      await asBob.delete(`/api/odysseys/${odyssey.id}`),
      await asBob.get('/api/odysseys/123'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Odyssey not found');
    }
    expect((await t.as(alice).get(`/api/odysseys/${odyssey.id}`)).json()).toMatchObject({ title: 'Mine alone', status: 'active' });
    expect((await t.as(null).get('/api/odysseys/')).statusCode).toBe(401);
  });
});
