import { analyticsViews } from '../../projections/analytics/analyticsViews';
import type { TestUser } from '../support/testApp';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { testAppForSuite } from '../support/testAppForSuite';
import { undoOf } from '../support/undoHeader';

/**
 * analytics.todo_completion_times after undos and re-plans: `deleted` says whether the todo is
 * gone from the app, and `started_at` is the start of work still standing.
 */
const { t, alice } = testAppForSuite();

type CompletionTime = { todo_id: string; started_at: Date | null; hours_from_start: string | null; deleted: boolean };

/** The view's rows for a todo, read with the view's own SELECT (as the analyst's view reads them). */
async function completionTimeOf(todoId: string): Promise<CompletionTime | undefined> {
  await t.quiet();
  const view = analyticsViews.find((v) => v.name === 'todo_completion_times')!;
  const columns = view.columns.map(([name]) => name).join(', ');
  const { rows } = await t.services.deps.db.raw(`SELECT * FROM (${view.select}) AS v(${columns}) WHERE todo_id = ?`, [todoId]);
  return rows[0];
}

const startedAtOf = async (todoId: string) => {
  await t.quiet();
  return (await t.services.deps.db('analytics_todo_facts').where({ todo_id: todoId }).first('started_at')).started_at as Date | null;
};

const plannedTodo = (user: TestUser, extra: Record<string, unknown> = {}) =>
  createTodoWithPlan(t, user, { title: 'Run a 10k', successCriteria: 'Finish a 10k race', ...extra }, 3);

describe('analytics.todo_completion_times', () => {
  it('reads a completed todo set aside by its mission’s re-plan as deleted, and back once the re-plan is undone', async () => {
    const missionId = (await t.as(alice).post('/api/missions/', { title: 'Run more', description: null })).json().id as string;
    const { todoId } = await plannedTodo(alice, { missionId });
    expect((await t.as(alice).post(`/api/todos/${todoId}/force-complete`)).statusCode).toBe(200);
    expect(await completionTimeOf(todoId)).toMatchObject({ deleted: false });

    const replan = await t.as(alice).post(`/api/missions/${missionId}/replan`, { title: 'Swim more', description: null });
    expect(replan.statusCode).toBe(200);
    expect(await completionTimeOf(todoId)).toMatchObject({ deleted: true });
    expect((await t.as(alice).post('/api/undo', undoOf(replan))).statusCode).toBe(200);
    expect(await completionTimeOf(todoId)).toMatchObject({ deleted: false });
  });

  it('forgets a start that an undo took back: the first step completion, or the status set to in progress', async () => {
    const { todoId, steps } = await plannedTodo(alice);
    const completion = await t.as(alice).put(`/api/steps/${steps[0]}/complete`);
    expect(await startedAtOf(todoId)).not.toBeNull();
    expect((await t.as(alice).post('/api/undo', undoOf(completion))).statusCode).toBe(200);
    expect(await startedAtOf(todoId)).toBeNull();

    const edit = await t.as(alice).put(`/api/todos/${todoId}`, { status: 'in_progress' });
    expect(await startedAtOf(todoId)).not.toBeNull();
    expect((await t.as(alice).post('/api/undo', undoOf(edit))).statusCode).toBe(200);
    expect(await startedAtOf(todoId)).toBeNull();

    expect((await t.as(alice).post(`/api/todos/${todoId}/force-complete`)).statusCode).toBe(200);
    expect(await completionTimeOf(todoId)).toMatchObject({ started_at: null, hours_from_start: null });
  });

  it('keeps the start when the undone change came after it', async () => {
    const { todoId, steps } = await plannedTodo(alice);
    await t.as(alice).put(`/api/steps/${steps[0]}/complete`);
    const started = await startedAtOf(todoId);
    const second = await t.as(alice).put(`/api/steps/${steps[1]}/complete`);
    expect((await t.as(alice).post('/api/undo', undoOf(second))).statusCode).toBe(200);
    expect(await startedAtOf(todoId)).toEqual(started);

    const edit = await t.as(alice).put(`/api/todos/${todoId}`, { priority: 'high', status: 'in_progress' });
    expect(edit.statusCode).toBe(200);
    expect((await t.as(alice).post('/api/undo', undoOf(edit))).statusCode).toBe(200);
    expect(await startedAtOf(todoId)).toEqual(started);
  });
});
