import { randomUUID } from 'node:crypto';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { progressPercentage } from '../../../domain/missions/progress';
import { isOverdue } from '../../../domain/todos/overdue';
import { iso, isoOrNull } from '../../../projections/isoTime';
import { getTodo, listTodosJson, type TodoFilters } from '../../../projections/todos/queries';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { todoDependenciesProjector } from '../../../projections/todos/todoDependencies';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';

/**
 * GET /todos/ sends the list as JSON built by PostgreSQL. It must say what the rows and the
 * domain's rules say, for rows at every edge: rounding of the progress, due dates around now,
 * completed todos, missions, evaluations, copies, waits (blocked or not, on open and completed
 * todos, to deleted ones), texts to escape; its pages make the whole list.
 */
const database = databaseForSuite({ pool: plainPool(2) });
const userId = randomUUID();
const now = new Date('2026-06-15T12:00:00.000Z');

const evaluation = {
  gaps_found: true,
  gaps: ['No written plan'],
  suggestions: ['Write it "down" \\ today'],
  recommendation: 'Keep going',
  criteria: [{ criterion: 'Plan written', met: false, evidence: 'none yet' }],
  todo_auto_completed: false,
  user_override: false,
  evaluated_at: '2026-06-14T10:00:00.000Z',
};

beforeAll(async () => {
  for (const p of [missionsProjector, todosProjector, todoDependenciesProjector]) await p.setup(database.db);
  const missionId = randomUUID();
  await database.db('missions').insert({
    id: missionId, user_id: userId, title: 'Run a marathon', status: 'active', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  });
  // completed/total pairs on or near .5; 23/40 and 29/200 round down in floating point (57, 14).
  const counts: Array<[number, number]> = [[0, 0], [1, 3], [2, 3], [1, 8], [23, 40], [33, 66], [29, 200], [199, 200], [5, 5], [49, 98], [29, 58]];
  let i = 0;
  for (const [completed, total] of counts) {
    for (const variant of ['overdue', 'due-later', 'completed-late', 'no-due', 'due-now'] as const) {
      i++;
      await database.db('todos').insert({
        id: randomUUID(),
        user_id: userId,
        title: `Todo ${i} with "quotes", a \\ backslash and é`,
        description: i % 2 ? null : `Line one\nLine two ${i}`,
        success_criteria: 'Done',
        status: variant === 'completed-late' ? 'completed' : i % 3 ? 'in_progress' : 'pending',
        priority: ['low', 'medium', 'high'][i % 3],
        due_date: variant === 'overdue' || variant === 'completed-late' ? '2026-06-01T08:30:00.123Z' : variant === 'due-later' ? '2026-07-01T00:00:00Z' : variant === 'due-now' ? now.toISOString() : null,
        mission_id: i % 4 === 0 ? missionId : null,
        // Several todos share a creation time: paging breaks ties by id.
        created_at: new Date(Date.UTC(2026, 5, 1, 0, 0, Math.floor(i / 3), 456)).toISOString(),
        updated_at: new Date(Date.UTC(2026, 5, 2, 0, 0, i, 789)).toISOString(),
        completed_at: variant === 'completed-late' ? '2026-06-10T09:00:00.001Z' : null,
        completion_evaluation: i % 5 === 0 ? JSON.stringify(evaluation) : null,
        total_steps: total,
        completed_steps: completed,
        copied_from_todo_id: i % 7 === 0 ? randomUUID() : null,
        pending_evaluation_request_id: i % 6 === 1 ? randomUUID() : null,
      });
    }
  }
  // Each sixth todo waits for two others, completed ones (every other time) or the two before it,
  // and for a todo that is gone.
  const ids: string[] = await database.db('todos').orderBy('created_at').orderBy('id').pluck('id');
  const done: string[] = await database.db('todos').where({ status: 'completed' }).orderBy('id').pluck('id');
  const links = ids.flatMap((id, i) => {
    if (i % 6 !== 5) return [];
    const waitsFor = i % 12 === 5 ? done.filter((d) => d !== id).slice(i % 5, (i % 5) + 2) : [ids[i - 1], ids[i - 2]];
    return [...waitsFor, randomUUID()].map((dependsOn, k) => ({ todo_id: id, depends_on: dependsOn, user_id: userId, added_at: new Date(Date.UTC(2026, 5, 3, 0, 0, k)).toISOString() }));
  });
  await database.db('todo_dependencies').insert(links);
});

type Row = Record<string, any>;

