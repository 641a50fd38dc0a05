import { progressPercentage } from '../../domain/missions/progress';
import { isOverdue } from '../../domain/todos/overdue';
import { iso, isoOrNull } from '../isoTime';
import type { StepStatus } from '../../domain/todos/status';
import { isoSql } from '../../commands/isoSql';
import type { StepView, TodoView } from './todoAnswers';

/** The todo side's answers (their shapes: todoAnswers.ts), built from read-model rows. */

/**
 * The domain's overdue rule (domain/todos/overdue.ts) for answers PostgreSQL builds: todo `t`
 * has a due date, is not completed, and its due date is before `at`.
 */
export const overdueSql = (t: string, at: string) => `(${t}.due_date IS NOT NULL AND ${t}.status <> 'completed' AND ${t}.due_date < ${at})`;

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

type Row = Record<string, any>;

export function toTodoView(row: Row, now: Date): TodoView {
  const dueDate = isoOrNull(row.due_date);
  const total = Number(row.total_steps);
  const completed = Number(row.completed_steps);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    success_criteria: row.success_criteria,
    status: row.status,
    priority: row.priority,
    due_date: dueDate,
    mission_id: row.mission_id,
    mission_title: row.mission_title ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
    completion_evaluation: row.completion_evaluation ?? null,
    total_steps: total,
    completed_steps: completed,
    progress_percentage: progressPercentage(completed, total),
    is_overdue: isOverdue({ dueDate, status: row.status }, now.toISOString()),
    copied_from_todo_id: row.copied_from_todo_id ?? null,
    depends_on: row.depends_on ?? [],
    needed_by: row.needed_by ?? [],
    blocked: Boolean(row.blocked),
  };
}

/**
 * The step as the read model holds it once its completion is applied (the projector writes
 * `status`, and the completion time as `completed_at` and `updated_at`): a completion's answer
 * without reading the step again.
 */
export function stepAfterCompletion(before: StepView, after: { status: StepStatus; completedAt: string | null } | undefined): StepView {
  if (!after || (after.status === before.status && after.completedAt === before.completed_at)) return before;
  return { ...before, status: after.status, completed_at: after.completedAt, updated_at: after.completedAt ?? before.updated_at };
}
