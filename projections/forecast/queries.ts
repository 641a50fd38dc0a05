import type { Knex } from 'knex';
import type { TimelineItem } from '../../domain/forecast/completionForecast';

type Db = Knex | Knex.Transaction;

/** What a forecast needs of each todo: when it entered the plan, when it was done, when it is due. */
export type TodoTimelineRow = { created_at: Date; completed_at: Date | null; due_date: Date | null; status: string };

const timelineColumns = ['t.created_at', 't.completed_at', 't.due_date', 't.status'];

/** The todos of one of the user's missions (the caller checked the mission is theirs). */
export async function missionTodoTimeline(db: Db, userId: string, missionId: string): Promise<TodoTimelineRow[]> {
  return db('todos as t').where({ 't.user_id': userId, 't.mission_id': missionId }).select(timelineColumns);
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
