import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '../support/db';
import { startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from '../support/fakeOpenAI';
import { callRole, freePort, killAll, startRole, type RoleProcess } from '../support/roleProcess';

/**
 * With the roles in separate processes, a new todo's first step plan is asked for by the
 * planner process (its reactor) and, when the person presses "generate steps" at once, by the
 * api process too. They take turns on the todo, so the model is asked once and both see the
 * same plan.
 */
jest.setTimeout(180_000);

const stepsTool = (req: RecordedRequest) => req.body.tools?.[0]?.function?.name === 'todo_steps';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: FakeOpenAI;
const processes: RoleProcess[] = [];
let api: RoleProcess;

beforeAll(async () => {
  database = await createTestDatabase('odyssey_first_plan');
  fake = await startFakeOpenAI();
  let planned = 0;
  fake.setDefaultReply((req) => {
    if (!stepsTool(req)) return { status: 500, message: 'not scripted' };
    planned += 1;
    // Slow enough that the api process asks while the planner process's call is still running.
    return { json: { steps: [{ title: `Warm up (plan ${planned})`, description: 'Easy pace' }, { title: 'Run the 10k', description: 'Race pace' }] }, delayMs: 2_000 };
  });
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MASTER_KEY: randomBytes(32).toString('base64'),
    OPENAI_BASE_URL: fake.baseURL,
    PLANNER_MODEL: 'local-model',
    PLANNER_MAX_RETRIES: '0',
    PLANNER_BACKGROUND_MAX_RETRIES: '0',
  };
  api = startRole('api', { ...shared, ROLE: 'api', PORT: String(await freePort()) });
  const projector = startRole('projector', { ...shared, ROLE: 'projector' });
  const planner = startRole('planner', { ...shared, ROLE: 'planner' });
  processes.push(api, projector, planner);
  await planner.waitForLog((line) => line.msg === 'processor elected' && line.processor === 'plan-steps-for-new-todo', 120_000);
  const deadline = Date.now() + 120_000;
  while ((await callRole(api, 'GET', '/api/ready').catch(() => ({ status: 0 }))).status !== 200) {
    if (Date.now() > deadline) throw new Error('the api process was not ready within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
});

afterAll(async () => {
  await killAll(processes);
  await fake?.close();
  await database?.drop();
});

it('"generate steps" in the api process right after creating a todo waits for the planner process\'s plan: one model call, the same steps', async () => {
  const registered = await callRole(api, 'POST', '/api/auth/register', { body: { email: 'runner@example.com', password: 'correct horse battery' } });
  expect(registered.status).toBe(201);
  const token = registered.json().access_token as string;

  const created = await callRole(api, 'POST', '/api/todos/', { body: { title: 'Run a 10k', success_criteria: 'Finish a 10k', priority: 'high' }, token });
  expect(created.status).toBe(201);
  const todoId = created.json().id as string;
  // The planner process's reactor has taken the todo and is waiting for the model.
  const deadline = Date.now() + 30_000;
  while (fake.requests.filter(stepsTool).length === 0) {
    if (Date.now() > deadline) throw new Error('the planner process never asked for the plan');
    await new Promise((r) => setTimeout(r, 25));
  }

  const generated = await callRole(api, 'POST', `/api/steps/generate/${todoId}`, { body: {}, token });

  expect(generated.status).toBe(200);
  expect(generated.json().map((s: { title: string }) => s.title)).toEqual(['Warm up (plan 1)', 'Run the 10k']);
  expect(fake.requests.filter(stepsTool)).toHaveLength(1);
  const listed = await callRole(api, 'GET', `/api/steps/todo/${todoId}`, { token });
  expect(listed.json().map((s: { id: string }) => s.id)).toEqual(generated.json().map((s: { id: string }) => s.id));
});
