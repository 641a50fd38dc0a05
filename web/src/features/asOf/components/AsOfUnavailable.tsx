import { errorDetail } from '../../../shared/api/http';
import type { AsOfKind } from '../api/asOfApi';

/** Why there is nothing to show for the chosen day (the server's sentence when it gave one). */
export function AsOfUnavailable({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 text-center text-slate-700 dark:text-slate-300">
      {message}
    </p>
  );
}

type Query = { isPending: boolean; isError: boolean; error: unknown };

/**
 * What stands in for the mission or odyssey as it was until its answer is there: a day that
 * cannot be shown, the loading line, or why the server could not answer.
 */
export function AsOfNotShown({ kind, at, query }: { kind: AsOfKind; at: string | null; query: Query }) {
  if (at === null) return <AsOfUnavailable message={`Pick a day up to today to see the ${kind} as it was.`} />;
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
        Loading...
      </p>
    );
  }
  if (query.isError) return <AsOfUnavailable message={errorDetail(query.error, `The ${kind} could not be shown as it was on that day.`)} />;
  return null;
}
