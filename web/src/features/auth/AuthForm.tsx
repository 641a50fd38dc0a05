import type { FormEvent, ReactNode } from 'react';
import { primaryButton } from '../../shared/ui/styles';

type Props = {
  onSubmit(event: FormEvent): void;
  /** Why the last attempt failed, shown above the fields. */
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
};

/** The sign-in and sign-up form: its fields between the failure message and the full-width submit button. */
export function AuthForm({ onSubmit, error, submitting, submitLabel, submittingLabel, children }: Props) {
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 dark:bg-red-950 px-3 py-2 text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : null}
      {children}
      <button type="submit" disabled={submitting} className={`${primaryButton} w-full`}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
