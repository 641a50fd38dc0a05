import { buildDirectorContext } from '../../planner/director/context';
import { progressSummary } from '../../planner/director/analysis';
import { loadDirectorSnapshot } from '../../projections/director/snapshotQuery';
import { analyticsViews } from '../../projections/analytics/analyticsViews';
import { isOverdue as webIsOverdue, formatDueDate as webFormatDueDate } from '../../web/src/shared/format/date';
import { healthCounts as webHealthCounts } from '../../web/src/features/missions/missionFilters';
import type { Mission as WebMission } from '../../web/src/shared/models/mission';
import type { TestUser } from '../support/testApp';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';

/**
 * One varied plan, and every answer that states a fact about its missions and todos: the
 * Command Center, the missions list and pages, the forecasts, the graphs, search, the calendar
 * feed, the todos list and its filters, The Director's context and the analysts' views. The
 * same mission or todo reads the same everywhere.
 */

/** The evaluation finds gaps for a todo whose title says its criteria are unmet, none otherwise. */
const planner = offlinePlannerWith({
  evaluateTodo: async ({ todo }) =>
    todo.title.includes('unmet')
      ? { gaps_found: true, gaps: ['No receipt attached'], suggestions: ['Attach the receipt'], recommendation: 'Not yet.', criteria: [] }
      : { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] },
});

/** The app's clock: 09:00 UTC on Monday March 10, 2025, moved only while the plan is built. */
let clock = new Date('2025-03-10T09:00:00.000Z');
const { t } = testAppForSuite({ planner, now: () => clock });

type MissionAnswer = {
  id: string;
  title: string;
  status: string;
  odyssey_id: string | null;
  health_status: 'healthy' | 'at_risk' | 'critical';
  outlook: string;
  forecast_date: string | null;
  progress_percentage: number;
  total_todos: number;
  completed_todos: number;
  in_progress_count: number;
  overdue_count: number;
};
type TodoAnswer = {
  id: string;
  title: string;
  status: 'pending' | 'in_progress' | 'completed';
  due_date: string | null;
  mission_id: string | null;
  is_overdue: boolean;
  blocked: boolean;
  total_steps: number;
  completed_steps: number;
  progress_percentage: number;
};
type MissionTodoAnswer = Pick<TodoAnswer, 'id' | 'title' | 'status' | 'due_date' | 'mission_id' | 'is_overdue' | 'blocked' | 'total_steps' | 'completed_steps'>;

let carol: TestUser;
const ids: Record<string, string> = {};
/** The zone the reader's requests name in X-Time-Zone (none: UTC). */
let zone: string | undefined;
/** Carol as a reader in `zone`. */
const reader = (): TestUser => (zone ? { ...carol, headers: { ...carol.headers, 'x-time-zone': zone } } : carol);

const ok = <R extends { statusCode: number; body: string }>(res: R, status = 200): R => {
  expect([res.statusCode, res.body]).toEqual([status, expect.any(String)]);
  return res;
};
const get = async <T>(url: string): Promise<T> => ok(await t.as(reader()).get(url)).json() as T;
const post = async (url: string, body?: unknown, status = 200) => ok(await t.as(carol).post(url, body), status).json();
const put = async (url: string, body?: unknown) => ok(await t.as(carol).put(url, body)).json();
const newOdyssey = async (title: string) => (await post('/api/odysseys/', { title, description: null }, 201)).id as string;
const newMission = async (title: string, odysseyId: string | null) => (await post('/api/missions/', { title, description: null, odyssey_id: odysseyId }, 201)).id as string;
const newTodo = async (title: string, over: Record<string, unknown> = {}) =>
  (await post('/api/todos/', { title, success_criteria: 'Done', description: null, priority: 'medium', ...over }, 201)).id as string;
