import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../shared/api/http';
import { isCommandPaletteKey } from '../../../shared/keyboard/useKeyboardShortcuts';
import { DialogFrame, DialogToastSlot } from '../../../shared/ui/DialogFrame';
import { Icon } from '../../../shared/ui/Icon';
import { MissionStatusBadge, OdysseyStatusBadge, TodoStatusBadge } from '../../../shared/ui/statusBadges';
import { SEARCH_MAX_QUERY, useSearchResults, type SearchHit } from '../api/searchApi';
import { GO_TARGETS, pathOfHit } from '../destinations';
import { useDebouncedValue } from '../useDebouncedValue';

/** How long typing must pause before the palette searches. */
export const SEARCH_DEBOUNCE_MS = 200;

type Props = {
  open: boolean;
  onClose(): void;
  onNewTodo(): void;
  onShowShortcuts(): void;
};

type Entry = { id: string; run(): void };
type Command = Entry & { label: string; keys: string[] };

/**
 * The command palette (Ctrl/Cmd-K, `/` or the header's search button): search results as the
 * user types, and commands (new todo, go to a page, the shortcuts). A combobox over one listbox:
 * arrow keys move, Enter opens, Esc closes; focus stays inside and goes back to the opener.
 */
export function CommandPalette(props: Props) {
  if (!props.open) return null;
  return <PaletteDialog {...props} />;
}

const NO_HITS: SearchHit[] = [];
const KIND_LABEL: Record<SearchHit['kind'], string> = { todo: 'Todo', mission: 'Mission', odyssey: 'Odyssey' };

