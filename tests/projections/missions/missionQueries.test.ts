import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RecordedEvent } from '../../../commands/eventStore';
import type { Decider, DomainEvent } from '../../../domain/decider';
import { missionDecider, type MissionCommand } from '../../../domain/missions/missionDecider';
import { healthFromCounts, missionHealth } from '../../../domain/missions/health';
import { MISSION_STATUSES, type MissionStatus } from '../../../domain/missions/missionStatus';
import { odysseyDecider, type OdysseyCommand } from '../../../domain/odysseys/odysseyDecider';
import { todoDecider } from '../../../domain/todos/todoDecider';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { dashboardSummary } from '../../../projections/missions/dashboardQueries';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { missionGraphJson, odysseyGraphJson } from '../../../projections/missions/graphQueries';
import type { MissionView } from '../../../projections/missions/missionAnswers';
import { getMissionDetail, listMissionsJson, missionResourceSummary } from '../../../projections/missions/queries';
import { odysseysProjector } from '../../../projections/odysseys/odysseysProjector';
import { getOdyssey, listOdysseys } from '../../../projections/odysseys/queries';
import { applyAll } from '../../../projections/applyBatch';
import type { Projector } from '../../../projections/projector';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { todoDependenciesProjector } from '../../../projections/todos/todoDependencies';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';

/**
 * The mission and odyssey read models with the real todos read model next to them: events
 * come from the deciders, go through the projectors, and the queries are read at chosen times.
 */
const projectors: Projector[] = [missionsProjector, odysseysProjector, todosProjector, todoDependenciesProjector];
const database = databaseForSuite({ pool: plainPool(4) });
let position = 0n;
const streams = new Map<string, DomainEvent[]>();

beforeAll(async () => {
  for (const p of projectors) await p.setup(database.db);
});

/** Decides on a stream's folded state, records the events and projects them. */
async function run<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, command: C): Promise<E[]> {
  const past = (streams.get(streamId) ?? []) as E[];
  const events = decider.decide(command, past.reduce(decider.evolve, decider.initialState()));
  streams.set(streamId, [...past, ...events]);
  await database.db.transaction(async (trx) => {
    for (const event of events) {
      position += 1n;
      const recorded: RecordedEvent = {
        id: randomUUID(),
        streamId,
        revision: 0n,
        position,
        type: event.type,
        data: event.data,
        metadata: { userId: null, occurredAt: T0, correlationId: 'test', causationId: null },
        recordedAt: T0,
      };
      for (const p of projectors) await applyAll(trx, p, [recorded]);
    }
  });
  return events;
}

const T0 = '2025-05-01T09:00:00.000Z';
const at = (iso: string) => new Date(iso);
type GraphStep = { id: string; title: string; status: string; evidence_count: number; finding_count: number };
type GraphTodo = { id: string; steps: GraphStep[] };
/** The graphs come as JSON text (passed through by the API). */
const getMissionGraph = async (...args: Parameters<typeof missionGraphJson>) => {
  const json = await missionGraphJson(...args);
  return json === null ? null : (JSON.parse(json) as { id: string; todos: GraphTodo[] });
};
const getOdysseyGraph = async (...args: Parameters<typeof odysseyGraphJson>) => {
  const json = await odysseyGraphJson(...args);
  return json === null ? null : (JSON.parse(json) as { total_missions: number; total_todos: number; total_steps: number; missions: Array<{ id: string; todos: GraphTodo[] }> });
};
/** The list comes as JSON text too. */
const listMissions = async (db: Knex, userId: string, now: Date) => JSON.parse((await listMissionsJson(db, userId, now, 'UTC')).body) as MissionView[];
let seconds = 0;
/** Each created thing is a second younger than the previous one, so orderings are defined. */
const tick = () => new Date(Date.parse(T0) + ++seconds * 1000).toISOString();
const userId = randomUUID();
const otherUser = randomUUID();

const odyssey = (command: Omit<OdysseyCommand & { type: 'CreateOdyssey' }, 'type' | 'now' | 'userId'> & { userId?: string }) =>
  run(odysseyDecider, `odyssey-${command.odysseyId}`, { type: 'CreateOdyssey', userId, now: tick(), ...command });
const mission = (missionId: string, fields: Partial<MissionCommand & { type: 'CreateMission' }> = {}) =>
  run(missionDecider, `mission-${missionId}`, { type: 'CreateMission', missionId, userId, title: `Mission ${missionId.slice(0, 4)}`, now: tick(), ...fields } as MissionCommand);