/** A todo with a plan of two steps made on the write side: the planner plans nothing for it. */
const plannedTodo = async (title: string, over: Record<string, unknown> = {}) => {
  const { todoId, steps } = await createTodoWithPlan(t, carol, { title, successCriteria: 'Done', ...over });
  ids[title] = todoId;
  return steps;
};
const completeSteps = async (steps: string[]) => {
  for (const step of steps) await put(`/api/steps/${step}/complete`);
};

beforeAll(async () => {
  carol = await t.registerUser();
  ids['Life plan'] = await newOdyssey('Life plan');
  ids['Someday'] = await newOdyssey('Someday');

  // Healthy: one todo due at the end of the year, one done with all its steps.
  ids['Learn to cook'] = await newMission('Learn to cook', ids['Life plan']);
  await plannedTodo('Bake bread', { missionId: ids['Learn to cook'], dueDate: '2025-12-31' });
  await completeSteps(await plannedTodo('Knife skills', { missionId: ids['Learn to cook'] }));

  // At risk: due tomorrow with no step done; a todo waiting for it; a copy; criteria unmet.
  ids['Move house'] = await newMission('Move house', ids['Life plan']);
  await plannedTodo('Book movers', { missionId: ids['Move house'], dueDate: '2025-03-11' });
  await plannedTodo('Pack boxes', { missionId: ids['Move house'] });
  await post(`/api/todos/${ids['Pack boxes']}/dependencies`, { depends_on: ids['Book movers'] });
  await plannedTodo('Sell sofa', { missionId: ids['Move house'], dueDate: '2025-03-20' });
  ids['Sell sofa (Copy)'] = (await post(`/api/todos/${ids['Sell sofa']}/copy`, undefined, 201)).id;
  await completeSteps(await plannedTodo('Measure rooms (criteria unmet)', { missionId: ids['Move house'], dueDate: '2025-03-25' }));

  // Critical: three overdue todos; one more completed after its due date.
  ids['Tax return'] = await newMission('Tax return', null);
  await plannedTodo('Gather receipts', { missionId: ids['Tax return'], dueDate: '2025-03-07' });
  await plannedTodo('Fill forms', { missionId: ids['Tax return'], dueDate: '2025-03-08' });
  await plannedTodo('Call accountant', { missionId: ids['Tax return'], dueDate: '2025-03-09' });
  await plannedTodo('Pay the fee', { missionId: ids['Tax return'], dueDate: '2025-03-01' });
  clock = new Date('2025-03-05T12:00:00.000Z');
  await post(`/api/todos/${ids['Pay the fee']}/force-complete`);
  clock = new Date('2025-03-10T09:00:00.000Z');

  // Paused with an overdue todo; a mission without todos; one whose re-plan set its todo aside.
  ids['Side project'] = await newMission('Side project', ids['Life plan']);
  await plannedTodo('Write the README', { missionId: ids['Side project'], dueDate: '2025-03-03' });
  await put(`/api/missions/${ids['Side project']}`, { status: 'paused' });
  // Completed: its one todo is done.
  ids['Paint the hall'] = await newMission('Paint the hall', ids['Life plan']);
  await plannedTodo('Buy paint', { missionId: ids['Paint the hall'], dueDate: '2025-03-04' });
  await post(`/api/todos/${ids['Buy paint']}/force-complete`);
  // Completed, then a copy of its done todo adds open work to it.
  ids['Fix the bike'] = await newMission('Fix the bike', null);
  await plannedTodo('Pump the tyres', { missionId: ids['Fix the bike'] });
  await post(`/api/todos/${ids['Pump the tyres']}/force-complete`);
  await t.quiet();
  ids['Pump the tyres (Copy)'] = (await post(`/api/todos/${ids['Pump the tyres']}/copy`, undefined, 201)).id;
  ids['Start a garden'] = await newMission('Start a garden', ids['Life plan']);
  ids['Get fit'] = await newMission('Get fit', null);
  await plannedTodo('Old routine', { missionId: ids['Get fit'], dueDate: '2025-03-02' });
  await post(`/api/missions/${ids['Get fit']}/replan`, { title: 'Get fit', description: 'Swimming instead' });
  await plannedTodo('Swim twice a week', { missionId: ids['Get fit'], dueDate: '2025-03-10' });

  // Standalone: due today (UTC), one in progress, one deleted, one deleted and restored.
  await plannedTodo('Call mum', { dueDate: '2025-03-10' });
  const started = await plannedTodo('Water plants', { dueDate: '2025-03-12' });
  await completeSteps([started[0]]);
  await plannedTodo('Renew passport', { dueDate: '2025-03-01' });
  ok(await t.as(carol).delete(`/api/todos/${ids['Renew passport']}`), 204);
  await plannedTodo('Return library books', { dueDate: '2025-03-08' });
  ok(await t.as(carol).delete(`/api/todos/${ids['Return library books']}`), 204);
  await post(`/api/trash/todo/${ids['Return library books']}/restore`);
  // A todo created over the API, planned in the background by the planner.
  ids['Plan a holiday'] = await newTodo('Plan a holiday', { due_date: '2025-06-01' });
  await t.quiet();
}, 60_000);

