import { randomUUID } from 'node:crypto';
import type { TestUser } from '../support/testApp';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { todoReads } from '../support/todoReads';

/** The offline planner, whose evaluations find no gaps: finishing the plan completes the todo. */
const planner = offlinePlannerWith({
  evaluateTodo: async () => ({ gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] }),
});

const { t, alice, bob } = testAppForSuite({ planner });

type Undo = { kind: string; id: string; revision: number };

/** A todo with a three-step plan, created on the write side (no background planning). */
const todoWithPlan = (user: TestUser, extra: Record<string, unknown> = {}) =>
  createTodoWithPlan(t, user, { title: 'Run a 10k', successCriteria: 'Finish a 10k race', priority: 'low', ...extra }, 3);

function undoOf(res: { headers: Record<string, unknown> }): Undo {
  const header = res.headers['x-undo'];
  expect(typeof header).toBe('string');
  return JSON.parse(header as string) as Undo;
}

const steps = async (user: TestUser, id: string) => (await t.as(user).get(`/api/steps/todo/${id}`)).json() as Array<{ id: string; title: string; status: string; evidence: unknown[] }>;
const { todo, historyTypes } = todoReads(t);

/** Alice's todo with a plan of three steps, each completed (the last finishes the todo), then that last completion undone. */
async function todoFinishedThenLastCompletionUndone() {
  const { todoId, steps: ids } = await todoWithPlan(alice);
  await t.as(alice).put(`/api/steps/${ids[0]}/complete`);
  await t.as(alice).put(`/api/steps/${ids[1]}/complete`);
  const last = await t.as(alice).put(`/api/steps/${ids[2]}/complete`);
  expect(last.json().todo_status).toBe('completed');
  expect((await t.as(alice).post('/api/undo', undoOf(last))).statusCode).toBe(200);
  return { todoId };
}

describe('undo of a todo edit', () => {
  it('puts the edited fields back, as a new event the history shows beside the edit', async () => {
    const { todoId } = await todoWithPlan(alice);
    const edit = await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a half marathon', priority: 'high', status: 'in_progress' });
    expect(edit.statusCode).toBe(200);
    const undo = undoOf(edit);
    expect(undo).toMatchObject({ kind: 'todo_edit', id: todoId });

    const res = await t.as(alice).post('/api/undo', undo);
    expect(res.statusCode).toBe(200);
    expect(await todo(alice, todoId)).toMatchObject({ title: 'Run a 10k', priority: 'low', status: 'pending', success_criteria: 'Finish a 10k race' });
    const types = await historyTypes(alice, todoId);
    expect(types).toEqual(expect.arrayContaining(['TodoDetailsUpdated', 'TodoStatusChanged', 'TodoEditUndone']));
    const summaries = ((await t.as(alice).get(`/api/history/todo/${todoId}`)).json().events as Array<{ summary: string }>).map((e) => e.summary);
    expect(summaries).toContain('Edit undone: title, priority, status back to the earlier values');
  });

  it('is refused with 409 once the todo changed after the edit, and twice', async () => {
    const { todoId } = await todoWithPlan(alice);
    const first = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { title: 'First edit' }));
    await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Second edit' });
    const stale = await t.as(alice).post('/api/undo', first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'This todo changed after that edit, so the edit can no longer be undone.' });
    expect((await todo(alice, todoId)).title).toBe('Second edit');

    const latest = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Third edit' }));
    expect((await t.as(alice).post('/api/undo', latest)).statusCode).toBe(200);
    expect((await t.as(alice).post('/api/undo', latest)).statusCode).toBe(409);
    expect((await todo(alice, todoId)).title).toBe('Second edit');
  });

  it('moves the todo back to the mission it left, or leaves it standalone when that mission is gone', async () => {
    const m1 = (await t.as(alice).post('/api/missions/', { title: 'First mission' })).json();
    const m2 = (await t.as(alice).post('/api/missions/', { title: 'Second mission' })).json();
    const { todoId } = await todoWithPlan(alice, { missionId: m1.id });
    const move = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { mission_id: m2.id }));
    expect((await t.as(alice).post('/api/undo', move)).statusCode).toBe(200);
    expect((await todo(alice, todoId)).mission_id).toBe(m1.id);

    const again = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { mission_id: m2.id }));
    expect((await t.as(alice).delete(`/api/missions/${m1.id}`)).statusCode).toBe(204);
    expect((await t.as(alice).post('/api/undo', again)).statusCode).toBe(200);
    expect((await todo(alice, todoId)).mission_id).toBeNull();
  });
});

