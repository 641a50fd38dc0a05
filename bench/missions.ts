import { randomUUID } from 'node:crypto';
import { waitForProjections } from '../api/appDeps';
import { handleCommand } from '../commands/handleCommand';
import { missionDecider, missionStreamId } from '../domain/missions/missionDecider';
import { todoDecider, todoStreamId } from '../domain/todos/todoDecider';
import { startTestApp, type TestUser } from '../tests/support/testApp';
import { ms, runConcurrent, summarise, type BenchResult } from './benchLib';
import { listenLocally } from '../tests/support/listenLocally';

const MISSIONS = 50;
const TODOS_PER_MISSION = 20;
const STEPS_PER_TODO = 10;
const CLIENTS = 20;
const ADMIN_TODOS = 100_000;

async function getJson(baseUrl: string, user: TestUser, path: string): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, { headers: user.headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  await res.arrayBuffer();
}

/**
 * Read paths of missions, odysseys and admin over real HTTP: GET /missions/ and GET
 * /odysseys/{id}/graph for one user with 50 missions x 20 todos x 10 steps at 20 concurrent
 * clients, and GET /admin/stats over 100,000 todos.
 */
export async function benchMissions(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const t = await startTestApp({ poolSize: 16 });
  try {
    const baseUrl = await listenLocally(t.app);
    const admin = await t.registerUser();
    const user = await t.registerUser();
    const deps = t.services.deps;
    const userId = user.user.id;
    const actor = { userId, correlationId: 'bench-missions' };
    const now = () => deps.now().toISOString();

    // Seed through the write side: every mission, todo and step is a real event.
    const odyssey = (await t.as(user).post('/api/odysseys/', { title: 'Bench odyssey', description: 'Seeded for the benchmark' })).json();
    const seedStarted = Date.now();
    let last: bigint | null = null;
    for (let m = 0; m < MISSIONS; m++) {
      const missionId = randomUUID();
      await handleCommand(deps, {
        streamId: missionStreamId(missionId),
        decider: missionDecider,
        command: { type: 'CreateMission', missionId, userId, title: `Mission ${m + 1}`, odyssey: { odysseyId: odyssey.id, status: 'active' }, now: now() },
        actor,
      });
      for (let i = 0; i < TODOS_PER_MISSION; i++) {
        const todoId = randomUUID();
        const steps = Array.from({ length: STEPS_PER_TODO }, (_, s) => ({ stepId: randomUUID(), title: `Step ${s + 1}` }));
        const due = new Date(Date.now() + (i - 5) * 86_400_000).toISOString().slice(0, 10);
        await handleCommand(deps, {
          streamId: todoStreamId(todoId),
          decider: todoDecider,
          command: { type: 'CreateTodo', todoId, userId, title: `Todo ${m + 1}.${i + 1}`, successCriteria: 'Done', missionId, dueDate: due, steps, now: now() },
          actor,
        });
        if (i % 2 === 0) {
          const r = await handleCommand(deps, {
            streamId: todoStreamId(todoId),
            decider: todoDecider,
            command: { type: 'CompleteStep', todoId, userId, stepId: steps[0].stepId, evaluationRequestId: randomUUID(), now: now() },
            actor,
          });
          last = r.position ?? last;
        }
      }
    }
    await waitForProjections({ ...deps, readYourWritesTimeoutMs: 120_000 }, last);
    results.push({ name: `seed ${MISSIONS} missions x ${TODOS_PER_MISSION} todos x ${STEPS_PER_TODO} steps (write side + projections)`, value: `${((Date.now() - seedStarted) / 1000).toFixed(1)} s` });

    await runConcurrent(40, CLIENTS, () => getJson(baseUrl, user, '/api/missions/')); // warm-up
    const list = await runConcurrent(400, CLIENTS, () => getJson(baseUrl, user, '/api/missions/'));
    const listS = summarise(list.latencies);
    results.push({ name: `GET /missions/ (${MISSIONS} missions, ${CLIENTS} clients) p50 / p99`, value: `${ms(listS.p50)} / ${ms(listS.p99)}` });
    results.push({ name: 'GET /missions/ throughput', value: `${Math.round((list.latencies.length / list.wallMs) * 1000)} req/s` });

    await runConcurrent(20, CLIENTS, () => getJson(baseUrl, user, `/api/odysseys/${odyssey.id}/graph`));
    const graph = await runConcurrent(200, CLIENTS, () => getJson(baseUrl, user, `/api/odysseys/${odyssey.id}/graph`));
    const graphS = summarise(graph.latencies);
    results.push({
      name: `GET /odysseys/{id}/graph (${MISSIONS * TODOS_PER_MISSION} todos, ${MISSIONS * TODOS_PER_MISSION * STEPS_PER_TODO} steps, ${CLIENTS} clients) p50 / p99`,
      value: `${ms(graphS.p50)} / ${ms(graphS.p99)}`,
    });
    const graphOne = summarise((await runConcurrent(30, 1, () => getJson(baseUrl, user, `/api/odysseys/${odyssey.id}/graph`))).latencies);
    results.push({ name: 'GET /odysseys/{id}/graph (one client) p50 / p99', value: `${ms(graphOne.p50)} / ${ms(graphOne.p99)}` });

    // The statistics read the todos read model only: fill it to 100,000 rows directly.
    const missing = ADMIN_TODOS - MISSIONS * TODOS_PER_MISSION;
    await deps.db.raw(
      `INSERT INTO todos (id, user_id, title, success_criteria, status, priority, created_at, updated_at)
       SELECT gen_random_uuid(), ?, 'Bulk todo ' || g, 'Done', (ARRAY['pending','in_progress','completed'])[1 + g % 3], 'medium', now(), now()
       FROM generate_series(1, ?) g`,
      [userId, missing],
    );
    await deps.db.raw('ANALYZE todos');
    await runConcurrent(10, 1, () => getJson(baseUrl, admin, '/api/admin/stats'));
    const stats = await runConcurrent(200, CLIENTS, () => getJson(baseUrl, admin, '/api/admin/stats'));
    const statsS = summarise(stats.latencies);
    results.push({ name: `GET /admin/stats (${ADMIN_TODOS.toLocaleString('en')} todos, ${CLIENTS} clients) p50 / p99`, value: `${ms(statsS.p50)} / ${ms(statsS.p99)}` });
    const single = await runConcurrent(50, 1, () => getJson(baseUrl, admin, '/api/admin/stats'));
    const singleS = summarise(single.latencies);
    results.push({ name: 'GET /admin/stats (one client) p50 / p99', value: `${ms(singleS.p50)} / ${ms(singleS.p99)}` });
  } finally {
    await t.close();
  }
  return results;
}
