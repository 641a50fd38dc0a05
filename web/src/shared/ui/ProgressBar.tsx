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

export default ProgressBar;
