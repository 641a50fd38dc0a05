import { formatDate, formatDueDate } from '../../shared/format/date';
import { PriorityBadge, TodoStatusBadge } from '../../shared/ui/statusBadges';
import { useAdminTodos, type AdminTodoStatus } from './adminApi';

/** Todos of every user, optionally by status, as a table. */
export function AdminTodosPanel({ status }: { status: AdminTodoStatus | null }) {
  const todos = useAdminTodos(status);
  if (todos.isPending) return <p className="text-slate-600 dark:text-slate-400">Loading...</p>;
  const rows = todos.data ?? [];
  if (rows.length === 0) return <p className="text-slate-600 dark:text-slate-400">No data found</p>;
  return (
    // The table scrolls within its box (sideways on phones): the box takes keyboard focus so it scrolls by keys too.
    <div role="region" aria-label="Todos table" tabIndex={0} className="max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400">
      <table className="min-w-full text-left text-sm">
        <thead className="sticky top-0 bg-white dark:bg-slate-900 text-xs text-slate-600 dark:text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">Title</th>
            <th scope="col" className="px-3 py-2">Status</th>
            <th scope="col" className="px-3 py-2">Priority</th>
            <th scope="col" className="px-3 py-2">Due Date</th>
            <th scope="col" className="px-3 py-2">Created</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((todo) => (
            <tr key={todo.id}>
              <td className="px-3 py-2">
                <span className="font-medium text-slate-900 dark:text-slate-100">{todo.title}</span>
                {todo.description ? <span className="block max-w-md truncate text-xs text-slate-600 dark:text-slate-400">{todo.description}</span> : null}
              </td>
              <td className="px-3 py-2"><TodoStatusBadge status={todo.status} /></td>
              <td className="px-3 py-2"><PriorityBadge priority={todo.priority} /></td>
              <td className="px-3 py-2 whitespace-nowrap">{todo.due_date ? formatDueDate(todo.due_date) : 'N/A'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(todo.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
