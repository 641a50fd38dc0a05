import { ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

export type StepChanges = { title?: string; description?: string | null };

/** Edits a step's title or description. */
export async function editStep(deps: UseCaseDepsWith<'getStep'>, input: { actor: UserActor; stepId: string; changes: StepChanges }): Promise<{ stepId: string }> {
  const { actor, changes } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  await handleTodoCommand(deps, actor, { ...changes, type: 'UpdateStep', todoId: step.todo_id, userId: actor.userId, stepId: step.id, now: deps.now().toISOString() });
  return { stepId: step.id };
}
