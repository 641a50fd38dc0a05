import { ownStep } from '../ownership';
import type { ProofDeps } from '../steps/addEvidence';
import { changeThenEvaluation } from '../todos/changeThenEvaluation';
import type { UserActor } from '../useCase';

export type NewFinding = { findingType: string; title: string; content: string; source?: string | null };

/** Records a finding on a step by hand (the step assistant records its own); a finding is proof, as evidence is (addEvidence). */
export async function addFinding(deps: ProofDeps, input: { actor: UserActor; stepId: string; finding: NewFinding }): Promise<{ findingId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  const findingId = deps.ids();
  await changeThenEvaluation(deps, actor, {
    ...input.finding,
    type: 'AddFinding',
    todoId: step.todo_id,
    userId: actor.userId,
    stepId: step.id,
    findingId,
    evaluationRequestId: deps.ids(),
    now: deps.now().toISOString(),
  });
  return { findingId };
}
