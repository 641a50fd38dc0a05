import { ownStep } from '../ownership';
import { changeThenEvaluation } from '../todos/changeThenEvaluation';
import type { UserActor } from '../useCase';
import type { ProofDeps } from './addEvidence';

/** '+ Note': appended to the step's description with a note marker; a note is proof, as evidence is (addEvidence). */
export async function addStepNote(deps: ProofDeps, input: { actor: UserActor; stepId: string; content: string }): Promise<{ stepId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  await changeThenEvaluation(deps, actor, {
    type: 'AddStepNote',
    todoId: step.todo_id,
    userId: actor.userId,
    stepId: step.id,
    content: input.content,
    evaluationRequestId: deps.ids(),
    now: deps.now().toISOString(),
  });
  return { stepId: step.id };
}
