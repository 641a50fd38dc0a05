import { Fragment, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RETAKE_TOUR_EVENT } from '../../shared/appEvents';
import { useAuth } from '../../shared/auth/useAuth';
import { THEME_CHOICES } from '../../shared/theme/theme';
import { useTheme } from '../../shared/theme/useTheme';

// Opened from the menu now and then: its code downloads on first open, not with every page.
const CalendarFeedDialog = lazy(() => import('../../features/calendarFeed/CalendarFeedDialog').then((module) => ({ default: module.CalendarFeedDialog })));

/**
 * The signed-in user's menu: the colour theme (Light, Dark or System), Re-take Tour (the tour
 * listens for `retakeTour`), Calendar Feed, Recently Deleted and Logout.
 */
export function UserMenu() {
  const { user, logout } = useAuth();
  const { choice, setChoice } = useTheme();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarUsed, setCalendarUsed] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const retakeTour = () => {
    setOpen(false);
    window.dispatchEvent(new Event(RETAKE_TOUR_EVENT));
  };

  const signOut = () => {
    setOpen(false);
    logout();
    navigate('/login', { replace: true });
  };

  const initial = user?.email.charAt(0).toUpperCase() ?? '?';

  return (
    // On a phone the menu spans the header's width (the header is its frame), so a long address has room.
    <div ref={root} className="md:relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white">
          {initial}
        </span>
        <span className="hidden max-w-[12rem] truncate md:inline">{user?.email}</span>
        <span className="sr-only md:hidden">User menu for {user?.email}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="User menu"
          className="absolute inset-x-4 top-full z-40 mt-2 overflow-hidden rounded-lg md:inset-x-auto md:right-0 md:w-max md:min-w-56 md:max-w-xs border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 py-1 shadow-lg"
        >
          {/* The whole address (the header button cuts a long one short): it wraps before its "@" or a dot, and inside a word only when one part alone is wider than the menu. */}
          <p className="border-b border-slate-100 dark:border-slate-800 px-4 py-2 text-xs break-words text-slate-500 dark:text-slate-400">
            <AddressWithBreaks address={user?.email ?? ''} />
          </p>
          <div role="group" aria-label="Theme" className="border-b border-slate-100 dark:border-slate-800 px-4 py-2">
            <p aria-hidden="true" className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">Theme</p>
            <div className="flex gap-1">
              {THEME_CHOICES.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  role="menuitemradio"
                  aria-checked={choice === value}
                  onClick={() => setChoice(value)}
                  className={`flex-1 rounded-md px-2 py-1 text-xs font-medium ${
                    choice === value
                      ? 'bg-indigo-600 text-white'
                      : 'text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800'
                  }`}
                >
                  {label}
                </button>
              ))}
            </div>
          </div>
          <button type="button" role="menuitem" onClick={retakeTour} className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
            Re-take Tour
          </button>
          <button type="button" role="menuitem" onClick={() => { setOpen(false); setCalendarOpen(true); setCalendarUsed(true); }} className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
            Calendar Feed
          </button>
          <button type="button" role="menuitem" onClick={() => { setOpen(false); navigate('/trash'); }} className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
            Recently Deleted
          </button>
          <button type="button" role="menuitem" onClick={signOut} className="block w-full px-4 py-2 text-left text-sm text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950">
            Logout
          </button>
        </div>
      ) : null}
      {/* Mounted from the first opening on: a link just made is still there when the dialog opens again. */}
      {calendarUsed ? (
        <Suspense fallback={null}>
          <CalendarFeedDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * An address that wraps where it reads well: before its "@", keeping the domain on one line when
 * it fits (an inline block), else before a dot.
 */
function AddressWithBreaks({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <BreaksBeforeDots text={address} />;
  return (
    <>
      <BreaksBeforeDots text={address.slice(0, at)} />
      <wbr />
      <span className="inline-block">
        <BreaksBeforeDots text={address.slice(at)} />
      </span>
    </>
  );
}

/** Text with a line-break chance before each dot. */
function BreaksBeforeDots({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?=\.)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
