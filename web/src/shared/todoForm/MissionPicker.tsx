import { useId, useMemo, type KeyboardEvent } from 'react';
import { Field } from '../ui/Field';
import { useCombobox } from '../ui/useCombobox';
import { inputClass, listboxClass, optionTone } from '../ui/styles';

export const NO_MISSION_LABEL = 'No Mission (Standalone Todo)';

type Option = { id: string; title: string };

type Props = {
  /** Active missions only: the caller filters. */
  missions: Option[];
  value: string | null;
  onChange(missionId: string | null): void;
  /** A prefilled mission cannot be changed. */
  locked?: boolean;
  label?: string;
};

/** Search-as-you-type picker of active missions; 'No Mission (Standalone Todo)' is always offered. */
export function MissionPicker({ missions, value, onChange, locked = false, label = 'Mission' }: Props) {
  const inputId = useId();
  const { listId, open, setOpen, highlight, setHighlight, query, setQuery, optionId, showFromStart, inputProps, arrowKey } = useCombobox(false);

  const selected = missions.find((m) => m.id === value) ?? null;
  const options = useMemo<(Option | null)[]>(() => {
    const needle = query.trim().toLowerCase();
    const matches = missions.filter((m) => m.title.toLowerCase().includes(needle));
    return [null, ...matches];
  }, [missions, query]);

  if (locked) {
    return (
      <Field id={inputId} label={label}>
        {/* A box that wraps and grows, so a long mission title shows whole on a phone, not cut at the edge. */}
        <textarea
          id={inputId}
          value={selected?.title ?? 'Selected mission'}
          readOnly
          disabled
          rows={1}
          className={`${inputClass} resize-none field-sizing-content`}
          aria-describedby={`${inputId}-locked`}
        />
        <p id={`${inputId}-locked`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          This todo will be added to this mission.
        </p>
      </Field>
    );
  }

  const choose = (option: Option | null) => {
    onChange(option ? option.id : null);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (arrowKey(event, options.length)) return;
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(options[highlight] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Field id={inputId} label={label} className="relative">
      <input
        id={inputId}
        {...inputProps(open)}
        placeholder={selected ? selected.title : 'Search active missions...'}
        value={open ? query : (selected?.title ?? (query || NO_MISSION_LABEL))}
        onFocus={showFromStart}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label="Active missions" className={listboxClass}>
          {options.map((option, index) => (
            <li
              key={option?.id ?? 'none'}
              id={optionId(index)}
              role="option"
              aria-selected={(option?.id ?? null) === value}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setHighlight(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${optionTone(index === highlight)} ${option ? '' : 'italic'}`}
            >
              {option ? option.title : NO_MISSION_LABEL}
            </li>
          ))}
          {options.length === 1 && query.trim() ? <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">No active missions match “{query.trim()}”</li> : null}
        </ul>
      ) : null}
    </Field>
  );
}
