import { progressPercentage } from '../../domain/missions/progress';
import { isOverdue } from '../../domain/todos/overdue';
import { iso, isoOrNull } from '../isoTime';
import type { StepStatus } from '../../domain/todos/status';
import type { ChatMessageView, EvidenceView, FindingView, StepView, TodoView } from './todoAnswers';

/** The todo side's answers (their shapes: todoAnswers.ts), built from read-model rows. */

const PREVIEW_LENGTH = 120;
/** The first characters of a text (counted as PostgreSQL counts them: a pair of UTF-16 halves is one). */
export const preview = (text: string) => {
  if (text.length <= PREVIEW_LENGTH) return text;
  const characters = Array.from(text);
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH - 1).join('')}…` : text;
};
/** `preview` in SQL, for answers PostgreSQL builds. */
export const previewSql = (column: string) =>
  `CASE WHEN char_length(${column}) > ${PREVIEW_LENGTH} THEN left(${column}, ${PREVIEW_LENGTH - 1}) || '…' ELSE ${column} END`;

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

export function toEvidenceView(row: Row): EvidenceView {
  return {
    id: row.id,
    step_id: row.step_id,
    step_title: row.step_title,
    content_type: row.content_type,
    type: row.content_type,
    content_text: row.content_text,
    content_preview: preview(row.content_text),
    file_url: row.file_url,
    created_at: iso(row.created_at),
  };
}

export function toFindingView(row: Row): FindingView {
  return {
    id: row.id,
    step_id: row.step_id,
    step_title: row.step_title,
    finding_type: row.finding_type,
    title: row.title,
    content: row.content,
    source: row.source,
    created_at: iso(row.created_at),
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

export function toStepView(row: Row, evidence: EvidenceView[], findings: FindingView[]): StepView {
  return {
    id: row.id,
    todo_id: row.todo_id,
    title: row.title,
    description: row.description,
    status: row.status,
    order_index: row.order_index,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
    evidence,
    findings,
  };
}

export function toChatMessageView(row: Row): ChatMessageView {
  return { id: row.id, step_id: row.step_id, role: row.role, message: row.message, created_at: iso(row.created_at) };
}
