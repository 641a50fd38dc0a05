import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { missionsProjector } from '../../../projections/missions/missionsProjector';
import { listTodos, listTodosJson, type TodoFilters } from '../../../projections/todos/queries';
import { todosProjector } from '../../../projections/todos/todosProjector';
import { todoDependenciesProjector } from '../../../projections/todos/todoDependencies';
import { createTestDatabase } from '../../support/db';

/**
 * GET /todos/ sends the list as JSON built by PostgreSQL. It must say exactly what the
 * objects built by toTodoView say, for rows
 * at every edge: rounding of the progress, due dates around now, completed todos, missions,
 * evaluations, copies, waits (blocked or not, on open and completed todos, to deleted ones),
 * and the same paging.
 */
let db: Knex;
let drop: () => Promise<void>;
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
  const database = await createTestDatabase();
  drop = database.drop;
  db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  for (const p of [missionsProjector, todosProjector, todoDependenciesProjector]) await p.setup(db);
  const missionId = randomUUID();
  await db('missions').insert({
    id: missionId, user_id: userId, title: 'Run a marathon', status: 'active', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  });
  // completed/total pairs on or near .5; 23/40 and 29/200 round down in floating point (57, 14).
  const counts: Array<[number, number]> = [[0, 0], [1, 3], [2, 3], [1, 8], [23, 40], [33, 66], [29, 200], [199, 200], [5, 5], [49, 98], [29, 58]];
  let i = 0;
  for (const [completed, total] of counts) {
    for (const variant of ['overdue', 'due-later', 'completed-late', 'no-due', 'due-now'] as const) {
      i++;
      await db('todos').insert({
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
      });
    }
  }
  // Each sixth todo waits for two others, completed ones (every other time) or the two before it,
  // and for a todo that is gone.
  const ids: string[] = await db('todos').orderBy('created_at').orderBy('id').pluck('id');
  const done: string[] = await db('todos').where({ status: 'completed' }).orderBy('id').pluck('id');
  const links = ids.flatMap((id, i) => {
    if (i % 6 !== 5) return [];
    const waitsFor = i % 12 === 5 ? done.filter((d) => d !== id).slice(i % 5, (i % 5) + 2) : [ids[i - 1], ids[i - 2]];
    return [...waitsFor, randomUUID()].map((dependsOn, k) => ({ todo_id: id, depends_on: dependsOn, user_id: userId, added_at: new Date(Date.UTC(2026, 5, 3, 0, 0, k)).toISOString() }));
  });
  await db('todo_dependencies').insert(links);
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

it.each<[string, TodoFilters]>([
  ['every todo', {}],
  ['by status', { status: 'in_progress' }],
  ['by priority', { priority: 'high' }],
  ['standalone', { missionId: 'standalone' }],
])('%s: the JSON equals the objects toTodoView builds', async (_name, filters) => {
  const objects = await listTodos(db, userId, filters, now);
  const text = await listTodosJson(db, userId, filters, now);
  expect(objects.todos.length).toBeGreaterThan(0);
  if (Object.keys(filters).length === 0) {
    expect(objects.todos.some((t) => t.blocked)).toBe(true);
    expect(objects.todos.some((t) => t.depends_on.length === 2 && !t.blocked)).toBe(true);
    expect(objects.todos.some((t) => t.needed_by.length > 0)).toBe(true);
  }
  expect(JSON.parse(text.json)).toEqual(objects.todos);
  expect(text.next).toBeNull();
});

it('says when the clock alone next changes the answer: the earliest due date of an open todo not yet passed', async () => {
  // A todo due exactly now is not yet overdue; the answer changes right after.
  expect((await listTodosJson(db, userId, {}, now)).changesAt).toBe(now.getTime());
  const later = new Date(now.getTime() + 1);
  expect((await listTodosJson(db, userId, {}, later)).changesAt).toBe(Date.parse('2026-07-01T00:00:00Z'));
  expect((await listTodosJson(db, userId, {}, new Date('2026-07-02T00:00:00Z'))).changesAt).toBeNull();
});

it('pages the same way, cursor for cursor', async () => {
  let afterObjects: Awaited<ReturnType<typeof listTodos>>['next'] | undefined;
  let afterJson: Awaited<ReturnType<typeof listTodosJson>>['next'] | undefined;
  let pages = 0;
  do {
    const objects = await listTodos(db, userId, {}, now, { limit: 7, after: afterObjects ?? undefined });
    const text = await listTodosJson(db, userId, {}, now, { limit: 7, after: afterJson ?? undefined });
    expect(JSON.parse(text.json)).toEqual(objects.todos);
    expect(text.next).toEqual(objects.next);
    afterObjects = objects.next;
    afterJson = text.next;
    pages++;
  } while (afterObjects);
  expect(pages).toBe(Math.ceil(55 / 7));
});

it('an empty list is an empty array', async () => {
  expect(await listTodosJson(db, randomUUID(), {}, now)).toEqual({ json: '[]', next: null, changesAt: null });
});
