import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { loadState } from '../handleCommand';
import { inParentOrStandalone, ownTodo } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleTodoCommand } from './handleTodoCommand';

/** Copies a todo: `<title> (Copy)`, same fields, its steps as pending; no evidence, findings or chat. */
export async function copyTodo(deps: UseCaseDepsWith<'findTodo' | 'liveParentCheck'>, input: { actor: UserActor; todoId: string }): Promise<{ todoId: string }> {
  const { actor } = input;
  const todo = await ownTodo(deps.queries, actor.userId, input.todoId);
  const { state } = await loadState(deps.store, todoStreamId(todo.id), todoDecider);
  const copyId = deps.ids();
  const stepIds = state.steps.map(() => deps.ids());
  // The read model knows about the mission's fate (deleted missions leave standalone todos).
  await inParentOrStandalone(deps.queries, 'mission', actor.userId, todo.mission_id, (missionId, stillThere) =>
    handleTodoCommand(deps, actor, { type: 'CopyTodo', todoId: copyId, userId: actor.userId, source: { ...state, missionId }, stepIds, now: deps.now().toISOString() }, stillThere),
  );
  return { todoId: copyId };
}
