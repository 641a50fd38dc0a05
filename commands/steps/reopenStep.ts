import { ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

/**
 * Takes back a step's completion, at any time (the Undo of a completion only while it is the
 * todo's last change): the step is pending again and a completed todo is in progress again.
 */
export async function reopenStep(deps: UseCaseDepsWith<'getStep'>, input: { actor: UserActor; stepId: string }): Promise<{ stepId: string; todoId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  await handleTodoCommand(deps, actor, { type: 'ReopenStep', todoId: step.todo_id, userId: actor.userId, stepId: step.id, now: deps.now().toISOString() });
  return { stepId: step.id, todoId: step.todo_id };
}
