import type { CompletionEvaluation } from '../../domain/todos/todoState';

/** The completion evaluation as stored in `todos.completion_evaluation` and sent by the API. */
export type EvaluationRecord = {
  gaps_found: boolean;
  gaps: string[];
  suggestions: string[];
  recommendation: string;
  criteria: { criterion: string; met: boolean; evidence: string }[];
  todo_auto_completed: boolean;
  user_override: boolean;
  evaluated_at: string | null;
};

export const toEvaluationRecord = (e: CompletionEvaluation): EvaluationRecord => ({
  gaps_found: e.gapsFound,
  gaps: e.gaps,
  suggestions: e.suggestions,
  recommendation: e.recommendation,
  criteria: e.criteria,
  todo_auto_completed: e.todoAutoCompleted,
  user_override: e.userOverride,
  evaluated_at: e.evaluatedAt,
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
});
