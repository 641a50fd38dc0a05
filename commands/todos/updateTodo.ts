import type { TodoCommand } from '../../domain/todos/todoCommands';
import { chosenMission, ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

export type TodoChanges = Omit<Extract<TodoCommand, { type: 'UpdateTodo' }>, 'type' | 'todoId' | 'userId' | 'now'>;

/** Edits a todo's fields; a new parent mission must be one of the user's active ones. */
export async function updateTodo(
  deps: UseCaseDepsWith<'findTodo' | 'findOwnMission'>,
  input: { actor: UserActor; todoId: string; changes: TodoChanges },
): Promise<{ todoId: string }> {
  const { actor, changes } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  // Keeping the current mission needs no check (it may have been paused since).
  if (changes.missionId && changes.missionId !== todo.mission_id) await chosenMission(deps.queries, actor.userId, changes.missionId);
  await handleTodoCommand(deps, actor, { ...changes, type: 'UpdateTodo', todoId: todo.id, userId: actor.userId, now: deps.now().toISOString() });
  return { todoId: todo.id };
}
