import { ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

export type NewEvidence = { contentType?: string | null; contentText: string; fileUrl?: string | null };

/** Records evidence of work on a step. */
export async function addEvidence(deps: UseCaseDepsWith<'getStep'>, input: { actor: UserActor; stepId: string; evidence: NewEvidence }): Promise<{ evidenceId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  const evidenceId = deps.ids();
  await handleTodoCommand(deps, actor, {
    ...input.evidence,
    type: 'AddEvidence',
    todoId: step.todo_id,
    userId: actor.userId,
    stepId: step.id,
    evidenceId,
    now: deps.now().toISOString(),
  });
  return { evidenceId };
}
