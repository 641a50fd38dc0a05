import { Link } from 'react-router-dom';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { missionCounts, type Odyssey } from './odysseyTypes';
import { HealthBadge, StatusBadge } from './StatusBadges';

/** One odyssey in the list; the whole card links to its detail. */
export function OdysseyCard({ odyssey }: { odyssey: Odyssey }) {
  const percent = Math.round(odyssey.progress_percentage ?? 0);
  return (
    <li className="min-w-0">
      <Link
        to={`/odysseys/${odyssey.id}`}
        className="block h-full rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
      >
        <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">{odyssey.title}</h2>
        {/* The badges have a row of their own under the title, as on a mission's card. */}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <StatusBadge status={odyssey.status} />
          <HealthBadge health={odyssey.health_status} outlook={odyssey.outlook} />
        </div>
        {odyssey.description ? <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{odyssey.description}</p> : null}
        <div className="mt-4">
          <div className="mb-1.5 flex items-center justify-between text-sm">
            <span className="text-slate-700 dark:text-slate-300">
              {odyssey.completed_missions} of {odyssey.total_missions} missions completed
            </span>
            <span className="font-medium text-slate-900 dark:text-slate-100">{percent}%</span>
          </div>
          <ProgressBar percent={percent} label={`${odyssey.title} progress`} />
        </div>
        <dl className="mt-4 grid grid-cols-4 gap-2 text-center text-xs text-slate-600 dark:text-slate-400">
          {missionCounts(odyssey, 'Missions').map((count) => (
            <Count key={count.label} label={count.label} value={count.value} />
          ))}
        </dl>
      </Link>
    </li>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-slate-50 dark:bg-slate-800 py-1.5">
      <dt>{label}</dt>
      <dd className="text-base font-semibold text-slate-900 dark:text-slate-100">{value}</dd>
    </div>
  );
}
