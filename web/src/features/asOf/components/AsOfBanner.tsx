import { Link, useLocation } from 'react-router-dom';

/** Says which day the page shows and that nothing can be changed here; links back to today's page. */
export function AsOfBanner({ day }: { day: string }) {
  const { pathname } = useLocation();
  const [year, month, date] = day.split('-').map(Number);
  const shown = new Date(year, month - 1, date).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <div role="note" aria-label="As it was" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 dark:border-amber-700 bg-amber-50 dark:bg-amber-950 px-4 py-3 text-amber-950 dark:text-amber-100">
      {/* 'read-only' is never broken at its hyphen. */}
      <p className="font-semibold">
        As it was on {shown} — <span className="whitespace-nowrap">read-only</span>
      </p>
      <Link to={pathname} className="font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
        Back to today
      </Link>
    </div>
  );
}
