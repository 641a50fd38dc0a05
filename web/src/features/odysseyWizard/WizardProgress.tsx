import type { WizardStep } from './odysseyWizardModel';

const STEPS: { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Describe' },
  { step: 2, label: 'Answer' },
  { step: 3, label: 'Review' },
];

/** The three wizard steps, the current one highlighted. */
export function WizardProgress({ step }: { step: WizardStep }) {
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={`Step ${step} of 3`}>
      {STEPS.map((item) => (
        <li key={item.step} className="flex flex-1 items-center gap-2" aria-current={item.step === step ? 'step' : undefined}>
          <span
            className={`flex size-7 shrink-0 items-center justify-center rounded-full font-semibold ${
              item.step <= step ? 'bg-indigo-600 text-white' : 'bg-slate-200 dark:bg-slate-700 text-slate-600 dark:text-slate-300'
            }`}
          >
            {item.step}
          </span>
          <span className={item.step === step ? 'font-medium text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}>{item.label}</span>
          {item.step < 3 ? <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" /> : null}
        </li>
      ))}
    </ol>
  );
}
