import { notFound } from '../../domain/decider';
import { stateBefore } from '../handleCommand';
import type { TodoEvent } from '../../domain/todos/events';
import type { UndoableTodoChange } from '../../domain/todos/todoCommands';
import { TODO_NOT_FOUND, todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import type { TodoState } from '../../domain/todos/todoState';
import type { EventStore } from '../eventStore';
import { inParentOrStandalone } from '../ownership';
import { liveParentExists, type UndoDeps } from './runCommand';

export type UndoTodoChangeInput = { userId: string; todoId: string; kind: UndoableTodoChange; revision: number; now: string };

/**
 * The change an undo names: the run of events ending at `revision` that one request appended
 * (same correlation id), the todo's state just before it, and whether it is still the todo's
 * last change (`isLast`; the decider refuses the undo otherwise).
 */
export async function changeAtRevision(store: EventStore, todoId: string, revision: number): Promise<{ change: TodoEvent[]; before: TodoState; isLast: boolean }> {
  const recorded = await store.readStream(todoStreamId(todoId));
  const last = revision < recorded.length ? revision : -1;
  let first = last;
  const correlation = last >= 0 ? recorded[last].metadata?.correlationId : undefined;
  while (correlation !== undefined && first > 0 && recorded[first - 1].metadata?.correlationId === correlation) first--;
  const toEvent = (e: (typeof recorded)[number]) => ({ type: e.type, data: e.data }) as TodoEvent;
  const change = last >= 0 ? recorded.slice(first, last + 1).map(toEvent) : [];
  const before = stateBefore(recorded, todoDecider, BigInt(Math.max(first, 0)));
  return { change, before, isLast: last >= 0 && last === recorded.length - 1 };
}

/**
 * Undoes a todo's edit, step completion or re-plan: the change is the run of events ending at
 * `revision` that one request appended (same correlation id), and the decider refuses unless
 * it is still the todo's last change. The undo is a new event; the log keeps both.
 */
export async function undoTodoChange(deps: UndoDeps, input: UndoTodoChangeInput) {
  // A todo a mission's re-plan set aside is still active on its own stream, but in Recently
  // deleted like a deleted one: its rows there would keep the change, and its restore bring it back.
  if ((await deps.setAsideAt(input.userId, input.todoId)) !== null) throw notFound(TODO_NOT_FOUND);
  const { change, before } = await changeAtRevision(deps.store, input.todoId, input.revision);
  // A former mission the undo links again must still be there when it lands, else the todo stays standalone.
  const relinks = change.some((e) => e.type === 'TodoLinkedToMission' || e.type === 'TodoUnlinkedFromMission');
  const previousMission = relinks && (await liveParentExists(deps, 'mission', input.userId, before.missionId)) ? before.missionId : null;
  return inParentOrStandalone(deps, 'mission', input.userId, previousMission, (missionId, precondition) =>
    deps.run({
      streamId: todoStreamId(input.todoId),
      decider: todoDecider,
      command: { type: 'UndoTodoChange', todoId: input.todoId, userId: input.userId, now: input.now, kind: input.kind, revision: input.revision, change, before, previousMissionExists: missionId !== null },
      precondition,
    }),
  );
}
