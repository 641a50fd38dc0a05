import { countOf } from '../format/count';
import { formatDueDate } from '../format/date';

/** A todo's due day as a fact of its row: "Due Mar 10, 2030", or "No due date". */
export function dueDateFact(dueDate: string | null | undefined): string {
  return dueDate ? `Due ${formatDueDate(dueDate)}` : 'No due date';
}

/** How far a todo's plan has gone: "2 of 6 steps"; "No steps yet" before it has any. */
export function stepsFact(todo: { completed_steps: number; total_steps: number }): string {
  return todo.total_steps === 0 ? 'No steps yet' : `${todo.completed_steps} of ${countOf(todo.total_steps, 'step')}`;
}

/** The line under a todo row's title: its facts, dot-separated, then "· Overdue" in red when it is. */
export function TodoFacts({ facts, overdue }: { facts: string[]; overdue: boolean }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
      {facts.join(' · ')}
      {overdue ? <span className="font-medium text-red-700 dark:text-red-300">· Overdue</span> : null}
    </span>
  );
}
