import { Fragment } from 'react';
import { Link } from 'react-router-dom';

type Crumb = { label: string; to: string };

/**
 * 'Odysseys > odyssey title > this page' on one line: long titles end in an ellipsis (the
 * page's heading gives them in full), the same on every page that has one.
 */
export function Breadcrumb({ trail, current, className = '' }: { trail: Crumb[]; current: string; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${className}`}>
      <ol className="flex min-w-0 items-center gap-1 text-slate-600 dark:text-slate-400">
        {trail.map((crumb, index) => (
          <Fragment key={crumb.to}>
            <li className={index === 0 ? 'shrink-0' : 'min-w-0 truncate'} title={index === 0 ? undefined : crumb.label}>
              <Link to={crumb.to} className="text-indigo-700 dark:text-indigo-300 hover:underline">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true" className="shrink-0">
              &gt;
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-slate-800 dark:text-slate-200" title={current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
