import { ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/** Completes a todo the evaluation found gaps in: the user overrides it. */
export async function forceCompleteTodo(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string }): Promise<{ todoId: string }> {
  const todo = await ownTodo(deps.queries, input.actor.userId, input.todoId);
  await handleTodoCommand(deps, input.actor, { type: 'ForceCompleteTodo', todoId: todo.id, userId: input.actor.userId, now: deps.now().toISOString() });
  return { todoId: todo.id };
}
