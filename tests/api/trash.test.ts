import { randomUUID } from 'node:crypto';
import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';
import { createTodoWithPlan } from '../support/createTodoWithPlan';

const clock = { offsetMs: 0 };
const DAY = 24 * 60 * 60 * 1000;

const { t, alice, bob } = testAppForSuite({ now: () => new Date(Date.now() + clock.offsetMs) });
beforeEach(() => {
  clock.offsetMs = 0;
});

const addTodo = (user: TestUser, missionId: string | null, title: string) => createTodoWithPlan(t, user, { title, successCriteria: `${title} is done`, missionId });

const trash = async (user: TestUser) => (await t.as(user).get('/api/trash')).json() as Array<{ kind: string; id: string; title: string; deleted_at: string }>;
const restore = (user: TestUser, kind: string, id: string) => t.as(user).post(`/api/trash/${kind}/${id}/restore`);

/** Once restored, the item is out of Recently deleted and restoring it again answers 409. */
async function expectRestoredAlready(user: TestUser, kind: 'todo' | 'mission', id: string) {
  expect((await trash(user)).map((i) => i.id)).not.toContain(id);
  const again = await restore(user, kind, id);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ detail: `This ${kind} is not deleted: it was restored already.` });
}

describe('Recently deleted', () => {
  it('lists deleted todos, missions and odysseys newest first, and a restore takes one out', async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Learn Spanish' })).json();
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Pass A2' })).json();
    const { todoId } = await addTodo(alice, null, 'Buy a grammar book');
    await t.as(alice).delete(`/api/odysseys/${odyssey.id}`);
    clock.offsetMs = 1_000;
    await t.as(alice).delete(`/api/missions/${mission.id}`);
    clock.offsetMs = 2_000;
    await t.as(alice).delete(`/api/todos/${todoId}`);

    const listed = (await trash(alice)).filter((i) => [odyssey.id, mission.id, todoId].includes(i.id));
    expect(listed.map(({ kind, title }) => ({ kind, title }))).toEqual([
      { kind: 'todo', title: 'Buy a grammar book' },
      { kind: 'mission', title: 'Pass A2' },
      { kind: 'odyssey', title: 'Learn Spanish' },
    ]);
    expect(await trash(bob)).toEqual([]);

    const res = await restore(alice, 'mission', mission.id);
    expect(res.statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ id: mission.id, title: 'Pass A2' });
    await expectRestoredAlready(alice, 'mission', mission.id);
  });

  it('restores a todo standalone when its mission was deleted after it', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Move house' })).json();
    const { todoId, steps } = await addTodo(alice, mission.id, 'Pack the books');
    await t.as(alice).put(`/api/steps/${steps[0]}/complete`);
    await t.as(alice).delete(`/api/todos/${todoId}`);
    await t.as(alice).delete(`/api/missions/${mission.id}`);

    expect((await restore(alice, 'todo', todoId)).statusCode).toBe(200);
    const todo = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    expect(todo).toMatchObject({ title: 'Pack the books', mission_id: null, total_steps: 2, completed_steps: 1 });
  });

  it('restores a todo into its mission when the mission still exists', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Plant a garden' })).json();
    const { todoId } = await addTodo(alice, mission.id, 'Buy seeds');
    await t.as(alice).delete(`/api/todos/${todoId}`);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().total_todos).toBe(0);
    expect((await restore(alice, 'todo', todoId)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).json().mission_id).toBe(mission.id);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().total_todos).toBe(1);
  });

  it('restores a mission with the todos still standalone since its deletion, but not those moved elsewhere', async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Run a marathon' })).json();
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Build a base', odyssey_id: odyssey.id })).json();
    const other = (await t.as(alice).post('/api/missions/', { title: 'Other mission' })).json();
    const stays = await addTodo(alice, mission.id, 'Run 3 times a week');
    const moves = await addTodo(alice, mission.id, 'Buy shoes');
    await t.as(alice).delete(`/api/missions/${mission.id}`);
    await t.as(alice).put(`/api/todos/${moves.todoId}`, { mission_id: other.id });
    await t.as(alice).delete(`/api/odysseys/${odyssey.id}`);

    expect((await restore(alice, 'mission', mission.id)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ odyssey_id: null });
    expect((await t.as(alice).get(`/api/todos/${stays.todoId}`)).json().mission_id).toBe(mission.id);
    expect((await t.as(alice).get(`/api/todos/${moves.todoId}`)).json().mission_id).toBe(other.id);
  });

  it('keeps things for 30 days: older deletions leave the list and cannot be restored', async () => {
    const { todoId } = await addTodo(alice, null, 'Old todo');
    await t.as(alice).delete(`/api/todos/${todoId}`);
    clock.offsetMs = 29 * DAY;
    expect((await trash(alice)).map((i) => i.id)).toContain(todoId);
    clock.offsetMs = 31 * DAY;
    expect((await trash(alice)).map((i) => i.id)).not.toContain(todoId);
    const res = await restore(alice, 'todo', todoId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This todo was deleted more than 30 days ago and can no longer be restored.' });

    // A later deletion clears what is past the window, and only that.
    const kept = await addTodo(alice, null, 'Recent todo');
    clock.offsetMs = 2 * DAY;
    await t.as(alice).delete(`/api/todos/${kept.todoId}`);
    const trashedIds = async () => (await t.services.deps.db('trashed_todos').where({ user_id: alice.user.id }).pluck('id')) as string[];
    expect(await trashedIds()).toContain(todoId);
    const next = await addTodo(alice, null, 'Next todo');
    clock.offsetMs = 31 * DAY;
    await t.as(alice).delete(`/api/todos/${next.todoId}`);
    expect(await trashedIds()).not.toContain(todoId);
    expect(await trashedIds()).toEqual(expect.arrayContaining([kept.todoId, next.todoId]));
    expect(await t.services.deps.db('trashed_steps').where({ todo_id: todoId }).count('* as n').first()).toEqual({ n: '0' });
  });

  it('leaves out the onboarding sample the tour removed when it ended', async () => {
    const carol = await t.registerUser();
    expect((await t.as(carol).post('/api/onboarding/create-sample')).statusCode).toBeLessThan(300);
    const { todoId } = await addTodo(carol, null, 'My own todo');
    await t.as(carol).delete(`/api/todos/${todoId}`);
    expect((await t.as(carol).post('/api/onboarding/complete')).statusCode).toBeLessThan(300);
    expect((await t.as(carol).get('/api/odysseys/')).json()).toEqual([]);
    expect((await trash(carol)).map((i) => i.title)).toEqual(['My own todo']);
  });

  it('restores an item named by its id in upper case, as every other route takes it', async () => {
    const { todoId } = await addTodo(alice, null, 'Shouted');
    await t.as(alice).delete(`/api/todos/${todoId}`);
    const res = await restore(alice, 'todo', todoId.toUpperCase());
    expect([res.statusCode, res.json()]).toEqual([200, { kind: 'todo', id: todoId, detail: 'Restored the todo.' }]);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).json().title).toBe('Shouted');
  });

  it("answers 404 for another user's deleted things and for unknown ids, 400 for a bad kind", async () => {
    const { todoId } = await addTodo(alice, null, 'Private');
    await t.as(alice).delete(`/api/todos/${todoId}`);
    const foreign = await restore(bob, 'todo', todoId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Todo not found' });
    expect((await restore(bob, 'todo', randomUUID())).json()).toEqual(foreign.json());
    expect((await restore(bob, 'mission', randomUUID())).statusCode).toBe(404);
    expect((await restore(bob, 'odyssey', randomUUID())).statusCode).toBe(404);
    expect((await restore(alice, 'step', todoId)).statusCode).toBe(400);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).statusCode).toBe(404);
    expect((await t.as(null).get('/api/trash')).statusCode).toBe(401);
  });
});

