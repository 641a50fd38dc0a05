import type { DomainEvent } from '../../domain/decider';
import type { EventStore } from '../eventStore';
import type { HandleOptions, HandleResult } from '../handleCommand';
import type { ReadModelQueries } from '../ports/readModels';

/** Runs a command as the acting user (and waits for the answers' read models). */
export type RunCommand = <S, C, E extends DomainEvent>(options: Omit<HandleOptions<S, C, E>, 'actor'>) => Promise<HandleResult<S, E>>;

/** Whether the user's mission / odyssey is live in the read models (a restored link must point at one). */
export type ParentIsLive = (kind: 'mission' | 'odyssey', userId: string, id: string) => Promise<boolean>;

/** When a mission's re-plan set the user's todo aside (still restorable), else null. */
export type TodoSetAsideAt = (userId: string, todoId: string) => Promise<string | null>;

/** What the undo and restore use cases need: the log, read-model lookups and a way to run commands. */
export type UndoDeps = { store: EventStore; parentIsLive: ParentIsLive; setAsideAt: TodoSetAsideAt; run: RunCommand } & Pick<ReadModelQueries, 'liveParentCheck'>;

/** The parent a restored entity links back to: `id` when it is still live, else none. */
export async function liveParentExists(deps: UndoDeps, kind: 'mission' | 'odyssey', userId: string, id: string | null): Promise<boolean> {
  return id !== null && deps.parentIsLive(kind, userId, id);
}
