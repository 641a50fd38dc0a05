import { useLayoutEffect, useRef } from 'react';
import { formatDueDate, isTodoOverdue } from '../../shared/format/date';
import { openWaits, type Todo } from '../../shared/models/todo';
import { Badge } from '../../shared/ui/Badge';
import { BlockedBadge } from '../../shared/ui/BlockedBadge';
import { PriorityBadge, TodoStatusBadge } from '../../shared/ui/statusBadges';
import { dangerSecondaryButton, recordTitleClass, secondaryButton } from '../../shared/ui/styles';

type Props = { todo: Todo; onEdit(): void; onDelete?(): void; deleting?: boolean; onReopen?(): void; reopening?: boolean };

/** Title, badges (with the overdue and blocked flags), description, success criteria, the edit, reopen and delete buttons. */
export function TodoHeader({ todo, onEdit, onDelete, deleting = false, onReopen, reopening = false }: Props) {
  const completed = todo.status === 'completed';
  const overdue = isTodoOverdue(todo);
  const waitingFor = openWaits(todo);
  const title = useRef<HTMLHeadingElement>(null);
  const reopenPressed = useRef(false);
  // Reopen leaves with the completion it undoes: the focus goes to the todo's title (its status
  // beside it now reads open), not back to the page's start.
  useLayoutEffect(() => {
    if (completed || !reopenPressed.current) return;
    reopenPressed.current = false;
    if (!document.activeElement || document.activeElement === document.body) title.current?.focus();
  }, [completed]);
  return (
    <header className="rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 ref={title} tabIndex={-1} className={`${recordTitleClass} outline-none`}>
            {todo.title}
          </h1>
          <div className="mt-3 flex flex-wrap gap-1.5">
            <TodoStatusBadge status={todo.status} />
            <PriorityBadge priority={todo.priority} />
            {todo.due_date ? (
              <Badge tone={overdue ? 'red' : 'gray'}>
                {overdue ? 'Overdue · ' : ''}Due {formatDueDate(todo.due_date)}
              </Badge>
            ) : null}
            {waitingFor ? <BlockedBadge waitingFor={waitingFor} whole /> : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" onClick={onEdit} className={`${secondaryButton} shrink-0`}>
            Edit / Re-plan / Copy
          </button>
          {completed && onReopen ? (
            <button
              type="button"
              onClick={() => {
                reopenPressed.current = true;
                onReopen();
              }}
              disabled={reopening}
              className={`${secondaryButton} shrink-0`}
            >
              {reopening ? 'Reopening...' : 'Reopen'}
            </button>
          ) : null}
          {onDelete ? (
            // No confirmation: the toast offers Undo, and Recently deleted keeps it for 30 days.
            <button type="button" onClick={onDelete} disabled={deleting} className={`${dangerSecondaryButton} shrink-0`}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          ) : null}
        </div>
      </div>
      {todo.description ? <p className="mt-4 whitespace-pre-wrap text-slate-800 dark:text-slate-200">{todo.description}</p> : null}
      <div className="mt-4 rounded-xl bg-green-50 dark:bg-green-950 p-4">
        <h2 className="text-sm font-semibold text-green-900 dark:text-green-200">Success Criteria</h2>
        <p className="mt-1 text-sm whitespace-pre-wrap text-green-900 dark:text-green-200">{todo.success_criteria}</p>
      </div>
    </header>
  );
}
