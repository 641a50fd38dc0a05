import { Link } from 'react-router-dom';

/** The product mark; signed-in screens link it to /dashboard, the landing page to /. */
export function Logo({ to = '/dashboard' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-bold text-slate-900 dark:text-slate-100" aria-label="Odyssey Planner home">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-purple-600 text-white">
        ◎
      </span>
      <span className="text-base tracking-tight whitespace-nowrap sm:text-lg">Odyssey Planner</span>
    </Link>
  );
}
