import { randomUUID } from 'node:crypto';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

let clock = Date.parse('2025-05-01T08:00:00.000Z');
let ticks = 0;

const { t, alice, bob } = testAppForSuite({ now: () => new Date(clock + ++ticks) });

/** An in-progress todo (first of two steps done) due on `dueDate`. */
async function startedTodo(user: TestUser, missionId: string | null, title: string, dueDate: string | null) {
  const todoId = randomUUID();
  const first = randomUUID();
  await t.runTodoCommand(user, todoId, { type: 'CreateTodo', title, successCriteria: 'Done', missionId, dueDate, steps: [{ stepId: first, title: 'One' }, { stepId: randomUUID(), title: 'Two' }] });
  await t.runTodoCommand(user, todoId, { type: 'CompleteStep', stepId: first, evaluationRequestId: randomUUID() });
  return todoId;
}

/** Creates over the API as `user` and answers the new resource's id. */
async function created(user: TestUser, url: string, body: Record<string, unknown>) {
  const res = await t.as(user).post(url, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

describe('GET /api/dashboard/summary', () => {
  it('is empty for a new user', async () => {
    const res = await t.as(bob).get('/api/dashboard/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      active_odysseys: 0,
      total_odysseys: 0,
      total_missions: 0,
      active_missions: 0,
      healthy_missions: 0,
      at_risk_missions: 0,
      critical_missions: 0,
      in_progress_todos: [],
      in_progress_total: 0,
      next_todos: [],
      missions_needing_attention: [],
    });
  });

  it("shows the Command Center's figures, changing with the clock, for the user's data only", async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Big goal' })).json();
    const other = (await t.as(alice).post('/api/odysseys/', { title: 'Parked' })).json();
    await t.as(alice).put(`/api/odysseys/${other.id}`, { status: 'paused' });
    const urgent = (await t.as(alice).post('/api/missions/', { title: 'Urgent mission', odyssey_id: odyssey.id })).json();
    const calm = (await t.as(alice).post('/api/missions/', { title: 'Calm mission' })).json();
    for (let i = 1; i <= 6; i++) await startedTodo(alice, urgent.id, `Urgent ${i}`, `2025-05-0${i + 2}`);
    await startedTodo(alice, calm.id, 'Calm work', null);
    await startedTodo(bob, null, 'Bob work', '2025-05-02');

    const read = async () => (await t.as(alice).get('/api/dashboard/summary')).json();
    const early = await read();
    expect(early).toMatchObject({
      active_odysseys: 1,
      total_odysseys: 2,
      total_missions: 2,
      active_missions: 2,
      healthy_missions: 2,
      at_risk_missions: 0,
      critical_missions: 0,
      in_progress_total: 7,
      missions_needing_attention: [],
    });
    expect(early.in_progress_todos.map((x: { title: string }) => x.title)).toEqual(['Urgent 1', 'Urgent 2', 'Urgent 3', 'Urgent 4', 'Urgent 5']);
    expect(early.in_progress_todos[0]).toMatchObject({ mission_id: urgent.id, mission_title: 'Urgent mission', progress_percentage: 50, is_overdue: false });

    // Two of six open todos overdue: at risk.
    clock = Date.parse('2025-05-05T00:00:00.000Z');
    const later = await read();
    expect(later).toMatchObject({ healthy_missions: 1, at_risk_missions: 1, critical_missions: 0 });
    expect(later.missions_needing_attention).toEqual([expect.objectContaining({ id: urgent.id, health_status: 'at_risk', overdue_count: 2 })]);

    // Three overdue: critical.
    clock = Date.parse('2025-05-06T00:00:00.000Z');
    expect(await read()).toMatchObject({ at_risk_missions: 0, critical_missions: 1 });
  });

  it('names an active mission that at its recent pace finishes after its due date, and not one on pace', async () => {
    const carol = await t.registerUser();
    const DAY = 24 * 60 * 60 * 1000;
    const start = Date.parse('2025-07-01T09:00:00.000Z');
    const day = (n: number) => new Date(start + n * DAY).toISOString().slice(0, 10);
    clock = start;
    const post = (url: string, body: Record<string, unknown>) => created(carol, url, body);
    const slow = await post('/api/missions/', { title: 'Slow mission' });
    const steady = await post('/api/missions/', { title: 'Steady mission' });
    const slowTodos = [];
    const steadyTodos = [];
    for (let i = 0; i < 6; i++) slowTodos.push(await post('/api/todos/', { title: `Slow ${i}`, success_criteria: 'Done', mission_id: slow.id, due_date: day(8) }));
    for (let i = 0; i < 5; i++) steadyTodos.push(await post('/api/todos/', { title: `Steady ${i}`, success_criteria: 'Done', mission_id: steady.id, due_date: day(60) }));
    // Both finish one todo a day on days 1 to 4 (the steady one on days 1 to 3).
    for (let d = 1; d <= 4; d++) {
      clock = start + d * DAY;
      expect((await t.as(carol).post(`/api/todos/${slowTodos[d - 1].id}/force-complete`)).statusCode).toBe(200);
      if (d <= 3) expect((await t.as(carol).post(`/api/todos/${steadyTodos[d - 1].id}/force-complete`)).statusCode).toBe(200);
    }

    const summary = (await t.as(carol).get('/api/dashboard/summary')).json();
    // Neither is overdue or due soon; the forecast tells them apart, and the health badge agrees with it.
    expect(summary).toMatchObject({ healthy_missions: 1, at_risk_missions: 1, critical_missions: 0 });
    const slowForecast = (await t.as(carol).get(`/api/missions/${slow.id}/forecast`)).json();
    expect(slowForecast.outlook).toBe('will_miss');
    expect((await t.as(carol).get(`/api/missions/${steady.id}/forecast`)).json().outlook).toBe('on_track');
    expect(summary.missions_needing_attention).toEqual([
      expect.objectContaining({ id: slow.id, health_status: 'at_risk', outlook: 'will_miss', attention_reason: 'will_miss', forecast_date: slowForecast.forecast.p50_date }),
    ]);
    expect(slowForecast.forecast.p50_date > day(8)).toBe(true);

    // Paused, it no longer needs attention.
    expect((await t.as(carol).put(`/api/missions/${slow.id}`, { status: 'paused' })).statusCode).toBe(200);
    expect((await t.as(carol).get('/api/dashboard/summary')).json().missions_needing_attention).toEqual([]);
  });

  it('names up to three pending todos that can start now: soonest due first, then high priority, none of another user', async () => {
    const dana = await t.registerUser();
    const todo = (title: string, fields: Record<string, unknown>) => created(dana, '/api/todos/', { title, success_criteria: 'Done', ...fields });
    const race = await created(dana, '/api/missions/', { title: 'Half marathon base' });
    const shoes = await todo('Buy running shoes', { mission_id: race.id, due_date: '2030-03-10', priority: 'medium' });
    const fiveK = await todo('Run 5k', { mission_id: race.id, due_date: '2030-03-10', priority: 'high' });
    const tenK = await todo('Run 10k', { mission_id: race.id, due_date: '2030-03-05', priority: 'high' });
    const register = await todo('Register for the race', { mission_id: race.id, due_date: '2030-03-01', priority: 'high' });
    await todo('Stretch routine', { priority: 'high' });
    await todo('Ice bath', { priority: 'low' });
    await created(bob, '/api/todos/', { title: 'Bob errand', success_criteria: 'Done', due_date: '2030-01-01', priority: 'high' });
    expect((await t.as(dana).post(`/api/todos/${tenK.id}/dependencies`, { depends_on: fiveK.id })).statusCode).toBe(200);
    expect((await t.as(dana).post(`/api/todos/${register.id}/force-complete`)).statusCode).toBe(200);

    const next = async () => (await t.as(dana).get('/api/dashboard/summary')).json().next_todos as { id: string; title: string }[];
    const first = await next();
    // Run 10k waits for Run 5k; the race is registered; the undated todos come last.
    expect(first.map((x) => x.title)).toEqual(['Run 5k', 'Buy running shoes', 'Stretch routine']);
    expect(first[0]).toMatchObject({ id: fiveK.id, status: 'pending', priority: 'high', due_date: expect.stringMatching(/^2030-03-10/), mission_id: race.id, mission_title: 'Half marathon base', blocked: false, waiting_for: [] });
    expect(first[2]).toMatchObject({ mission_id: null, mission_title: null, due_date: null });

    // Once Run 5k is done, Run 10k can start and is due first; a todo in progress is no longer next.
    expect((await t.as(dana).post(`/api/todos/${fiveK.id}/force-complete`)).statusCode).toBe(200);
    expect((await t.as(dana).put(`/api/todos/${shoes.id}`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await next()).map((x) => x.title)).toEqual(['Run 10k', 'Stretch routine', 'Ice bath']);
    expect((await t.as(bob).get('/api/dashboard/summary')).json().next_todos.map((x: { title: string }) => x.title)).toEqual(['Bob errand']);
  });

  it('suggests no todo of a paused or completed mission as next, and does again once the mission is active', async () => {
    const erin = await t.registerUser();
    const post = (url: string, body: Record<string, unknown>) => created(erin, url, body);
    const parked = await post('/api/missions/', { title: 'Parked renovation' });
    const done = await post('/api/missions/', { title: 'Closed move' });
    const live = await post('/api/missions/', { title: 'Garden' });
    await post('/api/todos/', { title: 'Sand the floor', success_criteria: 'Done', mission_id: parked.id, due_date: '2030-01-01', priority: 'high' });
    await post('/api/todos/', { title: 'Return the keys', success_criteria: 'Done', mission_id: done.id, due_date: '2030-01-02', priority: 'high' });
    await post('/api/todos/', { title: 'Plant tulips', success_criteria: 'Done', mission_id: live.id, due_date: '2030-02-01' });
    await post('/api/todos/', { title: 'Water the lawn', success_criteria: 'Done' });
    expect((await t.as(erin).put(`/api/missions/${parked.id}`, { status: 'paused' })).statusCode).toBe(200);
    expect((await t.as(erin).put(`/api/missions/${done.id}`, { status: 'completed' })).statusCode).toBe(200);

    const next = async () => ((await t.as(erin).get('/api/dashboard/summary')).json().next_todos as { title: string }[]).map((x) => x.title);
    expect(await next()).toEqual(['Plant tulips', 'Water the lawn']);

    expect((await t.as(erin).put(`/api/missions/${parked.id}`, { status: 'active' })).statusCode).toBe(200);
    expect(await next()).toEqual(['Sand the floor', 'Plant tulips', 'Water the lawn']);
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null).get('/api/dashboard/summary')).statusCode).toBe(401);
  });
});
