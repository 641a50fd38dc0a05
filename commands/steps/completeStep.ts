import { ownStep } from '../ownership';
import type { Planner } from '../ports/planner';
import { changeThenEvaluation } from '../todos/changeThenEvaluation';
import type { EvaluationOutcome } from '../todos/evaluateTodoCompletion';
import type { EvaluationBudget } from '../todos/evaluationBudget';
import type { StepRef, UseCaseDeps, UserActor } from '../useCase';

export type CompleteStepQueries<Step extends StepRef> = {
  /** The user's step as the read models show it, or undefined when it is missing or someone else's. */
  stepView(userId: string, stepId: string): Promise<Step | undefined>;
};

export type CompleteStepDeps<Step extends StepRef> = UseCaseDeps & { planner: Planner; evaluationBudget: EvaluationBudget; queries: CompleteStepQueries<Step> };

export type CompleteStepResult<Step extends StepRef> = {
  /** The step as the read models held it before the completion (`outcome.state` has it after). */
  step: Step;
  /** The todo after the completion and, when it was the last open step, its evaluation. */
  outcome: EvaluationOutcome;
  /**
   * The revision that ends this completion's change (its evaluation included), for its undo.
   * Changes that land while the evaluation is made are not part of it: the revision then stays
   * the completion's, which the undo refuses as no longer the todo's last change.
   */
  undoRevision: bigint | null;
};

/**
 * Completes a step. Completing the last open one asks for an evaluation of the todo against its
 * success criteria, run here so the answer carries it (unless the user's evaluation budget is
 * spent: then it stays owed and the background makes it).
 */
export async function completeStep<Step extends StepRef>(deps: CompleteStepDeps<Step>, input: { actor: UserActor; stepId: string }): Promise<CompleteStepResult<Step>> {
  const { actor } = input;
  const step = await ownStep({ getStep: deps.queries.stepView }, actor.userId, input.stepId);
  const { outcome, undoRevision } = await changeThenEvaluation(deps, actor, {
    type: 'CompleteStep',
    todoId: step.todo_id,
    userId: actor.userId,
    stepId: step.id,
    evaluationRequestId: deps.ids(),
    now: deps.now().toISOString(),
  });
  return { step, outcome, undoRevision };
}
