import { randomUUID } from 'node:crypto';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-06-02T09:00:00.000Z');
let clock = START;

const day = (n: number) => new Date(START + n * DAY).toISOString().slice(0, 10);
const dayBucket = (n: number) => `${day(n)}T00:00:00.000Z`;

const { t, alice, bob } = testAppForSuite({ now: () => new Date((clock += 1)) });

async function post(user: TestUser, url: string, body: Record<string, unknown>) {
  const res = await t.as(user).post(url, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

it('draws the burn-up from the todos, forecasts from the recent pace and says the due date will be missed', async () => {
  const odyssey = await post(alice, '/api/odysseys/', { title: 'Get fit for the autumn' });
  const mission = await post(alice, '/api/missions/', { title: 'Run 5k', odyssey_id: odyssey.id });
  const other = await post(alice, '/api/missions/', { title: 'Stretch daily', odyssey_id: odyssey.id });
  const todos = [];
  for (let i = 0; i < 6; i++) todos.push(await post(alice, '/api/todos/', { title: `Run ${i + 1}`, success_criteria: 'Done', mission_id: mission.id, due_date: day(5) }));
  await post(alice, '/api/todos/', { title: 'Stretch', success_criteria: 'Done', mission_id: other.id });
  // One todo finished on each of days 1 to 4.
  for (let d = 1; d <= 4; d++) {
    clock = START + d * DAY;
    expect((await t.as(alice).post(`/api/todos/${todos[d - 1].id}/force-complete`)).statusCode).toBe(200);
  }

  const res = await t.as(alice).get(`/api/missions/${mission.id}/forecast`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.burnup_bucket).toBe('day');
  expect(body.burnup[0]).toEqual({ at: dayBucket(0), scope: 6, done: 0, progress: 0 });
  expect(body.burnup.at(-1)).toEqual({ at: dayBucket(4), scope: 6, done: 4, progress: 4 });
  expect(body.pace).toEqual({ window_days: 28, completed_in_window: 4, per_week: 1 });
  expect(body.forecast.status).toBe('forecast');
  expect(body.forecast.remaining).toBe(2);
  // At most one a day, two left: not before day 6, so the day-5 due date will be missed.
  expect(body.forecast.p50_date >= day(6)).toBe(true);
  expect(body.forecast.p85_date >= body.forecast.p50_date).toBe(true);
  expect(body.latest_due_date).toBe(day(5));
  expect(body.outlook).toBe('will_miss');

  const whole = (await t.as(alice).get(`/api/odysseys/${odyssey.id}/forecast`)).json();
  expect(whole.burnup.at(-1)).toEqual({ at: dayBucket(4), scope: 7, done: 4, progress: 4 });
  expect(whole.forecast.remaining).toBe(3);
});

it('has no forecast without recent progress, and nothing to forecast when there are no todos', async () => {
  clock = START + 40 * DAY;
  const mission = await post(alice, '/api/missions/', { title: 'Learn the guitar' });
  expect((await t.as(alice).get(`/api/missions/${mission.id}/forecast`)).json()).toMatchObject({ burnup: [], forecast: { status: 'complete', remaining: 0 }, outlook: 'complete' });
  await post(alice, '/api/todos/', { title: 'Buy a guitar', success_criteria: 'Owned', mission_id: mission.id, due_date: day(50) });
  expect((await t.as(alice).get(`/api/missions/${mission.id}/forecast`)).json()).toMatchObject({
    forecast: { status: 'no_pace', remaining: 1, p50_date: null, p85_date: null },
    outlook: 'no_pace',
  });
});

it('draws a mission younger than three days by the hour, moving from its first completed step', async () => {
  clock = START + 60 * DAY + 20 * 60 * 1000;
  const mission = await post(alice, '/api/missions/', { title: 'Bake bread' });
  const todo = await post(alice, '/api/todos/', { title: 'Make a starter', success_criteria: 'Bubbly', mission_id: mission.id });
  await post(alice, '/api/todos/', { title: 'Bake a loaf', success_criteria: 'Baked', mission_id: mission.id });
  const steps = await t.plannedSteps(alice, todo.id);
  expect((await t.as(alice).put(`/api/steps/${steps[0].id}/complete`)).statusCode).toBe(200);

  const body = (await t.as(alice).get(`/api/missions/${mission.id}/forecast`)).json();
  const hour = new Date(START + 60 * DAY).toISOString();
  expect(body.burnup_bucket).toBe('hour');
  expect(body.burnup).toEqual([
    { at: new Date(Date.parse(hour) - 60 * 60 * 1000).toISOString(), scope: 0, done: 0, progress: 0 },
    { at: hour, scope: 2, done: 0, progress: Math.round(100 / steps.length) / 100 },
  ]);
});

it("answers another user's, a missing and a malformed id alike: 404", async () => {
  const mission = await post(alice, '/api/missions/', { title: 'Private' });
  for (const url of [`/api/missions/${mission.id}/forecast`, `/api/missions/${randomUUID()}/forecast`, '/api/missions/nope/forecast']) {
    const res = await t.as(bob).get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Mission not found' });
  }
  expect((await t.as(bob).get(`/api/odysseys/${randomUUID()}/forecast`)).json()).toEqual({ detail: 'Odyssey not found' });
});
