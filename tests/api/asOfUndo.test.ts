import type { TestUser } from '../support/testApp';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { testAppForSuite } from '../support/testAppForSuite';
import { undoOf } from '../support/undoHeader';

/**
 * "As it was" between a change and its undo: the mission shows the change; after the undo, the
 * state before it. The undo is an event of its own, so the instant in between keeps the change.
 */
const { t, alice } = testAppForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type AsOfTodo = { id: string; title: string; status: string; priority: string; completed_steps: number; steps: Array<{ id: string; completed: boolean }> };
type MissionAsOf = { title: string; todos: AsOfTodo[] };


/** An instant after everything logged so far; the clock then moves on, so what follows is later. */
async function now(): Promise<string> {
  const row = await t.services.deps.db('events').max('recorded_at as at').first();
  const cut = new Date(new Date(row!.at).getTime() + 1);
  while (Date.now() <= cut.getTime() + 1) await sleep(2);
  return cut.toISOString();
}

async function asOf(user: TestUser, missionId: string, at: string): Promise<MissionAsOf> {
  const res = await t.as(user).get(`/api/missions/${missionId}/as-of?at=${encodeURIComponent(at)}`);
  expect(res.statusCode).toBe(200);
  return res.json().mission as MissionAsOf;
}

describe('GET /api/missions/{id}/as-of around an undo', () => {
  it('shows an edit, a step completion and a re-plan at an instant before their undo, and the earlier state after it', async () => {
    const missionId = (await t.as(alice).post('/api/missions/', { title: 'Run more', description: 'Three runs a week' })).json().id as string;
    const { todoId, steps } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k', priority: 'low', missionId }, 3);
    const todoOf = (m: MissionAsOf) => m.todos.find((x) => x.id === todoId);

    const edit = await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a half marathon', priority: 'high', status: 'in_progress' });
    expect(edit.statusCode).toBe(200);
    const edited = await now();
    expect((await t.as(alice).post('/api/undo', undoOf(edit))).statusCode).toBe(200);
    const editUndone = await now();

    const completion = await t.as(alice).put(`/api/steps/${steps[0]}/complete`);
    expect(completion.statusCode).toBe(200);
    const completed = await now();
    expect((await t.as(alice).post('/api/undo', undoOf(completion))).statusCode).toBe(200);
    const completionUndone = await now();

    const replan = await t.as(alice).post(`/api/missions/${missionId}/replan`, { title: 'Swim more', description: null });
    expect(replan.statusCode).toBe(200);
    const newTodo = (await t.as(alice).post('/api/todos/', { title: 'Book a pool lane', success_criteria: 'A lane is booked', mission_id: missionId, replan_revision: undoOf(replan).revision })).json();
    const replanned = await now();
    expect((await t.as(alice).post('/api/undo', undoOf(replan))).statusCode).toBe(200);
    const replanUndone = await now();

    expect(todoOf(await asOf(alice, missionId, edited))).toMatchObject({ title: 'Run a half marathon', priority: 'high', status: 'in_progress' });
    expect(todoOf(await asOf(alice, missionId, editUndone))).toMatchObject({ title: 'Run a 10k', priority: 'low', status: 'pending' });

    const done = todoOf(await asOf(alice, missionId, completed))!;
    expect(done).toMatchObject({ status: 'in_progress', completed_steps: 1 });
    expect(done.steps.map((s) => s.completed)).toEqual([true, false, false]);
    const open = todoOf(await asOf(alice, missionId, completionUndone))!;
    expect(open).toMatchObject({ status: 'pending', completed_steps: 0 });
    expect(open.steps.map((s) => s.completed)).toEqual([false, false, false]);

    const during = await asOf(alice, missionId, replanned);
    expect(during.title).toBe('Swim more');
    expect(during.todos.map((x) => x.id)).toEqual([newTodo.id]);
    const after = await asOf(alice, missionId, replanUndone);
    expect(after.title).toBe('Run more');
    expect(after.todos.map((x) => x.id)).toEqual([todoId]);
    expect(todoOf(after)).toMatchObject({ title: 'Run a 10k', completed_steps: 0 });
  }, 60_000);
});
