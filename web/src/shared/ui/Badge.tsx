import type { ReactNode } from 'react';

export type BadgeTone = 'gray' | 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'purple';

/** Each tone's ring is a quiet edge in both themes: a light one on a dark page glares. */
const TONE: Record<BadgeTone, string> = {
  gray: 'bg-slate-100 dark:bg-slate-800 text-slate-700 dark:text-slate-300 ring-slate-300 dark:ring-slate-600',
  green: 'bg-green-100 dark:bg-green-900 text-green-800 dark:text-green-200 ring-green-300 dark:ring-green-700',
  blue: 'bg-blue-100 dark:bg-blue-900 text-blue-800 dark:text-blue-200 ring-blue-300 dark:ring-blue-700',
  yellow: 'bg-yellow-100 dark:bg-yellow-900 text-yellow-900 dark:text-yellow-200 ring-yellow-300 dark:ring-yellow-700',
  orange: 'bg-orange-100 dark:bg-orange-900 text-orange-900 dark:text-orange-200 ring-orange-300 dark:ring-orange-700',
  red: 'bg-red-100 dark:bg-red-900 text-red-800 dark:text-red-200 ring-red-300 dark:ring-red-700',
  purple: 'bg-purple-100 dark:bg-purple-900 text-purple-800 dark:text-purple-200 ring-purple-300 dark:ring-purple-700',
};

type Props = { tone?: BadgeTone; children: ReactNode; title?: string; className?: string; wraps?: boolean };

/**
 * A small rounded label for statuses, priorities and health. It never grows wider than its
 * container: a long text (a mission's title) ends in an ellipsis; give it the full text as `title`.
 * A badge that `wraps` shows its whole text on as many lines as it needs, for a page whose own
 * statement it is (a tooltip is out of reach on a phone).
 */
export function Badge({ tone = 'gray', children, title, className = '', wraps = false }: Props) {
  const fit = wraps ? 'break-words whitespace-normal rounded-xl' : 'truncate rounded-full';
  return (
    <span
      title={title}
      className={`inline-block max-w-full ${fit} px-2.5 py-0.5 align-middle text-xs font-medium ring-1 ring-inset ${TONE[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

export default Badge;
