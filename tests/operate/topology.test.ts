import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '../support/db';
import { callRole, freePort, killAll, startRole, type RoleProcess } from '../support/roleProcess';

/**
 * The production topology as separate OS processes on one PostgreSQL: two ROLE=api, two
 * ROLE=projector, one ROLE=planner, sharing JWT_SECRET and MASTER_KEY (as docker-compose.yml
 * runs them). Processes are killed the way a machine loses them: SIGKILL, no clean stop.
 */
jest.setTimeout(180_000);

const STARTING = 'The service is starting: its read models are not ready yet. Try again in a few seconds.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: RoleProcess[] = [];
let shared: Record<string, string>;
let api1: RoleProcess;
let api2: RoleProcess;
let projectors: RoleProcess[];
let planner: RoleProcess;
let token: string;
/** What the run measured, printed once at the end (ms). */
const measured: Record<string, number> = {};

function start(name: string, role: string, port?: number): RoleProcess {
  const p = startRole(name, { ...shared, ROLE: role, ...(port ? { PORT: String(port) } : {}) });
  processes.push(p);
  return p;
}

/** A request as the operator (once registered), with the moment its answer was read. */
async function call(p: RoleProcess, method: string, url: string, body?: unknown): Promise<{ status: number; json: () => any; at: number }> {
  return { ...(await callRole(p, method, url, { body, token })), at: performance.now() };
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

const listening = (p: RoleProcess) => until(`${p.name} listening`, async () => ((await fetch(`${p.url}/api/health`)).ok ? true : undefined), 90_000);
const elected = (group: string) => (line: Record<string, unknown>) => line.msg === 'processor elected' && line.processor === group;

/** Acknowledged todos: id, and the api process that wrote it. */
const written: { id: string; title: string; through: string }[] = [];

async function createTodo(through: RoleProcess, title: string) {
  const created = await call(through, 'POST', '/api/todos', { title, success_criteria: 'It is done' });
  if (created.status !== 201) throw new Error(`${through.name} answered ${created.status} to a new todo: ${JSON.stringify(created.json())}`);
  const todo = { id: created.json().id as string, title, through: through.name };
  written.push(todo);
  return { ...todo, at: created.at };
}

beforeAll(async () => {
  database = await createTestDatabase('odyssey_topology');
  shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MASTER_KEY: randomBytes(32).toString('base64'),
    // Every write here is one person's: the per-user limits are not what this test is about.
    PLANNER_RATE_LIMIT: '100000',
    EVALUATION_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT: '100000',
  };
});

afterAll(async () => {
  console.log(`topology: ${JSON.stringify(measured)}`);
  await killAll(processes);
  await database?.drop();
});

