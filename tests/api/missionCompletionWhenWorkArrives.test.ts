import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { missionCompletionSuite } from '../support/missionCompletionSuite';
import { undoOf } from '../support/undoHeader';

/**
 * A mission is completed when every one of its todos is, however the todos got there: a
 * completed todo restored (from Recently deleted or by the undo of its deletion) into a mission
 * with no open todo completes it, as the completion of its last open todo would; an open todo
 * restored into a completed mission reopens it; a restored mission settles the same way.
 */
const { t, alice, mission, finish, missionBecomes } = missionCompletionSuite();

/** A mission whose completed todo was deleted, then its open one: active, no todos left. */
async function emptiedMission(title: string) {
  const created = (await t.as(alice).post('/api/missions/', { title })).json();
  const done = await createTodoWithPlan(t, alice, { title: `${title}: sign up`, successCriteria: 'Signed up', missionId: created.id }, 1);
  const open = await createTodoWithPlan(t, alice, { title: `${title}: do it`, successCriteria: 'Done', missionId: created.id }, 1);
  await finish(alice, done.steps);
  await t.quiet();
  const deletedDone = await t.as(alice).delete(`/api/todos/${done.todoId}`);
  expect(deletedDone.statusCode).toBe(204);
  expect((await t.as(alice).delete(`/api/todos/${open.todoId}`)).statusCode).toBe(204);
  await t.quiet();
  expect(await mission(alice, created.id)).toMatchObject({ status: 'active', total_todos: 0 });
  return { missionId: created.id as string, done, open, deletedDone };
}

describe('a todo that comes back into a mission', () => {
  it('completes the mission when the restored todo is completed and no open todo is there', async () => {
    const { missionId, done } = await emptiedMission('Half marathon');
    expect((await t.as(alice).post(`/api/trash/todo/${done.todoId}/restore`)).statusCode).toBe(200);
    const completed = await missionBecomes(missionId, 'completed');
    expect(completed).toMatchObject({ progress_percentage: 100, total_todos: 1, completed_todos: 1 });
    expect(completed.completion_evaluation).toEqual(expect.any(String));
  });

  it('reopens a completed mission when the restored todo is open', async () => {
    const created = (await t.as(alice).post('/api/missions/', { title: 'Spanish to B1' })).json();
    const done = await createTodoWithPlan(t, alice, { title: 'Finish A2 course', successCriteria: 'A2 done', missionId: created.id }, 1);
    const open = await createTodoWithPlan(t, alice, { title: 'Book B1 exam', successCriteria: 'Exam booked', missionId: created.id }, 1);
    await finish(alice, done.steps);
    await t.quiet();
    expect((await t.as(alice).delete(`/api/todos/${open.todoId}`)).statusCode).toBe(204);
    await missionBecomes(created.id, 'completed');

    expect((await t.as(alice).post(`/api/trash/todo/${open.todoId}/restore`)).statusCode).toBe(200);
    expect(await missionBecomes(created.id, 'active')).toMatchObject({ total_todos: 2, completed_todos: 1, completion_evaluation: null });
  });

  it('completes the mission when a completed todo is moved into a mission with no open todo', async () => {
    const target = (await t.as(alice).post('/api/missions/', { title: 'Newsletter launch' })).json();
    const standalone = await createTodoWithPlan(t, alice, { title: 'Pick a newsletter name', successCriteria: 'Name chosen' }, 1);
    await finish(alice, standalone.steps);
    await t.quiet();
    expect((await t.as(alice).put(`/api/todos/${standalone.todoId}`, { mission_id: target.id })).statusCode).toBe(200);
    expect(await missionBecomes(target.id, 'completed')).toMatchObject({ total_todos: 1, completed_todos: 1 });
  });
});

describe('a restored mission', () => {
  it('is completed when every todo that comes back with it was completed while it was deleted', async () => {
    const created = (await t.as(alice).post('/api/missions/', { title: 'Garden' })).json();
    const todo = await createTodoWithPlan(t, alice, { title: 'Plant tomatoes', successCriteria: 'Planted', missionId: created.id }, 1);
    await t.quiet();
    expect((await t.as(alice).delete(`/api/missions/${created.id}`)).statusCode).toBe(204);
    await finish(alice, todo.steps);
    await t.quiet();
    expect((await t.as(alice).post(`/api/trash/mission/${created.id}/restore`)).statusCode).toBe(200);
    expect(await missionBecomes(created.id, 'completed')).toMatchObject({ total_todos: 1, completed_todos: 1 });
  });

  it('is reopened when a todo that comes back with it was reopened while it was deleted', async () => {
    const created = (await t.as(alice).post('/api/missions/', { title: 'Kitchen' })).json();
    const todo = await createTodoWithPlan(t, alice, { title: 'Paint cupboards', successCriteria: 'Painted', missionId: created.id }, 1);
    await finish(alice, todo.steps);
    await missionBecomes(created.id, 'completed');
    expect((await t.as(alice).delete(`/api/missions/${created.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).put(`/api/todos/${todo.todoId}/reopen`)).statusCode).toBe(200);
    await t.quiet();
    expect((await t.as(alice).post(`/api/trash/mission/${created.id}/restore`)).statusCode).toBe(200);
    expect(await missionBecomes(created.id, 'active')).toMatchObject({ total_todos: 1, completed_todos: 0 });
  });
});

describe('the undo of a completed todo deletion', () => {
  it('completes the mission it comes back to when no open todo is there', async () => {
    const { missionId, deletedDone } = await emptiedMission('Ten pull-ups');
    expect((await t.as(alice).post('/api/undo', undoOf(deletedDone))).statusCode).toBe(200);
    expect(await missionBecomes(missionId, 'completed')).toMatchObject({ total_todos: 1, completed_todos: 1 });
  });
});
