import { cardClass } from './styles';

/**
 * One figure of a page's summary row (a <dl>'s item): its label over a large number, drawn as the
 * admin's stat cards are, so the Missions and Odysseys summaries match them and each other.
 */
export function StatCard({ label, value, tone = 'text-slate-900 dark:text-slate-100' }: { label: string; value: number; tone?: string }) {
  return (
    <div className={`${cardClass} p-4`}>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`mt-1 text-3xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}
