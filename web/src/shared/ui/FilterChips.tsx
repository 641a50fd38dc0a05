import type { ReactNode } from 'react';

const CHIP_SIZE = { sm: 'px-3 py-1.5 text-sm', xs: 'px-3 py-1 text-xs' };

type Props<V extends string> = {
  /** The group's accessible name, e.g. 'Filter by status'. */
  label: string;
  options: { value: V; label: ReactNode }[];
  value: V;
  onChange(value: NoInfer<V>): void;
  size: keyof typeof CHIP_SIZE;
  className: string;
};

/** A row of toggle buttons for a list's filter: the current choice is the pressed one. */
export function FilterChips<V extends string>({ label, options, value, onChange, size, className }: Props<V>) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`rounded-full ${CHIP_SIZE[size]} font-medium ${active ? 'bg-indigo-600 text-white' : 'bg-slate-100 dark:bg-slate-800 text-slate-800 dark:text-slate-200 hover:bg-slate-200 dark:hover:bg-slate-700'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