function PaletteDialog({ onClose, onNewTodo, onShowShortcuts }: Props) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const statusId = `${baseId}-status`;

  const trimmed = query.trim();
  const searched = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(searched);
  const hits = (trimmed && searched ? results.data?.items : undefined) ?? NO_HITS;
  /** The results on screen belong to an earlier query while typing pauses and the answer loads. */
  const settling = Boolean(trimmed) && (trimmed !== searched || results.isPlaceholderData || (results.isFetching && !results.data));
  const enterWaiting = useRef(false);

  const commands = useMemo<Command[]>(() => {
    const all: Command[] = [
      { id: 'new-todo', label: 'New todo', keys: ['n'], run: onNewTodo },
      ...GO_TARGETS.map((target) => ({ id: `go-${target.key}`, label: target.label, keys: ['g', target.key], run: () => navigate(target.to) })),
      { id: 'shortcuts', label: 'Keyboard shortcuts', keys: ['?'], run: onShowShortcuts },
    ];
    const words = trimmed.toLowerCase().split(/\s+/).filter(Boolean);
    return all.filter((command) => words.every((word) => command.label.toLowerCase().includes(word)));
  }, [trimmed, navigate, onNewTodo, onShowShortcuts]);

  const entries: Entry[] = useMemo(
    () => [...hits.map((hit) => ({ id: `${baseId}-${hit.kind}-${hit.id}`, run: () => navigate(pathOfHit(hit)) })), ...commands.map((c) => ({ ...c, id: `${baseId}-${c.id}` }))],
    [hits, commands, navigate, baseId],
  );
  const entryKey = entries.map((entry) => entry.id).join(' ');
  useEffect(() => setActive(0), [entryKey]);
  const activeEntry = entries[Math.min(active, entries.length - 1)];

  useEffect(() => {
    if (activeEntry) document.getElementById(activeEntry.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeEntry]);

  const choose = (entry: Entry | undefined) => {
    if (!entry) return;
    onClose();
    entry.run();
  };

  // Enter pressed before the results of what was typed arrived opens the first of those.
  useEffect(() => {
    if (!enterWaiting.current || settling) return;
    enterWaiting.current = false;
    choose(entries[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isCommandPaletteKey(event.nativeEvent)) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      enterWaiting.current = false;
      if (entries.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (Math.min(current, entries.length - 1) + step + entries.length) % entries.length);
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      if (settling && !results.isError) enterWaiting.current = true;
      else choose(activeEntry);
    }
  };

  const status = statusText(trimmed, searched, hits.length, results.isFetching, results.isError);
  const optionProps = (entry: Entry) => ({
    id: entry.id,
    role: 'option' as const,
    'aria-selected': entry === activeEntry,
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => {
      const index = entries.indexOf(entry);
      if (index !== active) setActive(index);
    },
    onClick: () => choose(entry),
    className: `flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm ${entry === activeEntry ? 'bg-indigo-50 dark:bg-indigo-950 text-slate-900 dark:text-white' : 'text-slate-800 dark:text-slate-200'}`,
  });

  return (
    <DialogFrame
      onClose={onClose}
      label="Search and commands"
      placement="top"
      onKeyDown={onKeyDown}
      backdropTestId="palette-backdrop"
      panelClassName="max-h-[75vh] max-w-xl overflow-hidden rounded-2xl bg-white dark:bg-slate-900 ring-1 ring-slate-200 dark:ring-slate-700"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 dark:border-slate-700 px-3">
        <Icon name="search" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          ref={input}
          data-autofocus
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeEntry?.id}
          aria-describedby={statusId}
          aria-label="Search todos, missions and odysseys, or type a command"
          placeholder="Search or type a command…"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_QUERY}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-12 w-full min-w-0 rounded-md bg-transparent px-1.5 text-base text-slate-900 dark:text-slate-100 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600 dark:focus:outline-indigo-400"
        />
        {/* At least 24 px square: on a phone it is the one control that closes the search. */}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-6 min-w-6 shrink-0 items-center justify-center rounded-md border border-slate-300 dark:border-slate-600 px-1.5 py-0.5 text-xs text-slate-600 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Esc<span className="sr-only"> closes search</span>
        </button>
      </div>
      <DialogToastSlot className="px-4 pt-3" />
      <p id={statusId} role="status" className="px-4 pt-3 text-xs text-slate-600 dark:text-slate-400">
        {status}
      </p>
      {results.isError && trimmed ? (
        <p role="alert" className="mx-4 mt-2 rounded-lg bg-red-50 dark:bg-red-950 px-3 py-2 text-sm text-red-800 dark:text-red-200">
          {results.error instanceof ApiError && results.error.detail ? results.error.detail : 'Search is not available right now. Try again in a moment.'}
        </p>
      ) : null}
      <div id={listboxId} role="listbox" aria-label="Results and commands" className="overflow-y-auto px-2 pb-2">
        {hits.length > 0 ? (
          <Group label="Results" id={`${baseId}-results`}>
            {hits.map((hit, i) => (
              <div key={hit.id} {...optionProps(entries[i])}>
                <span className="mt-0.5 w-16 shrink-0 text-xs font-semibold uppercase tracking-wide text-indigo-700 dark:text-indigo-300">{KIND_LABEL[hit.kind]}</span>
                <span className="min-w-0 flex-1">
                  {/*
                    Up to three lines on a phone, where there is no hover and a line holds some
                    thirty characters: titles that start alike still tell apart. One line on wider
                    screens, with the whole title on hover.
                  */}
                  <span className="block font-medium break-words max-sm:line-clamp-3 sm:truncate" title={hit.title}>
                    {hit.title}
                  </span>
                  {hit.matched_in === 'description' && hit.snippet ? (
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{hit.snippet}</span>
                  ) : hit.parent_title ? (
                    <span className="block truncate text-xs text-slate-600 dark:text-slate-400">in {hit.parent_title}</span>
                  ) : null}
                </span>
                <span className="hidden shrink-0 sm:inline">
                  <HitStatus hit={hit} />
                </span>
              </div>
            ))}
          </Group>
        ) : null}
        {commands.length > 0 ? (
          <Group label="Commands" id={`${baseId}-commands`}>
            {commands.map((command, i) => (
              <div key={command.id} {...optionProps(entries[hits.length + i])}>
                <span className="flex-1 font-medium">{command.label}</span>
                <span className="flex shrink-0 gap-1" aria-hidden="true">
                  {command.keys.map((key) => (
                    <kbd key={key} className="rounded border border-slate-300 dark:border-slate-600 px-1.5 text-xs text-slate-600 dark:text-slate-300">
                      {key}
                    </kbd>
                  ))}
                </span>
              </div>
            ))}
          </Group>
        ) : null}
      </div>
      <p className="hidden border-t border-slate-200 dark:border-slate-700 px-4 py-2 text-xs text-slate-600 dark:text-slate-400 sm:block" aria-hidden="true">
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </DialogFrame>
  );
}

function Group({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="pt-2">
      <div id={id} role="presentation" className="px-3 pb-1 text-xs font-semibold text-slate-600 dark:text-slate-400">
        {label}
      </div>
      {children}
    </div>
  );
}

function HitStatus({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'todo') return <TodoStatusBadge status={hit.status} />;
  if (hit.kind === 'mission') return <MissionStatusBadge status={hit.status} />;
  return <OdysseyStatusBadge status={hit.status} />;
}

/** What the live region says about the search. */
function statusText(typed: string, searched: string, found: number, fetching: boolean, failed: boolean): string {
  if (!typed) return 'Type to search your todos, missions and odysseys.';
  if (failed) return 'Search failed.';
  if (typed !== searched || (fetching && found === 0)) return 'Searching...';
  if (found === 0) return `No todos, missions or odysseys match “${typed}”.`;
  return found === 1 ? '1 result.' : `${found} results.`;
}
