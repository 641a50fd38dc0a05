import type { TestUser } from '../support/testApp';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { eventually } from '../support/eventually';

/** The offline planner, whose evaluations find no gaps: finishing the plan completes the todo. */
const planner = offlinePlannerWith({
  evaluateTodo: async () => ({ gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] }),
});

const { t, alice, bob } = testAppForSuite({ planner });

/** A todo with a two-step plan, created on the write side (no background planning). */
const todoWithPlan = (user: TestUser, missionId: string | null = null, title = 'Run a 10k') => createTodoWithPlan(t, user, { title, successCriteria: 'Finish a 10k race', missionId });

/** Completes every step through the API: the evaluation finds no gaps and completes the todo. */
async function finish(user: TestUser, steps: string[]) {
  for (const id of steps) expect((await t.as(user).put(`/api/steps/${id}/complete`)).statusCode).toBe(200);
}

const todo = async (user: TestUser, id: string) => (await t.as(user).get(`/api/todos/${id}`)).json();
const history = async (user: TestUser, kind: 'todo' | 'mission', id: string) =>
  (await t.as(user).get(`/api/history/${kind}/${id}`)).json().events as Array<{ type: string; summary: string }>;

describe('PUT /api/steps/{id}/reopen', () => {
  it('opens a completed step of a completed todo: the todo is in progress, its progress drops and its evaluation is gone', async () => {
    const { todoId, steps } = await todoWithPlan(alice);
    await finish(alice, steps);
    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', progress_percentage: 100 });

    const res = await t.as(alice).put(`/api/steps/${steps[1]}/reopen`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: steps[1], status: 'pending', completed_at: null });

    const after = await todo(alice, todoId);
    expect(after).toMatchObject({ status: 'in_progress', completed_at: null, completion_evaluation: null, completed_steps: 1, total_steps: 2, progress_percentage: 50 });
    const entries = await history(alice, 'todo', todoId);
    expect(entries.at(-1)).toMatchObject({ type: 'StepReopened', summary: 'Reopened step "Run a 10k step 2" (the step and the todo are open again)' });

    // Completing it again asks for (and gets) a new evaluation.
    await finish(alice, [steps[1]]);
    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', progress_percentage: 100 });
  });

  it('answers 409 with a sentence for a step that is not completed', async () => {
    const { steps } = await todoWithPlan(alice);
    const res = await t.as(alice).put(`/api/steps/${steps[0]}/reopen`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This step is not completed, so there is nothing to reopen.' });
  });

  it("answers 404 for another user's step and leaves it completed", async () => {
    const { todoId, steps } = await todoWithPlan(alice);
    await finish(alice, steps);
    const res = await t.as(bob).put(`/api/steps/${steps[0]}/reopen`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Step not found' });
    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', completed_steps: 2 });
  });
});

describe('PUT /api/todos/{id}/reopen', () => {
  it('opens a completed todo with its steps as they were; it can be completed again', async () => {
    const { todoId, steps } = await todoWithPlan(alice);
    await finish(alice, steps);

    const res = await t.as(alice).put(`/api/todos/${todoId}/reopen`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: todoId, status: 'in_progress', completed_at: null, completion_evaluation: null, completed_steps: 2 });
    expect((await history(alice, 'todo', todoId)).at(-1)).toMatchObject({ type: 'TodoReopened', summary: 'Todo reopened: it is open again' });

    expect((await t.as(alice).post(`/api/todos/${todoId}/force-complete`)).json()).toMatchObject({ status: 'completed' });
  });

  it('a force-completed todo with no step done is pending again', async () => {
    const { todoId } = await todoWithPlan(alice);
    await t.as(alice).post(`/api/todos/${todoId}/force-complete`);
    expect((await t.as(alice).put(`/api/todos/${todoId}/reopen`)).json()).toMatchObject({ status: 'pending' });
  });

  it('answers 409 with a sentence for an open todo, and 404 for another user', async () => {
    const { todoId } = await todoWithPlan(alice);
    const open = await t.as(alice).put(`/api/todos/${todoId}/reopen`);
    expect(open.statusCode).toBe(409);
    expect(open.json().detail).toMatch(/^This todo is not completed, so there is nothing to reopen/);

    await t.as(alice).post(`/api/todos/${todoId}/force-complete`);
    const other = await t.as(bob).put(`/api/todos/${todoId}/reopen`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Todo not found' });
    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed' });
  });
});

describe('reopening work in a completed mission', () => {
  async function completedMission(title: string) {
    const mission = (await t.as(alice).post('/api/missions/', { title })).json();
    const first = await todoWithPlan(alice, mission.id, `${title} first`);
    const second = await todoWithPlan(alice, mission.id, `${title} second`);
    await finish(alice, [...first.steps, ...second.steps]);
    await eventually(async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(), (m) => m.status === 'completed');
    return { mission, first, second };
  }

  it('a reopened todo reopens the mission: active again, its figures follow, its history says why', async () => {
    const { mission, first } = await completedMission('Spring race');
    expect((await t.as(alice).put(`/api/todos/${first.todoId}/reopen`)).statusCode).toBe(200);

    const after = await eventually(async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(), (m) => m.status === 'active');
    expect(after).toMatchObject({ status: 'active', completion_evaluation: null, total_todos: 2, completed_todos: 1 });
    const entries = await history(alice, 'mission', mission.id);
    expect(entries.map((e) => e.type)).toEqual(expect.arrayContaining(['MissionCompleted', 'MissionReopened']));
    expect(entries.find((e) => e.type === 'MissionReopened')!.summary).toBe('Mission reopened: it has an open todo again (by the app on its own, after an earlier change)');

    // Completing the todo again completes the mission again.
    await t.as(alice).post(`/api/todos/${first.todoId}/force-complete`);
    await eventually(async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(), (m) => m.status === 'completed');
  });

  it('a reopened step of one of its todos reopens the mission too', async () => {
    const { mission, second } = await completedMission('Autumn race');
    expect((await t.as(alice).put(`/api/steps/${second.steps[0]}/reopen`)).statusCode).toBe(200);
    const after = await eventually(async () => (await t.as(alice).get(`/api/missions/${mission.id}`)).json(), (m) => m.status === 'active');
    expect(after).toMatchObject({ completed_todos: 1 });
    const events = await t.services.deps.store.readStream(`mission-${mission.id}`);
    expect(events.filter((e) => e.type === 'MissionReopened')).toHaveLength(1);
  });
});