describe('todos a mission re-plan retired', () => {
  const replan = async (user: TestUser, missionId: string, title: string) => {
    const res = await t.as(user).post(`/api/missions/${missionId}/replan`, { title, description: null });
    expect(res.statusCode).toBe(200);
  };
  const missionTodoIds = async (user: TestUser, missionId: string) => ((await t.as(user).get(`/api/missions/${missionId}`)).json().todos as Array<{ id: string }>).map((x) => x.id);

  it('are in Recently deleted with their titles, and a restore brings one back into its mission with its steps', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Learn to sail' })).json();
    const first = await addTodo(alice, mission.id, 'Take a dinghy course');
    const second = await addTodo(alice, mission.id, 'Buy a life jacket');
    await t.as(alice).put(`/api/steps/${first.steps[0]}/complete`);
    await replan(alice, mission.id, 'Learn to sail a keelboat');

    const listed = (await trash(alice)).filter((i) => ([first.todoId, second.todoId] as string[]).includes(i.id));
    expect(listed.map(({ kind, title }) => ({ kind, title })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { kind: 'todo', title: 'Buy a life jacket' },
      { kind: 'todo', title: 'Take a dinghy course' },
    ]);
    expect(await trash(bob)).toEqual([]);
    expect((await restore(bob, 'todo', first.todoId)).statusCode).toBe(404);

    expect((await restore(alice, 'todo', first.todoId)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${first.todoId}`)).json()).toMatchObject({ title: 'Take a dinghy course', mission_id: mission.id, total_steps: 2, completed_steps: 1 });
    expect(await missionTodoIds(alice, mission.id)).toEqual([first.todoId]);
    await expectRestoredAlready(alice, 'todo', first.todoId);
  });

  it('stay restorable after a later re-plan, standalone once their mission is deleted, for 30 days', async () => {
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Write a novel' })).json();
    const outline = await addTodo(alice, mission.id, 'Outline the plot');
    const chapter = await addTodo(alice, mission.id, 'Draft chapter one');
    await replan(alice, mission.id, 'Write a novella');
    const newer = await addTodo(alice, mission.id, 'Outline the novella');
    clock.offsetMs = DAY;
    await replan(alice, mission.id, 'Write short stories');

    // Both plans' todos are listed; the earlier plan's can no longer come back by an undo, only from here.
    expect((await trash(alice)).map((i) => i.id)).toEqual(expect.arrayContaining([outline.todoId, chapter.todoId, newer.todoId]));
    expect((await restore(alice, 'todo', outline.todoId)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${outline.todoId}`)).json()).toMatchObject({ title: 'Outline the plot', mission_id: mission.id, total_steps: 2 });

    await t.as(alice).delete(`/api/missions/${mission.id}`);
    expect((await restore(alice, 'todo', newer.todoId)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${newer.todoId}`)).json()).toMatchObject({ title: 'Outline the novella', mission_id: null });

    clock.offsetMs = 31 * DAY;
    expect((await trash(alice)).map((i) => i.id)).not.toContain(chapter.todoId);
    const late = await restore(alice, 'todo', chapter.todoId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This todo was deleted more than 30 days ago and can no longer be restored.' });
  });
});
