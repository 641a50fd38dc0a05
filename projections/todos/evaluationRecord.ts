import { z } from 'zod';
import { PlannerNote } from '../../domain/planning';
import type { CompletionEvaluation } from '../../domain/todos/todoState';

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
