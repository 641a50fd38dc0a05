import { Link } from 'react-router-dom';
import { formatDueDate, isTodoOverdue } from '../../shared/format/date';
import { openWaits, type Todo } from '../../shared/models/todo';
import { Badge } from '../../shared/ui/Badge';
import { BlockedBadge } from '../../shared/ui/BlockedBadge';
import { Icon } from '../../shared/ui/Icon';
import { PriorityBadge, TodoStatusBadge } from '../../shared/ui/statusBadges';

/**
 * One todo in the workspace list (an open one that waits is marked Blocked); the title opens it,
 * the side button opens it in a new tab. The title's link covers the card, so its keyboard focus
 * rings the whole card.
 */
export function TodoCard({ todo, missionTitle }: { todo: Todo; missionTitle: string | null }) {
  const overdue = isTodoOverdue(todo);
  const waitingFor = openWaits(todo);
  return (
    <li className="group relative min-w-0 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md">
      {/* The open-in-new-tab button sits on the title's row, so the description below has the card's whole width. */}
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 flex-1 font-semibold break-words text-slate-900 dark:text-slate-100">
          <Link to={`/todo/${todo.id}`} className="after:absolute after:inset-0 after:rounded-xl hover:text-indigo-700 dark:hover:text-indigo-300 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-indigo-500">
            {todo.title}
          </Link>
        </h2>
        <a
          href={`/todo/${todo.id}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${todo.title} in a new tab`}
          title="Open in new tab"
          className="relative z-10 -my-0.5 rounded-md p-1.5 text-slate-500 dark:text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-800 dark:hover:text-slate-100"
        >
          <Icon name="external" className="size-4" />
        </a>
      </div>
      {todo.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{todo.description}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
        <TodoStatusBadge status={todo.status} />
        <PriorityBadge priority={todo.priority} />
        <Badge tone="purple" title={missionTitle ?? undefined}>
          {missionTitle ?? 'Standalone'}
        </Badge>
        {todo.due_date ? (
          <Badge tone={overdue ? 'red' : 'gray'}>
            Due {formatDueDate(todo.due_date)}
            {overdue ? ' · Overdue' : ''}
          </Badge>
        ) : null}
        {waitingFor ? <BlockedBadge waitingFor={waitingFor} /> : null}
      </div>
    </li>
  );
}
