import type { Planner } from '../../commands/ports/planner';
import { OfflinePlanner } from '../../planner/offlinePlanner';

/** The offline planner with some of its capabilities replaced (a scripted answer, a failure). */
export function offlinePlannerWith(replaced: Partial<Planner>): Planner {
  return Object.assign(Object.create(new OfflinePlanner()) as Planner, replaced);
}

/** A capability that always fails with `error`. */
export const failingWith =
  (error: Error) =>
  async (): Promise<never> => {
    throw error;
  };
