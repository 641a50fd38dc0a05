import { ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/**
 * Deletes a todo from the read models (it stays in Recently deleted); its events stay in the log.
 * Returns the revision right after the deletion, which an undo names.
 */
export async function deleteTodo(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string }): Promise<{ revision: bigint | null }> {
  const todo = await ownTodo(deps.queries, input.actor.userId, input.todoId);
  const deleted = await handleTodoCommand(deps, input.actor, { type: 'DeleteTodo', todoId: todo.id, userId: input.actor.userId, now: deps.now().toISOString() });
  return { revision: deleted.revision };
}
