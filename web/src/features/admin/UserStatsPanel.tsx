import { percentOf, useUserStats } from './adminApi';

/** The Total Users detail: roles and recent sign-ups with shares to one decimal. */
export function UserStatsPanel() {
  const stats = useUserStats();
  if (stats.isPending) return <p className="text-slate-600 dark:text-slate-400">Loading...</p>;
  if (!stats.data) return <p className="text-slate-600 dark:text-slate-400">No data found</p>;
  const s = stats.data;
  const rows = [
    { label: 'Total users', value: String(s.total_users), share: null },
    { label: 'Admins', value: String(s.admin_count), share: percentOf(s.admin_count, s.total_users) },
    { label: 'Regular users', value: String(s.regular_user_count), share: percentOf(s.regular_user_count, s.total_users) },
    { label: 'New in the last 7 days', value: String(s.recent_7_days), share: percentOf(s.recent_7_days, s.total_users) },
    { label: 'New in the last 30 days', value: String(s.recent_30_days), share: percentOf(s.recent_30_days, s.total_users) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {rows.map((row) => (
        <div key={row.label} className="rounded-xl bg-slate-50 dark:bg-slate-800 p-4">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100">
            {row.value}
            {row.share ? <span className="ml-2 text-sm font-medium text-slate-600 dark:text-slate-400">({row.share})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
