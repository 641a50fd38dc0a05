import type { Knex } from 'knex';
import { AT_RISK_WINDOW_MS, healthFromCounts, type HealthStatus } from '../../domain/missions/health';
import type { MissionStatus } from '../../domain/missions/missionStatus';
import { progressPercentage } from '../../domain/missions/progress';

/** A mission row with its todo figures at a given time, as SQL returns it. */
export type MissionCountsRow = {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  odyssey_id: string | null;
  odyssey_title: string | null;
  completion_evaluation: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  total_todos: number;
  completed_todos: number;
  in_progress_count: number;
  overdue_count: number;
  /** Open todos due within 48 hours with no completed step. */
  due_soon_count: number;
};

/** A mission as the API shows it. */
export type MissionView = {
  id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  odyssey_id: string | null;
  odyssey_title: string | null;
  health_status: HealthStatus;
  progress_percentage: number;
  total_todos: number;
  completed_todos: number;
  in_progress_count: number;
  overdue_count: number;
  completion_evaluation: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
};

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/**
 * Missions joined to their todos, grouped: counts for progress and the figures health is
 * decided from, all at `now` (nothing clock-dependent is stored). Callers add filters.
 */
export function missionCountsQuery(db: Knex | Knex.Transaction, now: Date): Knex.QueryBuilder {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + AT_RISK_WINDOW_MS).toISOString();
  return db('missions as m')
    .leftJoin('odysseys as o', 'o.id', 'm.odyssey_id')
    .leftJoin('todos as t', function joinTodos() {
      this.on('t.mission_id', '=', 'm.id').andOn('t.user_id', '=', 'm.user_id');
    })
    .groupBy('m.id', 'o.title')
    .select(
      'm.id',
      'm.user_id',
      'm.title',
      'm.description',
      'm.status',
      'm.odyssey_id',
      'o.title as odyssey_title',
      'm.completion_evaluation',
      'm.created_at',
      'm.updated_at',
      'm.completed_at',
      db.raw('count(t.id)::int as total_todos'),
      db.raw("count(t.id) filter (where t.status = 'completed')::int as completed_todos"),
      db.raw("count(t.id) filter (where t.status = 'in_progress')::int as in_progress_count"),
      db.raw("count(t.id) filter (where t.status <> 'completed' and t.due_date < ?::timestamptz)::int as overdue_count", [at]),
      db.raw(
        "count(t.id) filter (where t.status <> 'completed' and t.due_date >= ?::timestamptz and t.due_date <= ?::timestamptz and t.completed_steps = 0)::int as due_soon_count",
        [at, soon],
      ),
    );
}

export function missionHealthOf(row: Pick<MissionCountsRow, 'status' | 'total_todos' | 'completed_todos' | 'overdue_count' | 'due_soon_count'>): HealthStatus {
  if (row.status === 'completed') return 'healthy';
  return healthFromCounts({
    openTodos: row.total_todos - row.completed_todos,
    overdueTodos: row.overdue_count,
    dueSoonWithoutProgress: row.due_soon_count,
  });
}

export function toMissionView(row: MissionCountsRow): MissionView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    odyssey_id: row.odyssey_id,
    odyssey_title: row.odyssey_title,
    health_status: missionHealthOf(row),
    progress_percentage: progressPercentage(row.completed_todos, row.total_todos),
    total_todos: row.total_todos,
    completed_todos: row.completed_todos,
    in_progress_count: row.in_progress_count,
    overdue_count: row.overdue_count,
    completion_evaluation: row.completion_evaluation,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
  };
}
