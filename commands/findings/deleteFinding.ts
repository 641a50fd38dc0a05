import { ownFinding, ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

/** Deletes a finding from the read models; its events stay in the log. */
export async function deleteFinding(deps: UseCaseDepsWith<'getFinding' | 'getStep'>, input: { actor: UserActor; findingId: string }): Promise<void> {
  const { actor } = input;
  const finding = await ownFinding(deps.queries, actor.userId, input.findingId);
  const step = await ownStep(deps.queries, actor.userId, finding.step_id);
  await handleTodoCommand(deps, actor, { type: 'DeleteFinding', todoId: step.todo_id, userId: actor.userId, findingId: finding.id, now: deps.now().toISOString() });
}
