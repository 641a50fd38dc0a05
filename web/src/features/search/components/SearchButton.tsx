import { Icon } from '../../../shared/ui/Icon';
import { commandKeyLabel } from './ShortcutsSheet';

/**
 * The header's search: a box-like button on wide screens ("Search" and its keys), an icon on
 * phones. It opens the command palette.
 */
export function SearchButton({ onOpen }: { onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      className="flex items-center gap-2 rounded-md p-2 text-sm text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 md:w-44 md:rounded-lg md:border md:border-slate-300 md:dark:border-slate-600 md:px-3 md:py-1.5 lg:w-56"
    >
      <Icon name="search" className="size-5 shrink-0" />
      <span className="sr-only md:not-sr-only md:flex-1 md:text-left">Search</span>
      <kbd aria-hidden="true" className="hidden rounded border border-slate-300 dark:border-slate-600 px-1.5 text-xs text-slate-600 dark:text-slate-400 lg:inline">
        {commandKeyLabel()} K
      </kbd>
    </button>
  );
}
