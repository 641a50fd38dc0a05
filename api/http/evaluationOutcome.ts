import type { PlannerNote } from '../../domain/planning';
import type { EvaluationOutcome } from '../../commands/todos/evaluateTodoCompletion';
import { toEvaluationRecord, type EvaluationRecord } from '../../projections/todos/todoAnswers';

/** What the answers of a step completion or a step chat say of the evaluation the request ran. */

/** Who wrote the evaluation the answer carries (null when there is none). */
export const evaluationPlannerOf = (outcome: EvaluationOutcome): PlannerNote | null => (outcome.kind === 'evaluated' ? outcome.planner : null);

/** The evaluation to send back: only when one was recorded in this request. */
export function evaluationOf(outcome: EvaluationOutcome): EvaluationRecord | null {
  return outcome.kind === 'evaluated' && outcome.state.evaluation ? toEvaluationRecord(outcome.state.evaluation) : null;
}
