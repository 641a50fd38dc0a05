import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { dangerButton, primaryButton, secondaryButton } from './styles';

export const RESOURCE_SUMMARY_FAILED = 'Failed to load resource summary. Please try again.';

type Props = {
  open: boolean;
  /** What is being re-planned, e.g. 'todo' or 'mission'. */
  subject: string;
  loading: boolean;
  /** Set when the resource summary failed to load: Retry is offered. */
  failed: boolean;
  counts: { label: string; value: number }[];
  /** Extra detail under the counts (previews). */
  children?: ReactNode;
  busy: boolean;
  onRetry(): void;
  onCancel(): void;
  onConfirm(): void;
};

/** Shown before a re-plan that would retire work already recorded (counts from the resource summary). */
export function ReplanWarningDialog({ open, subject, loading, failed, counts, children, busy, onRetry, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Re-plan Warning"
      footer={
        <>
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
          {failed ? (
            <button type="button" onClick={onRetry} className={primaryButton}>
              Retry
            </button>
          ) : (
            <button type="button" onClick={onConfirm} disabled={loading || busy} className={dangerButton}>
              {busy ? 'Re-planning...' : 'Re-plan Anyway'}
            </button>
          )}
        </>
      }
    >
      {loading ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading...
        </p>
      ) : failed ? (
        <p role="alert" className="rounded-lg bg-red-50 dark:bg-red-950 p-3 text-sm text-red-800 dark:text-red-200">
          {RESOURCE_SUMMARY_FAILED}
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-800 dark:text-slate-200">
            This {subject} already has work recorded. Re-planning replaces its plan: the items below will no longer be shown (they stay in the
            history).
          </p>
          <dl className="grid grid-cols-2 gap-3">
            {counts.map((count) => (
              <div key={count.label} className="rounded-lg bg-amber-50 dark:bg-amber-950 p-3">
                <dt className="text-xs text-amber-900 dark:text-amber-200">{count.label}</dt>
                <dd className="text-2xl font-bold text-amber-950">{count.value}</dd>
              </div>
            ))}
          </dl>
          {children}
        </div>
      )}
    </Modal>
  );
}
