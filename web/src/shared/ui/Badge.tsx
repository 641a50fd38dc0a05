import type { ReactNode } from 'react';

export type BadgeTone = 'gray' | 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'purple';

const TONE: Record<BadgeTone, string> = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
};

type Props = { tone?: BadgeTone; children: ReactNode; title?: string; className?: string };

/** A small rounded label for statuses, priorities and health. */
export function Badge({ tone = 'gray', children, title, className = '' }: Props) {
  return (
    <span
      title={title}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

export default Badge;
