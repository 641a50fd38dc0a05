import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

/**
 * Order read by the forecast, Today's Focus and the risk verdict: the finish counts the
 * longest chain of open todos a plan waits for; a plan without waits is forecast as before;
 * an in-progress todo that waits comes after those that can go on and says what it waits for.
 */
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-06-02T09:00:00.000Z');
let clock = START;
let t: TestApp;
let alice: TestUser;

const day = (n: number) => new Date(START + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date((clock += 1)) });
  await t.registerUser();
  alice = await t.registerUser();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 30_000);

async function post(url: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await t.as(alice).post(url, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const todoIn = (missionId: string, title: string, extra: Record<string, unknown> = {}) => post('/api/todos/', { title, success_criteria: 'Done', mission_id: missionId, ...extra });
async function wait(todoId: string, dependsOn: string) {
  const res = await t.as(alice).post(`/api/todos/${todoId}/dependencies`, { depends_on: dependsOn });
  expect(res.statusCode).toBe(200);
}
async function complete(todoId: string) {
  expect((await t.as(alice).post(`/api/todos/${todoId}/force-complete`)).statusCode).toBe(200);
}
const forecastOf = async (missionId: string) => (await t.as(alice).get(`/api/missions/${missionId}/forecast`)).json();

it('a mission waiting for a longer chain in another mission is forecast along that chain, and names it', async () => {
  clock = START;
  const shell = await post('/api/missions/', { title: 'Shell' });
  const ground = await post('/api/missions/', { title: 'Groundwork' });
  // Pace: one of the shell's todos done on each of days 1 to 4.
  const done = [];
  for (let i = 0; i < 4; i++) done.push(await todoIn(shell.id, `Order material ${i + 1}`, { due_date: day(30) }));
  const walls = await todoIn(shell.id, 'Raise the walls', { due_date: day(30) });
  const roof = await todoIn(shell.id, 'Put on the roof', { due_date: day(30) });
  const groundTodos = [];
  for (let i = 0; i < 6; i++) groundTodos.push(await todoIn(ground.id, `Groundwork ${i + 1}`));
  for (let d = 1; d <= 4; d++) {
    clock = START + d * DAY;
    await complete(done[d - 1].id);
  }

  const before = await forecastOf(shell.id);
  expect(before.critical_path).toEqual([]);
  expect(before.forecast.remaining).toBe(2);

  // Inside the mission: a chain of 2 for 2 open todos changes no figure, and is named.
  await wait(roof.id, walls.id);
  const inside = await forecastOf(shell.id);
  expect(inside.forecast).toEqual(before.forecast);
  expect(inside.critical_path.map((c: { title: string }) => c.title)).toEqual(['Raise the walls', 'Put on the roof']);

  // The walls wait for the end of a chain of six in the other mission: 8 todos before the roof is on.
  for (let i = 1; i < 6; i++) await wait(groundTodos[i].id, groundTodos[i - 1].id);
  await wait(walls.id, groundTodos[5].id);
  const chained = await forecastOf(shell.id);
  expect(chained.critical_path.map((c: { title: string }) => c.title)).toEqual([...groundTodos.map((_, i) => `Groundwork ${i + 1}`), 'Raise the walls', 'Put on the roof']);
  expect(chained.critical_path[0]).toMatchObject({ id: groundTodos[0].id, mission_id: ground.id, mission_title: 'Groundwork' });
  expect(chained.forecast.remaining).toBe(8);
  expect(chained.forecast.p50_date > before.forecast.p50_date).toBe(true);

  // The mission's badge and the forecast give one verdict.
  const listed = (await t.as(alice).get('/api/missions/')).json().find((m: { id: string }) => m.id === shell.id);
  expect(listed.outlook).toBe(chained.outlook);

  // Finishing the chain's first todo moves the forecast in.
  await complete(groundTodos[0].id);
  const moved = await forecastOf(shell.id);
  expect(moved.forecast.remaining).toBe(7);
  expect(moved.critical_path).toHaveLength(7);
  expect(moved.forecast.p50_date <= chained.forecast.p50_date).toBe(true);

  // Deleting a todo of the chain takes it out of the order; restoring it brings it back.
  const deleted = await t.as(alice).delete(`/api/todos/${groundTodos[3].id}`);
  expect(deleted.statusCode).toBe(204);
  expect((await forecastOf(shell.id)).critical_path.map((c: { title: string }) => c.title)).toEqual(['Groundwork 5', 'Groundwork 6', 'Raise the walls', 'Put on the roof']);
});

it("Today's Focus puts in-progress todos that can go on first and says what a blocked one waits for", async () => {
  clock = START + 40 * DAY;
  const mission = await post('/api/missions/', { title: 'Move house' });
  const boxes = await todoIn(mission.id, 'Pack the boxes', { due_date: day(41) });
  const van = await todoIn(mission.id, 'Book the van', { due_date: day(60) });
  const pack = await todoIn(mission.id, 'Label the boxes', { due_date: day(45) });
  for (const todo of [boxes, van]) expect((await t.as(alice).put(`/api/todos/${todo.id}`, { status: 'in_progress' })).statusCode).toBe(200);
  await wait(boxes.id, pack.id);

  const focus = (await t.as(alice).get('/api/dashboard/summary')).json().in_progress_todos;
  expect(focus.map((f: { title: string }) => f.title)).toEqual(['Book the van', 'Pack the boxes']);
  expect(focus[0]).toMatchObject({ blocked: false, waiting_for: [] });
  expect(focus[1]).toMatchObject({ blocked: true, waiting_for: [{ id: pack.id, title: 'Label the boxes' }] });

  await complete(pack.id);
  const after = (await t.as(alice).get('/api/dashboard/summary')).json().in_progress_todos;
  expect(after.map((f: { title: string; blocked: boolean }) => [f.title, f.blocked])).toEqual([
    ['Pack the boxes', false],
    ['Book the van', false],
  ]);
});
