import type { TodoStatus } from './status';

/** Past its due date and not completed. Computed at read time: `now` comes in. */
export function isOverdue(todo: { dueDate: string | null; status: TodoStatus }, now: string): boolean {
  if (todo.dueDate === null || todo.status === 'completed') return false;
  return Date.parse(todo.dueDate) < Date.parse(now);
}
