import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../commands/handleCommand';
import { sampleOdysseyId } from '../../commands/onboarding/sampleIds';
import { odysseyDecider, odysseyStreamId } from '../../domain/odysseys/odysseyDecider';
import { createPlanner } from '../../planner/createPlanner';
import { testAppForSuite } from '../support/testAppForSuite';

const sample = createPlanner({}).sampleData();
const sampleTodoCount = sample.missions.reduce((n, m) => n + m.todos.length, 0);
const sampleStepCount = sample.missions.reduce((n, m) => n + m.todos.reduce((k, todo) => k + todo.steps.length, 0), 0);

const { t, alice } = testAppForSuite();

describe('onboarding sample data', () => {
  let odysseyId: string;

  it('creates a realistic sample odyssey with missions, todos and steps', async () => {
    expect(alice.user.has_completed_onboarding).toBe(false);
    const res = await t.as(alice).post('/api/onboarding/create-sample');
    expect(res.statusCode).toBe(200);
    odysseyId = res.json().odyssey_id;
    expect(odysseyId).toMatch(/^[0-9a-f-]{36}$/);

    const graph = (await t.as(alice).get(`/api/odysseys/${odysseyId}/graph`)).json();
    expect(graph).toMatchObject({
      title: sample.odyssey.title,
      is_sample: true,
      total_missions: sample.missions.length,
      total_todos: sampleTodoCount,
      total_steps: sampleStepCount,
    });
    expect(graph.missions.map((m: { title: string }) => m.title).sort()).toEqual(sample.missions.map((m) => m.title).sort());
    // Completed sample steps are completed, so the tour has progress to show.
    const completedSteps = graph.missions.flatMap((m: { todos: { steps: { status: string }[] }[] }) => m.todos.flatMap((todo) => todo.steps)).filter((s: { status: string }) => s.status === 'completed');
    expect(completedSteps).toHaveLength(sample.missions.flatMap((m) => m.todos.flatMap((todo) => todo.steps)).filter((s) => s.completed).length);
    // A sample todo whose steps are all done was evaluated, as a real one would be.
    const allDone = sample.missions.flatMap((m) => m.todos).filter((todo) => todo.steps.length > 0 && todo.steps.every((s) => s.completed));
    for (const todo of allDone) {
      const row = await t.services.deps.db('todos').where({ user_id: alice.user.id, title: todo.title }).first();
      expect(row.completion_evaluation).toEqual(expect.objectContaining({ gaps_found: expect.any(Boolean), recommendation: expect.any(String) }));
    }
    const dashboard = (await t.as(alice).get('/api/dashboard/summary')).json();
    expect(dashboard.active_odysseys).toBe(1);
    expect(dashboard.in_progress_total).toBeGreaterThan(0);
  });

  it('answers the same odyssey on a second call, without duplicating anything', async () => {
    const again = await t.as(alice).post('/api/onboarding/create-sample');
    expect(again.json()).toMatchObject({ odyssey_id: odysseyId, created: false });
    const odysseys = (await t.as(alice).get('/api/odysseys/')).json();
    expect(odysseys).toHaveLength(1);
    expect((await t.as(alice).get('/api/missions/')).json()).toHaveLength(sample.missions.length);
    expect(await t.services.deps.db('todos').where({ user_id: alice.user.id }).count('* as n').first()).toEqual({ n: String(sampleTodoCount) });
  });

  it("completing removes the sample but keeps what the user made, and is idempotent", async () => {
    const own = (await t.as(alice).post('/api/missions/', { title: 'My real mission', odyssey_id: odysseyId })).json();
    const res = await t.as(alice).post('/api/onboarding/complete');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      has_completed_onboarding: true,
      removed: { odysseys: 1, missions: sample.missions.length, todos: sampleTodoCount },
    });
    expect((await t.as(alice).get(`/api/odysseys/${odysseyId}`)).statusCode).toBe(404);
    const missions = (await t.as(alice).get('/api/missions/')).json();
    expect(missions).toEqual([expect.objectContaining({ id: own.id, title: 'My real mission', odyssey_id: null })]);
    expect(await t.services.deps.db('todos').where({ user_id: alice.user.id }).count('* as n').first()).toEqual({ n: '0' });
    expect((await t.as(alice).get('/api/auth/me')).json().has_completed_onboarding).toBe(true);

    const again = await t.as(alice).post('/api/onboarding/complete');
    expect(again.statusCode).toBe(200);
    expect(again.json().removed).toEqual({ odysseys: 0, missions: 0, todos: 0 });
  });

  it('creates a fresh sample when the tour is taken again', async () => {
    const res = await t.as(alice).post('/api/onboarding/create-sample');
    expect(res.json().created).toBe(true);
    expect(res.json().odyssey_id).not.toBe(odysseyId);
    expect((await t.as(alice).get(`/api/odysseys/${res.json().odyssey_id}`)).json().total_missions).toBe(sample.missions.length);
  });

  it("removes sample parts the user moved around, and never another user's data", async () => {
    const bob = await t.registerUser();
    const { odyssey_id } = (await t.as(bob).post('/api/onboarding/create-sample')).json();
    const bobMissions = (await t.as(bob).get('/api/missions/')).json();
    // Bob deletes the sample odyssey himself: its missions become standalone, still sample data.
    await t.as(bob).delete(`/api/odysseys/${odyssey_id}`);
    const aliceBefore = (await t.as(alice).get('/api/missions/')).json().length;
    const res = (await t.as(bob).post('/api/onboarding/complete')).json();
    expect(res.removed).toEqual({ odysseys: 0, missions: bobMissions.length, todos: sampleTodoCount });
    expect((await t.as(bob).get('/api/missions/')).json()).toEqual([]);
    expect((await t.as(alice).get('/api/missions/')).json()).toHaveLength(aliceBefore);
  });

  it('lands concurrent first calls on one sample odyssey', async () => {
    const carol = await t.registerUser();
    const answers = await Promise.all([1, 2, 3].map(() => t.as(carol).post('/api/onboarding/create-sample')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().odyssey_id)).size).toBe(1);
    // The one call whose creation landed says it created the odyssey; the others found it made.
    expect(answers.map((a) => a.json().created).sort()).toEqual([false, false, true]);
    expect((await t.as(carol).get('/api/odysseys/')).json()).toHaveLength(1);
    expect((await t.as(carol).get('/api/missions/')).json()).toHaveLength(sample.missions.length);
    expect(await t.services.deps.db('todos').where({ user_id: carol.user.id }).count('* as n').first()).toEqual({ n: String(sampleTodoCount) });
  });

  it('ends the tour for concurrent repeats of completing it: each answers 200, together they remove the sample once', async () => {
    const dave = await t.registerUser();
    expect((await t.as(dave).post('/api/onboarding/create-sample')).statusCode).toBe(200);
    const answers = await Promise.all([1, 2, 3].map(() => t.as(dave).post('/api/onboarding/complete')));
    expect(answers.map((a) => [a.statusCode, a.json().has_completed_onboarding])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const total = answers.map((a) => a.json().removed).reduce((sum, r) => ({ odysseys: sum.odysseys + r.odysseys, missions: sum.missions + r.missions, todos: sum.todos + r.todos }));
    expect(total).toEqual({ odysseys: 1, missions: sample.missions.length, todos: sampleTodoCount });
    expect((await t.as(dave).get('/api/missions/')).json()).toEqual([]);
    expect((await t.as(dave).get('/api/todos/')).json()).toEqual([]);
    expect((await t.as(dave).get('/api/auth/me')).json().has_completed_onboarding).toBe(true);
  });

  it('ends the tour after many tours taken before, as after the first', async () => {
    const carol = await t.registerUser();
    // 70 tours taken and ended: each left its (deleted) sample odyssey in the log.
    for (let generation = 0; generation < 70; generation++) {
      const odysseyId = sampleOdysseyId(carol.user.id, generation);
      const at = new Date().toISOString();
      for (const command of [
        { type: 'CreateOdyssey', odysseyId, userId: carol.user.id, title: 'Earlier tour', isSample: true, now: at },
        { type: 'DeleteOdyssey', userId: carol.user.id, now: at },
      ] as const) {
        await handleCommand(t.services.deps, { streamId: odysseyStreamId(odysseyId), decider: odysseyDecider, command, actor: { userId: carol.user.id, correlationId: randomUUID() } });
      }
    }
    expect((await t.as(carol).post('/api/onboarding/create-sample')).json().odyssey_id).toBe(sampleOdysseyId(carol.user.id, 70));
    const done = await t.as(carol).post('/api/onboarding/complete');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ has_completed_onboarding: true, removed: { odysseys: 1, missions: sample.missions.length, todos: sampleTodoCount } });
    expect((await t.as(carol).get('/api/todos')).json()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null).post('/api/onboarding/create-sample')).statusCode).toBe(401);
    expect((await t.as(null).post('/api/onboarding/complete')).statusCode).toBe(401);
  });
});
