import type { Knex } from 'knex';
import type { TimelineItem } from '../../domain/forecast/completionForecast';
import { longestOpenChains, type WaitLink } from '../../domain/forecast/criticalPath';
import { isoOrNull } from '../isoTime';

/** What a forecast needs of each todo: when it entered the plan, when it was done, when it is due. */
export type TodoTimelineRow = { id: string; created_at: Date; completed_at: Date | null; due_date: Date | null; status: string };

const timelineColumns = ['t.id', 't.created_at', 't.completed_at', 't.due_date', 't.status'];

/** A todo's current steps as the burn-up counts them: how many, and when the done ones were done. */
export type TodoStepsRow = { todo_id: string; step_count: number; steps_completed_at: Date[] };

/** The user's todos (as `t`) of the given missions, or of every mission of the given odysseys (as `m`). */
function todosOf(db: Knex, userId: string, parent: 'mission' | 'odyssey', ids: readonly string[]): Knex.QueryBuilder {
  const todos = db.from('todos as t').where('t.user_id', userId);
  if (parent === 'mission') return todos.whereRaw('t.mission_id = ANY(?::uuid[])', [[...ids]]);
  return todos.join('missions as m', 'm.id', 't.mission_id').where('m.user_id', userId).whereRaw('m.odyssey_id = ANY(?::uuid[])', [[...ids]]);
}

/** The todos of one of the user's missions or odysseys (the caller checked it is theirs), and their steps. */
export async function planTimeline(db: Knex, userId: string, parent: 'mission' | 'odyssey', id: string): Promise<{ rows: TodoTimelineRow[]; steps: TodoStepsRow[] }> {
  const [rows, steps] = await Promise.all([todosOf(db, userId, parent, [id]).select(timelineColumns), todoSteps(db, todosOf(db, userId, parent, [id]), userId)]);
  return { rows, steps };
}

async function todoSteps(db: Knex, todos: Knex.QueryBuilder, userId: string): Promise<TodoStepsRow[]> {
  const rows: Array<{ todo_id: string; step_count: string | number; steps_completed_at: Date[] | null }> = await todos
    .join('steps as s', 's.todo_id', 't.id')
    .where('s.user_id', userId)
    .groupBy('s.todo_id')
    .select('s.todo_id', db.raw('count(*) AS step_count'), db.raw('array_remove(array_agg(s.completed_at), NULL) AS steps_completed_at'));
  return rows.map((r) => ({ todo_id: r.todo_id, step_count: Number(r.step_count), steps_completed_at: r.steps_completed_at ?? [] }));
}

/** The todos of the given missions of the user, each with its mission. */
export async function missionsTodoTimelines(db: Knex, userId: string, missionIds: readonly string[]): Promise<Array<TodoTimelineRow & { mission_id: string }>> {
  return missionIds.length === 0 ? [] : todosOf(db, userId, 'mission', missionIds).select(['t.mission_id', ...timelineColumns]);
}

/** The todos of every mission of the given odysseys of the user, each with its odyssey. */
export async function odysseysTodoTimelines(db: Knex, userId: string, odysseyIds: readonly string[]): Promise<Array<TodoTimelineRow & { odyssey_id: string }>> {
  return odysseyIds.length === 0 ? [] : todosOf(db, userId, 'odyssey', odysseyIds).select(['m.odyssey_id', ...timelineColumns]);
}

/** For each of the user's open todos, the longest chain of open todos ending at it (a user without waits costs one index lookup). */
export async function openChains(db: Knex, userId: string): Promise<Map<string, string[]>> {
  const links: WaitLink[] = (
    await db('todo_dependencies as d')
      .join('todos as a', 'a.id', 'd.todo_id')
      .join('todos as b', 'b.id', 'd.depends_on')
      .where('d.user_id', userId)
      .whereNot('a.status', 'completed')
      .whereNot('b.status', 'completed')
      .select('d.todo_id', 'd.depends_on')
  ).map((r: { todo_id: string; depends_on: string }) => ({ todoId: r.todo_id, dependsOn: r.depends_on }));
  return longestOpenChains(new Set(links.flatMap((l) => [l.todoId, l.dependsOn])), links);
}

type NamedTodo = { id: string; title: string; mission_id: string | null; mission_title: string | null };
/** The given todos of the user with their missions, in the given order (a chain's names). */
export async function todosNamed(db: Knex, userId: string, ids: readonly string[]): Promise<NamedTodo[]> {
  if (ids.length === 0) return [];
  const rows: NamedTodo[] = await db('todos as t')
    .leftJoin('missions as m', 'm.id', 't.mission_id')
    .where('t.user_id', userId)
    .whereRaw('t.id = ANY(?::uuid[])', [[...ids]])
    .select('t.id', 't.title', 't.mission_id', 'm.title as mission_title');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A todo as the forecast sees it, with the longest chain of open todos ending at it. */
export function timelineItem(row: TodoTimelineRow, chains: ReadonlyMap<string, string[]>): TimelineItem {
  const open = row.status !== 'completed';
  return {
    completedAt: isoOrNull(row.completed_at),
    dueDate: isoOrNull(row.due_date),
    open,
    ...(open ? { chain: chains.get(row.id)?.length ?? 1 } : {}),
  };
}

/** Rows grouped by a key, as timeline items. */
export function itemsBy<R extends TodoTimelineRow>(rows: readonly R[], key: (row: R) => string, chains: ReadonlyMap<string, string[]>): Map<string, TimelineItem[]> {
  const out = new Map<string, TimelineItem[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(timelineItem(row, chains));
    out.set(key(row), list);
  }
  return out;
}
