import { Link } from 'react-router-dom';

/** The "← Back to …" link above a record: reads as a text link, and is a 24 px high target a finger can hit. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
      ← {label}
    </Link>
  );
}
