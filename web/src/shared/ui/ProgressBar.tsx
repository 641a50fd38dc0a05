/** Bar colour by percent: 100 green, 75+ blue, 50+ yellow, 25+ orange, else red. */
export function progressColor(percent: number): string {
  if (percent >= 100) return 'bg-green-500';
  if (percent >= 75) return 'bg-blue-500';
  if (percent >= 50) return 'bg-yellow-500';
  if (percent >= 25) return 'bg-orange-500';
  return 'bg-red-500';
}

type Props = { percent: number; label?: string; className?: string };

export function ProgressBar({ percent, label = 'Progress', className = '' }: Props) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div className={`h-full rounded-full transition-all ${progressColor(value)}`} style={{ width: `${value}%` }} />
    </div>
  );
}

type SummaryProps = {
  caption: string;
  done: number;
  total: number;
  /** What is counted, plural: 'todos', 'missions'. */
  unit: string;
  percent: number;
  barLabel: string;
};

/** A caption with its count and percent ("Progress … 3 of 5 todos · 60%") above the progress bar. */
export function ProgressSummary({ caption, done, total, unit, percent, barLabel }: SummaryProps) {
  return (
    <>
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span>{caption}</span>
        <span>
          {done} of {total} {unit} · {Math.round(percent)}%
        </span>
      </div>
      <ProgressBar percent={percent} label={barLabel} className="mt-2" />
    </>
  );
}

export default ProgressBar;
