import { ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/** Deletes a todo from the read models; its events stay in the log. */
export async function deleteTodo(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string }): Promise<void> {
  const todo = await ownTodo(deps.queries, input.actor.userId, input.todoId);
  await handleTodoCommand(deps, input.actor, { type: 'DeleteTodo', todoId: todo.id, userId: input.actor.userId, now: deps.now().toISOString() });
}
