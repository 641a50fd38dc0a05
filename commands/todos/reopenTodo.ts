import { ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/** Takes back a todo's completion: it is open again, with its steps as they are. */
export async function reopenTodo(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string }): Promise<{ todoId: string }> {
  const todo = await ownTodo(deps.queries, input.actor.userId, input.todoId);
  await handleTodoCommand(deps, input.actor, { type: 'ReopenTodo', todoId: todo.id, userId: input.actor.userId, now: deps.now().toISOString() });
  return { todoId: todo.id };
}
