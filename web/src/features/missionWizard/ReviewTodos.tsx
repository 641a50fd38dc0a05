import { useId } from 'react';
import { CrossButton } from '../../shared/ui/CrossButton';
import type { GeneratedTodo } from '../../shared/jobs/job';
import { inputClass, removeItemButton } from '../../shared/ui/styles';
import { useFocusAfterRemoval } from '../../shared/ui/useFocusAfterRemoval';
import { withoutTodos, withoutWait } from './missionWizardRules';

/**
 * The generated todos, each editable and removable before the mission is created, with the
 * earlier todos each one waits for; any of those waits can be dropped.
 */
export function ReviewTodos({ todos, onChange }: { todos: GeneratedTodo[]; onChange(todos: GeneratedTodo[]): void }) {
  const id = useId();
  const update = (index: number, patch: Partial<GeneratedTodo>) => onChange(todos.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const focus = useFocusAfterRemoval<HTMLOListElement, HTMLParagraphElement>('[data-removes-row]');
  const remove = (index: number) => {
    focus.removing(index);
    onChange(withoutTodos(todos, (i) => i === index));
  };
  const dropWait = (index: number, earlier: number) => onChange(withoutWait(todos, index, earlier));
  const titleOf = (index: number) => todos[index]?.title.trim() || `Todo ${index + 1}`;

  if (todos.length === 0) return <p ref={focus.fallback} tabIndex={-1} className="rounded-lg bg-amber-50 dark:bg-amber-950 p-3 text-sm text-amber-900 dark:text-amber-200">No todos left. Go back to generate a new plan.</p>;

  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-300">Review the generated todos. Edit anything, remove what you don&apos;t need.</p>
      {todos.some((todo) => (todo.depends_on ?? []).length > 0) ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">A todo that waits for earlier ones is created waiting for them; drop any wait you don&apos;t want.</p>
      ) : null}
      <ol ref={focus.list} className="mt-3 max-h-96 space-y-3 overflow-y-auto pr-1">
        {todos.map((todo, index) => (
          <li key={index} className="rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">Todo {index + 1}</span>
              <button type="button" data-removes-row onClick={() => remove(index)} className={removeItemButton} aria-label={`Remove todo ${index + 1}: ${todo.title}`}>
                Remove
              </button>
            </div>
            {(todo.depends_on ?? []).length > 0 ? (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                <span id={`${id}-${index}-waits`} className="font-medium text-slate-700 dark:text-slate-300">
                  Waits for:
                </span>
                <ul aria-labelledby={`${id}-${index}-waits`} className="flex min-w-0 flex-wrap gap-2">
                  {(todo.depends_on ?? []).map((earlier) => (
                    <li key={earlier} className="inline-flex max-w-full min-w-0 items-center rounded-full bg-white dark:bg-slate-900 pl-2.5 text-slate-800 dark:text-slate-200 ring-1 ring-slate-300 dark:ring-slate-600 ring-inset">
                      <span className="min-w-0 truncate" title={titleOf(earlier)}>
                        {earlier + 1}. {titleOf(earlier)}
                      </span>
                      <CrossButton
                        label={`Remove wait: todo ${index + 1} waits for ${titleOf(earlier)}`}
                        onClick={() => dropWait(index, earlier)}
                        className="ml-1 inline-flex min-h-6 min-w-6 items-center justify-center rounded-full px-2 text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950"
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <label htmlFor={`${id}-${index}-title`} className="mt-2 block text-xs font-medium text-slate-700 dark:text-slate-300">
              Title
            </label>
            <input id={`${id}-${index}-title`} value={todo.title} onChange={(e) => update(index, { title: e.target.value })} className={inputClass} />
            <label htmlFor={`${id}-${index}-description`} className="mt-2 block text-xs font-medium text-slate-700 dark:text-slate-300">
              Description
            </label>
            <textarea id={`${id}-${index}-description`} rows={2} value={todo.description} onChange={(e) => update(index, { description: e.target.value })} className={inputClass} />
            <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_10rem]">
              <div>
                <label htmlFor={`${id}-${index}-criteria`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
                  Success Criteria
                </label>
                <textarea id={`${id}-${index}-criteria`} rows={2} value={todo.success_criteria} onChange={(e) => update(index, { success_criteria: e.target.value })} className={inputClass} />
              </div>
              <div>
                <label htmlFor={`${id}-${index}-priority`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
                  Priority
                </label>
                <select id={`${id}-${index}-priority`} value={todo.priority} onChange={(e) => update(index, { priority: e.target.value as GeneratedTodo['priority'] })} className={inputClass}>
                  <option value="low">Low</option>
                  <option value="medium">Medium</option>
                  <option value="high">High</option>
                </select>
              </div>
              <div className="sm:col-start-2">
                <label htmlFor={`${id}-${index}-due`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
                  Due date
                </label>
                <input id={`${id}-${index}-due`} type="date" value={todo.due_date ?? ''} onChange={(e) => update(index, { due_date: e.target.value || null })} className={inputClass} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