const todo = (todoId: string, fields: Partial<TodoCommand & { type: 'CreateTodo' }>) =>
  run(todoDecider, `todo-${todoId}`, { type: 'CreateTodo', todoId, userId, title: 'A todo', successCriteria: 'It is done', now: tick(), ...fields } as TodoCommand);
const onTodo = (todoId: string, command: Record<string, unknown>) =>
  run(todoDecider, `todo-${todoId}`, { todoId, userId, now: T0, ...command } as unknown as TodoCommand);

describe('mission figures at read time', () => {
  const missionId = randomUUID();
  const dueTodo = randomUUID();
  const laterTodo = randomUUID();
  const doneTodo = randomUUID();
  const stepA = randomUUID();

  beforeAll(async () => {
    await mission(missionId, { title: 'Ship the garden shed' });
    // Due 2025-05-10 (end of day), no steps done yet.
    await todo(dueTodo, { missionId, title: 'Buy timber', dueDate: '2025-05-10', steps: [{ stepId: stepA, title: 'Measure' }, { stepId: randomUUID(), title: 'Order' }] });
    await todo(laterTodo, { missionId, title: 'Paint', dueDate: '2025-07-01' });
    const doneStep = randomUUID();
    await todo(doneTodo, { missionId, title: 'Clear the ground', steps: [{ stepId: doneStep, title: 'Dig' }] });
    await onTodo(doneTodo, { type: 'CompleteStep', stepId: doneStep, evaluationRequestId: randomUUID() });
    // Finished long before the weeks whose pace the forecast reads: no forecast, so these cases
    // show the health rule alone (the forecast's part: tests/api/riskVerdict.test.ts).
    await onTodo(doneTodo, { type: 'ForceCompleteTodo', now: '2025-03-01T09:00:00.000Z' });
    // Painting waits for the timber, which waits for the cleared ground (done).
    await onTodo(laterTodo, { type: 'AddTodoDependency', dependsOn: dueTodo });
    await onTodo(dueTodo, { type: 'AddTodoDependency', dependsOn: doneTodo });
  });

  it('gives each todo what it waits for and whether that is still open, and an order that respects the waits', async () => {
    const detail = await getMissionDetail(database.db, userId, missionId, at('2025-05-02T00:00:00.000Z'), 'UTC');
    expect(detail?.todos.map((t) => [t.title, t.depends_on, t.blocked])).toEqual([
      ['Buy timber', [doneTodo], false],
      ['Paint', [dueTodo], true],
      ['Clear the ground', [], false],
    ]);
    expect(detail?.todo_order).toEqual([doneTodo, dueTodo, laterTodo]);
  });

  it('counts todos, progress and in-progress work', async () => {
    const [view] = await listMissions(database.db, userId, at('2025-05-02T00:00:00.000Z'));
    expect(view).toMatchObject({
      id: missionId,
      title: 'Ship the garden shed',
      status: 'active',
      total_todos: 3,
      completed_todos: 1,
      in_progress_count: 0,
      progress_percentage: 33,
      overdue_count: 0,
      health_status: 'healthy',
    });
  });

  it('changes health with the clock alone: healthy, at risk within 48 hours, critical once overdue', async () => {
    const read = async (now: string) => (await listMissions(database.db, userId, at(now))).find((m) => m.id === missionId)!;
    expect((await read('2025-05-08T12:00:00.000Z')).health_status).toBe('healthy');
    expect((await read('2025-05-09T12:00:00.000Z')).health_status).toBe('at_risk');
    const overdue = await read('2025-05-11T00:00:01.000Z');
    // 1 of 2 open todos overdue: at least half -> critical.
    expect(overdue).toMatchObject({ health_status: 'critical', overdue_count: 1 });
  });

  it('agrees with the pure rule at every hour of a week', async () => {
    const openTodos = [
      { dueDate: '2025-05-10T23:59:59.999Z', completedSteps: 0 },
      { dueDate: '2025-07-01T23:59:59.999Z', completedSteps: 0 },
    ];
    for (let hour = 0; hour < 24 * 7; hour += 7) {
      const now = new Date(Date.parse('2025-05-07T00:00:00.000Z') + hour * 3600_000);
      const [view] = await listMissions(database.db, userId, now);
      expect(view.health_status).toBe(missionHealth({ status: 'active', openTodos }, now.toISOString()));
    }
  });

  it('counts at the exact instants and says when the clock next changes the list', async () => {
    const due = new Date((await database.db('todos').where({ id: dueTodo }).first('due_date')).due_date).getTime();
    const later = new Date((await database.db('todos').where({ id: laterTodo }).first('due_date')).due_date).getTime();
    const view = async (ms: number) => (await listMissions(database.db, userId, new Date(ms))).find((m) => m.id === missionId)!;
    const changesAt = async (ms: number) => (await listMissionsJson(database.db, userId, new Date(ms), 'UTC')).changesAt;
    const window = 48 * 3600_000;
    expect(await view(due - window - 1)).toMatchObject({ health_status: 'healthy', overdue_count: 0 });
    expect(await view(due - window)).toMatchObject({ health_status: 'at_risk', overdue_count: 0 });
    expect(await view(due)).toMatchObject({ health_status: 'at_risk', overdue_count: 0 });
    expect(await view(due + 1)).toMatchObject({ health_status: 'critical', overdue_count: 1 });
    // Before the window: it opens at due - 48 h; inside it: the due date itself; then the next todo's window.
    expect(await changesAt(due - window - 1000)).toBe(due - window);
    expect(await changesAt(due - 1000)).toBe(due);
    expect(await changesAt(due + 1)).toBe(later - window);
    expect(await changesAt(later + 1)).toBeNull();
  });

  it('is no longer at risk once a step of the todo due soon is completed', async () => {
    await onTodo(dueTodo, { type: 'CompleteStep', stepId: stepA, evaluationRequestId: randomUUID() });
    const detail = await getMissionDetail(database.db, userId, missionId, at('2025-05-09T12:00:00.000Z'), 'UTC');
    expect(detail).toMatchObject({ health_status: 'healthy', in_progress_count: 1 });
    expect(detail!.todos.map((t) => t.title)).toEqual(['Buy timber', 'Paint', 'Clear the ground']);
    expect(detail!.todos.find((t) => t.id === dueTodo)).toMatchObject({ status: 'in_progress', completed_steps: 1, total_steps: 2, is_overdue: false });
    const late = await getMissionDetail(database.db, userId, missionId, at('2025-05-12T00:00:00.000Z'), 'UTC');
    expect(late!.todos.find((t) => t.id === dueTodo)!.is_overdue).toBe(true);
  });

  it("never shows another user's mission", async () => {
    expect(await listMissions(database.db, otherUser, at(T0))).toEqual([]);
    expect(await getMissionDetail(database.db, otherUser, missionId, at(T0), 'UTC')).toBeNull();
    expect(await getMissionGraph(database.db, otherUser, missionId, at(T0), 'UTC')).toBeNull();
  });

  it('builds the mission graph with steps in order and evidence and finding counts', async () => {
    await onTodo(dueTodo, { type: 'AddEvidence', stepId: stepA, evidenceId: randomUUID(), contentText: 'Receipt #1' });
    await onTodo(dueTodo, { type: 'AddEvidence', stepId: stepA, evidenceId: randomUUID(), contentText: 'Receipt #2' });
    await onTodo(dueTodo, { type: 'AddFinding', stepId: stepA, findingId: randomUUID(), findingType: 'decision', title: 'Larch', content: 'Use larch boards' });
    const graph = await getMissionGraph(database.db, userId, missionId, at(T0), 'UTC');
    const timber = graph!.todos.find((t) => t.id === dueTodo)!;
    expect(timber.steps.map((s) => [s.title, s.status, s.evidence_count, s.finding_count])).toEqual([
      ['Measure', 'completed', 2, 1],
      ['Order', 'pending', 0, 0],
    ]);
    expect(graph!.todos.find((t) => t.id === laterTodo)!.steps).toEqual([]);
  });

  it('writes graph todos (JSON from SQL) exactly like the mission detail (TS views), overdue included', async () => {
    for (const now of ['2025-05-02T00:00:00.000Z', '2025-05-11T00:00:01.000Z']) {
      const graph = await getMissionGraph(database.db, userId, missionId, at(now), 'UTC');
      const detail = await getMissionDetail(database.db, userId, missionId, at(now), 'UTC');
      const { todos: graphTodos, ...graphMission } = graph as unknown as { todos: Array<Record<string, unknown>> };
      const { todos: detailTodos, todo_order: _order, ...detailMission } = detail!;
      expect(graphMission).toEqual(detailMission);
      // Only the detail names the todos each one waits for (its rows say them); both carry the waits' ids.
      expect(graphTodos.map(({ steps: _steps, ...todo }) => todo)).toEqual(detailTodos.map(({ waiting_for: _waits, ...todo }) => todo));
    }
  });

  it('summarises the resources a re-plan would retire', async () => {
    const summary = await missionResourceSummary(database.db, userId, missionId);
    expect(summary).toMatchObject({
      has_resources: true,
      todos_with_progress: 2,
      total_todos: 3,
      total_steps: 3,
      completed_steps: 2,
      total_evidence: 2,
      total_findings: 1,
      total_chat_messages: 0,
    });
    expect(summary.todo_previews.find((p) => p.todo_id === dueTodo)).toMatchObject({ todo_title: 'Buy timber', evidence_count: 2, finding_count: 1, step_count: 2 });
  });

  it('drops the old todos from the figures on re-plan and keeps them standalone on delete', async () => {
    await run(missionDecider, `mission-${missionId}`, { type: 'RequestMissionReplan', userId, title: 'Ship the big shed', now: T0 });
    const replanned = await getMissionDetail(database.db, userId, missionId, at(T0), 'UTC');
    expect(replanned).toMatchObject({ title: 'Ship the big shed', total_todos: 0, progress_percentage: 0, todos: [] });
    expect(await missionResourceSummary(database.db, userId, missionId)).toMatchObject({ has_resources: false, total_todos: 0 });

    const fresh = randomUUID();
    await todo(fresh, { missionId, title: 'New plan item' });
    await run(missionDecider, `mission-${missionId}`, { type: 'DeleteMission', userId, now: T0 });
    expect(await getMissionDetail(database.db, userId, missionId, at(T0), 'UTC')).toBeNull();
    const standalone = await database.db('todos').where({ id: fresh }).first();
    expect(standalone.mission_id).toBeNull();
  });
});

