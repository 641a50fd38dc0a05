import type { Knex } from 'knex';

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

/** The todos of every active mission of the user, each with its mission: one query for the whole dashboard. */
export async function activeMissionTodoTimelines(db: Db, userId: string): Promise<Array<TodoTimelineRow & { mission_id: string }>> {
  return db('todos as t')
    .join('missions as m', 'm.id', 't.mission_id')
    .where({ 't.user_id': userId, 'm.user_id': userId, 'm.status': 'active' })
    .select(['t.mission_id', ...timelineColumns]);
}
