import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { formatDate } from '../../shared/format/date';
import { Modal } from '../../shared/ui/Modal';
import { dangerSecondaryButton, inputClass, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { useCalendarFeed, useCalendarFeedChanges } from './calendarFeedApi';

type Props = { open: boolean; onClose(): void };

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
      title="Calendar Feed"
      description="Your todos' due dates in any calendar app that subscribes to a link (Google Calendar, Apple Calendar, Outlook). Completed and deleted todos leave the calendar."
      footer={
        <button type="button" onClick={onClose} className={secondaryButton}>
          Close
        </button>
      }
    >
      <div className="space-y-4 text-sm">
        <p role="status">
          {feed.isPending ? 'Loading...' : enabled ? `The feed is on (since ${formatDate(feed.data?.enabled_at)}).` : 'The feed is off.'}
        </p>
        {link ? (
          <div className="space-y-2">
            <label htmlFor="calendar-feed-link" className="block font-medium text-slate-700 dark:text-slate-300">
              Your private link (shown once: keep it secret, anyone with it can read your due dates)
            </label>
            <div className="flex gap-2">
              <input id="calendar-feed-link" readOnly value={link} className={`${inputClass} font-mono`} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" onClick={copy} className={`${secondaryButton} shrink-0`}>
                {copied ? 'Copied' : 'Copy link'}
              </button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => { setCopied(false); createLink.mutate(); }} className={primaryButton}>
            {enabled ? 'Replace link' : 'Turn on calendar feed'}
          </button>
          {enabled ? (
            <button type="button" disabled={busy} onClick={() => { createLink.reset(); turnOff.mutate(); }} className={dangerSecondaryButton}>
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
