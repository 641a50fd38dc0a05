import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { formatDate } from '../../shared/format/date';
import { Modal } from '../../shared/ui/Modal';
import { useCalendarFeed, useCalendarFeedChanges } from './calendarFeedApi';

type Props = { open: boolean; onClose(): void };

const button = 'rounded-md px-3 py-2 text-sm font-medium disabled:opacity-50';

/** Subscribe a calendar app to the user's due dates through a private link. */
export function CalendarFeedDialog({ open, onClose }: Props) {
  const feed = useCalendarFeed(open);
  const { createLink, turnOff } = useCalendarFeedChanges();
  const [copied, setCopied] = useState(false);
  const link = createLink.data?.url ?? null;
  const enabled = feed.data?.enabled ?? false;
  const busy = createLink.isPending || turnOff.isPending;
  const failure = createLink.error ?? turnOff.error ?? feed.error;

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Calendar feed"
      description="Your todos' due dates in any calendar app that subscribes to a link (Google Calendar, Apple Calendar, Outlook). Completed and deleted todos leave the calendar."
      footer={
        <button type="button" onClick={onClose} className={`${button} border border-slate-300 dark:border-slate-600 text-slate-700 dark:text-slate-300 hover:bg-slate-50 dark:hover:bg-slate-800`}>
          Close
        </button>
      }
    >
      <div className="space-y-4 text-sm">
        <p role="status">
          {feed.isPending ? 'Loading…' : enabled ? `The feed is on (since ${formatDate(feed.data?.enabled_at)}).` : 'The feed is off.'}
        </p>
        {link ? (
          <div className="space-y-2">
            <label htmlFor="calendar-feed-link" className="block font-medium text-slate-700 dark:text-slate-300">
              Your private link (shown once: keep it secret, anyone with it can read your due dates)
            </label>
            <div className="flex gap-2">
              <input id="calendar-feed-link" readOnly value={link} className="w-full rounded-md border border-slate-300 dark:border-slate-600 px-2 py-1 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <button type="button" onClick={copy} className={`${button} bg-slate-800 text-white hover:bg-slate-700`}>
                {copied ? 'Copied' : 'Copy link'}
              </button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => { setCopied(false); createLink.mutate(); }} className={`${button} bg-indigo-600 text-white hover:bg-indigo-700`}>
            {enabled ? 'Replace link' : 'Turn on calendar feed'}
          </button>
          {enabled ? (
            <button type="button" disabled={busy} onClick={() => { createLink.reset(); turnOff.mutate(); }} className={`${button} border border-red-300 dark:border-red-700 text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950`}>
              Turn off
            </button>
          ) : null}
        </div>
        {enabled && !link ? <p className="text-slate-500 dark:text-slate-400">The link is shown only when it is made. Replace it to see a new one; the old link then stops working.</p> : null}
        {failure ? <p role="alert" className="text-red-700 dark:text-red-300">{errorDetail(failure, 'The calendar feed could not be changed. Please try again.')}</p> : null}
      </div>
    </Modal>
  );
}
