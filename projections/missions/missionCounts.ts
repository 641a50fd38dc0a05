import type { Knex } from 'knex';
import { AT_RISK_WINDOW_MS } from '../../domain/missions/health';
import type { RiskVerdict } from '../../domain/missions/riskVerdict';
import type { MissionView } from './missionAnswers';
import { iso, isoOrNull } from '../isoTime';
import { dueEndSql, overdueSql, percentSql } from '../todos/views';

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
 * The user's missions with their todo figures and the overdue and due-soon counts at `now` for a reader in
 * `timeZone`, counted from the mission's todos when read (one index lookup per mission). Callers add filters.
 */
export function missionCountsQuery(db: Knex | Knex.Transaction, userId: string, now: Date, timeZone: string): Knex.QueryBuilder {
  return missionCountsAt(db, userId, clockOf(now, timeZone));
}

/** The instants `missionCountsAt` counts from, as ISO texts, and the reader's zone. */
export const clockOf = (now: Date, timeZone: string) => ({
  at: now.toISOString(),
  soon: new Date(now.getTime() + AT_RISK_WINDOW_MS).toISOString(),
  tz: timeZone,
});

/** `missionCountsQuery` with the clock given as values (or parameters of a query compiled once). */
export function missionCountsAt(db: Knex | Knex.Transaction, userId: string, { at, soon, tz }: { at: string; soon: string; tz: string }): Knex.QueryBuilder {
  // When each todo's due day ends for the reader (the instant overdue and due soon are judged against).
  const end = dueEndSql('t', '?::text');
  return db('missions as m')
    .leftJoin('odysseys as o', 'o.id', 'm.odyssey_id')
    // Due soon: open, its day ending from now to the window's end, no step completed.
    .joinRaw(
      `CROSS JOIN LATERAL (SELECT count(*)::int AS total_todos, (count(*) FILTER (WHERE t.status = 'completed'))::int AS completed_todos,
              (count(*) FILTER (WHERE t.status = 'in_progress'))::int AS in_progress_count,
              (count(*) FILTER (WHERE ${overdueSql('t', '?::timestamptz', '?::text')}))::int AS overdue_count,
              (count(*) FILTER (WHERE t.status <> 'completed' AND t.completed_steps = 0 AND ${end} >= ?::timestamptz AND ${end} <= ?::timestamptz))::int AS due_soon_count,
              -- The first open due days' ends from now and after the window: when the clock alone next moves a count.
              min(${end}) FILTER (WHERE t.status <> 'completed' AND ${end} >= ?::timestamptz) AS next_due,
              min(${end}) FILTER (WHERE t.status <> 'completed' AND ${end} > ?::timestamptz) AS next_due_after_window
         FROM todos t WHERE t.mission_id = m.id AND t.user_id = m.user_id) c`,
      [tz, at, tz, at, tz, soon, tz, tz, at, tz, tz, soon],
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
      db.raw(`${percentSql('c.completed_todos', 'c.total_todos')} AS progress_percentage`),
    )
    .where('m.user_id', userId);
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
