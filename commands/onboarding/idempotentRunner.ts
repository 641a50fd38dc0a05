import { DomainError, type DomainEvent } from '../../domain/decider';
import { handleCommand, type Actor, type HandleOptions } from '../handleCommand';
import type { UseCaseDeps } from '../useCase';

/** Answers whether this call appended the command's events (false: nothing to do, or another call made the item). */
export type SampleRun = <S, C, E extends DomainEvent>(options: Omit<HandleOptions<S, C, E>, 'actor'>) => Promise<boolean>;

/**
 * Runs many commands as one actor without waiting for the read models after each; `settled`
 * waits once for the last position. A conflict means a repeated or concurrent call already
 * made the item: idempotent.
 */
export function idempotentRunner(deps: UseCaseDeps, actor: Actor) {
  let last: bigint | null = null;
  /** The types appended: the wait is for the read models that apply them after the append. */
  const types = new Set<string>();
  const run: SampleRun = async (options) => {
    try {
      const result = await handleCommand({ store: deps.store, now: deps.now }, { ...options, actor });
      for (const event of result.events) types.add(event.type);
      if (result.position !== null && (last === null || result.position > last)) last = result.position;
      return result.events.length > 0;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict') return false;
      throw error;
    }
  };
  const settled = async () => {
    if (last !== null && deps.readModelsReach) await deps.readModelsReach(last, [...types]);
  };
  return { run, settled };
}
