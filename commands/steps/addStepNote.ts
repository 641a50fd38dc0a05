import { ownStep } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

/** '+ Note': appended to the step's description with a note marker. */
export async function addStepNote(deps: UseCaseDepsWith<'getStep'>, input: { actor: UserActor; stepId: string; content: string }): Promise<{ stepId: string }> {
  const { actor } = input;
  const step = await ownStep(deps.queries, actor.userId, input.stepId);
  await handleTodoCommand(deps, actor, { type: 'AddStepNote', todoId: step.todo_id, userId: actor.userId, stepId: step.id, content: input.content, now: deps.now().toISOString() });
  return { stepId: step.id };
}
