import { loadState } from '../handleCommand';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { inParentOrStandalone } from '../ownership';
import { liveParentExists, type UndoDeps } from '../undo/runCommand';

/**
 * Brings back a deleted todo, or one a mission's re-plan set aside, with its steps, evidence,
 * findings and chat; back in its mission
 * when that mission still exists, else standalone. `revision` (an undo from the toast) must be
 * the deletion's.
 */
export async function restoreTodo(deps: UndoDeps, input: { userId: string; todoId: string; now: string; revision?: number }) {
  const streamId = todoStreamId(input.todoId);
  const { state } = await loadState(deps.store, streamId, todoDecider);
  const missionId = (await liveParentExists(deps, 'mission', input.userId, state.missionId)) ? state.missionId : null;
  // A re-plan's todo is active on its own stream: the read models say whether and when it left.
  const setAsideAt = state.lifecycle === 'active' ? await deps.setAsideAt(input.userId, input.todoId) : null;
  return inParentOrStandalone(deps, 'mission', input.userId, missionId, (missionId, precondition) =>
    deps.run({
      streamId,
      decider: todoDecider,
      command: { type: 'RestoreTodo', todoId: input.todoId, userId: input.userId, now: input.now, missionId, revision: input.revision, setAsideAt },
      precondition,
    }),
  );
}
