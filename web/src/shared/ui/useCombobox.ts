import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * The state of a search-as-you-type combobox: what is typed, whether its listbox shows and which
 * option is highlighted (the one Enter picks and aria-activedescendant names).
 */
export function useCombobox(initiallyOpen: boolean) {
  const listId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [highlight, setHighlight] = useState(0);
  const [query, setQuery] = useState('');

  const optionId = (index: number) => `${listId}-option-${index}`;

  /** Shows the list from its first option: when the field gets the focus or the query changes. */
  const showFromStart = () => {
    setOpen(true);
    setHighlight(0);
  };

  return {
    listId,
    open,
    setOpen,
    highlight,
    setHighlight,
    query,
    setQuery,
    optionId,
    showFromStart,
    /**
     * The search field's combobox wiring and typing; `expanded` says whether the list shows options.
     * Leaving the field closes the list late enough for a click on an option to land first.
     */
    inputProps: (expanded: boolean) => ({
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': expanded ? optionId(highlight) : undefined,
      autoComplete: 'off',
      onBlur: () => setTimeout(() => setOpen(false), 150),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setQuery(event.target.value);
        showFromStart();
      },
    }),
    /** ArrowDown opens the list and moves down, ArrowUp moves up; true when the key was one of them. */
    arrowKey(event: KeyboardEvent<HTMLInputElement>, optionCount: number) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        setHighlight((h) => Math.min(h + 1, optionCount - 1));
        return true;
      }
      if (event.key === 'ArrowUp') {
        event.preventDefault();
        setHighlight((h) => Math.max(h - 1, 0));
        return true;
      }
      return false;
    },
  };
}
