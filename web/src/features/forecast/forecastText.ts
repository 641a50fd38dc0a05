import type { ForecastView } from './forecastApi';

const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The forecast in one sentence: the chart's numbers, readable without the chart. */
export function forecastSentence(view: ForecastView): string {
  const { forecast } = view;
  if (forecast.status === 'complete') return view.burnup.length ? 'Every todo is done.' : 'No todos yet: nothing to forecast.';
  if (forecast.status === 'no_pace') return `${forecast.remaining} todo${forecast.remaining === 1 ? '' : 's'} left, and none completed in the last ${view.pace.window_days / 7} weeks: no forecast until you finish one.`;
  return `${forecast.remaining} todo${forecast.remaining === 1 ? '' : 's'} left${waitedForElsewhere(view)}. At your pace, likely done by ${formatDay(forecast.p50_date ?? '')} (85% chance by ${formatDay(forecast.p85_date ?? '')}).`;
}

/** The open todos of other plans that the plan waits for, when they make the work left longer than its own open todos. */
function waitedForElsewhere(view: ForecastView): string {
  const last = view.burnup.at(-1);
  if (!last) return '';
  const elsewhere = view.forecast.remaining - (last.scope - last.done);
  return elsewhere > 0 ? `, ${elsewhere} of them in other plans it waits for` : '';
}

export const OUTLOOK_TEXT: Record<ForecastView['outlook'], string | null> = {
  complete: null,
  no_due_dates: 'No due dates to compare with.',
  no_pace: 'Due dates cannot be promised without recent progress.',
  on_track: 'On track for the due dates.',
  at_risk: 'At risk: the due dates are within reach only if the pace holds.',
  will_miss: 'Will miss the due dates at the current pace.',
};

export const paceSentence = ({ pace }: ForecastView) => `Pace: ${pace.per_week} todo${pace.per_week === 1 ? '' : 's'} a week (${pace.completed_in_window} in the last ${pace.window_days} days).`;

/** A burn-up bucket as people read it: the UTC day (as every date of the app reads), or the hour in the reader's own time. */
export function bucketLabel(at: string, bucket: ForecastView['burnup_bucket']): string {
  if (bucket === 'day') return formatDay(at.slice(0, 10));
  return new Date(at).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export { formatDay };
