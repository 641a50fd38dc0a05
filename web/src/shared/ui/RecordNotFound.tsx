import { Link } from 'react-router-dom';
import { primaryButton } from './styles';

/** A detail page whose record is gone or was never there, with one way on. */
export function RecordNotFound({ title, link }: { title: string; link: { to: string; label: string } }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">It may have been deleted, or the link is wrong.</p>
      <Link to={link.to} className={`${primaryButton} mt-6`}>
        {link.label}
      </Link>
    </div>
  );
}

/** What a detail page shows while its record loads. */
export function RecordLoading() {
  return <p className="px-4 py-16 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
}