describe('undo of a step completion', () => {
  it('opens the step again and gives the todo back its status', async () => {
    const { todoId, steps: [first] } = await todoWithPlan(alice);
    const done = await t.as(alice).put(`/api/steps/${first}/complete`);
    expect(done.statusCode).toBe(200);
    expect((await todo(alice, todoId))).toMatchObject({ status: 'in_progress', completed_steps: 1 });
    const res = await t.as(alice).post('/api/undo', undoOf(done));
    expect(res.statusCode).toBe(200);
    expect(await todo(alice, todoId)).toMatchObject({ status: 'pending', completed_steps: 0 });
    expect((await steps(alice, todoId)).find((s) => s.id === first)?.status).toBe('pending');
    expect(await historyTypes(alice, todoId)).toEqual(expect.arrayContaining(['StepCompleted', 'StepCompletionUndone']));
  });

  it('reopens a todo the last completion finished', async () => {
    const { todoId } = await todoFinishedThenLastCompletionUndone();
    expect(await todo(alice, todoId)).toMatchObject({ status: 'in_progress', completed_steps: 2, completed_at: null });
    const summaries = ((await t.as(alice).get(`/api/history/todo/${todoId}`)).json().events as Array<{ type: string; summary: string }>).filter((e) => e.type === 'StepCompletionUndone').map((e) => e.summary);
    expect(summaries).toEqual(['Completion of step "Run a 10k step 3" undone (the step and the todo are open again)']);
  });

  it('takes the undone completion out of the analysts’ figures: the todo is no longer counted as completed', async () => {
    const { todoId } = await todoFinishedThenLastCompletionUndone();
    await t.quiet();

    const db = t.services.deps.db;
    const fact = await db('analytics_todo_facts').where({ todo_id: todoId }).first('completed_at', 'completion_kind');
    expect(fact).toEqual({ completed_at: null, completion_kind: null });
    // The evaluation happened and stays on record, but no longer completed the todo.
    const evaluations = await db('analytics_evaluations').where({ todo_id: todoId }).select('evaluated_at', 'completion');
    expect(evaluations).toEqual([{ evaluated_at: expect.any(Date), completion: null }]);
  });

  it('is refused once another step was completed since', async () => {
    const { steps: ids } = await todoWithPlan(alice);
    const first = undoOf(await t.as(alice).put(`/api/steps/${ids[0]}/complete`));
    await t.as(alice).put(`/api/steps/${ids[1]}/complete`);
    const res = await t.as(alice).post('/api/undo', first);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This todo changed after that step was completed, so the completion can no longer be undone.' });
  });
});

describe('undo of a re-plan', () => {
  it('brings back the old steps with their evidence and retires the new ones', async () => {
    const { todoId, steps: ids } = await todoWithPlan(alice);
    await t.as(alice).put(`/api/steps/${ids[0]}/complete`);
    expect((await t.as(alice).post(`/api/steps/${ids[0]}/evidence`, { content_text: 'Ran 5k in 28 minutes' })).statusCode).toBe(201);
    const replan = await t.as(alice).post(`/api/steps/regenerate/${todoId}`, {});
    expect(replan.statusCode).toBe(200);
    const newIds = (replan.json() as Array<{ id: string }>).map((s) => s.id);
    expect(newIds).not.toContain(ids[0]);

    expect((await t.as(alice).post('/api/undo', undoOf(replan))).statusCode).toBe(200);
    const back = await steps(alice, todoId);
    expect(back.map((s) => s.id)).toEqual(ids);
    expect(back[0]).toMatchObject({ status: 'completed', evidence: [expect.objectContaining({ content_text: 'Ran 5k in 28 minutes' })] });
    expect(await todo(alice, todoId)).toMatchObject({ total_steps: 3, completed_steps: 1 });
    expect(await historyTypes(alice, todoId)).toEqual(expect.arrayContaining(['StepsRetired', 'StepsPlanned', 'TodoReplanUndone']));
  });

  it('is refused once a step of the new plan was completed', async () => {
    const { todoId } = await todoWithPlan(alice);
    const replan = await t.as(alice).post(`/api/steps/regenerate/${todoId}`, {});
    await t.as(alice).put(`/api/steps/${replan.json()[0].id}/complete`);
    const res = await t.as(alice).post('/api/undo', undoOf(replan));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This todo changed after that re-plan, so the re-plan can no longer be undone.');
  });
});

