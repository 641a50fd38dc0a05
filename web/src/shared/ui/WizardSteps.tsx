import { useEffect, useRef } from 'react';

/**
 * A wizard's steps in order, the current one named: a numbered circle per step (filled up to the
 * current one) and its label, joined by a line. Every wizard shows its steps with this one.
 */
export function WizardSteps({ step, labels }: { step: number; labels: readonly string[] }) {
  const count = labels.length;
  const indicator = useRef<HTMLDivElement>(null);
  // A new step starts at its top: the dialog body would otherwise keep the last step's scroll.
  useEffect(() => {
    indicator.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  return (
    <div ref={indicator}>
      <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
        Step {step} of {count}
      </p>
      <ol className="mt-2 flex items-center gap-2 text-xs sm:text-sm" aria-label={`Step ${step} of ${count}`}>
        {labels.map((label, index) => {
          const number = index + 1;
          return (
            <li key={label} className="flex min-w-0 flex-1 items-center gap-2" aria-current={number === step ? 'step' : undefined}>
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  number <= step ? 'bg-indigo-600 text-white' : 'bg-slate-200 dark:bg-slate-700 text-slate-700 dark:text-slate-300'
                }`}
              >
                {number}
              </span>
              <span className={`min-w-0 leading-tight ${number === step ? 'font-medium text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}>{label}</span>
              {number < count ? <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-slate-200 dark:bg-slate-700" /> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
