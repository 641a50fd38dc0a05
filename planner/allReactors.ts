import type { Reactor } from './reactorRuntime';

/** Every process manager following the log: one line per reactor. */
export const allReactors: Reactor[] = [
];