const missionsList = () => get<MissionAnswer[]>('/api/missions/');
const todosList = () => get<TodoAnswer[]>('/api/todos/');
const pick = <T extends Record<string, unknown>>(o: T, keys: readonly (keyof T)[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
const MISSION_FACTS = ['status', 'health_status', 'outlook', 'forecast_date', 'progress_percentage', 'total_todos', 'completed_todos', 'in_progress_count', 'overdue_count'] as const;
const TODO_FACTS = ['status', 'due_date', 'mission_id', 'is_overdue', 'blocked', 'total_steps', 'completed_steps'] as const;
const FOCUS_FACTS = [...TODO_FACTS, 'progress_percentage'] as const;

describe('one plan, the same facts in every answer', () => {
  it('builds the plan it means to: healthy, at risk, critical, paused, completed late, set aside, deleted', async () => {
    const missions = new Map((await missionsList()).map((m) => [m.title, m]));
    expect(missions.get('Learn to cook')).toMatchObject({ status: 'active', health_status: 'healthy', progress_percentage: 50 });
    expect(missions.get('Move house')).toMatchObject({ health_status: 'at_risk', overdue_count: 0 });
    expect(missions.get('Tax return')).toMatchObject({ health_status: 'critical', overdue_count: 3, completed_todos: 1, total_todos: 4 });
    expect(missions.get('Side project')).toMatchObject({ status: 'paused', overdue_count: 1 });
    expect(missions.get('Paint the hall')).toMatchObject({ status: 'completed', health_status: 'healthy', progress_percentage: 100 });
    expect(missions.get('Fix the bike')).toMatchObject({ total_todos: 2, completed_todos: 1 });
    expect(missions.get('Start a garden')).toMatchObject({ health_status: 'healthy', total_todos: 0, progress_percentage: 0 });
    const todos = new Map((await todosList()).map((x) => [x.title, x]));
    expect([...todos.keys()]).not.toEqual(expect.arrayContaining(['Old routine']));
    expect(todos.has('Renew passport')).toBe(false);
    expect(todos.get('Return library books')).toMatchObject({ is_overdue: true });
    expect(todos.get('Knife skills')).toMatchObject({ status: 'completed', completed_steps: 2 });
    expect(todos.get('Measure rooms (criteria unmet)')).toMatchObject({ status: 'in_progress', completed_steps: 2 });
    expect(todos.get('Pack boxes')).toMatchObject({ blocked: true });
    expect(todos.get('Call mum')).toMatchObject({ is_overdue: false });
    expect(todos.get('Pay the fee')).toMatchObject({ status: 'completed', is_overdue: false });
    expect(todos.has('Sell sofa (Copy)')).toBe(true);
  });

});

/**
 * Overdue and due soon are judged against the end of the due day in the reader's zone: every
 * answer agrees for a reader in UTC (no header), far west (Samoa, UTC-11) and far east (Tonga, UTC+13).
 */
describe.each([[undefined], ['Pacific/Pago_Pago'], ['Pacific/Tongatapu']])('the same facts in every answer for a reader in %s', (readerZone) => {
  beforeAll(() => {
    zone = readerZone;
  });
  afterAll(() => {
    zone = undefined;
  });

  it('each mission reads the same in the list, its page, its graph, its odyssey, its forecast and the Command Center', async () => {
    const list = await missionsList();
    const odysseys = await get<Array<{ id: string; missions: MissionAnswer[] }>>('/api/odysseys/');
    const inOdysseys = new Map(odysseys.flatMap((o) => o.missions.map((m) => [m.id, m] as const)));
    for (const mission of list) {
      const facts = pick(mission, MISSION_FACTS);
      const detail = await get<MissionAnswer & { todos: MissionTodoAnswer[] }>(`/api/missions/${mission.id}`);
      expect([mission.title, pick(detail, MISSION_FACTS)]).toEqual([mission.title, facts]);
      const graph = await get<MissionAnswer & { todos: MissionTodoAnswer[] }>(`/api/missions/${mission.id}/graph`);
      expect([mission.title, pick(graph, MISSION_FACTS)]).toEqual([mission.title, facts]);
      if (mission.odyssey_id) {
        expect([mission.title, pick(inOdysseys.get(mission.id)!, MISSION_FACTS)]).toEqual([mission.title, facts]);
        const odysseyGraph = await get<{ missions: MissionAnswer[] }>(`/api/odysseys/${mission.odyssey_id}/graph`);
        expect([mission.title, pick(odysseyGraph.missions.find((m) => m.id === mission.id)!, MISSION_FACTS)]).toEqual([mission.title, facts]);
      }
      const forecast = await get<{ outlook: string; health_status: string }>(`/api/missions/${mission.id}/forecast`);
      expect([mission.title, forecast.outlook, forecast.health_status]).toEqual([mission.title, mission.outlook, mission.health_status]);

      // Completed means every todo is done: open work in a mission keeps it active.
      expect([mission.title, mission.status === 'completed']).toEqual([mission.title, mission.total_todos > 0 && mission.completed_todos === mission.total_todos]);
      // The counts the page shows agree with the todos it lists.
      const todos = detail.todos;
      expect([mission.title, todos.length, todos.filter((x) => x.status === 'completed').length, todos.filter((x) => x.is_overdue).length]).toEqual([
        mission.title,
        mission.total_todos,
        mission.completed_todos,
        mission.overdue_count,
      ]);
      expect(todos.filter((x) => x.status === 'in_progress').length).toBe(mission.in_progress_count);
      expect(graph.todos.map((x) => pick(x, TODO_FACTS))).toEqual(todos.map((x) => pick(x, TODO_FACTS)));
    }

    const dashboard = await get<{
      total_missions: number;
      active_missions: number;
      healthy_missions: number;
      at_risk_missions: number;
      critical_missions: number;
      missions_needing_attention: Array<MissionAnswer & { attention_reason: string }>;
    }>('/api/dashboard/summary');
    const withHealth = (h: string) => list.filter((m) => m.health_status === h).length;
    expect(dashboard).toMatchObject({
      total_missions: list.length,
      active_missions: list.filter((m) => m.status === 'active').length,
      healthy_missions: withHealth('healthy'),
      at_risk_missions: withHealth('at_risk'),
      critical_missions: withHealth('critical'),
    });
    // Needs Attention lists the active missions at risk or critical; a paused one counts in its health card only.
    expect(dashboard.missions_needing_attention.map((m) => m.title).sort()).toEqual(
      list.filter((m) => m.status === 'active' && m.health_status !== 'healthy').map((m) => m.title).sort(),
    );
    expect(dashboard.missions_needing_attention.map((m) => m.id)).not.toContain(ids['Side project']);
    for (const m of dashboard.missions_needing_attention) {
      expect(pick(m, MISSION_FACTS)).toEqual(pick(list.find((x) => x.id === m.id)!, MISSION_FACTS));
    }
    // The missions page's counters (worked out by the web from the list) match the Command Center's cards.
    const counters = webHealthCounts(list as unknown as WebMission[]);
    expect(counters).toEqual({ healthy: dashboard.healthy_missions, at_risk: dashboard.at_risk_missions, critical: dashboard.critical_missions, total: dashboard.total_missions });
  });

  it('each todo reads the same in the todos list, its page, its mission, the graphs, Today’s Focus and search', async () => {
    const todos = await todosList();
    const missionTodos = new Map<string, MissionTodoAnswer>();
    for (const m of await missionsList()) {
      for (const x of (await get<{ todos: MissionTodoAnswer[] }>(`/api/missions/${m.id}`)).todos) missionTodos.set(x.id, x);
    }
    expect([...missionTodos.keys()].sort()).toEqual(todos.filter((x) => x.mission_id !== null).map((x) => x.id).sort());
    const focus = (await get<{ in_progress_todos: TodoAnswer[]; in_progress_total: number }>('/api/dashboard/summary'));
    expect(focus.in_progress_total).toBe(todos.filter((x) => x.status === 'in_progress').length);
    for (const todo of todos) {
      const facts = pick(todo, TODO_FACTS);
      expect([todo.title, pick(await get<TodoAnswer>(`/api/todos/${todo.id}`), TODO_FACTS)]).toEqual([todo.title, facts]);
      if (todo.mission_id) expect([todo.title, pick(missionTodos.get(todo.id)!, TODO_FACTS)]).toEqual([todo.title, facts]);
      const inFocus = focus.in_progress_todos.find((x) => x.id === todo.id);
      if (inFocus) expect([todo.title, pick(inFocus, FOCUS_FACTS)]).toEqual([todo.title, pick(todo, FOCUS_FACTS)]);
      const hits = (await get<{ items: Array<{ kind: string; id: string; status: string; mission_id: string | null }> }>(`/api/search?q=${encodeURIComponent(todo.title)}`)).items;
      expect([todo.title, hits.find((h) => h.kind === 'todo' && h.id === todo.id)]).toEqual([todo.title, expect.objectContaining({ status: todo.status, mission_id: todo.mission_id })]);
    }
  });

  it('each odyssey reads the same in the list, its page, its graph, its forecast and The Director’s context; one without missions has no health', async () => {
    const all = { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true };
    const ctx = buildDirectorContext(await loadDirectorSnapshot(t.services.deps.db, carol.user.id), all, clock.toISOString(), zone);
    const ODYSSEY_FACTS = ['status', 'health_status', 'outlook', 'total_missions', 'completed_missions', 'active_missions', 'paused_missions', 'progress_percentage'] as const;
    type OdysseyAnswer = { id: string; title: string } & Record<(typeof ODYSSEY_FACTS)[number], unknown>;
    const list = await get<OdysseyAnswer[]>('/api/odysseys/');
    expect(list.find((o) => o.id === ids['Someday'])).toMatchObject({ total_missions: 0, progress_percentage: 0 });
    expect(list.find((o) => o.id === ids['Someday'])!.health_status).toBeUndefined();
    for (const odyssey of list) {
      const facts = pick(odyssey, ODYSSEY_FACTS);
      expect([odyssey.title, pick(await get<OdysseyAnswer>(`/api/odysseys/${odyssey.id}`), ODYSSEY_FACTS)]).toEqual([odyssey.title, facts]);
      expect([odyssey.title, pick(await get<OdysseyAnswer>(`/api/odysseys/${odyssey.id}/graph`), ODYSSEY_FACTS)]).toEqual([odyssey.title, facts]);
      const forecast = await get<{ outlook: string; health_status?: string }>(`/api/odysseys/${odyssey.id}/forecast`);
      expect([odyssey.title, forecast.outlook, forecast.health_status]).toEqual([odyssey.title, odyssey.outlook, odyssey.health_status]);
      const seen = ctx.odysseys!.find((o) => o.id === odyssey.id)!;
      expect([odyssey.title, seen.health ?? undefined, seen.outlook, seen.totalMissions, seen.completedMissions, seen.progress]).toEqual([
        odyssey.title,
        odyssey.health_status,
        odyssey.outlook,
        odyssey.total_missions,
        odyssey.completed_missions,
        odyssey.progress_percentage,
      ]);
    }
  });

  it('a todo’s progress and a mission’s re-plan warning count what the lists count', async () => {
    for (const todo of await todosList()) {
      const progress = await get<{ metrics: { completion_percentage: number; completed_steps: number; total_steps: number } }>(`/api/todos/${todo.id}/progress`);
      expect([todo.title, progress.metrics]).toEqual([
        todo.title,
        expect.objectContaining({ completion_percentage: todo.progress_percentage, completed_steps: todo.completed_steps, total_steps: todo.total_steps }),
      ]);
    }
    for (const mission of await missionsList()) {
      const summary = await get<{ total_todos: number; total_steps: number }>(`/api/missions/${mission.id}/resource-summary`);
      expect([mission.title, summary.total_todos]).toEqual([mission.title, mission.total_todos]);
    }
  });

  it('the todos list filters agree with the list: status counts, a mission, standalone', async () => {
    const todos = await todosList();
    for (const status of ['pending', 'in_progress', 'completed'] as const) {
      const filtered = await get<TodoAnswer[]>(`/api/todos/?status=${status}`);
      expect([status, filtered.map((x) => x.id).sort()]).toEqual([status, todos.filter((x) => x.status === status).map((x) => x.id).sort()]);
    }
    const standalone = await get<TodoAnswer[]>('/api/todos/?mission_id=standalone');
    expect(standalone.map((x) => x.id).sort()).toEqual(todos.filter((x) => x.mission_id === null).map((x) => x.id).sort());
    const tax = await get<TodoAnswer[]>(`/api/todos/?mission_id=${ids['Tax return']}`);
    expect(tax.filter((x) => x.is_overdue).length).toBe((await missionsList()).find((m) => m.id === ids['Tax return'])!.overdue_count);
  });

  it('deleted and set-aside todos are absent from every answer, the restored one is back everywhere', async () => {
    const gone = [ids['Renew passport'], ids['Old routine']];
    for (const url of ['/api/todos/', '/api/missions/', '/api/dashboard/summary', '/api/odysseys/', `/api/missions/${ids['Get fit']}`, `/api/missions/${ids['Get fit']}/graph`]) {
      const body = (await t.as(reader()).get(url)).body;
      for (const id of gone) expect([url, body.includes(id)]).toEqual([url, false]);
    }
    for (const title of ['Renew passport', 'Old routine']) {
      expect((await get<{ items: unknown[] }>(`/api/search?q=${encodeURIComponent(title)}`)).items).toEqual([]);
    }
    expect((await get<MissionAnswer>(`/api/missions/${ids['Get fit']}`)).total_todos).toBe(1);
    const restored = ids['Return library books'];
    expect((await get<TodoAnswer>(`/api/todos/${restored}`)).is_overdue).toBe(true);
    expect((await get<{ items: Array<{ id: string }> }>('/api/search?q=library')).items.map((h) => h.id)).toEqual([restored]);
  });

  it('the calendar feed holds exactly the open todos with a due date, each on the day the todo page shows', async () => {
    const { url } = await post('/api/calendar/feed', undefined, 201);
    const ics = ok(await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body.replace(/\r\n /g, '');
    const events = [...ics.matchAll(/UID:todo-([0-9a-f-]+)@odyssey-planner[\s\S]*?END:VEVENT/g)].map((m) => ({ id: m[1], day: /DTSTART;VALUE=DATE:(\d{8})/.exec(m[0])![1] }));
    const todos = (await todosList()).filter((x) => x.status !== 'completed' && x.due_date !== null);
    expect(events.map((e) => e.id).sort()).toEqual(todos.map((x) => x.id).sort());
    for (const todo of todos) {
      const day = events.find((e) => e.id === todo.id)!.day;
      const shown = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T12:00:00.000Z`);
      expect([todo.title, webFormatDueDate(shown.toISOString())]).toEqual([todo.title, webFormatDueDate(todo.due_date)]);
    }
  });

  it('The Director’s context states each mission’s and todo’s facts as the answers do', async () => {
    const all = { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true };
    const ctx = buildDirectorContext(await loadDirectorSnapshot(t.services.deps.db, carol.user.id), all, clock.toISOString(), zone);
    for (const m of await missionsList()) {
      const seen = ctx.missions!.find((x) => x.id === m.id)!;
      expect([m.title, seen.health, seen.outlook, seen.forecastDate, seen.progress, seen.totalTodos, seen.completedTodos, seen.overdueTodos]).toEqual([
        m.title,
        m.health_status,
        m.outlook,
        m.forecast_date,
        m.progress_percentage,
        m.total_todos,
        m.completed_todos,
        m.overdue_count,
      ]);
    }
    const todos = await todosList();
    expect(ctx.todos!.map((x) => x.id).sort()).toEqual(todos.map((x) => x.id).sort());
    for (const todo of todos) {
      const seen = ctx.todos!.find((x) => x.id === todo.id)!;
      expect([todo.title, seen.status, seen.overdue, seen.waitingFor.length > 0, seen.completedSteps, seen.totalSteps]).toEqual([
        todo.title,
        todo.status,
        todo.is_overdue,
        todo.blocked,
        todo.completed_steps,
        todo.total_steps,
      ]);
    }
    // Its summary's health counts are the Command Center's cards.
    const dashboard = await get<{ healthy_missions: number; at_risk_missions: number; critical_missions: number }>('/api/dashboard/summary');
    const summary = progressSummary(ctx).missions!;
    expect({ healthy: summary.healthy, at_risk: summary.atRisk, critical: summary.critical }).toEqual({
      healthy: dashboard.healthy_missions,
      at_risk: dashboard.at_risk_missions,
      critical: dashboard.critical_missions,
    });
  });

});

describe('the reader’s time zone', () => {
  const all = { include_odysseys: true, include_missions: true, include_todos: true, include_steps: true };
  const as = (readerZone?: string) => (readerZone ? { ...carol, headers: { ...carol.headers, 'x-time-zone': readerZone } } : carol);
  const getIn = async <T>(readerZone: string | undefined, url: string): Promise<T> => ok(await t.as(as(readerZone)).get(url)).json() as T;

  it('reads “today” and overdue in the user’s time zone far from UTC, as the answers for that zone do', async () => {
    const snapshot = await loadDirectorSnapshot(t.services.deps.db, carol.user.id);
    for (const [readerZone, local] of [
      ['Pacific/Pago_Pago', { date: '2025-03-09', time: '22:00' }],
      ['Pacific/Tongatapu', { date: '2025-03-10', time: '22:00' }],
    ] as const) {
      const ctx = buildDirectorContext(snapshot, all, clock.toISOString(), readerZone);
      expect(ctx.local).toMatchObject(local);
      for (const todo of await getIn<TodoAnswer[]>(readerZone, '/api/todos/')) {
        expect([readerZone, todo.title, ctx.todos!.find((x) => x.id === todo.id)!.overdue]).toEqual([readerZone, todo.title, todo.is_overdue]);
      }
    }
  });

  it('in Samoa (UTC-11) a todo due yesterday in UTC is still due today: not overdue, and its mission counts one overdue todo less', async () => {
    // 09:00 UTC on March 10 is 22:00 on March 9 in Samoa: "Call accountant" (due March 9) is due today there.
    const utcTodo = await getIn<TodoAnswer>(undefined, `/api/todos/${ids['Call accountant']}`);
    const samoaTodo = await getIn<TodoAnswer>('Pacific/Pago_Pago', `/api/todos/${ids['Call accountant']}`);
    expect([utcTodo.is_overdue, samoaTodo.is_overdue]).toEqual([true, false]);
    const tax = async (readerZone?: string) => (await getIn<MissionAnswer[]>(readerZone, '/api/missions/')).find((m) => m.id === ids['Tax return'])!;
    expect((await tax()).overdue_count).toBe(3);
    expect((await tax('Pacific/Pago_Pago')).overdue_count).toBe(2);
    const dashboard = await getIn<{ missions_needing_attention: MissionAnswer[] }>('Pacific/Pago_Pago', '/api/dashboard/summary');
    expect(dashboard.missions_needing_attention.find((m) => m.id === ids['Tax return'])!.overdue_count).toBe(2);
    const filtered = await getIn<TodoAnswer[]>('Pacific/Pago_Pago', `/api/todos/?mission_id=${ids['Tax return']}`);
    expect(filtered.filter((x) => x.is_overdue).length).toBe(2);
  });

  it('one zone’s kept answer is never sent to another, nor its ETag taken for another’s', async () => {
    for (const url of ['/api/missions/', '/api/todos/']) {
      const utc = ok(await t.as(carol).get(url));
      const samoa = ok(await t.as(as('Pacific/Pago_Pago')).get(url));
      expect([url, samoa.body === utc.body]).toEqual([url, false]);
      expect(ok(await t.as(carol).get(url)).body).toBe(utc.body);
      const conditional = await t.app.inject({ method: 'GET', url, headers: { ...carol.headers, 'x-time-zone': 'Pacific/Pago_Pago', 'if-none-match': String(utc.headers.etag) } });
      expect([url, conditional.statusCode, conditional.body]).toEqual([url, 200, samoa.body]);
      expect(String(samoa.headers.vary).toLowerCase()).toContain('x-time-zone');
    }
  });

  it('the web’s own overdue rule, in the browser’s zone, agrees with the server’s flag for that zone', async () => {
    for (const readerZone of ['UTC', 'Pacific/Pago_Pago', 'Pacific/Tongatapu', 'America/Los_Angeles']) {
      for (const todo of await getIn<TodoAnswer[]>(readerZone, '/api/todos/')) {
        expect([readerZone, todo.title, webIsOverdue(todo.due_date, todo.status === 'completed', clock, readerZone)]).toEqual([readerZone, todo.title, todo.is_overdue]);
      }
    }
  });

  it('the analysts’ views count each mission’s todos and progress as the missions list does', async () => {
    const view = analyticsViews.find((v) => v.name === 'missions')!;
    const columns = view.columns.map(([name]) => name).join(', ');
    const { rows } = await t.services.deps.db.raw(`SELECT * FROM (${view.select}) AS v(${columns}) WHERE user_id = ?`, [carol.user.id]);
    const list = await missionsList();
    expect(rows.map((r: { mission_id: string }) => r.mission_id).sort()).toEqual(list.map((m) => m.id).sort());
    for (const m of list) {
      const row = rows.find((r: { mission_id: string }) => r.mission_id === m.id);
      expect([m.title, row.total_todos, row.completed_todos, row.progress_percentage]).toEqual([m.title, m.total_todos, m.completed_todos, m.progress_percentage]);
    }
    const todoView = analyticsViews.find((v) => v.name === 'todos')!;
    const todoColumns = todoView.columns.map(([name]) => name).join(', ');
    const todoRows = (await t.services.deps.db.raw(`SELECT * FROM (${todoView.select}) AS v(${todoColumns}) WHERE user_id = ?`, [carol.user.id])).rows;
    const todos = await todosList();
    expect(todoRows.map((r: { todo_id: string }) => r.todo_id).sort()).toEqual(todos.map((x) => x.id).sort());
  });
});
