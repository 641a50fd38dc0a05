import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestUser } from '../support/testApp';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-05-31T12:00:00.000Z');
/** Moved back in time to register older accounts. */
let offsetDays = 0;
let t: TestApp;
let admin: TestUser;
let oldUser: TestUser;
let monthUser: TestUser;
let newUser: TestUser;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(NOW - offsetDays * DAY) });
  offsetDays = 60;
  admin = await t.registerUser('admin@example.com');
  offsetDays = 59; // a day apart: the list is ordered by creation time
  oldUser = await t.registerUser('old@example.com');
  offsetDays = 20;
  monthUser = await t.registerUser('month@example.com');
  offsetDays = 1;
  newUser = await t.registerUser('new@example.com');
  offsetDays = 0;
});

afterAll(async () => {
  await t.close();
});

/** A todo with one step, in the given status. */
async function todoIn(user: TestUser, title: string, status: 'pending' | 'in_progress' | 'completed') {
  const todoId = randomUUID();
  const stepIds = [randomUUID(), randomUUID()];
  await t.runTodoCommand(user, todoId, { type: 'CreateTodo', title, successCriteria: 'Done', steps: stepIds.map((stepId) => ({ stepId, title: 'Step' })) });
  if (status !== 'pending') await t.runTodoCommand(user, todoId, { type: 'CompleteStep', stepId: stepIds[0], evaluationRequestId: randomUUID() });
  if (status === 'completed') await t.runTodoCommand(user, todoId, { type: 'ForceCompleteTodo' });
  return todoId;
}

describe('admin access', () => {
  const routes = ['/api/admin/users', '/api/admin/stats', '/api/admin/user-stats', '/api/admin/todos'];

  it('is refused to regular users (403) and to anonymous callers (401)', async () => {
    expect(admin.user.role).toBe('admin');
    expect(oldUser.user.role).toBe('user');
    for (const url of routes) {
      const res = await t.as(oldUser).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Administrator access is required.');
      expect((await t.as(null).get(url)).statusCode).toBe(401);
    }
    const del = await t.as(oldUser).delete(`/api/admin/users/${newUser.user.id}`);
    expect(del.statusCode).toBe(403);
    expect((await t.as(admin).get('/api/admin/users')).json().some((u: { id: string }) => u.id === newUser.user.id)).toBe(true);
  });
});

describe('admin statistics', () => {
  beforeAll(async () => {
    await todoIn(oldUser, 'Pending one', 'pending');
    await todoIn(oldUser, 'Pending two', 'pending');
    await todoIn(monthUser, 'Started', 'in_progress');
    await todoIn(newUser, 'Finished', 'completed');
  });

  it('counts users and todos by status', async () => {
    const res = await t.as(admin).get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total_users: 4, total_todos: 4, completed_todos: 1, in_progress_todos: 1, pending_todos: 2 });
  });

  it('counts users by role and recent sign-ups in the last 7 and 30 days', async () => {
    expect((await t.as(admin).get('/api/admin/user-stats')).json()).toEqual({
      total_users: 4,
      admin_count: 1,
      regular_user_count: 3,
      recent_7_days: 1,
      recent_30_days: 2,
    });
  });

  it('lists every user without secrets', async () => {
    const users = (await t.as(admin).get('/api/admin/users')).json();
    expect(users.map((u: { email: string }) => u.email)).toEqual(['new@example.com', 'month@example.com', 'old@example.com', 'admin@example.com']);
    expect(users[3]).toMatchObject({ role: 'admin', created_at: new Date(NOW - 60 * DAY).toISOString() });
    expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
  });

  it('lists todos of every user, filtered by a normalised status', async () => {
    const all = (await t.as(admin).get('/api/admin/todos')).json();
    expect(all).toHaveLength(4);
    const started = (await t.as(admin).get('/api/admin/todos?status=In_Progress')).json();
    expect(started).toEqual([expect.objectContaining({ title: 'Started', status: 'in_progress', priority: 'medium', due_date: null, user_email: 'month@example.com' })]);
    expect((await t.as(admin).get('/api/admin/todos?status=completed')).json().map((x: { title: string }) => x.title)).toEqual(['Finished']);
    expect((await t.as(admin).get('/api/admin/todos?status=pending')).json()).toHaveLength(2);
    const bad = await t.as(admin).get('/api/admin/todos?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Status must be one of: pending, in_progress, completed');
    expect((await t.as(admin).get('/api/admin/todos?limit=0')).statusCode).toBe(400);
    expect((await t.as(admin).get('/api/admin/todos?limit=1')).json()).toHaveLength(1);
  });

  it.each([
    ['limit=1.5', 'Invalid querystring limit: limit must be a whole number between 1 and 1000'],
    ['limit=abc', 'Invalid querystring limit: limit must be a whole number between 1 and 1000'],
    ['offset=2.5', 'Invalid querystring offset: offset must be a whole number, 0 or more'],
    ['offset=-1', 'Invalid querystring offset: offset must be a whole number, 0 or more'],
    ['offset=99999999999999999999', 'Invalid querystring offset: offset must be a whole number, 0 or more'],
  ])('says what a todos page takes for %s', async (query, detail) => {
    const res = await t.as(admin).get(`/api/admin/todos?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('refuses to delete the admin themself', async () => {
    const res = await t.as(admin).delete(`/api/admin/users/${admin.user.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('You cannot delete your own account.');
    expect((await t.as(admin).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.as(admin).delete(`/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.as(admin).delete('/api/admin/users/nope')).statusCode).toBe(404);
  });

  it('deletes an account: it cannot sign in, its data leaves the read models, its events stay', async () => {
    const victim = await t.registerUser('leaving@example.com');
    const mission = (await t.as(victim).post('/api/missions/', { title: 'My mission' })).json();
    const odyssey = (await t.as(victim).post('/api/odysseys/', { title: 'My odyssey' })).json();
    const todoId = await todoIn(victim, 'My todo', 'in_progress');
    const before = (await t.as(admin).get('/api/admin/stats')).json();

    const res = await t.as(admin).delete(`/api/admin/users/${victim.user.id}`);
    expect(res.statusCode).toBe(204);

    expect((await t.as(victim).get('/api/missions/')).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'leaving@example.com', password: 'correct horse battery' } });
    expect(login.statusCode).toBe(401);
    const db = t.services.deps.db;
    expect(await db('missions').where({ id: mission.id }).first()).toBeUndefined();
    expect(await db('odysseys').where({ id: odyssey.id }).first()).toBeUndefined();
    expect(await db('todos').where({ id: todoId }).first()).toBeUndefined();
    const after = (await t.as(admin).get('/api/admin/stats')).json();
    expect(after).toMatchObject({ total_users: before.total_users - 1, total_todos: before.total_todos - 1, in_progress_todos: before.in_progress_todos - 1 });
    expect((await t.services.deps.store.readStream(`mission-${mission.id}`)).length).toBe(1);
    expect((await t.as(admin).delete(`/api/admin/users/${victim.user.id}`)).statusCode).toBe(404);

    // The email address is free again.
    const again = await t.registerUser('leaving@example.com');
    expect(again.user.id).not.toBe(victim.user.id);
    expect((await t.as(again).get('/api/missions/')).json()).toEqual([]);
  });
});
