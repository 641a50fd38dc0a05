import type { Actor, CommandDeps } from './handleCommand';
import type { OwnedStep, ReadModelQueries } from './ports/readModels';

/** What every use case is given: the store (and the read models' wait), the clock, new ids. */
export type UseCaseDeps = CommandDeps & {
  /** A new unique id (message, finding, step, request ids). */
  ids: () => string;
};

/** A use case's deps with the read-model lookups it makes, and no others. */
export type UseCaseDepsWith<Query extends keyof ReadModelQueries> = UseCaseDeps & { queries: Pick<ReadModelQueries, Query> };

/** A signed-in user running a use case; correlation and causation flow into event metadata. */
export type UserActor = Actor & { userId: string };

/** A step as the read models know it: enough to find its todo (ownership is checked there). */
export type StepRef = OwnedStep;
