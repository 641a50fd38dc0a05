import type { MissionStatus } from '../../domain/missions/missionStatus';
import type { Priority } from '../../domain/todos/priority';
import type { TodoStatus } from '../../domain/todos/status';

/**
 * The plain data The Director may know about one user: rows as the read models hold them,
 * nothing derived. The API fills it from the read models; tests write it by hand.
 */
export type SnapshotOdyssey = { id: string; title: string; description: string | null; status: string };
export type SnapshotMission = {
  id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  odyssey_id: string | null;
};
export type SnapshotTodo = {
  id: string;
  title: string;
  description: string | null;
  status: TodoStatus;
  priority: Priority;
  /** ISO date or timestamp, or null. */
  due_date: string | null;
  mission_id: string | null;
  total_steps: number;
  completed_steps: number;
};
export type SnapshotStep = { id: string; todo_id: string; title: string; status: TodoStatus; order_index: number };

export type DirectorDataSnapshot = {
  odysseys: SnapshotOdyssey[];
  missions: SnapshotMission[];
  todos: SnapshotTodo[];
  steps: SnapshotStep[];
};

export const emptySnapshot = (): DirectorDataSnapshot => ({ odysseys: [], missions: [], todos: [], steps: [] });