describe('undo of a mission re-plan', () => {
  type MissionDetail = { title: string; description: string | null; todos: Array<{ id: string }> };
  const mission = async (user: TestUser, id: string) => (await t.as(user).get(`/api/missions/${id}`)).json() as MissionDetail;

  /** A mission with one planned todo (first step completed), then re-planned with one new todo. */
  async function replannedMission(user: TestUser) {
    const missionId = (await t.as(user).post('/api/missions/', { title: 'Run more', description: 'Three runs a week' })).json().id as string;
    const { todoId, steps: ids } = await todoWithPlan(user, { missionId });
    expect((await t.as(user).put(`/api/steps/${ids[0]}/complete`)).statusCode).toBe(200);
    const replan = await t.as(user).post(`/api/missions/${missionId}/replan`, { title: 'Swim more', description: null });
    expect(replan.statusCode).toBe(200);
    const newTodo = await t.as(user).post('/api/todos/', { title: 'Book a pool lane', success_criteria: 'A lane is booked', mission_id: missionId, replan_revision: undoOf(replan).revision });
    expect(newTodo.statusCode).toBe(201);
    return { missionId, todoId, ids, replan, newTodoId: newTodo.json().id as string };
  }

  it('brings back the old title and todos with their steps, and the new todos leave', async () => {
    const { missionId, todoId, ids, replan, newTodoId } = await replannedMission(alice);
    expect(undoOf(replan)).toMatchObject({ kind: 'mission_replan', id: missionId });
    expect((await mission(alice, missionId)).todos.map((x) => x.id)).toEqual([newTodoId]);

    const undo = await t.as(alice).post('/api/undo', undoOf(replan));
    expect(undo.statusCode).toBe(200);
    const back = await mission(alice, missionId);
    expect(back).toMatchObject({ title: 'Run more', description: 'Three runs a week' });
    expect(back.todos.map((x) => x.id)).toEqual([todoId]);
    expect(await todo(alice, todoId)).toMatchObject({ mission_id: missionId, total_steps: 3, completed_steps: 1 });
    expect((await steps(alice, todoId)).map((s) => [s.id, s.status])).toEqual([
      [ids[0], 'completed'],
      [ids[1], 'pending'],
      [ids[2], 'pending'],
    ]);
    expect((await t.as(alice).get(`/api/todos/${newTodoId}`)).statusCode).toBe(404);
    // The todo back in the plan leaves Recently deleted; the re-plan's todo the undo set aside is there.
    const trash = (await t.as(alice).get('/api/trash')).json() as Array<{ id: string; title: string }>;
    expect(trash.map((x) => x.id)).not.toContain(todoId);
    expect(trash.filter((x) => x.id === newTodoId).map((x) => x.title)).toEqual(['Book a pool lane']);
    const history = (await t.as(alice).get(`/api/history/mission/${missionId}`)).json().events as Array<{ type: string; summary: string }>;
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['MissionReplanRequested', 'MissionReplanUndone']));
    expect(history.map((e) => e.summary)).toContain('Re-plan undone: back to "Run more" and the todos it had retired (the re-plan\'s todos set aside)');
  });

  it("takes back only the re-plan's own todos: one moved in and one made by hand since stay, with their waits", async () => {
    const { missionId, todoId, replan, newTodoId } = await replannedMission(alice);
    const movedIn = (await t.as(alice).post('/api/todos/', { title: 'Buy goggles', success_criteria: 'Goggles bought' })).json().id as string;
    expect((await t.as(alice).put(`/api/todos/${movedIn}`, { mission_id: missionId })).statusCode).toBe(200);
    const byHand = await t.as(alice).post('/api/todos/', { title: 'Learn the crawl', success_criteria: 'Ten lengths of crawl', mission_id: missionId });
    expect(byHand.statusCode).toBe(201);
    const byHandId = byHand.json().id as string;
    for (const [waiting, waitsFor] of [
      [byHandId, movedIn],
      [byHandId, newTodoId],
    ]) {
      expect((await t.as(alice).post(`/api/todos/${waiting}/dependencies`, { depends_on: waitsFor })).statusCode).toBe(200);
    }

    expect((await t.as(alice).post('/api/undo', undoOf(replan))).statusCode).toBe(200);
    expect((await mission(alice, missionId)).todos.map((x) => x.id).sort()).toEqual([todoId, movedIn, byHandId].sort());
    expect((await t.as(alice).get(`/api/todos/${newTodoId}`)).statusCode).toBe(404);
    const waits = (id: string) => todo(alice, id).then((x: { depends_on: Array<{ id: string }>; needed_by: Array<{ id: string }> }) => [x.depends_on.map((w) => w.id), x.needed_by.map((w) => w.id)]);
    // The wait on the re-plan's todo drops out with it (as for a deleted one); the other stays.
    expect(await waits(byHandId)).toEqual([[movedIn], []]);
    expect(await waits(movedIn)).toEqual([[], [byHandId]]);
    const trash = ((await t.as(alice).get('/api/trash')).json() as Array<{ id: string }>).map((x) => x.id);
    expect(trash).toContain(newTodoId);
    expect(trash).not.toEqual(expect.arrayContaining([movedIn]));
    expect(trash).not.toEqual(expect.arrayContaining([byHandId]));
    expect(trash).not.toContain(todoId);
    for (const id of [movedIn, byHandId]) {
      const history = (await t.as(alice).get(`/api/history/todo/${id}`)).json().events as Array<{ summary: string }>;
      expect(history.map((e) => e.summary)).toContain('The re-plan of its mission was undone (back to "Run more"): this todo, not made by the re-plan, stays in the mission');
    }
  });

  it('refuses replan_revision without a mission, or one that is not a whole number from 1', async () => {
    const body = { title: 'Swim', success_criteria: 'Swum' };
    const standalone = await t.as(alice).post('/api/todos/', { ...body, replan_revision: 2 });
    expect([standalone.statusCode, standalone.json().detail]).toEqual([400, 'replan_revision needs the mission_id of the re-planned mission']);
    const missionId = (await t.as(alice).post('/api/missions/', { title: 'Swim more' })).json().id as string;
    for (const replan_revision of [0, 1.5, '2']) {
      const res = await t.as(alice).post('/api/todos/', { ...body, mission_id: missionId, replan_revision });
      expect([res.statusCode, res.json().detail]).toEqual([400, expect.stringContaining('replan_revision must be a whole number from 1')]);
    }
  });

  it('keeps an old todo restored from Recently deleted before the undo, and sets aside only the new ones', async () => {
    const { missionId, todoId, replan, newTodoId } = await replannedMission(alice);
    expect((await t.as(alice).post(`/api/trash/todo/${todoId}/restore`)).statusCode).toBe(200);
    expect((await mission(alice, missionId)).todos.map((x) => x.id).sort()).toEqual([todoId, newTodoId].sort());

    expect((await t.as(alice).post('/api/undo', undoOf(replan))).statusCode).toBe(200);
    expect((await mission(alice, missionId)).todos.map((x) => x.id)).toEqual([todoId]);
    expect(await todo(alice, todoId)).toMatchObject({ mission_id: missionId, total_steps: 3, completed_steps: 1 });
    const trash = ((await t.as(alice).get('/api/trash')).json() as Array<{ id: string }>).map((x) => x.id);
    expect(trash).not.toContain(todoId);
    expect(trash).toContain(newTodoId);
  });

  it("refuses an undo of a change to a todo the re-plan set aside (as for a deleted one), so its restore brings back what the log holds", async () => {
    const missionId = (await t.as(alice).post('/api/missions/', { title: 'Run more' })).json().id as string;
    const { todoId } = await todoWithPlan(alice, { missionId });
    const edit = await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a half marathon' });
    const other = await todoWithPlan(alice, { missionId, title: 'Stretch' });
    const completion = await t.as(alice).put(`/api/steps/${other.steps[0]}/complete`);
    expect(completion.statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/missions/${missionId}/replan`, { title: 'Swim more' })).statusCode).toBe(200);

    for (const undo of [undoOf(edit), undoOf(completion)]) {
      const res = await t.as(alice).post('/api/undo', undo);
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Todo not found' }]);
    }
    expect((await t.as(alice).post(`/api/trash/todo/${todoId}/restore`)).statusCode).toBe(200);
    expect((await t.as(alice).post(`/api/trash/todo/${other.todoId}/restore`)).statusCode).toBe(200);
    expect(await todo(alice, todoId)).toMatchObject({ title: 'Run a half marathon' });
    expect((await steps(alice, other.todoId))[0]).toMatchObject({ status: 'completed' });
    // The restore is a change of its own, after the edit, as for a deleted todo.
    expect((await t.as(alice).post('/api/undo', undoOf(edit))).statusCode).toBe(409);
  });

  it('is refused with 409 once the mission changed after the re-plan, and twice', async () => {
    const { missionId, replan, newTodoId } = await replannedMission(alice);
    expect((await t.as(alice).put(`/api/missions/${missionId}`, { title: 'Swim a lot' })).statusCode).toBe(200);
    const res = await t.as(alice).post('/api/undo', undoOf(replan));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This mission changed after that re-plan, so the re-plan can no longer be undone.');
    expect(await mission(alice, missionId)).toMatchObject({ title: 'Swim a lot', todos: [{ id: newTodoId }] });

    const again = await replannedMission(alice);
    expect((await t.as(alice).post('/api/undo', undoOf(again.replan))).statusCode).toBe(200);
    expect((await t.as(alice).post('/api/undo', undoOf(again.replan))).statusCode).toBe(409);
  });

  it("answers another user's undo like a missing mission, and changes nothing", async () => {
    const { missionId, replan, newTodoId } = await replannedMission(alice);
    const foreign = await t.as(bob).post('/api/undo', undoOf(replan));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Mission not found' });
    expect(await mission(alice, missionId)).toMatchObject({ title: 'Swim more', todos: [{ id: newTodoId }] });
  });
});

describe('undo of a deletion', () => {
  it('brings a todo back with its steps, evidence, findings and chat', async () => {
    const { todoId, steps: ids } = await todoWithPlan(alice);
    await t.as(alice).put(`/api/steps/${ids[0]}/complete`);
    await t.as(alice).post(`/api/steps/${ids[0]}/evidence`, { content_text: 'Ran 5k' });
    expect((await t.as(alice).post('/api/step-assistant/findings', { step_id: ids[1], finding_type: 'decision', title: 'Shoes', content: 'Trail shoes' })).statusCode).toBe(201);
    expect((await t.as(alice).post('/api/step-assistant/chat', { step_id: ids[1], message: 'Which shoes should I buy?' })).statusCode).toBe(200);
    const chatBefore = (await t.as(alice).get(`/api/step-assistant/messages/${ids[1]}`)).json();
    expect(chatBefore.length).toBeGreaterThanOrEqual(2);
    const deleted = await t.as(alice).delete(`/api/todos/${todoId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).statusCode).toBe(404);

    expect((await t.as(alice).post('/api/undo', undoOf(deleted))).statusCode).toBe(200);
    expect(await todo(alice, todoId)).toMatchObject({ id: todoId, title: 'Run a 10k', total_steps: 3, completed_steps: 1 });
    const back = await steps(alice, todoId);
    expect(back[0].evidence).toHaveLength(1);
    expect((await t.as(alice).get(`/api/step-assistant/findings/${ids[1]}`)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Shoes' })]));
    expect((await t.as(alice).get(`/api/step-assistant/messages/${ids[1]}`)).json()).toEqual(chatBefore);
    const history = (await t.as(alice).get(`/api/history/todo/${todoId}`)).json();
    expect(history.deleted).toBe(false);
    expect(history.events.map((e: { summary: string }) => e.summary)).toEqual(
      expect.arrayContaining(['Todo deleted (its history stays)', 'Todo restored from Recently deleted (standalone)']),
    );
  });

  it('brings back a mission and an odyssey', async () => {
    const odyssey = (await t.as(alice).post('/api/odysseys/', { title: 'Get fit' })).json();
    const mission = (await t.as(alice).post('/api/missions/', { title: 'Run more', odyssey_id: odyssey.id })).json();
    const missionGone = await t.as(alice).delete(`/api/missions/${mission.id}`);
    expect((await t.as(alice).post('/api/undo', undoOf(missionGone))).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json()).toMatchObject({ title: 'Run more', odyssey_id: odyssey.id });

    const odysseyGone = await t.as(alice).delete(`/api/odysseys/${odyssey.id}`);
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().odyssey_id).toBeNull();
    expect((await t.as(alice).post('/api/undo', undoOf(odysseyGone))).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/odysseys/${odyssey.id}`)).json()).toMatchObject({ title: 'Get fit' });
    expect((await t.as(alice).get(`/api/missions/${mission.id}`)).json().odyssey_id).toBe(odyssey.id);
  });
});

describe('the id of an undo', () => {
  it('names the same item in upper case, as every other route takes it', async () => {
    const { todoId } = await todoWithPlan(alice);
    const edit = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Renamed' }));
    const res = await t.as(alice).post('/api/undo', { ...edit, id: todoId.toUpperCase() });
    expect([res.statusCode, res.json()]).toEqual([200, { kind: 'todo_edit', id: todoId, detail: 'Undone.' }]);
    expect((await todo(alice, todoId)).title).toBe('Run a 10k');
    const deleted = undoOf(await t.as(alice).delete(`/api/todos/${todoId}`));
    expect((await t.as(alice).post('/api/undo', { ...deleted, id: todoId.toUpperCase() })).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).statusCode).toBe(200);
  });
});

describe('the revision of an undo', () => {
  it.each([-1, 1.5, 2_000_000_000, '3', null])('refuses %p with one message that says what a revision is', async (revision) => {
    const res = await t.as(alice).post('/api/undo', { kind: 'todo_edit', id: randomUUID(), revision });
    expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Invalid revision: Revision must be a whole number from 0 up, as the X-Undo header of the change gave it.' }]);
  });
});

describe('who may undo', () => {
  it("answers another user's undo like a missing todo, and changes nothing", async () => {
    const { todoId } = await todoWithPlan(alice);
    const edit = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Mine' }));
    const foreign = await t.as(bob).post('/api/undo', edit);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Todo not found' });
    const missing = await t.as(bob).post('/api/undo', { ...edit, id: randomUUID() });
    expect(missing.json()).toEqual(foreign.json());
    expect((await todo(alice, todoId)).title).toBe('Mine');
    const deleted = undoOf(await t.as(alice).delete(`/api/todos/${todoId}`));
    expect((await t.as(bob).post('/api/undo', deleted)).statusCode).toBe(404);
  });

  it('checks its input, and an undo of the wrong kind changes nothing', async () => {
    const { todoId } = await todoWithPlan(alice);
    const edit = undoOf(await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Edited' }));
    expect((await t.as(alice).post('/api/undo', { ...edit, kind: 'nonsense' })).statusCode).toBe(400);
    expect((await t.as(alice).post('/api/undo', { ...edit, revision: -1 })).statusCode).toBe(400);
    expect((await t.as(alice).post('/api/undo', { ...edit, id: 'not-an-id' })).statusCode).toBe(400);
    const wrong = await t.as(alice).post('/api/undo', { ...edit, kind: 'todo_replan' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(/not a re-plan/);
    expect((await todo(alice, todoId)).title).toBe('Edited');
    expect((await t.as(null).post('/api/undo', edit)).statusCode).toBe(401);
  });
});
