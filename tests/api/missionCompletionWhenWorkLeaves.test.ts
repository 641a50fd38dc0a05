import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { missionCompletionSuite } from '../support/missionCompletionSuite';
import { undoOf } from '../support/undoHeader';

/**
 * A mission is completed when every one of its todos is: also when its last open todo leaves it
 * (deleted, moved out, set aside by the undo of a re-plan) and the others are all completed. An
 * undo that puts open work back into a completed mission reopens it.
 */
const { t, alice, mission, finish, missionBecomes } = missionCompletionSuite();
const missionEvents = async (id: string) => (await t.services.deps.store.readStream(`mission-${id}`)).map((e) => e.type);

/** A mission with one completed todo and one open one (its plan not started). */
async function missionWithOneOpenTodo(title: string) {
  const created = (await t.as(alice).post('/api/missions/', { title })).json();
  const done = await createTodoWithPlan(t, alice, { title: `${title}: book the race`, successCriteria: 'Race booked', missionId: created.id }, 1);
  const open = await createTodoWithPlan(t, alice, { title: `${title}: run it`, successCriteria: 'Race run', missionId: created.id }, 1);
  await finish(alice, done.steps);
  await t.quiet();
  expect(await mission(alice, created.id)).toMatchObject({ status: 'active', total_todos: 2, completed_todos: 1 });
  return { missionId: created.id as string, done, open };
}

describe('a mission whose last open todo leaves', () => {
  it('completes when that todo is deleted, with a completion summary; restoring the todo reopens it', async () => {
    const { missionId, open } = await missionWithOneOpenTodo('Spring race');
    const deleted = await t.as(alice).delete(`/api/todos/${open.todoId}`);
    expect(deleted.statusCode).toBe(204);

    const completed = await missionBecomes(missionId, 'completed');
    expect(completed).toMatchObject({ status: 'completed', progress_percentage: 100, total_todos: 1, completed_todos: 1 });
    expect(completed.completion_evaluation).toEqual(expect.any(String));
    expect((await missionEvents(missionId)).filter((type) => type === 'MissionCompleted')).toHaveLength(1);

    expect((await t.as(alice).post('/api/undo', undoOf(deleted))).statusCode).toBe(200);
    expect(await missionBecomes(missionId, 'active')).toMatchObject({ status: 'active', completion_evaluation: null, total_todos: 2, completed_todos: 1 });
  });

  it('completes when that todo is moved to another mission or made standalone; undoing the move reopens it', async () => {
    const first = await missionWithOneOpenTodo('Summer race');
    const other = (await t.as(alice).post('/api/missions/', { title: 'Autumn race' })).json();
    expect((await t.as(alice).put(`/api/todos/${first.open.todoId}`, { mission_id: other.id })).statusCode).toBe(200);
    expect(await missionBecomes(first.missionId, 'completed')).toMatchObject({ total_todos: 1, completed_todos: 1 });
    expect(await mission(alice, other.id)).toMatchObject({ status: 'active', total_todos: 1 });

    const second = await missionWithOneOpenTodo('Winter race');
    const standalone = await t.as(alice).put(`/api/todos/${second.open.todoId}`, { mission_id: null });
    expect(standalone.statusCode).toBe(200);
    await missionBecomes(second.missionId, 'completed');
    // The undo puts the open todo back in the mission: it is active again.
    expect((await t.as(alice).post('/api/undo', undoOf(standalone))).statusCode).toBe(200);
    expect(await missionBecomes(second.missionId, 'active')).toMatchObject({ status: 'active', total_todos: 2, completed_todos: 1 });
    expect(await missionEvents(second.missionId)).toEqual(expect.arrayContaining(['MissionCompleted', 'MissionReopened']));
  });

  it('completes when the undo of a re-plan sets aside the open todos of the new plan and brings back the completed ones', async () => {
    const created = (await t.as(alice).post('/api/missions/', { title: 'Paint the house' })).json();
    const walls = await createTodoWithPlan(t, alice, { title: 'Paint the walls', successCriteria: 'Walls painted', missionId: created.id }, 1);
    await finish(alice, walls.steps);
    await missionBecomes(created.id, 'completed');

    const replanned = await t.as(alice).post(`/api/missions/${created.id}/replan`, { title: 'Paint the house and the fence', description: null });
    expect(replanned.statusCode).toBe(200);
    const fence = await t.as(alice).post('/api/todos/', { title: 'Paint the fence', success_criteria: 'Fence painted', mission_id: created.id, replan_revision: undoOf(replanned).revision });
    expect(fence.statusCode).toBe(201);
    expect(await missionBecomes(created.id, 'active')).toMatchObject({ total_todos: 1, completed_todos: 0 });

    expect((await t.as(alice).post('/api/undo', undoOf(replanned))).statusCode).toBe(200);
    expect(await missionBecomes(created.id, 'completed')).toMatchObject({ total_todos: 1, completed_todos: 1, progress_percentage: 100 });
  });

  it('stays active when no todo remains, and when the todo that leaves was completed', async () => {
    const lone = (await t.as(alice).post('/api/missions/', { title: 'Learn to juggle' })).json();
    const only = await createTodoWithPlan(t, alice, { title: 'Juggle three balls', successCriteria: 'A minute without a drop', missionId: lone.id }, 1);
    expect((await t.as(alice).delete(`/api/todos/${only.todoId}`)).statusCode).toBe(204);
    await t.quiet();
    expect(await mission(alice, lone.id)).toMatchObject({ status: 'active', total_todos: 0 });

    const { missionId, done } = await missionWithOneOpenTodo('Bake bread');
    expect((await t.as(alice).delete(`/api/todos/${done.todoId}`)).statusCode).toBe(204);
    await t.quiet();
    expect(await mission(alice, missionId)).toMatchObject({ status: 'active', total_todos: 1, completed_todos: 0 });
    expect(await missionEvents(missionId)).not.toContain('MissionCompleted');
  });
});

describe('an undo that puts open work back into a completed mission', () => {
  it('reopens it: the undo of the step completion that completed its last todo', async () => {
    const { missionId, open } = await missionWithOneOpenTodo('Autumn walk');
    const completing = await t.as(alice).put(`/api/steps/${open.steps[0]}/complete`);
    expect(completing.json()).toMatchObject({ todo_auto_completed: true });
    await missionBecomes(missionId, 'completed');

    expect((await t.as(alice).post('/api/undo', undoOf(completing))).statusCode).toBe(200);
    expect(await missionBecomes(missionId, 'active')).toMatchObject({ status: 'active', completion_evaluation: null, completed_todos: 1 });
  });
});