describe('odyssey figures at read time', () => {
  const odysseyId = randomUUID();
  const activeA = randomUUID();
  const activeB = randomUUID();
  const paused = randomUUID();
  const done = randomUUID();

  beforeAll(async () => {
    await odyssey({ odysseyId, title: 'Run a marathon' });
    for (const id of [activeA, activeB, paused, done]) await mission(id, { odyssey: { odysseyId, status: 'active' } });
    await run(missionDecider, `mission-${paused}`, { type: 'UpdateMission', userId, status: 'paused', now: T0 });
    await run(missionDecider, `mission-${done}`, { type: 'UpdateMission', userId, status: 'completed', now: T0 });
    // activeB has a todo due 2025-06-01; a paused mission's overdue todo must not count.
    await todo(randomUUID(), { missionId: activeB, dueDate: '2025-06-01' });
    await todo(randomUUID(), { missionId: paused, dueDate: '2025-05-02' });
  });

  it('counts missions by status and progress as completed over total', async () => {
    const view = await getOdyssey(database.db, userId, odysseyId, at('2025-05-20T00:00:00.000Z'), 'UTC');
    expect(view).toMatchObject({
      title: 'Run a marathon',
      status: 'active',
      total_missions: 4,
      completed_missions: 1,
      active_missions: 2,
      paused_missions: 1,
      progress_percentage: 25,
      health_status: 'healthy',
    });
    expect(view!.missions.map((m) => m.id).sort()).toEqual([activeA, activeB, paused, done].sort());
  });

  it('takes the worst health of its active missions, as the clock moves', async () => {
    expect((await getOdyssey(database.db, userId, odysseyId, at('2025-05-31T00:00:00.000Z'), 'UTC'))!.health_status).toBe('at_risk');
    expect((await getOdyssey(database.db, userId, odysseyId, at('2025-06-03T00:00:00.000Z'), 'UTC'))!.health_status).toBe('critical');
  });

  it('has no health without an active mission', async () => {
    const quiet = randomUUID();
    await odyssey({ odysseyId: quiet, title: 'Learn Italian' });
    const list = await listOdysseys(database.db, userId, at(T0), 'UTC');
    const view = list.find((o) => o.id === quiet)!;
    expect(view).toMatchObject({ total_missions: 0, progress_percentage: 0, missions: [] });
    expect('health_status' in view).toBe(false);
    expect(list[0].id).toBe(quiet);
  });

  it('builds the odyssey graph down to steps', async () => {
    const stepId = randomUUID();
    await todo(randomUUID(), { missionId: activeA, title: 'Long run', steps: [{ stepId, title: '10 km' }] });
    const graph = await getOdysseyGraph(database.db, userId, odysseyId, at(T0), 'UTC');
    expect(graph).toMatchObject({ total_missions: 4, total_todos: 3, total_steps: 1 });
    expect(graph!.missions.find((m) => m.id === activeA)!.todos[0].steps[0]).toMatchObject({ id: stepId, title: '10 km', evidence_count: 0 });
    expect(await getOdysseyGraph(database.db, otherUser, odysseyId, at(T0), 'UTC')).toBeNull();
  });

  it('lists each mission (JSON joined in SQL) exactly as its detail shows it (TS view)', async () => {
    await mission(randomUUID(), { title: 'Quotes " and \\ and ü 🚀', description: 'Line one\nline "two"', odyssey: { odysseyId, status: 'active' } });
    for (const now of ['2025-05-20T00:00:00.000Z', '2025-06-03T00:00:00.000Z']) {
      const listed = await listMissions(database.db, userId, at(now));
      expect(listed.some((m) => m.odyssey_title === 'Run a marathon' && m.completed_at !== null)).toBe(true);
      expect(listed.some((m) => m.title.includes('🚀'))).toBe(true);
      for (const view of listed) {
        const { todos: _todos, todo_order: _order, ...detail } = (await getMissionDetail(database.db, userId, view.id, at(now), 'UTC'))!;
        expect(view).toEqual(detail);
      }
    }
  });

  it('keeps its missions as standalone missions when deleted', async () => {
    await run(odysseyDecider, `odyssey-${odysseyId}`, { type: 'DeleteOdyssey', userId, now: T0 });
    expect(await getOdyssey(database.db, userId, odysseyId, at(T0), 'UTC')).toBeNull();
    const missions = await listMissions(database.db, userId, at(T0));
    for (const id of [activeA, activeB, paused, done]) expect(missions.find((m) => m.id === id)).toMatchObject({ odyssey_id: null, odyssey_title: null });
  });
});

