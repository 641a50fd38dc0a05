import { useId, useMemo, type KeyboardEvent } from 'react';
import { TodoStatusBadge } from '../../../shared/ui/statusBadges';
import { useCombobox } from '../../../shared/ui/useCombobox';
import { inputClass, labelClass, listboxClass, optionTone, secondaryButton } from '../../../shared/ui/styles';
import type { TodoLink } from '../api/todoOrderApi';

/** More options than this make a list nobody reads: typing narrows it. */
export const PICKER_LIMIT = 50;

type Props = {
  /** The todos this one may wait for: the caller leaves out itself and the ones already linked. */
  candidates: TodoLink[];
  loading: boolean;
  /** A wait being added: the picker holds still meanwhile. */
  busy: boolean;
  /** Why the last pick was refused (a loop, say), shown under the field. */
  error: string | null;
  onPick(todo: TodoLink): void;
  onCancel(): void;
};

/** Search-as-you-type list of the user's other todos; picking one adds the wait at once. */
export function WaitPicker({ candidates, loading, busy, error, onPick, onCancel }: Props) {
  const inputId = useId();
  const { listId, open, setOpen, highlight, setHighlight, query, optionId, inputProps, arrowKey } = useCombobox(true);
  const errorId = useId();

  const needle = query.trim().toLowerCase();
  const matches = useMemo(() => candidates.filter((todo) => todo.title.toLowerCase().includes(needle)), [candidates, needle]);
  const shown = matches.slice(0, PICKER_LIMIT);
  const listed = open && shown.length > 0;

  const pick = (todo: TodoLink | undefined) => {
    if (!todo || busy) return;
    setOpen(false);
    onPick(todo);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (arrowKey(event, shown.length)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (listed) pick(shown[highlight]);
    } else if (event.key === 'Escape') {
      // The first Escape closes the list, the next one the picker.
      event.stopPropagation();
      if (listed) setOpen(false);
      else onCancel();
    }
  };

  const hint = loading
    ? 'Loading your todos...'
    : candidates.length === 0
      ? 'No other todos to wait for.'
      : matches.length === 0
        ? `No todos match “${query.trim()}”`
        : matches.length > shown.length
          ? `Showing ${shown.length} of ${matches.length}: type to narrow the list.`
          : null;

  return (
    <div className="mt-3 rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-3">
      <label htmlFor={inputId} className={labelClass}>
        Todo to wait for
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="relative min-w-0 flex-1">
          <input
            id={inputId}
            {...inputProps(listed)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // Opened by "+ Wait for another todo": the search field takes the focus at once.
            autoFocus
            // Read-only, not disabled, while a pick is sent: the field keeps the focus for the next try.
            readOnly={busy}
            aria-busy={busy || undefined}
            placeholder="Search your other todos..."
            value={query}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className={inputClass}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Your other todos"
            hidden={!listed}
            className={listboxClass}
          >
            {shown.map((todo, index) => (
              <li
                key={todo.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlight}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(todo);
                }}
                onMouseEnter={() => setHighlight(index)}
                className={`flex cursor-pointer flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 text-sm ${optionTone(index === highlight)}`}
              >
                <span className="min-w-0 break-words">{todo.title}</span> <TodoStatusBadge status={todo.status} />
              </li>
            ))}
          </ul>
        </div>
        <button type="button" onClick={onCancel} className={`${secondaryButton} shrink-0 self-start`}>
          Cancel
        </button>
      </div>
      {busy ? (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Adding...
        </p>
      ) : hint ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 rounded-lg bg-red-50 dark:bg-red-950 p-2 text-sm break-words text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}