/** The list answer as the rows and the domain's rules say it: newest first, ties by id. */
async function expectedList(filters: TodoFilters) {
  const rows: Row[] = await database.db('todos as t').leftJoin('missions as m', 'm.id', 't.mission_id').select('t.*', 'm.title as mission_title');
  const links: Row[] = await database.db('todo_dependencies').orderBy('added_at');
  const live = new Map(rows.map((r) => [r.id, r]));
  const named = (id: string) => ({ id, title: live.get(id)!.title, status: live.get(id)!.status, due_date: isoOrNull(live.get(id)!.due_date) });
  // Links in the order they were made, ties by the other todo's id; links to a todo that is gone drop out.
  const linked = (own: 'todo_id' | 'depends_on', other: 'todo_id' | 'depends_on', id: string) =>
    links
      .filter((l) => l[own] === id && live.has(l[other]))
      .sort((a, b) => a.added_at - b.added_at || (a[other] < b[other] ? -1 : 1))
      .map((l) => named(l[other]));
  return rows
    .filter((r) => (!filters.status || r.status === filters.status) && (!filters.priority || r.priority === filters.priority))
    .filter((r) => filters.missionId !== 'standalone' || r.mission_id === null)
    .sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? -1 : 1))
    .map((r) => {
      const dependsOn = linked('todo_id', 'depends_on', r.id);
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        success_criteria: r.success_criteria,
        status: r.status,
        priority: r.priority,
        due_date: isoOrNull(r.due_date),
        mission_id: r.mission_id,
        mission_title: r.mission_title,
        created_at: iso(r.created_at),
        updated_at: iso(r.updated_at),
        completed_at: isoOrNull(r.completed_at),
        completion_evaluation: r.completion_evaluation,
        total_steps: r.total_steps,
        completed_steps: r.completed_steps,
        progress_percentage: progressPercentage(r.completed_steps, r.total_steps),
        is_overdue: isOverdue({ dueDate: isoOrNull(r.due_date), status: r.status }, now.toISOString()),
        copied_from_todo_id: r.copied_from_todo_id,
        depends_on: dependsOn,
        needed_by: linked('depends_on', 'todo_id', r.id),
        blocked: dependsOn.some((d) => d.status !== 'completed'),
        steps_planner: r.steps_planner,
        evaluation_pending: r.pending_evaluation_request_id !== null,
      };
    });
}

it.each<[string, TodoFilters]>([
  ['every todo', {}],
  ['by status', { status: 'in_progress' }],
  ['by priority', { priority: 'high' }],
  ['standalone', { missionId: 'standalone' }],
])('%s: the JSON says what the rows and the domain\'s rules say, field for field and in order', async (_name, filters) => {
  const expected = await expectedList(filters);
  const text = await listTodosJson(database.db, userId, filters, now, 'UTC');
  expect(expected.length).toBeGreaterThan(0);
  if (Object.keys(filters).length === 0) {
    expect(expected.some((t) => t.blocked)).toBe(true);
    expect(expected.some((t) => t.depends_on.length === 2 && !t.blocked)).toBe(true);
    expect(expected.some((t) => t.needed_by.length > 0)).toBe(true);
  }
  // Compared as written again: field order counts (an evaluation is stored as jsonb, whose text PostgreSQL spaces).
  expect(JSON.stringify(JSON.parse(text.json))).toBe(JSON.stringify(expected));
  expect(text.next).toBeNull();
});

it('a todo\'s detail says what the list says of it', async () => {
  for (const todo of JSON.parse((await listTodosJson(database.db, userId, {}, now, 'UTC')).json)) {
    expect(JSON.stringify(await getTodo(database.db, userId, todo.id, now, 'UTC'))).toBe(JSON.stringify({ ...todo, steps: [] }));
  }
});

it('says when the clock alone next changes the answer: the earliest due date of an open todo not yet passed', async () => {
  // A todo due exactly now is not yet overdue; the answer changes right after.
  expect((await listTodosJson(database.db, userId, {}, now, 'UTC')).changesAt).toBe(now.getTime());
  const later = new Date(now.getTime() + 1);
  expect((await listTodosJson(database.db, userId, {}, later, 'UTC')).changesAt).toBe(Date.parse('2026-07-01T00:00:00Z'));
  expect((await listTodosJson(database.db, userId, {}, new Date('2026-07-02T00:00:00Z'), 'UTC')).changesAt).toBeNull();
});

it('its pages make the whole list, each todo once, in order', async () => {
  const pages: unknown[][] = [];
  let after: Awaited<ReturnType<typeof listTodosJson>>['next'] | undefined;
  do {
    const page = await listTodosJson(database.db, userId, {}, now, 'UTC', { limit: 7, after: after ?? undefined });
    pages.push(JSON.parse(page.json));
    after = page.next;
  } while (after);
  expect(pages.flat()).toEqual(JSON.parse((await listTodosJson(database.db, userId, {}, now, 'UTC')).json));
  expect(pages).toHaveLength(Math.ceil(55 / 7));
});

it('an empty list is an empty array', async () => {
  expect(await listTodosJson(database.db, randomUUID(), {}, now, 'UTC')).toEqual({ json: '[]', next: null, changesAt: null });
});
