import { OfflinePlanner } from '../planner/offlinePlanner';
import type { Planner, TodoInput } from '../commands/ports/planner';
import { startTestApp, type TestApp, type TestUser } from '../tests/support/testApp';
import type { BenchResult } from './benchLib';

const MODEL_MS = 300;
const BURST = 100;

/** A model answering every step plan in 300 ms. */
function slowPlanner(): Planner {
  const offline = new OfflinePlanner();
  const planner = Object.create(offline) as Planner;
  planner.todoSteps = async (input: TodoInput, signal?: AbortSignal) => {
    await new Promise((r) => setTimeout(r, MODEL_MS));
    return offline.todoSteps(input, signal);
  };
  return planner;
}

const stepCount = async (t: TestApp, user: TestUser, todoId: string) => (await t.as(user).get(`/api/steps/todo/${todoId}`)).json().length as number;

/** User B's time from creating a todo to its step plan while user A's 100 new todos are planned. */
export async function benchFairness(): Promise<BenchResult[]> {
  const t = await startTestApp({ planner: slowPlanner(), poolSize: 10 });
  try {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const burst: string[] = [];
    for (let i = 0; i < BURST; i++) burst.push((await t.as(a).post('/api/todos', { title: `Burst todo ${i}`, success_criteria: 'Done' })).json().id);
    const started = Date.now();
    const todo = (await t.as(b).post('/api/todos', { title: 'One todo of B', success_criteria: 'Done' })).json();
    while ((await stepCount(t, b, todo.id)) === 0) await new Promise((r) => setTimeout(r, 20));
    const waited = Date.now() - started;
    let aPlanned = 0;
    for (const id of burst) if ((await stepCount(t, a, id)) > 0) aPlanned++;
    return [
      {
        name: `user B's todo to its step plan while user A's ${BURST} todos are planned (${MODEL_MS} ms model)`,
        value: `${waited} ms (A had ${aPlanned}/${BURST} planned by then)`,
        target: '<= 2,000 ms',
        met: waited <= 2000,
      },
    ];
  } finally {
    await t.close();
  }
}
