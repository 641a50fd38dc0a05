import { lazy, Suspense } from 'react';
import { useForecast, type ForecastKind } from './forecastApi';
import { forecastSentence, OUTLOOK_TEXT, paceSentence } from './forecastText';

const BurnupChart = lazy(() => import('./BurnupChart'));

const OUTLOOK_STYLE = {
  will_miss: 'border-red-300 bg-red-50 text-red-800',
  at_risk: 'border-amber-300 bg-amber-50 text-amber-900',
  on_track: 'border-green-300 bg-green-50 text-green-800',
} as const;

/** Pace and forecast of a mission or odyssey: a sentence, the burn-up, and its numbers as a table. */
export function ForecastSection({ kind, id }: { kind: ForecastKind; id: string }) {
  const { data, isPending, isError } = useForecast(kind, id);
  return (
    <section aria-labelledby={`forecast-${id}`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`forecast-${id}`} className="text-lg font-semibold text-slate-900">
        Pace and forecast
      </h2>
      {isPending ? <p className="mt-2 text-sm text-slate-500">Loading forecast…</p> : null}
      {isError ? <p className="mt-2 text-sm text-red-700">The forecast could not be loaded.</p> : null}
      {data ? (
        <>
          <p className="mt-2 text-sm text-slate-800" data-testid="forecast-sentence">
            {forecastSentence(data)}
          </p>
          {data.forecast.status !== 'complete' ? <p className="mt-1 text-sm text-slate-600">{paceSentence(data)}</p> : null}
          {OUTLOOK_TEXT[data.outlook] ? (
            <p
              data-testid="forecast-outlook"
              className={`mt-2 inline-block rounded-md border px-2 py-1 text-sm ${data.outlook in OUTLOOK_STYLE ? OUTLOOK_STYLE[data.outlook as keyof typeof OUTLOOK_STYLE] : 'border-slate-200 text-slate-700'}`}
            >
              {OUTLOOK_TEXT[data.outlook]}
              {data.latest_due_date ? ` (latest due date ${data.latest_due_date})` : ''}
            </p>
          ) : null}
          {data.burnup.length > 1 ? (
            <Suspense fallback={<div className="mt-4 h-56 animate-pulse rounded bg-slate-100" />}>
              <div className="mt-4">
                <BurnupChart burnup={data.burnup} />
              </div>
            </Suspense>
          ) : null}
          {data.burnup.length > 0 ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-slate-600">Burn-up numbers</summary>
              <table className="mt-2 text-left">
                <caption className="sr-only">Todos planned and done at the end of each day</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-4">Date</th>
                    <th scope="col" className="pr-4">Planned</th>
                    <th scope="col">Done</th>
                  </tr>
                </thead>
                <tbody>
                  {data.burnup.map((p) => (
                    <tr key={p.date}>
                      <td className="pr-4">{p.date}</td>
                      <td className="pr-4">{p.scope}</td>
                      <td>{p.done}</td>
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
