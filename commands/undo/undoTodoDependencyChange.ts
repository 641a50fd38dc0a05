import { conflict } from '../../domain/decider';
import { ownTodo } from '../ownership';
import { handleTodoCommand } from '../todos/handleTodoCommand';
import { inTurn, refuseLoop, waitsOnGone, type TodoDependencyDeps } from '../todos/todoDependencies';
import type { UserActor } from '../useCase';
import { changeAtRevision } from './undoTodoChange';

export const WAITED_FOR_TODO_GONE = 'The todo it waited for is no longer among your todos, so the removal can no longer be undone.';

/**
 * Undoes a link added (it is removed) or removed (it comes back) while that change is still the
 * todo's last. Putting a link back is a new link: it takes the user's turn and must not close
 * a loop made since, and the todo it waits for must still be live.
 */
export async function undoTodoDependencyChange(deps: TodoDependencyDeps, input: { actor: UserActor; todoId: string; revision: number }) {
  const { userId } = input.actor;
  const todo = await ownTodo(deps.queries, userId, input.todoId);
  return inTurn(deps, userId, async () => {
    const { change, before, isLast } = await changeAtRevision(deps.store, todo.id, input.revision);
    const [only] = change;
    // Anything else (a later change, another kind) the decider refuses in its words.
    const putsBack = isLast && change.length === 1 && only.type === 'TodoDependencyRemoved';
    if (putsBack) {
      const dependsOn = await deps.queries.findTodo(userId, only.data.dependsOn);
      if (!dependsOn) throw conflict(WAITED_FOR_TODO_GONE);
      await refuseLoop(deps, userId, todo.id, dependsOn.id);
    }
    return handleTodoCommand(deps, input.actor, {
      todoId: todo.id,
      build: async (state) => ({
        type: 'UndoTodoChange',
        todoId: todo.id,
        userId,
        now: deps.now().toISOString(),
        kind: 'dependency',
        revision: input.revision,
        change,
        before,
        previousMissionExists: false,
        waitsOnGone: putsBack ? await waitsOnGone(deps, userId, state) : undefined,
      }),
    });
  });
}
