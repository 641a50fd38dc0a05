import { z } from 'zod';
import type { PlannerNote } from '../../domain/planning';
import type { EvaluationOutcome } from '../../commands/todos/evaluateTodoCompletion';
import { toEvaluationRecord, type EvaluationRecord } from '../../projections/todos/evaluationRecord';
import { findingTypeField, stepStatusField } from './statusFields';

/** Todo-side response shapes shared by the todo, step and step-assistant routes. */

export const evaluationView = z.object({
  gaps_found: z.boolean(),
  gaps: z.array(z.string()),
  suggestions: z.array(z.string()),
  recommendation: z.string(),
  criteria: z.array(z.object({ criterion: z.string(), met: z.boolean(), evidence: z.string() })),
  todo_auto_completed: z.boolean(),
  user_override: z.boolean(),
  evaluated_at: z.string().nullable(),
});
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
export const completionEvaluationField = evaluationView.nullable();

/** The evaluation to send back: only when one was recorded in this request. */
/** Who wrote the evaluation the answer carries (null when there is none). */
export const evaluationPlannerOf = (outcome: EvaluationOutcome): PlannerNote | null => (outcome.kind === 'evaluated' ? outcome.planner : null);

export function evaluationOf(outcome: EvaluationOutcome): EvaluationRecord | null {
  return outcome.kind === 'evaluated' && outcome.state.evaluation ? toEvaluationRecord(outcome.state.evaluation) : null;
}
