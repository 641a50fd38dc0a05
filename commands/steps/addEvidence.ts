import { ownStep } from '../ownership';
import type { Planner } from '../ports/planner';
import { changeThenEvaluation } from '../todos/changeThenEvaluation';
import type { EvaluationOutcome } from '../todos/evaluateTodoCompletion';
import type { EvaluationBudget } from '../todos/evaluationBudget';
import type { UseCaseDepsWith, UserActor } from '../useCase';

export type NewEvidence = { contentType?: string | null; contentText: string; fileUrl?: string | null };

export type ProofDeps = UseCaseDepsWith<'getStep'> & { planner: Planner; evaluationBudget: EvaluationBudget };

/**
 * Records evidence of work on a step. Evidence for a todo whose steps are all done and whose
 * evaluation found gaps has it evaluated again, here, so the answer reaches a todo that shows it.
 */
export async function addEvidence(deps: ProofDeps, input: { actor: UserActor; stepId: string; evidence: NewEvidence }): Promise<{ evidenceId: string; outcome: EvaluationOutcome }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  const evidenceId = deps.ids();
  const { outcome } = await changeThenEvaluation(deps, actor, {
    ...input.evidence,
    type: 'AddEvidence',
    todoId: step.todo_id,
    userId: actor.userId,
    stepId: step.id,
    evidenceId,
    evaluationRequestId: deps.ids(),
    now: deps.now().toISOString(),
  });
  return { evidenceId, outcome };
}
