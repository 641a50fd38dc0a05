import { pageSubtitleClass, pageTitleClass, primaryButton } from './styles';

/** The top of a list page: its title and what it holds, and the button that adds to it. */
export function ListPageHeader({ title, subtitle, add }: { title: string; subtitle: string; add: { label: string; onClick(): void } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className={pageTitleClass}>{title}</h1>
        <p className={pageSubtitleClass}>{subtitle}</p>
      </div>
      <button type="button" onClick={add.onClick} className={primaryButton}>
        {add.label}
      </button>
    </div>
  );
}

/**
 * What a list page shows instead of an empty list: why it is empty and what to do, with the
 * button that does it when there is one (the first item of an empty list).
 */
export function EmptyList({ title, hint, action, className = 'mt-6' }: { title: string; hint: string; action?: { label: string; onClick(): void }; className?: string }) {
  return (
    <div className={`${className} rounded-2xl border border-dashed border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 p-10 text-center`}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      {action ? (
        <button type="button" onClick={action.onClick} className={`${primaryButton} mt-4`}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
