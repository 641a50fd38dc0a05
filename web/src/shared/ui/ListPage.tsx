import { pageTitleClass, primaryButton } from './styles';

/** The top of a list page: its title and what it holds, and the button that adds to it. */
export function ListPageHeader({ title, subtitle, add }: { title: string; subtitle: string; add: { label: string; onClick(): void } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className={pageTitleClass}>{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      <button type="button" onClick={add.onClick} className={primaryButton}>
        {add.label}
      </button>
    </div>
  );
}

/** What a list page shows instead of an empty list: why it is empty and what to do. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 p-10 text-center">
      <p className="font-medium text-slate-800 dark:text-slate-200">{title}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}
