import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * The mission list and a todo's progress are answered from memory between read-model commits
 * (api/http/answerCache.ts): what a user reads must still follow their writes at once, and the
 * mission list must still follow the clock.
 */
let clock = new Date('2025-05-01T00:00:00.000Z');

const { t, alice, bob } = testAppForSuite({ now: () => clock });

it('follows the clock and the user\'s writes, and never shows one user\'s answer to another', async () => {
  const created = await t.as(alice).post('/api/missions/', { title: 'Garden shed' });
  expect(created.statusCode).toBe(201);
  const missionId = created.json().id as string;
  const todoId = randomUUID();
  const steps = [randomUUID(), randomUUID()];
  await t.runTodoCommand(alice, todoId, {
    type: 'CreateTodo',
    title: 'Buy timber',
    successCriteria: 'Timber in the shed',
    missionId,
    dueDate: '2025-05-10',
    steps: steps.map((stepId, i) => ({ stepId, title: `Step ${i + 1}` })),
  });
  const mission = async () => {
    const res = await t.as(alice).get('/api/missions/');
    expect(res.statusCode).toBe(200);
    return (res.json() as Array<Record<string, unknown>>).find((m) => m.id === missionId)!;
  };
  expect(await mission()).toMatchObject({ health_status: 'healthy', overdue_count: 0, total_todos: 1, in_progress_count: 0 });
  expect(await mission()).toMatchObject({ health_status: 'healthy' });

  // No write in between: only the clock moves.
  clock = new Date('2025-05-09T12:00:00.000Z');
  expect(await mission()).toMatchObject({ health_status: 'at_risk', overdue_count: 0 });
  clock = new Date('2025-05-11T00:00:01.000Z');
  expect(await mission()).toMatchObject({ health_status: 'critical', overdue_count: 1 });

  // A write is seen by the very next read.
  const progress = async (user: TestUser) => t.as(user).get(`/api/todos/${todoId}/progress`);
  expect((await progress(alice)).json().metrics).toMatchObject({ completed_steps: 0, total_steps: 2 });
  expect((await t.as(alice).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);
  expect((await progress(alice)).json().metrics).toMatchObject({ completed_steps: 1, in_progress_steps: 0 });
  expect(await mission()).toMatchObject({ in_progress_count: 1, overdue_count: 1 });
  const renamed = await t.as(alice).put(`/api/missions/${missionId}`, { title: 'Garden shed, painted' });
  expect(renamed.statusCode).toBe(200);
  expect(await mission()).toMatchObject({ title: 'Garden shed, painted' });

  // The todo list (a page, its next cursor kept with it) follows the clock and the writes too.
  clock = new Date('2025-05-02T00:00:00.000Z');
  const standalone = randomUUID();
  await t.runTodoCommand(alice, standalone, {
    type: 'CreateTodo',
    title: 'Call the council',
    successCriteria: 'Called',
    missionId: null,
    dueDate: '2025-05-03',
    steps: [{ stepId: randomUUID(), title: 'Find the number' }],
  });
  await t.quiet();
  const firstPage = async () => {
    const res = await t.as(alice).get('/api/todos/?limit=1');
    expect(res.statusCode).toBe(200);
    return { todos: res.json() as Array<Record<string, unknown>>, next: res.headers['x-next-cursor'] };
  };
  const before = await firstPage();
  expect(before.todos[0]).toMatchObject({ id: standalone, is_overdue: false });
  expect(before.next).toEqual(expect.any(String));
  expect(await firstPage()).toEqual(before);
  clock = new Date('2025-05-04T00:00:00.000Z');
  expect((await firstPage()).todos[0]).toMatchObject({ id: standalone, is_overdue: true });
  await t.runTodoCommand(alice, standalone, { type: 'UpdateTodo', title: 'Call the council today' });
  expect(await firstPage()).toMatchObject({ todos: [{ id: standalone, title: 'Call the council today' }], next: before.next });

  // A kept answer goes out gzip-compressed to a client that accepts it (compressed once), the
  // same JSON and ETag as in clear, and 304 when unchanged.
  for (let i = 0; i < 4; i++) {
    await t.runTodoCommand(alice, randomUUID(), {
      type: 'CreateTodo',
      title: `Todo ${i}`,
      description: 'A longer description. '.repeat(10),
      successCriteria: 'Done',
      missionId: null,
      steps: [{ stepId: randomUUID(), title: 'The one step' }],
    });
  }
  // Nothing left for the planner to do (a todo without steps gets a plan a moment later).
  await t.quiet();
  const plain = await t.app.inject({ method: 'GET', url: '/api/todos/', headers: { ...alice.headers } });
  expect(plain.body.length).toBeGreaterThan(1024);
  for (let i = 0; i < 2; i++) {
    const zipped = await t.app.inject({ method: 'GET', url: '/api/todos/', headers: { ...alice.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  }
  const unchanged = await t.app.inject({ method: 'GET', url: '/api/todos/', headers: { ...alice.headers, 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) } });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe('');

  // Another user meets no kept answer of alice's.
  expect((await progress(bob)).statusCode).toBe(404);
  expect((await t.as(bob).get('/api/missions/')).json()).toEqual([]);
  expect((await t.as(bob).get('/api/todos/?limit=1')).json()).toEqual([]);
});
