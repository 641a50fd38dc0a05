// The port lives in commands/ so use cases can depend on it without an implementation.
export type * from '../commands/ports/planner';
