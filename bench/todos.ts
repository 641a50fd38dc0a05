import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handleCommand';
import { todoDecider, todoStreamId } from '../domain/todos/todoDecider';
import type { TodoCommand } from '../domain/todos/todoCommands';
import { startTestApp, type TestApp, type TestUser } from '../tests/support/testApp';
import { ms, runConcurrent, summarise, type BenchResult } from './benchLib';
import { benchTodoCreation } from './benchTodos';
import { listenLocally } from '../tests/support/listenLocally';

const STEPS_PER_TODO = 10;

/** Writes a todo with a known plan straight through the command handler (setup, not measured). */
async function seedTodo(t: TestApp, userId: string, index: number): Promise<{ todoId: string; stepIds: string[]; position: bigint }> {
  const todoId = randomUUID();
  const stepIds = Array.from({ length: STEPS_PER_TODO }, () => randomUUID());
  const run = (command: TodoCommand) =>
    handleCommand(t.services.deps, { streamId: todoStreamId(todoId), decider: todoDecider, command, actor: { userId, correlationId: 'bench' } });
  const created = await run(benchTodoCreation(todoId, userId, index, stepIds));
  const now = new Date().toISOString();
  // A little history on the first steps, so progress has findings and evidence to aggregate.
  await run({ type: 'AddEvidence', todoId, userId, stepId: stepIds[0], evidenceId: randomUUID(), contentText: `Result of step 1 for todo ${index}`, now });
  await run({ type: 'AddFinding', todoId, userId, stepId: stepIds[1], findingId: randomUUID(), findingType: 'information', title: 'Note', content: 'Something learned', now });
  const last = await run({ type: 'CompleteStep', todoId, userId, stepId: stepIds[0], evaluationRequestId: randomUUID(), now });
  return { todoId, stepIds, position: last.position ?? created.position! };
}

async function caughtUp(t: TestApp, position: bigint) {
  if (!(await t.services.deps.projections!.waitFor(position, 120_000))) throw new Error('read models did not catch up');
}

/**
 * PUT /api/steps/{id}/complete end to end over HTTP at 20 concurrent clients (each its own
 * user; the last step of each todo runs the offline evaluation in the request), and
 * GET /api/todos/{id}/progress with one user holding 1,000 todos x 10 steps.
 */
export async function benchTodos(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const t = await startTestApp({ poolSize: 16 });
  try {
    const base = await listenLocally(t.app);
    const call = async (user: TestUser, method: string, path: string) => {
      const res = await fetch(`${base}${path}`, { method, headers: user.headers });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    await t.registerUser(); // the admin

    // ---- step completion, 20 clients ----
    const clients = 20;
    const todosPerClient = 3;
    const users = await Promise.all(Array.from({ length: clients }, () => t.registerUser()));
    const work: Array<{ user: TestUser; stepId: string }[]> = [];
    let position = 0n;
    for (const user of users) {
      const queue: { user: TestUser; stepId: string }[] = [];
      for (let i = 0; i < todosPerClient; i++) {
        const seeded = await seedTodo(t, user.user.id, i);
        position = seeded.position > position ? seeded.position : position;
        // Step 1 is done already; the other nine are completed in the bench.
        queue.push(...seeded.stepIds.slice(1).map((stepId) => ({ user, stepId })));
      }
      work.push(queue);
    }
    // One client alone first: what a single completion costs end to end.
    const solo = await t.registerUser();
    const soloSteps: string[] = [];
    for (let i = 0; i < todosPerClient; i++) {
      const seeded = await seedTodo(t, solo.user.id, i);
      position = seeded.position > position ? seeded.position : position;
      soloSteps.push(...seeded.stepIds.slice(1));
    }
    await caughtUp(t, position);
    const soloLatencies: number[] = [];
    for (const stepId of soloSteps) {
      const t0 = performance.now();
      await call(solo, 'PUT', `/api/steps/${stepId}/complete`);
      soloLatencies.push(performance.now() - t0);
    }
    const alone = summarise(soloLatencies);
    results.push({ name: `PUT /steps/{id}/complete, one client (${alone.n} calls) p50 / p99`, value: `${ms(alone.p50)} / ${ms(alone.p99)}` });

    const perClient = work[0].length;
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      work.map(async (queue) => {
        for (const item of queue) {
          const t0 = performance.now();
          await call(item.user, 'PUT', `/api/steps/${item.stepId}/complete`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const wall = performance.now() - started;
    const complete = summarise(latencies);
    results.push({ name: `PUT /steps/{id}/complete, ${clients} concurrent clients (${complete.n} calls; each ${perClient / todosPerClient}th finishes a todo and runs its evaluation) p50`, value: ms(complete.p50) });
    results.push({ name: 'PUT /steps/{id}/complete p99', value: ms(complete.p99) });
    results.push({ name: 'PUT /steps/{id}/complete throughput', value: `${((complete.n / wall) * 1000).toFixed(0)} req/s` });

    // ---- progress with 1,000 todos x 10 steps ----
    const owner = await t.registerUser();
    const todoIds: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const seeded = await seedTodo(t, owner.user.id, i);
      todoIds.push(seeded.todoId);
      position = seeded.position;
    }
    await caughtUp(t, position);
    const progress = await runConcurrent(2000, 10, async (i) => call(owner, 'GET', `/api/todos/${todoIds[(i * 7919) % todoIds.length]}/progress`));
    const p = summarise(progress.latencies);
    results.push({ name: 'GET /todos/{id}/progress, 1,000 todos x 10 steps, 10 clients p50', value: ms(p.p50) });
    results.push({ name: 'GET /todos/{id}/progress p99', value: ms(p.p99) });
    const list = await runConcurrent(50, 5, async () => call(owner, 'GET', '/api/todos/'));
    results.push({ name: 'GET /todos/ (1,000 todos) p99', value: ms(summarise(list.latencies).p99) });
  } finally {
    await t.close();
  }
  return results;
}
