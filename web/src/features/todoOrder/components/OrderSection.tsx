import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorDetail } from '../../../shared/api/http';
import { formatDueDate } from '../../../shared/format/date';
import type { Todo, TodoDetail } from '../../../shared/models/todo';
import { useTodoList } from '../../../shared/queries/useTodoList';
import { useToast } from '../../../shared/toast/useToast';
import { titleList } from '../../../shared/ui/BlockedBadge';
import { TodoStatusBadge } from '../../../shared/ui/statusBadges';
import { cardClass, secondaryButton } from '../../../shared/ui/styles';
import { useUndoToast } from '../../../shared/undo/useUndoToast';
import { useAddWait, useStopWaiting, type TodoLink } from '../api/todoOrderApi';
import { WaitPicker } from './WaitPicker';

export const ADD_WAIT = '+ Wait for another todo';
export const WAITS_FOR_NOTHING = 'Waits for no other todo.';
export const NEEDED_BY_NOTHING = 'No other todo waits for this one.';
export const nowWaitsFor = (title: string) => `Now waits for “${title}”.`;
export const noLongerWaitsFor = (title: string) => `No longer waits for “${title}”.`;

/** A due date's calendar day (the day the user picked: due dates are kept as the end of that day in UTC). */
const dueDay = (dueDate: string | null | undefined) => (dueDate ? dueDate.slice(0, 10) : null);

/**
 * Waits whose due dates run against the order: an open todo this one waits for is due after it,
 * or an open todo waiting for this one is due before it. One of the two dates cannot be kept.
 */
export function dueDateConflicts(todo: TodoDetail): string[] {
  const own = dueDay(todo.due_date);
  if (own === null || todo.status === 'completed') return [];
  const later = (todo.depends_on ?? []).filter((t) => t.status !== 'completed' && (dueDay(t.due_date) ?? '') > own);
  const earlier = (todo.needed_by ?? []).filter((t) => t.status !== 'completed' && dueDay(t.due_date) !== null && (dueDay(t.due_date) ?? '') < own);
  return [
    ...later.map((t) => `Due before “${t.title}”, which it waits for (due ${formatDueDate(t.due_date)}).`),
    ...earlier.map((t) => `“${t.title}” waits for this todo but is due before it (${formatDueDate(t.due_date)}).`),
  ];
}

/** Open todos first (the ones worth waiting for), each group in the list's order. */
function candidatesFor(todo: TodoDetail, all: Todo[]): TodoLink[] {
  const linked = new Set([todo.id, ...(todo.depends_on ?? []).map((t) => t.id), ...(todo.needed_by ?? []).map((t) => t.id)]);
  const others = all.filter((t) => !linked.has(t.id)).map(({ id, title, status, due_date }) => ({ id, title, status, due_date }));
  return [...others.filter((t) => t.status !== 'completed'), ...others.filter((t) => t.status === 'completed')];
}

/**
 * "Order" on a todo's page: the todos it waits for (with a way to add and remove them) and
 * the todos that wait for it. A refused wait (a loop, itself, too many) is explained under the
 * picker and changes nothing.
 */
export function OrderSection({ todo }: { todo: TodoDetail }) {
  const toast = useToast();
  const undoToast = useUndoToast();
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const addWait = useAddWait(todo.id);
  const stopWaiting = useStopWaiting(todo.id);
  const todos = useTodoList(picking);

  const waitsFor = todo.depends_on ?? [];
  const neededBy = todo.needed_by ?? [];
  const candidates = useMemo(() => candidatesFor(todo, todos.data ?? []), [todo, todos.data]);
  const open = todo.status !== 'completed';
  const notDone = waitsFor.filter((t) => t.status !== 'completed').map((t) => t.title);
  const conflicts = dueDateConflicts(todo);

  // Back to the button that opened the picker once it closes, or once a removed row is gone.
  useEffect(() => {
    if (!picking && focusAddButton.current) {
      focusAddButton.current = false;
      addButton.current?.focus();
    }
  });

  const closePicker = () => {
    focusAddButton.current = true;
    setPicking(false);
    setError(null);
  };

  const pick = async (other: TodoLink) => {
    setError(null);
    try {
      const { undo } = await addWait.mutateAsync(other.id);
      closePicker();
      undoToast(nowWaitsFor(other.title), undo);
    } catch (failure) {
      setError(errorDetail(failure, 'The wait could not be added. Please try again.'));
    }
  };

  const remove = async (other: TodoLink) => {
    try {
      const { undo } = await stopWaiting.mutateAsync(other.id);
      focusAddButton.current = true;
      undoToast(noLongerWaitsFor(other.title), undo);
    } catch (failure) {
      toast.error(errorDetail(failure, 'The wait could not be removed. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="order-title" className={`${cardClass} mt-6 p-5`}>
      <h2 id="order-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Order
      </h2>
      {todo.blocked && notDone.length > 0 ? (
        <p className="mt-1 text-sm break-words text-orange-800 dark:text-orange-200">
          {open ? `Blocked until ${titleList(notDone)} ${notDone.length > 1 ? 'are' : 'is'} completed.` : `Completed out of order: ${titleList(notDone)} ${notDone.length > 1 ? 'are' : 'is'} not completed yet.`}
        </p>
      ) : null}
      {conflicts.length > 0 ? (
        <ul aria-label="Due dates out of order" className="mt-1 space-y-1 text-sm break-words text-orange-800 dark:text-orange-200">
          {conflicts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <LinkedTodos
          title="Waits for"
          nothing={WAITS_FOR_NOTHING}
          todos={waitsFor}
          action={(other) => (
            <button
              type="button"
              onClick={() => void remove(other)}
              disabled={stopWaiting.isPending}
              className="ml-auto rounded px-2 py-1 text-xs font-medium text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950 disabled:opacity-50"
            >
              Stop waiting<span className="sr-only"> for {other.title}</span>
            </button>
          )}
        >
          {picking ? (
            <WaitPicker
              candidates={candidates}
              loading={todos.isPending}
              busy={addWait.isPending}
              error={error}
              onPick={(other) => void pick(other)}
              onCancel={closePicker}
            />
          ) : (
            <button ref={addButton} type="button" onClick={() => setPicking(true)} className={`${secondaryButton} mt-3`}>
              {ADD_WAIT}
            </button>
          )}
        </LinkedTodos>
        <LinkedTodos title="Needed by" nothing={NEEDED_BY_NOTHING} todos={neededBy} />
      </div>
    </section>
  );
}

type LinkedTodosProps = {
  title: string;
  /** Said instead of an empty list. */
  nothing: string;
  todos: TodoLink[];
  /** A button after each todo. */
  action?(todo: TodoLink): ReactNode;
  /** What follows the list. */
  children?: ReactNode;
};

/** One side of the order: a titled list of linked todos. */
function LinkedTodos({ title, nothing, todos, action, children }: LinkedTodosProps) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      {todos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{nothing}</p>
      ) : (
        <ul aria-label={title} className="mt-2 space-y-2">
          {todos.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-2">
              <LinkedTodo todo={other} />
              {action?.(other)}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

function LinkedTodo({ todo }: { todo: TodoLink }) {
  return (
    <>
      <Link to={`/todo/${todo.id}`} className="min-w-0 text-sm font-medium break-words text-indigo-700 dark:text-indigo-300 hover:underline">
        {todo.title}
      </Link>{' '}
      <TodoStatusBadge status={todo.status} />
    </>
  );
}
