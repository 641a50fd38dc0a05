import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { Planner, TodoInput } from '../../commands/ports/planner';
import type { Services } from '../../api/services';
import { startTestApp, type TestApp, type TestUser, startServicesBeside } from '../support/testApp';
import { eventually } from '../support/eventually';


/** A planner whose step plans for titles starting with `held` wait until released; it counts calls per title. */
function gatedPlanner(held: string, delayMs = 0) {
  const offline = new OfflinePlanner();
  const planner = Object.create(offline) as Planner;
  const calls = new Map<string, number>();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  planner.todoSteps = async (input: TodoInput, signal?: AbortSignal) => {
    calls.set(input.title, (calls.get(input.title) ?? 0) + 1);
    if (input.title.startsWith(held)) await released;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return offline.todoSteps(input, signal);
  };
  return { planner, calls, release };
}

async function createTodos(t: TestApp, user: TestUser, prefix: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.as(user).post('/api/todos', { title: `${prefix} ${i}`, success_criteria: 'Done well' });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

const stepCount = async (t: TestApp, user: TestUser, todoId: string) => (await t.as(user).get(`/api/steps/todo/${todoId}`)).json().length as number;

const planned = (t: TestApp, user: TestUser, ids: string[]) => Promise.all(ids.map((id) => stepCount(t, user, id)));

it("plans another user's new todo while one user's burst is still waiting for the model", async () => {
  const gate = gatedPlanner('Burst');
  const t = await startTestApp({ planner: gate.planner });
  try {
    const alice = await t.registerUser();
    const bob = await t.registerUser();
    const burst = await createTodos(t, alice, 'Burst', 12);
    const [bobsTodo] = await createTodos(t, bob, 'Single', 1);
    // Alice's plans cannot finish until released: Bob's plan lands anyway.
    // Bob's todo planned.
    expect(await eventually(() => stepCount(t, bob, bobsTodo), (n) => n > 0, { timeoutMs: 15_000 })).toBeGreaterThan(0);
    expect((await planned(t, alice, burst)).filter((n) => n > 0)).toHaveLength(0);
    gate.release();
    // Alice's burst planned.
    expect((await eventually(() => planned(t, alice, burst), (counts) => counts.every((n) => n > 0), { timeoutMs: 15_000 })).filter((n) => n === 0)).toEqual([]);
    expect([...gate.calls.values()].every((n) => n === 1)).toBe(true);
  } finally {
    await t.close();
  }
}, 60_000);

it('a runtime stopped mid-burst leaves the rest to the next one: every todo planned exactly once', async () => {
  const t = await startTestApp({ roles: ['api', 'projector'] });
  const gate = gatedPlanner('never', 40);
  const planners: Services[] = [];
  const startPlanner = async () => {
    const s = await startServicesBeside(t, ['planner'], { planner: gate.planner, poolSize: 3 });
    planners.push(s);
    return s;
  };
  try {
    const alice = await t.registerUser();
    const todos = await createTodos(t, alice, 'Recover', 20);
    const first = await startPlanner();
    expect((await eventually(() => planned(t, alice, todos), (counts) => counts.some((n) => n > 0), { timeoutMs: 15_000 })).some((n) => n > 0)).toBe(true);
    await first.stop();
    planners.splice(planners.indexOf(first), 1);
    const plannedBeforeStop = (await planned(t, alice, todos)).filter((n) => n > 0).length;
    expect(plannedBeforeStop).toBeLessThan(todos.length);
    await startPlanner();
    expect((await eventually(() => planned(t, alice, todos), (counts) => counts.every((n) => n > 0), { timeoutMs: 15_000 })).filter((n) => n === 0)).toEqual([]);
    for (const id of todos) {
      const stream = await t.services.rawStore.readStream(`todo-${id}`);
      expect(stream.filter((e) => e.type === 'StepsPlanned')).toHaveLength(1);
    }
  } finally {
    for (const s of planners) await s.stop();
    await t.close();
  }
}, 60_000);
