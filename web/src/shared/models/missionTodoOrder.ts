/**
 * A mission's todos (now or as it was) in `todo_order` (an order that respects the waits); a
 * todo the order does not name yet keeps its place after the named ones.
 */
export function todosInOrder<T extends { id: string }>(mission: { todos?: T[] | null; todo_order?: string[] | null }): T[] {
  const todos = mission.todos ?? [];
  const place = new Map((mission.todo_order ?? []).map((id, index) => [id, index]));
  return todos
    .map((todo, index) => ({ todo, index }))
    .sort((a, b) => (place.get(a.todo.id) ?? todos.length + a.index) - (place.get(b.todo.id) ?? todos.length + b.index))
    .map(({ todo }) => todo);
}
