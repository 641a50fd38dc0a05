import { ownTodo } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import type { UseCaseDepsWith, UserActor } from '../useCase';

export type NewStep = { title: string; description?: string | null; orderIndex?: number | null };

/** Adds a step to a todo's plan, at `orderIndex` or last. */
export async function addStep(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string; step: NewStep }): Promise<{ stepId: string }> {
  const { actor, step } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  const stepId = deps.ids();
  await handleTodoCommand(deps, actor, { ...step, type: 'AddStep', todoId: todo.id, userId: actor.userId, stepId, now: deps.now().toISOString() });
  return { stepId };
}
