import { Link } from 'react-router-dom';
import { primaryButton } from '../shared/ui/styles';

export default function NotFoundPage() {
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">The page you were looking for does not exist.</p>
      <Link to="/" className={`${primaryButton} mt-6`}>
        Go home
      </Link>
    </main>
  );
}
