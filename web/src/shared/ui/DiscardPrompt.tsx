import { useEffect, useId, useRef } from 'react';
import { dangerButton, secondaryButton } from './styles';

type Props = {
  /** What would be lost, e.g. "this odyssey". */
  what: string;
  onKeepEditing(): void;
  onDiscard(): void;
};

/**
 * The question shown inside a dialog before its content is thrown away: an alert dialog of its
 * own, with "Keep editing" focused so Enter or Escape keeps the work.
 */
export function DiscardPrompt({ what, onKeepEditing, onDiscard }: Props) {
  const titleId = useId();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className="rounded-xl border border-amber-300 dark:border-amber-700 bg-amber-50 dark:bg-amber-950 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900 dark:text-slate-100">
        Discard {what}?
      </h3>
      <p id={textId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        What you typed and what the AI generated will be lost. Nothing has been created yet.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button ref={keep} type="button" onClick={onKeepEditing} className={secondaryButton}>
          Keep editing
        </button>
        <button type="button" onClick={onDiscard} className={dangerButton}>
          Discard
        </button>
      </div>
    </div>
  );
}
