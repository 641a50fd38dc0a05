import type { StepStatus } from '../../domain/todos/status';
import { isoSql } from '../../commands/isoSql';
import type { StepView } from './todoAnswers';

/** The todo side's answers (their shapes: todoAnswers.ts) as PostgreSQL builds them from read-model rows. */

/**
 * When todo `t`'s due day ends for a reader in zone `tz` (domain/todos/overdue.ts `dueEndMs`): the
 * due date's UTC wall-clock time (the end of the calendar day) read in the reader's zone.
 */
export const dueEndSql = (t: string, tz: string) => (tz === UTC_SQL ? `${t}.due_date` : `((${t}.due_date AT TIME ZONE 'UTC') AT TIME ZONE ${tz})`);

/** The zone of readers without one (analytics views, background work): the due date as stored. */
export const UTC_SQL = "'UTC'";

/**
 * The domain's overdue rule (domain/todos/overdue.ts) for answers PostgreSQL builds: todo `t`
 * has a due date, is not completed, and its due day ended before `at` in the reader's zone `tz`.
 */
export const overdueSql = (t: string, at: string, tz: string) =>
  `(${t}.due_date IS NOT NULL AND ${t}.status <> 'completed' AND ${dueEndSql(t, tz)} < ${at})`;

/** Math.round of the same double as domain/missions/progress.ts computes: `done` of `total` as an integer percent, 0 of none. */
export const percentSql = (done: string, total: string) => `CASE WHEN ${total} <= 0 THEN 0 ELSE floor(${done}::float8 / ${total} * 100 + 0.5)::int END`;

/**
 * A todo answer's fields in its schema's order, from todo `t` read with its `mission_title`,
 * `depends_on`, `needed_by` and `blocked`, overdue for a reader in the zone bound to its first `?`
 * at the instant bound to its second.
 */
export const TODO_SQL = `t.id, t.title, t.description, t.success_criteria, t.status, t.priority,
  ${isoSql('t.due_date')} AS due_date, t.mission_id, t.mission_title,
  ${isoSql('t.created_at')} AS created_at, ${isoSql('t.updated_at')} AS updated_at, ${isoSql('t.completed_at')} AS completed_at,
  t.completion_evaluation, t.total_steps, t.completed_steps, ${percentSql('t.completed_steps', 't.total_steps')} AS progress_percentage,
  ${overdueSql('t', '?::timestamptz', '?::text')} AS is_overdue, t.copied_from_todo_id, t.depends_on, t.needed_by, t.blocked, t.steps_planner,
  t.pending_evaluation_request_id IS NOT NULL AS evaluation_pending`;

const PREVIEW_LENGTH = 120;
/** The first characters of a text (counted by code point: a pair of UTF-16 halves is one), for answers PostgreSQL builds. */
export const previewSql = (column: string) =>
  `CASE WHEN char_length(${column}) > ${PREVIEW_LENGTH} THEN left(${column}, ${PREVIEW_LENGTH - 1}) || '…' ELSE ${column} END`;

/** An evidence answer's fields in its schema's order, from evidence `e` of step `s`. */
export const EVIDENCE_SQL = `e.id, e.step_id, s.title AS step_title, e.content_type, e.content_type AS type, e.content_text,
  ${previewSql('e.content_text')} AS content_preview, e.file_url, ${isoSql('e.created_at')} AS created_at`;

/** A finding answer's fields in its schema's order, from finding `f` of step `s`. */
export const FINDING_SQL = `f.id, f.step_id, s.title AS step_title, f.finding_type, f.title, f.content, f.source, ${isoSql('f.created_at')} AS created_at`;

/** A step answer's fields in its schema's order, from step `s`, with its evidence and findings oldest first. */
export const STEP_SQL = `s.id, s.todo_id, s.title, s.description, s.status, s.order_index,
  ${isoSql('s.created_at')} AS created_at, ${isoSql('s.updated_at')} AS updated_at, ${isoSql('s.completed_at')} AS completed_at,
  coalesce((SELECT json_agg(row_to_json(x) ORDER BY e.created_at, e.id) FROM evidence e CROSS JOIN LATERAL (SELECT ${EVIDENCE_SQL}) x
    WHERE e.step_id = s.id AND e.user_id = s.user_id), '[]') AS evidence,
  coalesce((SELECT json_agg(row_to_json(x) ORDER BY f.created_at, f.id) FROM findings f CROSS JOIN LATERAL (SELECT ${FINDING_SQL}) x
    WHERE f.step_id = s.id AND f.user_id = s.user_id), '[]') AS findings`;

/**
 * The step as the read model holds it once its completion is applied (the projector writes
 * `status`, and the completion time as `completed_at` and `updated_at`): a completion's answer
 * without reading the step again.
 */
export function stepAfterCompletion(before: StepView, after: { status: StepStatus; completedAt: string | null } | undefined): StepView {
  if (!after || (after.status === before.status && after.completedAt === before.completed_at)) return before;
  return { ...before, status: after.status, completed_at: after.completedAt, updated_at: after.completedAt ?? before.updated_at };
}
