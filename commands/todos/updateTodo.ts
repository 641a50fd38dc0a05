import type { TodoCommand } from '../../domain/todos/todoCommands';
import { chosenMission, ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

export type TodoChanges = Omit<Extract<TodoCommand, { type: 'UpdateTodo' }>, 'type' | 'todoId' | 'userId' | 'now'>;

/** Edits a todo's fields; a new parent mission must be one of the user's active ones. */
export async function updateTodo(
  deps: UseCaseDepsWith<'findTodo' | 'findOwnMission' | 'liveParentCheck'>,
  input: { actor: UserActor; todoId: string; changes: TodoChanges },
): Promise<{ todoId: string; undoRevision: bigint | null }> {
  const { actor, changes } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  // Keeping the current mission needs no check (it may have been paused since).
  const missionStillThere = changes.missionId && changes.missionId !== todo.mission_id ? await chosenMission(deps.queries, actor.userId, changes.missionId) : undefined;
  const edited = await handleTodoCommand(deps, actor, { ...changes, type: 'UpdateTodo', todoId: todo.id, userId: actor.userId, now: deps.now().toISOString() }, missionStillThere);
  // What an undo of this edit names: the revision right after it (none when nothing changed).
  return { todoId: todo.id, undoRevision: edited.events.length > 0 ? edited.revision : null };
}
