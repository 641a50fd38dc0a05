import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { loadState } from '../handleCommand';
import { ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/** Copies a todo: `<title> (Copy)`, same fields, its steps as pending; no evidence, findings or chat. */
export async function copyTodo(deps: UseCaseDepsWith<'findTodo'>, input: { actor: UserActor; todoId: string }): Promise<{ todoId: string }> {
  const { actor } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  const { state } = await loadState(deps.store, todoStreamId(todo.id), todoDecider);
  // The read model knows about the mission's fate (deleted missions leave standalone todos).
  const source = { ...state, missionId: todo.mission_id };
  const copyId = deps.ids();
  await handleTodoCommand(deps, actor, {
    type: 'CopyTodo',
    todoId: copyId,
    userId: actor.userId,
    source,
    stepIds: source.steps.map(() => deps.ids()),
    now: deps.now().toISOString(),
  });
  return { todoId: copyId };
}
