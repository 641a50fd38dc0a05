import type { WaitLink } from '../../domain/todos/dependencies';
import type { AppendPrecondition } from '../eventStore';
/**
 * The read-model lookups use cases make, as plain types: projections' query functions fit
 * them, and a use case takes only the ones it uses (`Pick<ReadModelQueries, ...>`).
 * Each answers undefined for a missing item and for another user's: the same 404.
 */

export type OwnedTodo = { id: string; title: string; description: string | null; success_criteria: string; mission_id: string | null; total_steps: number };
export type OwnedStep = { id: string; todo_id: string };
export type OwnedFinding = { id: string; step_id: string };
export type OwnedMission = { id: string; title: string; description: string | null; status: string; odyssey_id: string | null };
export type OwnedOdyssey = { id: string; title: string; description: string | null; status: string };

/** A statement that finds a read-model row, or none: an append's precondition without its error. */
export type ReadModelCheck = Omit<AppendPrecondition, 'error'>;

/** A todo on a chain of waits, as the read models name it (see domain/todos/dependencies.ts). */
export type WaitChainLink = WaitLink & { id: string };

export type ReadModelQueries = {
  findTodo(userId: string, todoId: string): Promise<OwnedTodo | undefined>;
  /** Which of these todo ids are the user's live todos (one look-up for many). */
  liveTodoIds(userId: string, todoIds: readonly string[]): Promise<string[]>;
  getStep(userId: string, stepId: string): Promise<OwnedStep | undefined>;
  getFinding(userId: string, findingId: string): Promise<OwnedFinding | undefined>;
  findOwnMission(userId: string, missionId: string): Promise<OwnedMission | undefined>;
  findOwnOdyssey(userId: string, odysseyId: string): Promise<OwnedOdyssey | undefined>;
  /** Finds the user's live mission / odyssey when run (a link to it needs it still there when the link lands). */
  liveParentCheck(kind: 'mission' | 'odyssey', userId: string, id: string): ReadModelCheck;
  /**
   * The chain by which `from` already waits for `to` (directly or through other todos), from
   * `from` to `to`; null when it does not. Every link of the user counts, deleted todos' too
   * while they can come back (deleted since `restorableSince`, or set aside by a mission re-plan).
   */
  findWaitChain(userId: string, from: string, to: string, restorableSince: string): Promise<WaitChainLink[] | null>;
};
