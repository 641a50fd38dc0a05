import type { DirectorDataSnapshot } from '../../commands/ports/director';

// The snapshot's shape is part of the Planner port's Director input (commands/ports/director.ts).
export type { DirectorDataSnapshot, SnapshotMission, SnapshotOdyssey, SnapshotStep, SnapshotTodo, SnapshotWait } from '../../commands/ports/director';

export const emptySnapshot = (): DirectorDataSnapshot => ({ odysseys: [], missions: [], todos: [], steps: [], waits: [] });
