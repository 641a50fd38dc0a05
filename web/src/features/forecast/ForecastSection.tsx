import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useForecast, type ForecastKind } from './forecastApi';
import { bucketLabel, forecastSentence, formatDay, OUTLOOK_TEXT, paceSentence } from './forecastText';
import type { ForecastView } from './forecastApi';
import { cardClass } from '../../shared/ui/styles';
import { LoadFailed } from '../../shared/ui/LoadFailed';

const BurnupChart = lazy(() => import('./BurnupChart'));

const OUTLOOK_STYLE = {
  will_miss: 'border-red-300 dark:border-red-700 bg-red-50 dark:bg-red-950 text-red-800 dark:text-red-200',
  at_risk: 'border-amber-300 dark:border-amber-700 bg-amber-50 dark:bg-amber-950 text-amber-900 dark:text-amber-200',
  on_track: 'border-green-300 dark:border-green-700 bg-green-50 dark:bg-green-950 text-green-800 dark:text-green-200',
} as const;

/**
 * Pace and forecast of a mission or odyssey: a sentence, the burn-up (by the hour while the plan
 * is young, so it draws from the first completed step), and its numbers as a table.
 */
export function ForecastSection({ kind, id }: { kind: ForecastKind; id: string }) {
  const { data, isPending, isError, refetch } = useForecast(kind, id);
  return (
    <section aria-labelledby={`forecast-${id}`} className={`${cardClass} mt-6 p-5`}>
      <h2 id={`forecast-${id}`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Pace and forecast
      </h2>
      {isPending ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Loading forecast...</p> : null}
      {isError ? <LoadFailed message="The forecast could not be loaded." onRetry={() => void refetch()} className="mt-2 text-sm" /> : null}
      {data ? (
        <>
          <p className="mt-2 text-sm text-slate-800 dark:text-slate-200" data-testid="forecast-sentence">
            {forecastSentence(data)}
          </p>
          {data.forecast.status !== 'complete' ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{paceSentence(data)}</p> : null}
          {OUTLOOK_TEXT[data.outlook] ? (
            <p
              data-testid="forecast-outlook"
              className={`mt-2 inline-block rounded-md border px-2 py-1 text-sm ${data.outlook in OUTLOOK_STYLE ? OUTLOOK_STYLE[data.outlook as keyof typeof OUTLOOK_STYLE] : 'border-slate-200 dark:border-slate-700 text-slate-700 dark:text-slate-300'}`}
            >
              {OUTLOOK_TEXT[data.outlook]}
              {data.latest_due_date ? ` (latest due date ${formatDay(data.latest_due_date)})` : ''}
            </p>
          ) : null}
          {data.critical_path.length > 0 ? <CriticalPath kind={kind} id={id} path={data.critical_path} /> : null}
          {data.burnup.length > 1 ? (
            <Suspense fallback={<div className="mt-4 h-56 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />}>
              <div className="mt-4">
                <BurnupChart burnup={data.burnup} bucket={data.burnup_bucket} />
              </div>
            </Suspense>
          ) : null}
          {data.burnup.length > 0 ? (
            <details className="mt-2 text-sm">
              {/* py-1: the line alone is 20 px, under the 24 px a finger needs. */}
              <summary className="cursor-pointer py-1 text-slate-600 dark:text-slate-400">Burn-up numbers</summary>
              <table className="mt-2 text-left">
                <caption className="sr-only">Todos planned and done at the end of each {data.burnup_bucket}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">{data.burnup_bucket === 'hour' ? 'Hour' : 'Date'}</th>
                    <th scope="col" className="pr-4">Planned</th>
                    <th scope="col" className="pr-4">Done</th>
                    <th scope="col">Done, counting steps</th>
                  </tr>
                </thead>
                <tbody>
                  {data.burnup.map((p) => (
                    <tr key={p.at}>
                      <td className="pr-4">{bucketLabel(p.at, data.burnup_bucket)}</td>
                      <td className="pr-4">{p.scope}</td>
                      <td className="pr-4">{p.done}</td>
                      <td>{p.progress}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The longest chain of open todos the plan waits for, first to last, each a link to its todo. */
function CriticalPath({ kind, id, path }: { kind: ForecastKind; id: string; path: ForecastView['critical_path'] }) {
  return (
    <div className="mt-4" data-testid="critical-path">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Longest chain</h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">Each todo waits for the one before it, so the {kind} is done no sooner than the last of them.</p>
      <ol className="mt-2 flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
        {path.map((todo, i) => (
          <li key={todo.id} className="flex min-w-0 max-w-full items-center gap-1">
            {i > 0 ? (
              <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
                →
              </span>
            ) : null}
            <Link to={`/todo/${todo.id}`} className="truncate rounded-md border border-slate-200 dark:border-slate-700 px-2 py-0.5 text-indigo-700 dark:text-indigo-300 hover:underline" title={todo.title}>
              {todo.title}
            </Link>
            {kind === 'mission' && todo.mission_id !== id ? (
              <span className="truncate text-xs text-slate-500 dark:text-slate-400">({todo.mission_title ?? 'standalone'})</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
