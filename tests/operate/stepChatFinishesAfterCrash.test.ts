import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createTestDatabase } from '../support/db';
import { callRole, freePort, killAll, startRole, type RoleProcess } from '../support/roleProcess';

/**
 * A step chat's reply and its outcome on the todo are two appends. The process is killed
 * between them (ODYSSEY_TEST_CRASH_AT=step-chat-reply-recorded: it SIGKILLs itself right after
 * the reply, api/http/crashPoint.ts); after a restart the outcome reactor applies the outcome
 * the reply carries: the step completed, the finding recorded, once.
 */
jest.setTimeout(240_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: RoleProcess[] = [];
const shared = { JWT_SECRET: randomBytes(48).toString('base64url'), MASTER_KEY: randomBytes(32).toString('base64') };

async function start(name: string, env: Record<string, string> = {}): Promise<RoleProcess> {
  const app = startRole(name, { ...shared, DATABASE_URL: database.url, ROLE: 'all', PORT: String(await freePort()), ...env });
  processes.push(app);
  const deadline = Date.now() + 120_000;
  while ((await fetch(`${app.url}/api/ready`).then((r) => r.status, () => 0)) !== 200) {
    if (!app.alive()) throw new Error(`${name} exited before it was ready: ${JSON.stringify(app.logs().slice(-10))}`);
    if (Date.now() > deadline) throw new Error(`${name} was not ready within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return app;
}

/** Polls `read` until `done` holds (or the time is up) and answers the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The types of a stream's events, in order, as the log holds them. */
async function streamTypes(streamId: string): Promise<string[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY revision', [streamId])).rows.map((r) => r.type as string);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase('odyssey_chat_crash');
});

afterAll(async () => {
  await killAll(processes);
  await database?.drop();
});

it('a step chat killed between the reply and its outcome completes the step and records the finding after a restart', async () => {
  const crashing = await start('crashing', { ODYSSEY_TEST_CRASH_AT: 'step-chat-reply-recorded' });
  const registered = await callRole(crashing, 'POST', '/api/auth/register', { body: { email: 'runner@example.com', password: 'correct horse battery' } });
  expect(registered.status).toBe(201);
  const token = registered.json().access_token as string;
  const created = await callRole(crashing, 'POST', '/api/todos/', { body: { title: 'Run a 10k', success_criteria: 'Finish a 10k race under 60 minutes' }, token });
  expect(created.status).toBe(201);
  const todoId = created.json().id as string;
  const steps = await until(() => callRole(crashing, 'GET', `/api/steps/todo/${todoId}`, { token }).then((r) => r.json() as { id: string; status: string }[]), (s) => s.length > 1);
  expect(steps.length).toBeGreaterThan(1);
  const step = steps[0];

  // The request dies with the process: no answer comes.
  await expect(callRole(crashing, 'POST', '/api/step-assistant/chat', { body: { step_id: step.id, message: 'Done: I ran 10 km in 58:40' }, token })).rejects.toThrow();
  await crashing.exited;
  // Killed right between the two appends: the reply is on the chat's record, its outcome not on the todo.
  expect(await streamTypes(`stepchat-${step.id}`)).toEqual(['StepChatMessagePosted', 'StepAssistantReplied', 'PlannerCallRecorded']);
  const before = await streamTypes(`todo-${todoId}`);
  expect(before).not.toContain('StepCompleted');
  expect(before).not.toContain('FindingAdded');

  const restarted = await start('restarted');
  const completed = await until(() => callRole(restarted, 'GET', `/api/steps/${step.id}`, { token }).then((r) => r.json() as { status: string }), (s) => s.status === 'completed');
  expect(completed.status).toBe('completed');
  const findings = await until(() => callRole(restarted, 'GET', `/api/step-assistant/findings/${step.id}`, { token }).then((r) => r.json() as { content: string; source: string }[]), (f) => f.length > 0);
  expect(findings.map((f) => [f.content, f.source])).toEqual([['Done: I ran 10 km in 58:40', 'step_assistant']]);
  const messages = (await callRole(restarted, 'GET', `/api/step-assistant/messages/${step.id}`, { token })).json() as { role: string }[];
  expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  expect((await callRole(restarted, 'GET', `/api/todos/${todoId}`, { token })).json().status).toBe('in_progress');
  // Applied once: one completion, one finding, each carrying the reply it came from.
  const after = await streamTypes(`todo-${todoId}`);
  expect(after.filter((t) => t === 'StepCompleted')).toHaveLength(1);
  expect(after.filter((t) => t === 'FindingAdded')).toHaveLength(1);
});
