import { Suspense, lazy, useState } from 'react';
import { givesWayOnPhones } from '../../shared/ui/floatingDirectorGivesWay';
import { DirectorIcon } from './DirectorIcon';

// The chat (markdown rendering included) downloads on first open, not with every page.
const FloatingChatPanel = lazy(() => import('./FloatingChatPanel'));

/** The round Director button on every signed-in page but /director, opening a quick chat. */
export default function FloatingDirector() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="The Director"
        title="The Director"
        className={`group fixed right-6 bottom-6 z-40 flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-xl hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${givesWayOnPhones}`}
      >
        <DirectorIcon className="size-7" />
        {/* The hover label names the button only while the panel is closed: with the panel open
            it would fade in beside the chat (and stand half-transparent over the page). */}
        {open ? null : (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-16 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition group-hover:opacity-100"
          >
            The Director
          </span>
        )}
      </button>
      {/* The chat lives only while the panel is open: closing forgets the conversation id. */}
      {open ? (
        <Suspense fallback={null}>
          <FloatingChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
