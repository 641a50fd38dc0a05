import type { Knex } from 'knex';

type CalendarFeedRow = { user_id: string; enabled_at: Date };
export type DueTodoRow = { id: string; title: string; description: string | null; success_criteria: string; due_date: Date; priority: string; mission_title: string | null; updated_at: Date };

/** The feed that is on for this user, or for the URL token with this hash. */
export async function findCalendarFeed(db: Knex, by: { user_id: string } | { token_hash: string }): Promise<CalendarFeedRow | undefined> {
  return db('calendar_feeds').where(by).first('user_id', 'enabled_at');
}

/** The user's open todos that have a due date: what the calendar shows. */
export async function listOpenTodosWithDueDates(db: Knex, userId: string): Promise<DueTodoRow[]> {
  return db('todos as t')
    .leftJoin('missions as m', 'm.id', 't.mission_id')
    .where('t.user_id', userId)
    .whereNotNull('t.due_date')
    .whereNot('t.status', 'completed')
    .orderBy('t.due_date')
    .select('t.id', 't.title', 't.description', 't.success_criteria', 't.due_date', 't.priority', 'm.title as mission_title', 't.updated_at');
}
