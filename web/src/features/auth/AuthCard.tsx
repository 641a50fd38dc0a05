import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../shared/ui/Logo';

type Props = {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The way to the other form, under the card: sign up from sign-in and the reverse. */
  switchTo: { question: string; to: string; label: string };
};

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthCard({ title, subtitle, children, switchTo }: Props) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-indigo-50 to-white dark:from-indigo-950 dark:to-slate-900 px-4 py-12">
      <header>
        <Logo to="/" />
      </header>
      <main className="mt-8 w-full max-w-md rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {switchTo.question}{' '}
          <Link to={switchTo.to} className="font-semibold text-indigo-700 dark:text-indigo-300 hover:underline">
            {switchTo.label}
          </Link>
        </p>
      </main>
    </div>
  );
}