describe('user deletion', () => {
  it("removes the user's missions and odysseys from the read models", async () => {
    const gone = randomUUID();
    const odysseyId = randomUUID();
    await odyssey({ odysseyId, title: 'Gone soon', userId: gone });
    await run(missionDecider, `mission-${randomUUID()}`, { type: 'CreateMission', missionId: randomUUID(), userId: gone, title: 'Gone too', now: T0 });
    expect(await listMissions(database.db, gone, at(T0))).toHaveLength(1);
    await database.db.transaction(async (trx) => {
      const recorded = { id: randomUUID(), streamId: `user-${gone}`, revision: 0n, position: ++position, type: 'UserDeleted', data: { userId: gone, deletedBy: userId, deletedAt: T0 }, metadata: { userId, occurredAt: T0, correlationId: 't', causationId: null }, recordedAt: T0 };
      for (const p of projectors) await applyAll(trx, p, [recorded]);
    });
    expect(await listMissions(database.db, gone, at(T0))).toEqual([]);
    expect(await listOdysseys(database.db, gone, at(T0), 'UTC')).toEqual([]);
  });
});

describe('dashboard summary', () => {
  const dashUser = randomUUID();
  const asDash = { userId: dashUser };
  const calm = randomUUID();
  const shaky = randomUUID();

  beforeAll(async () => {
    await odyssey({ odysseyId: randomUUID(), title: 'Active one', ...asDash });
    const doneOdyssey = randomUUID();
    await odyssey({ odysseyId: doneOdyssey, title: 'Finished one', ...asDash });
    await run(odysseyDecider, `odyssey-${doneOdyssey}`, { type: 'CompleteOdyssey', userId: dashUser, now: T0 });
    await mission(calm, { title: 'Calm', ...asDash });
    await mission(shaky, { title: 'Shaky', ...asDash });
    // Seven in-progress todos in "Shaky", due one day apart from 2025-06-01.
    for (let i = 0; i < 7; i++) {
      const todoId = randomUUID();
      const stepId = randomUUID();
      await todo(todoId, { ...asDash, missionId: shaky, title: `Task ${i}`, dueDate: `2025-06-0${i + 1}`, steps: [{ stepId, title: 'Start' }, { stepId: randomUUID(), title: 'Finish' }] });
      await run(todoDecider, `todo-${todoId}`, { type: 'CompleteStep', todoId, userId: dashUser, stepId, evaluationRequestId: randomUUID(), now: T0 } as TodoCommand);
    }
    await todo(randomUUID(), { ...asDash, missionId: calm, title: 'No rush' });
  });

  it('counts active odysseys, missions by health and lists the first five in-progress todos', async () => {
    const summary = await dashboardSummaryAt('2025-05-20T00:00:00.000Z');
    expect(summary).toMatchObject({
      active_odysseys: 1,
      total_odysseys: 2,
      total_missions: 2,
      healthy_missions: 2,
      at_risk_missions: 0,
      critical_missions: 0,
      in_progress_total: 7,
      missions_needing_attention: [],
    });
    expect(summary.in_progress_todos.map((t) => t.title)).toEqual(['Task 0', 'Task 1', 'Task 2', 'Task 3', 'Task 4']);
    expect(summary.in_progress_todos[0]).toMatchObject({ mission_title: 'Shaky', progress_percentage: 50, is_overdue: false, total_steps: 2 });
  });

  it('shows a mission needing attention once its todos fall overdue', async () => {
    // 2 of 7 overdue: fewer than 3 and fewer than half -> at risk.
    const atRisk = await dashboardSummaryAt('2025-06-03T00:00:00.000Z');
    expect(atRisk).toMatchObject({ healthy_missions: 1, at_risk_missions: 1, critical_missions: 0 });
    expect(atRisk.missions_needing_attention.map((m) => [m.title, m.health_status, m.overdue_count])).toEqual([['Shaky', 'at_risk', 2]]);
    expect(atRisk.in_progress_todos[0]).toMatchObject({ title: 'Task 0', is_overdue: true });
    const critical = await dashboardSummaryAt('2025-06-04T00:00:00.000Z');
    expect(critical).toMatchObject({ at_risk_missions: 0, critical_missions: 1 });
  });

  async function dashboardSummaryAt(now: string) {
    return dashboardSummary(database.db, dashUser, at(now), 'UTC');
  }
});

