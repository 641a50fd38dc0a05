import type { JobPollingStatus } from './useJobPolling';

type Props = {
  status: JobPollingStatus;
  progress?: number | null;
  errorMessage?: string | null;
  /** Titles generated so far (live stream), listed under the badge while the job runs. */
  partialItems?: string[];
};

/** 'AI Planning...' with the percent while the job runs, then 'Planning Complete' or 'Planning Failed'. */
export function JobStatusBadge({ status, progress, errorMessage, partialItems = [] }: Props) {
  if (status === 'idle') return null;
  if (status === 'completed') {
    return (
      <span role="status" className="inline-flex items-center gap-1 rounded-full bg-green-100 dark:bg-green-900 px-3 py-1 text-sm font-medium text-green-800 dark:text-green-200">
        <span aria-hidden="true">✓</span> Planning Complete
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span role="alert" className="inline-flex flex-wrap items-center gap-1 rounded-full bg-red-100 dark:bg-red-900 px-3 py-1 text-sm font-medium text-red-800 dark:text-red-200">
        <span aria-hidden="true">✕</span> Planning Failed
        {errorMessage ? <span className="font-normal">: {errorMessage}</span> : null}
      </span>
    );
  }
  const percent = Math.max(0, Math.min(100, Math.round(progress ?? 0)));
  const badge = (
    <span role="status" className="inline-flex items-center gap-2 rounded-full bg-blue-100 dark:bg-blue-900 px-3 py-1 text-sm font-medium text-blue-800 dark:text-blue-200">
      <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-blue-700 border-t-transparent" />
      AI Planning... {percent}%
    </span>
  );
  if (partialItems.length === 0) return badge;
  return (
    <div className="flex flex-col gap-2">
      {badge}
      <ul aria-label="Generated so far" className="list-disc pl-6 text-sm text-slate-700 dark:text-slate-300">
        {partialItems.map((title, i) => (
          <li key={`${i}-${title}`}>{title}</li>
        ))}
      </ul>
    </div>
  );
}

export default JobStatusBadge;
