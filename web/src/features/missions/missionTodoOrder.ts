import type { MissionDetail, MissionTodo } from '../../shared/models/mission';

/**
 * The mission's todos in `todo_order` (an order that respects the waits); a todo the order
 * does not name yet keeps its place after the named ones.
 */
export function todosInOrder(mission: Pick<MissionDetail, 'todos' | 'todo_order'>): MissionTodo[] {
  const todos = mission.todos ?? [];
  const place = new Map((mission.todo_order ?? []).map((id, index) => [id, index]));
  return todos
    .map((todo, index) => ({ todo, index }))
    .sort((a, b) => (place.get(a.todo.id) ?? todos.length + a.index) - (place.get(b.todo.id) ?? todos.length + b.index))
    .map(({ todo }) => todo);
}

/** What an open, blocked todo of the mission waits for, named by title; null when it is not blocked. */
export function missionTodoWaits(todo: MissionTodo, todos: MissionTodo[]): string[] | null {
  if (todo.status === 'completed' || !todo.blocked) return null;
  const byId = new Map(todos.map((other) => [other.id, other]));
  const waits = todo.depends_on ?? [];
  const open = waits.flatMap((id) => {
    const other = byId.get(id);
    return other && other.status !== 'completed' ? [other.title] : [];
  });
  // What holds it back lies outside this mission (a standalone todo, another mission's).
  if (open.length === 0 && waits.some((id) => !byId.has(id))) return [];
  return open;
}
