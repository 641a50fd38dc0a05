import type { Priority, Todo, TodoStatus } from '../../shared/models/todo';

export type StatusFilter = 'all' | TodoStatus;
/** 'all', 'standalone' (no mission) or a mission id. */
export type MissionFilter = string;
export type PriorityFilter = 'all' | Priority;

export type TodoFilters = { status: StatusFilter; mission: MissionFilter; priority: PriorityFilter };

export const DEFAULT_FILTERS: TodoFilters = { status: 'all', mission: 'all', priority: 'all' };

/** Todos that pass every filter. */
export function filterTodos(todos: Todo[], filters: TodoFilters): Todo[] {
  return todos.filter((todo) => {
    if (filters.status !== 'all' && todo.status !== filters.status) return false;
    if (filters.mission === 'standalone' && todo.mission_id) return false;
    if (filters.mission !== 'all' && filters.mission !== 'standalone' && todo.mission_id !== filters.mission) return false;
    if (filters.priority !== 'all' && todo.priority !== filters.priority) return false;
    return true;
  });
}

/** How many todos each status button would show (over all todos). */
export function statusCounts(todos: Todo[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: todos.length, pending: 0, in_progress: 0, completed: 0 };
  for (const todo of todos) counts[todo.status] += 1;
  return counts;
}
