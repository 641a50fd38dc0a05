import type { Knex } from 'knex';
import { nextPageAfter, pageAtSql, restrictToPage, type Page, type PageAfter } from '../keysetPage';
import { iso, isoOrNull } from '../isoTime';
import type { AdminTodoView, AdminUserView, SystemStats, UserStats } from './adminAnswers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Users and todos by status over the whole system. One query. */
export async function systemStats(db: Knex): Promise<SystemStats> {
  const row = await db('todos')
    .select(
      db.raw('(select count(*)::int from users) as total_users'),
      db.raw('count(*)::int as total_todos'),
      db.raw("count(*) filter (where status = 'completed')::int as completed_todos"),
      db.raw("count(*) filter (where status = 'in_progress')::int as in_progress_todos"),
      db.raw("count(*) filter (where status = 'pending')::int as pending_todos"),
    )
    .first();
  return row as SystemStats;
}

/** Accounts by role and how many were created in the last 7 and 30 days before `now`. One query. */
export async function userStats(db: Knex, now: Date): Promise<UserStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const row = await db('users')
    .select(
      db.raw('count(*)::int as total_users'),
      db.raw("count(*) filter (where role = 'admin')::int as admin_count"),
      db.raw("count(*) filter (where role <> 'admin')::int as regular_user_count"),
      db.raw('count(*) filter (where created_at >= ?::timestamptz)::int as recent_7_days', [weekAgo]),
      db.raw('count(*) filter (where created_at >= ?::timestamptz)::int as recent_30_days', [monthAgo]),
    )
    .first();
  return row as UserStats;
}

/** Every account, newest first; with `page`, one page of them. */
export async function listUsers(db: Knex, page?: Page): Promise<{ users: AdminUserView[]; next: PageAfter | null }> {
  const query = db('users')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .select('id', 'email', 'role', 'created_at', 'has_completed_onboarding', db.raw(pageAtSql('created_at')));
  restrictToPage(query, page, 'created_at', 'id', 'asc');
  const rows = await query;
  const users = rows.map(({ page_at: _, ...u }: AdminUserView & { created_at: Date; page_at: string }) => ({ ...u, created_at: iso(u.created_at) }));
  return { users, next: nextPageAfter(rows, page, (row) => row.id) };
}

/** Todos of every user, newest first: `limit` rows after `offset` rows, or after the row `after` (keyset, for lists that grow while read). */
export async function listAllTodos(
  db: Knex,
  options: { status?: string; limit: number; offset: number; after?: PageAfter },
): Promise<{ todos: AdminTodoView[]; next: PageAfter | null }> {
  const query = db('todos as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .orderBy([{ column: 't.created_at', order: 'desc' }, { column: 't.id' }])
    .offset(options.offset)
    .select('t.id', 't.title', 't.description', 't.status', 't.priority', 't.due_date', 't.created_at', 't.user_id', 'u.email as user_email', db.raw(pageAtSql('t.created_at')));
  const page: Page = { limit: options.limit, after: options.after };
  restrictToPage(query, page, 't.created_at', 't.id', 'asc');
  if (options.status) query.where('t.status', options.status);
  const rows = await query;
  const todos = rows.map(({ page_at: _, ...t }: AdminTodoView & { created_at: Date; due_date: Date | null; page_at: string }) => ({
    ...t,
    created_at: iso(t.created_at),
    due_date: isoOrNull(t.due_date),
  }));
  return { todos, next: nextPageAfter(rows, page, (row) => row.id) };
}
