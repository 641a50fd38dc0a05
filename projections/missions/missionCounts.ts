import type { Knex } from 'knex';
import { AT_RISK_WINDOW_MS } from '../../domain/missions/health';
import type { RiskVerdict } from '../../domain/missions/riskVerdict';
import type { MissionView } from './missionAnswers';
import { iso, isoOrNull } from '../isoTime';

/** A mission row with its todo figures at a given time, as SQL returns it (the verdict and the times' text come after). */
export type MissionCountsRow = Omit<MissionView, 'health_status' | 'outlook' | 'forecast_date' | 'created_at' | 'updated_at' | 'completed_at'> & {
  user_id: string;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  /** Open todos due within 48 hours with no completed step. */
  due_soon_count: number;
};

/**
 * Missions with their todo figures (todos/missionTodoFigures.ts) and the overdue and due-soon
 * counts at `now`, from the stored due dates. Callers add filters.
 */
export function missionCountsQuery(db: Knex | Knex.Transaction, now: Date): Knex.QueryBuilder {
  return missionCountsAt(db, clockOf(now));
}

/** The instants `missionCountsAt` counts from, as ISO texts. */
export const clockOf = (now: Date) => ({ at: now.toISOString(), soon: new Date(now.getTime() + AT_RISK_WINDOW_MS).toISOString() });

/** `missionCountsQuery` with the clock given as values (or parameters of a query compiled once). */
export function missionCountsAt(db: Knex | Knex.Transaction, { at, soon }: { at: string; soon: string }): Knex.QueryBuilder {
  return db('missions as m')
    .leftJoin('odysseys as o', 'o.id', 'm.odyssey_id')
    .leftJoin('mission_todo_figures as f', function joinFigures() {
      this.on('f.mission_id', '=', 'm.id').andOn('f.user_id', '=', 'm.user_id');
    })
    // The due dates are stored sorted, so the counts are binary searches: `width_bucket(x,
    // dates)` counts the dates at or before x ("before at" is "at or before at - 1 us").
    .joinRaw(
      `CROSS JOIN LATERAL (SELECT coalesce(f.total_todos, 0) AS total_todos, coalesce(f.completed_todos, 0) AS completed_todos,
              coalesce(f.in_progress_count, 0) AS in_progress_count,
              coalesce(width_bucket(?::timestamptz - interval '1 microsecond', f.open_due), 0) AS overdue_count,
              coalesce(width_bucket(?::timestamptz, f.open_due_no_progress) - width_bucket(?::timestamptz - interval '1 microsecond', f.open_due_no_progress), 0) AS due_soon_count) c`,
      [at, soon, at],
    )
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
      'c.total_todos',
      'c.completed_todos',
      'c.in_progress_count',
      'c.overdue_count',
      'c.due_soon_count',
      // Math.round of the same double as domain/missions/progress.ts computes
      db.raw('CASE WHEN c.total_todos <= 0 THEN 0 ELSE floor(c.completed_todos::float8 / c.total_todos * 100 + 0.5)::int END AS progress_percentage'),
    );
}

/** The view of a mission row with its risk verdict at the same instant. */
export function toMissionView(row: MissionCountsRow, verdict: RiskVerdict): MissionView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    odyssey_id: row.odyssey_id,
    odyssey_title: row.odyssey_title,
    health_status: verdict.health,
    outlook: verdict.outlook,
    forecast_date: verdict.forecastDate,
    progress_percentage: row.progress_percentage,
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
