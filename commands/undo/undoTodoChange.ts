import type { TodoEvent } from '../../domain/todos/events';
import type { UndoableTodoChange } from '../../domain/todos/todoCommands';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { liveParentExists, type UndoDeps } from './runCommand';

export type UndoTodoChangeInput = { userId: string; todoId: string; kind: UndoableTodoChange; revision: number; now: string };

/**
 * Undoes a todo's edit, step completion or re-plan: the change is the run of events ending at
 * `revision` that one request appended (same correlation id), and the decider refuses unless
 * it is still the todo's last change. The undo is a new event; the log keeps both.
 */
export async function undoTodoChange(deps: UndoDeps, input: UndoTodoChangeInput) {
  const streamId = todoStreamId(input.todoId);
  const recorded = await deps.store.readStream(streamId);
  const last = input.revision < recorded.length ? input.revision : -1;
  let first = last;
  const correlation = last >= 0 ? recorded[last].metadata?.correlationId : undefined;
  while (correlation !== undefined && first > 0 && recorded[first - 1].metadata?.correlationId === correlation) first--;
  const toEvent = (e: (typeof recorded)[number]) => ({ type: e.type, data: e.data }) as TodoEvent;
  const change = last >= 0 ? recorded.slice(first, last + 1).map(toEvent) : [];
  const before = recorded.slice(0, Math.max(first, 0)).map(toEvent).reduce(todoDecider.evolve, todoDecider.initialState());
  const previousMissionExists = await liveParentExists(deps, 'mission', input.userId, before.missionId);
  return deps.run({
    streamId,
    decider: todoDecider,
    command: { type: 'UndoTodoChange', todoId: input.todoId, userId: input.userId, now: input.now, kind: input.kind, revision: input.revision, change, before, previousMissionExists },
  });
}