describe('roles as separate processes on one PostgreSQL', () => {
  it('an api process started before any projector answers 503 saying so, never 500, until the read models are there', async () => {
    const [port1, port2] = [await freePort(), await freePort()];
    const started = performance.now();
    api1 = start('api-1', 'api', port1);
    await listening(api1);
    measured.api_listening = Math.round(performance.now() - started);
    expect((await call(api1, 'GET', '/api/health')).status).toBe(200);
    const notReady = await call(api1, 'GET', '/api/ready');
    expect(notReady.status).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 'not_ready', checks: { schema: 'missing' }, detail: expect.stringContaining('ROLE=projector') });
    const early = await call(api1, 'POST', '/api/auth/register', { email: 'early@example.com', password: 'correct horse battery' });
    expect([early.status, early.json()]).toEqual([503, { detail: STARTING }]);

    // The rest of the deployment starts; meanwhile api-1 keeps answering 503, then the real answer.
    projectors = [start('projector-1', 'projector'), start('projector-2', 'projector')];
    planner = start('planner-1', 'planner');
    api2 = start('api-2', 'api', port2);
    const othersStarted = performance.now();
    const seen = new Set<number>();
    await until(
      'api-1 ready',
      async () => {
        seen.add((await call(api1, 'POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong password here' })).status);
        return (await call(api1, 'GET', '/api/ready')).status === 200 ? true : undefined;
      },
      90_000,
      200,
    );
    measured.ready_after_projectors_started = Math.round(performance.now() - othersStarted);
    expect([...seen].every((status) => status === 503 || status === 401)).toBe(true);
    expect((await call(api1, 'POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong password here' })).status).toBe(401);
    await listening(api2);
    await until('api-2 ready', async () => ((await call(api2, 'GET', '/api/ready')).status === 200 ? true : undefined), 30_000);
  });

  it('shares writes between api processes, survives SIGKILLed projector and planner, and loses no acknowledged write', async () => {
    const registered = await call(api1, 'POST', '/api/auth/register', { email: 'operator@example.com', password: 'correct horse battery' });
    expect(registered.status).toBe(201);
    token = registered.json().access_token;
    // One JWT_SECRET: a token from api-1 is good on api-2.
    expect((await call(api2, 'GET', '/api/auth/me')).json().email).toBe('operator@example.com');

    // A write through one api process is readable at once through the other.
    for (let i = 0; i < 6; i++) {
      const [from, to] = i % 2 === 0 ? [api1, api2] : [api2, api1];
      const todo = await createTodo(from, `Before the kill ${i}`);
      const read = await call(to, 'GET', `/api/todos/${todo.id}`);
      expect([read.status, read.json().title]).toEqual([200, todo.title]);
    }

    const activeProjector = await until('an active projector', async () => projectors.find((p) => p.logs().some(elected('read-models'))), 30_000);
    const standby = projectors.find((p) => p !== activeProjector)!;
    await planner.waitForLog(elected('plan-steps-for-new-todo'), 30_000);

    // Todos the planner has not planned yet: it is frozen while they are written, then killed.
    planner.kill('SIGSTOP');
    const unplanned = [];
    for (let i = 0; i < 6; i++) unplanned.push(await createTodo(i % 2 === 0 ? api1 : api2, `Unplanned when the planner died ${i}`));
    planner.kill('SIGKILL');
    await planner.exited;
    for (const todo of unplanned) expect((await call(api1, 'GET', `/api/steps/todo/${todo.id}`)).json()).toEqual([]);

    // Writes keep coming through both api processes while the active projector is SIGKILLed.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) await createTodo(i % 2 === 0 ? api1 : api2, `During the hand-over ${i}`);
    })();
    await sleep(300);
    activeProjector.kill('SIGKILL');
    const killedAt = performance.now();
    const killedAtEpoch = Date.now();
    await activeProjector.exited;
    // The next write's answer waits until the read models hold it (read your writes); then the
    // other api process must show it at once.
    const next = await createTodo(api2, 'First after the kill');
    const takeoverMs = next.at - killedAt;
    const seenElsewhere = await call(api1, 'GET', `/api/todos/${next.id}`);
    expect(seenElsewhere.status).toBe(200);
    const takenOver = await standby.waitForLog(elected('read-models'), 10_000);
    measured.standby_elected = (takenOver.time as number) - killedAtEpoch;
    writing = false;
    await writer;
    // How long the hand-over took is printed, not asserted: it moves with the machine's load.
    measured.takeover = Math.round(takeoverMs);

    // A new planner process picks up the plans the killed one never made.
    const plannerRestarted = performance.now();
    planner = start('planner-2', 'planner');
    for (const todo of [...written.slice(0, 6), ...unplanned]) {
      const steps = await until(`steps of "${todo.title}"`, async () => {
        const answer = await call(api1, 'GET', `/api/steps/todo/${todo.id}`);
        return answer.status === 200 && answer.json().length > 0 ? answer.json() : undefined;
      }, 60_000, 200);
      expect(steps.length).toBeGreaterThan(0);
    }

    measured.plans_after_planner_restart = Math.round(performance.now() - plannerRestarted);

    // After the hand-over, a write through either api process is still readable at once through the other.
    for (let i = 0; i < 4; i++) {
      const [from, to] = i % 2 === 0 ? [api2, api1] : [api1, api2];
      const todo = await createTodo(from, `After the hand-over ${i}`);
      expect((await call(to, 'GET', `/api/todos/${todo.id}`)).status).toBe(200);
    }

    // No acknowledged write was lost: every todo answered 201 is readable through both.
    for (const todo of written) {
      for (const api of [api1, api2]) {
        const read = await call(api, 'GET', `/api/todos/${todo.id}`);
        expect([todo.title, read.status, read.json().title]).toEqual([todo.title, 200, todo.title]);
      }
    }
    expect(written.length).toBeGreaterThan(17);
    measured.acknowledged_writes = written.length;
  });
});
