import { useMemo, useState } from 'react';
import { useMissionList } from '../../shared/queries/useMissionList';
import { useTodoList } from '../../shared/queries/useTodoList';
import { EmptyList, ListPageHeader } from '../../shared/ui/ListPage';
import { CreateTodoDialog } from '../../features/todos/CreateTodoDialog';
import { TodoCard } from '../../features/todos/TodoCard';
import { TodoFiltersBar } from '../../features/todos/TodoFiltersBar';
import { DEFAULT_FILTERS, filterTodos, statusCounts, type TodoFilters } from '../../features/todos/todoFilters';

/** /todos: every todo with status, mission and priority filters. */
export default function TodosPage() {
  const todos = useTodoList();
  const missions = useMissionList();
  const [filters, setFilters] = useState<TodoFilters>(DEFAULT_FILTERS);
  const [creating, setCreating] = useState(false);

  const all = todos.data ?? [];
  const missionTitles = useMemo(() => new Map((missions.data ?? []).map((m) => [m.id, m.title])), [missions.data]);
  const visible = useMemo(() => filterTodos(all, filters), [all, filters]);
  const counts = useMemo(() => statusCounts(all), [all]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <ListPageHeader title="Todos Workspace" subtitle="Every task you are working on, in one place." add={{ label: '+ New Todo', onClick: () => setCreating(true) }} />

      <TodoFiltersBar filters={filters} onChange={setFilters} counts={counts} missions={missions.data ?? []} />

      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        Showing {visible.length} of {all.length} todos
      </p>

      {todos.isPending ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">Loading...</p>
      ) : visible.length === 0 ? (
        <EmptyList
          title={all.length === 0 ? 'No todos yet' : 'No todos match these filters'}
          hint={all.length === 0 ? 'Create your first todo and the AI will plan its steps.' : 'Try another status, mission or priority.'}
          action={all.length === 0 ? { label: 'Create First Todo', onClick: () => setCreating(true) } : undefined}
        />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((todo) => (
            <TodoCard key={todo.id} todo={todo} missionTitle={todo.mission_id ? (todo.mission_title ?? missionTitles.get(todo.mission_id) ?? 'Mission') : null} />
          ))}
        </ul>
      )}

      <CreateTodoDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