describe('what a todo waits for', () => {
  const waitUser = randomUUID();
  const asWaiter = { userId: waitUser };
  const move = randomUUID();
  const packing = randomUUID();
  const van = randomUUID();
  const tape = randomUUID();
  const loft = randomUUID();
  const sofa = randomUUID();

  beforeAll(async () => {
    await mission(move, { title: 'Move house', ...asWaiter });
    const otherMission = randomUUID();
    await mission(otherMission, { title: 'Sell the flat', ...asWaiter });
    const started = randomUUID();
    await todo(packing, { ...asWaiter, missionId: move, title: 'Pack boxes', steps: [{ stepId: started, title: 'Buy boxes' }, { stepId: randomUUID(), title: 'Fill them' }] });
    await run(todoDecider, `todo-${packing}`, { type: 'CompleteStep', todoId: packing, userId: waitUser, stepId: started, evaluationRequestId: randomUUID(), now: T0 } as TodoCommand);
    await todo(van, { ...asWaiter, missionId: otherMission, title: 'Book the van' });
    await todo(tape, { ...asWaiter, title: 'Buy tape' });
    await todo(loft, { ...asWaiter, missionId: move, title: 'Clear the loft' });
    await todo(sofa, { ...asWaiter, missionId: move, title: 'Sell the sofa' });
    for (const other of [van, tape, loft, sofa]) await run(todoDecider, `todo-${packing}`, { type: 'AddTodoDependency', todoId: packing, userId: waitUser, dependsOn: other, now: tick() } as TodoCommand);
    await run(todoDecider, `todo-${loft}`, { type: 'ForceCompleteTodo', todoId: loft, userId: waitUser, now: T0 } as TodoCommand);
    await run(todoDecider, `todo-${sofa}`, { type: 'DeleteTodo', todoId: sofa, userId: waitUser, now: T0 } as TodoCommand);
  });

  it('is the same on the Command Center as on the mission: the open live todos, of any mission, in the order the links were made', async () => {
    const now = at('2025-05-20T00:00:00.000Z');
    const [detail, summary] = [await getMissionDetail(database.db, waitUser, move, now, 'UTC'), await dashboardSummary(database.db, waitUser, now, 'UTC')];
    const onMission = detail?.todos.find((t) => t.id === packing);
    const onDashboard = summary.in_progress_todos.find((t) => t.id === packing);
    expect(onMission).toMatchObject({ blocked: true, waiting_for: [{ id: van, title: 'Book the van' }, { id: tape, title: 'Buy tape' }] });
    expect(onDashboard && { blocked: onDashboard.blocked, waiting_for: onDashboard.waiting_for }).toEqual({ blocked: onMission?.blocked, waiting_for: onMission?.waiting_for });
  });
});
