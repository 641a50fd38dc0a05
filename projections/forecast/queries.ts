import type { Knex } from 'knex';
import type { TimelineItem } from '../../domain/forecast/completionForecast';

type Db = Knex | Knex.Transaction;

/** What a forecast needs of each todo: when it entered the plan, when it was done, when it is due. */
export type TodoTimelineRow = { id: string; created_at: Date; completed_at: Date | null; due_date: Date | null; status: string };

const timelineColumns = ['t.id', 't.created_at', 't.completed_at', 't.due_date', 't.status'];

/** The todos of one of the user's missions (the caller checked the mission is theirs). */
export async function missionTodoTimeline(db: Db, userId: string, missionId: string): Promise<TodoTimelineRow[]> {
  return db('todos as t').where({ 't.user_id': userId, 't.mission_id': missionId }).select(timelineColumns);
}

/** A todo's current steps as the burn-up counts them: how many, and when the done ones were done. */
export type TodoStepsRow = { todo_id: string; step_count: number; steps_completed_at: Date[] };

/** The steps of one of the user's missions' todos, one row per todo that has steps. */
export async function missionTodoSteps(db: Db, userId: string, missionId: string): Promise<TodoStepsRow[]> {
  return todoSteps(db, db.from('todos as t').where({ 't.user_id': userId, 't.mission_id': missionId }), userId);
}

/** The steps of the todos of every mission of one of the user's odysseys. */
export async function odysseyTodoSteps(db: Db, userId: string, odysseyId: string): Promise<TodoStepsRow[]> {
  return todoSteps(
    db,
    db.from('todos as t').join('missions as m', 'm.id', 't.mission_id').where({ 't.user_id': userId, 'm.user_id': userId, 'm.odyssey_id': odysseyId }),
    userId,
  );
}

async function todoSteps(db: Db, todos: Knex.QueryBuilder, userId: string): Promise<TodoStepsRow[]> {
  const rows: Array<{ todo_id: string; step_count: string | number; steps_completed_at: Date[] | null }> = await todos
    .join('steps as s', 's.todo_id', 't.id')
    .where('s.user_id', userId)
    .groupBy('s.todo_id')
    .select('s.todo_id', db.raw('count(*) AS step_count'), db.raw('array_remove(array_agg(s.completed_at), NULL) AS steps_completed_at'));
  return rows.map((r) => ({ todo_id: r.todo_id, step_count: Number(r.step_count), steps_completed_at: r.steps_completed_at ?? [] }));
}

/** The todos of every mission of one of the user's odysseys. */
export async function odysseyTodoTimeline(db: Db, userId: string, odysseyId: string): Promise<TodoTimelineRow[]> {
  return db('todos as t')
    .join('missions as m', 'm.id', 't.mission_id')
    .where({ 't.user_id': userId, 'm.user_id': userId, 'm.odyssey_id': odysseyId })
    .select(timelineColumns);
}

/** The todos of the given missions of the user, each with its mission. */
export async function missionsTodoTimelines(db: Db, userId: string, missionIds: readonly string[]): Promise<Array<TodoTimelineRow & { mission_id: string }>> {
  if (missionIds.length === 0) return [];
  return db('todos as t')
    .where('t.user_id', userId)
    .whereRaw('t.mission_id = ANY(?::uuid[])', [[...missionIds]])
    .select(['t.mission_id', ...timelineColumns]);
}

/** The todos of every mission of the given odysseys of the user, each with its odyssey. */
export async function odysseysTodoTimelines(db: Db, userId: string, odysseyIds: readonly string[]): Promise<Array<TodoTimelineRow & { odyssey_id: string }>> {
  if (odysseyIds.length === 0) return [];
  return db('todos as t')
    .join('missions as m', 'm.id', 't.mission_id')
    .where({ 't.user_id': userId, 'm.user_id': userId })
    .whereRaw('m.odyssey_id = ANY(?::uuid[])', [[...odysseyIds]])
    .select(['m.odyssey_id', ...timelineColumns]);
}

/** A todo as the forecast sees it. */
export function timelineItem(row: TodoTimelineRow): TimelineItem {
  return {
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    dueDate: row.due_date ? new Date(row.due_date).toISOString() : null,
    open: row.status !== 'completed',
  };
}

/** Rows grouped by a key, as timeline items. */
export function itemsBy<R extends TodoTimelineRow>(rows: readonly R[], key: (row: R) => string): Map<string, TimelineItem[]> {
  const out = new Map<string, TimelineItem[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(timelineItem(row));
    out.set(key(row), list);
  }
  return out;
}
