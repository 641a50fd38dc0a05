import { z } from 'zod';
import { PlannerNote } from '../../domain/planning';
import type { CompletionEvaluation } from '../../domain/todos/todoState';
import { findingTypeField, priorityField, stepStatusField, todoStatusField } from './statusFields';

/**
 * The todo side's answers, one schema per body, declared by the routes (so the OpenAPI document
 * and the web types come from them); answersMatchTheirSchemas.test.ts holds JSON text to them.
 */

export const evidenceView = z.object({
  id: z.string(),
  step_id: z.string(),
  step_title: z.string(),
  content_type: z.string(),
  type: z.string(),
  content_text: z.string(),
  content_preview: z.string(),
  file_url: z.string().nullable(),
  created_at: z.string(),
});
export type EvidenceView = z.infer<typeof evidenceView>;

export const findingView = z.object({
  id: z.string(),
  step_id: z.string(),
  step_title: z.string(),
  finding_type: findingTypeField,
  title: z.string(),
  content: z.string(),
  source: z.string(),
  created_at: z.string(),
});
export type FindingView = z.infer<typeof findingView>;

export const stepView = z.object({
  id: z.string(),
  todo_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: stepStatusField,
  order_index: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  evidence: z.array(evidenceView),
  findings: z.array(findingView),
});
export type StepView = z.infer<typeof stepView>;

/** The completion evaluation as stored in `todos.completion_evaluation` and sent by the API. */
export const evaluationView = z.object({
  gaps_found: z.boolean(),
  gaps: z.array(z.string()),
  suggestions: z.array(z.string()),
  recommendation: z.string(),
  /** `verified`: whether something recorded shows the criterion met; absent when the planner did not say (a model, older evaluations). */
  criteria: z.array(z.object({ criterion: z.string(), met: z.boolean(), evidence: z.string(), verified: z.boolean().optional() })),
  todo_auto_completed: z.boolean(),
  user_override: z.boolean(),
  evaluated_at: z.string().nullable(),
  /** Which planner made it (as `evaluation_planner` on the answer that made it); absent when not known. */
  planner: PlannerNote.optional(),
});
export type EvaluationRecord = z.infer<typeof evaluationView>;

export const toEvaluationRecord = (e: CompletionEvaluation): EvaluationRecord => ({
  gaps_found: e.gapsFound,
  gaps: e.gaps,
  suggestions: e.suggestions,
  recommendation: e.recommendation,
  criteria: e.criteria,
  todo_auto_completed: e.todoAutoCompleted,
  user_override: e.userOverride,
  evaluated_at: e.evaluatedAt,
  ...(e.planner ? { planner: e.planner } : {}),
});

export const fromEvaluationRecord = (r: EvaluationRecord): CompletionEvaluation => ({
  gapsFound: r.gaps_found,
  gaps: r.gaps,
  suggestions: r.suggestions,
  recommendation: r.recommendation,
  criteria: r.criteria ?? [],
  todoAutoCompleted: r.todo_auto_completed,
  userOverride: r.user_override,
  evaluatedAt: r.evaluated_at,
  ...(r.planner ? { planner: r.planner } : {}),
});

export const completionEvaluationField = evaluationView.nullable();

/** Another live todo as a todo names it in its waits (its due date: a wait due after the todo that waits is a conflict the page shows). */
const waitingTodoView = z.object({ id: z.string(), title: z.string(), status: todoStatusField, due_date: z.string().nullable() });

/** What a todo says of itself, in every answer that shows one (its own, a mission's list). */
export const todoOwnFields = {
  title: z.string(),
  description: z.string().nullable(),
  success_criteria: z.string(),
  status: todoStatusField,
  priority: priorityField,
  due_date: z.string().nullable(),
};

const todoView = z.object({
  id: z.string(),
  ...todoOwnFields,
  mission_id: z.string().nullable(),
  mission_title: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  completion_evaluation: completionEvaluationField,
  total_steps: z.number(),
  completed_steps: z.number(),
  progress_percentage: z.number(),
  /** Computed at read time: past due and not completed. */
  is_overdue: z.boolean(),
  copied_from_todo_id: z.string().nullable(),
  /** The live todos it waits for, in the order the links were made (a deleted one drops out until restored). */
  depends_on: z.array(waitingTodoView),
  /** The live todos that wait for it, in the order the links were made. */
  needed_by: z.array(waitingTodoView),
  /** A todo it waits for is not completed; on a completed todo: it was finished before what it waits for. */
  blocked: z.boolean(),
  /**
   * Who planned the current steps: the model, or the offline planner standing in for a model
   * that failed (`fallback`, with the `reason`); null when no planner call wrote them (copied, none yet).
   */
  steps_planner: PlannerNote.nullable(),
  /**
   * An evaluation against the success criteria was asked for and is not made yet (the planner
   * failed, or the user's evaluation budget was spent): it is made in the background.
   */
  evaluation_pending: z.boolean(),
});
export type TodoView = z.infer<typeof todoView>;

/** GET /todos: built as JSON text by PostgreSQL (listTodosJson). */
export const todoListView = z.array(todoView);

export const todoDetailView = todoView.extend({ steps: z.array(stepView) });
export type TodoDetailView = z.infer<typeof todoDetailView>;

/** GET /todos/{id}/progress: projected as JSON text by PostgreSQL (queries.ts `todoProgressJson`). */
export const todoProgressView = z.object({
  todo_id: z.string(),
  metrics: z.object({
    completion_percentage: z.number(),
    completed_steps: z.number(),
    total_steps: z.number(),
    in_progress_steps: z.number(),
    pending_steps: z.number(),
    total_findings: z.number(),
    total_evidence: z.number(),
  }),
  findings: z.array(findingView),
  evidence: z.array(evidenceView),
  steps: z.array(
    stepView
      .pick({ id: true, title: true, description: true, status: true, order_index: true, completed_at: true })
      .extend({ finding_count: z.number(), evidence_count: z.number() }),
  ),
});
export type TodoProgressView = z.infer<typeof todoProgressView>;

/** What a re-plan of the todo would retire (the warning before it). */
export const todoResourceSummaryView = z.object({
  todo_id: z.string(),
  has_resources: z.boolean(),
  completed_step_count: z.number(),
  evidence_count: z.number(),
  chat_message_count: z.number(),
  finding_count: z.number(),
  evidence_previews: z.array(z.object({ id: z.string(), step_title: z.string(), content_preview: z.string(), created_at: z.string() })),
  chat_previews: z.array(z.object({ id: z.string(), step_title: z.string(), role: z.string(), message_preview: z.string(), created_at: z.string() })),
  finding_previews: z.array(z.object({ id: z.string(), step_title: z.string(), finding_type: findingTypeField, title: z.string(), created_at: z.string() })),
});
export type TodoResourceSummary = z.infer<typeof todoResourceSummaryView>;

export const chatMessageView = z.object({ id: z.string(), step_id: z.string(), role: z.enum(['user', 'assistant']), message: z.string(), created_at: z.string() });
export type ChatMessageView = z.infer<typeof chatMessageView>;
