import { useId, useState } from 'react';
import { cardClass, secondaryButton } from '../../shared/ui/styles';
import type { HistoryKind } from './historyApi';
import { HistoryTimeline } from './HistoryTimeline';

/** A closed-by-default 'History' card for a detail page: the log is fetched only when opened. */
export function HistorySection(props: { kind: HistoryKind; id: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-labelledby={`${panelId}-title`} className={`${cardClass} mt-6 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${panelId}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          History
        </h2>
        <button type="button" className={secondaryButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide history' : 'Show history'}
        </button>
      </div>
      <div id={panelId} className={open ? 'mt-4' : 'hidden'}>
        {open && <HistoryTimeline kind={props.kind} id={props.id} />}
      </div>
    </section>
  );
}
