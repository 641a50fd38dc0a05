import { ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

export type NewFinding = { findingType: string; title: string; content: string; source?: string | null };

/** Records a finding on a step by hand (the step assistant records its own). */
export async function addFinding(deps: UseCaseDepsWith<'getStep'>, input: { actor: UserActor; stepId: string; finding: NewFinding }): Promise<{ findingId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  const findingId = deps.ids();
  await handleTodoCommand(deps, actor, { ...input.finding, type: 'AddFinding', todoId: step.todo_id, userId: actor.userId, stepId: step.id, findingId, now: deps.now().toISOString() });
  return { findingId };
}
