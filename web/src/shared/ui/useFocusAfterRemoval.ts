import { useEffect, useRef } from 'react';

/**
 * A list whose rows each carry a control that takes the row away (Restore, Delete, Remove): the
 * pressed control leaves the page with its row, and the focus would fall back to the page's
 * start. Once the row is gone (and any dialog it opened is closed), the focus goes to the same
 * control of the row now in its place, or of the last row, else to the fallback (an empty state,
 * the list's heading). It is left where it is when the user has moved it elsewhere meanwhile.
 *
 * `list` holds the rows and `controls` selects each row's control in it; call `removing(index)`
 * as the row's removal starts (before its list is refreshed), and `kept()` when it failed.
 */
export function useFocusAfterRemoval<List extends HTMLElement, Fallback extends HTMLElement>(controls: string) {
  const list = useRef<List>(null);
  const fallback = useRef<Fallback>(null);
  const pending = useRef<{ index: number; countBefore: number } | null>(null);

  const controlsNow = () => Array.from(list.current?.querySelectorAll<HTMLElement>(controls) ?? []);

  // After every render: the removal shows once the list has fewer controls than before.
  useEffect(() => {
    const removal = pending.current;
    if (!removal) return;
    const now = controlsNow();
    if (now.length >= removal.countBefore) return;
    const active = document.activeElement;
    // A dialog that asked for the removal is still open: its own closing comes first.
    if (active?.closest('[role="dialog"]')) return;
    pending.current = null;
    if (active && active !== document.body) return;
    (now[Math.min(removal.index, now.length - 1)] ?? fallback.current)?.focus();
  });

  return {
    list,
    fallback,
    removing(index: number) {
      pending.current = { index, countBefore: controlsNow().length };
    },
    kept() {
      pending.current = null;
    },
  };
}
