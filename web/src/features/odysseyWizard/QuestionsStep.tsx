import { useId, useState, type FormEvent } from 'react';
import { JobStatusBadge } from '../../shared/jobs/JobStatusBadge';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import type { JobPollingStatus } from '../../shared/jobs/useJobPolling';
import { ANSWER_ALL_QUESTIONS, GENERATING_MISSIONS, areAllQuestionsAnswered } from './odysseyWizardModel';

type Props = {
  questions: string[];
  /** Who wrote the questions: a note shows when the offline planner stood in. */
  planner?: PlannerNote | null;
  answers: string[];
  onAnswerChange(index: number, value: string): void;
  busy: boolean;
  jobStatus: JobPollingStatus;
  jobProgress: number | null;
  /** Mission titles generated so far, shown while the job runs. */
  jobPartialItems: string[];
  /** Set when the planning job failed (or finished without missions). */
  jobError: string | null;
  /** From the click until the planning job ends. */
  generating: boolean;
  onBack(): void;
  onNext(): void;
};

/** Step 2: one answer per AI question, then the missions job (polled every 2 s). */
export function QuestionsStep(props: Props) {
  const { questions, answers, onAnswerChange, busy, jobStatus, jobProgress, jobPartialItems, jobError, generating, onBack, onNext } = props;
  const baseId = useId();
  const [touched, setTouched] = useState(false);
  const valid = areAllQuestionsAnswered(questions, answers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !busy) onNext();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600 dark:text-slate-400">Answer a few questions so the AI can plan missions that fit your odyssey.</p>
      <PlannerFallbackNote planner={props.planner} />
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <li key={`${index}-${question}`}>
            <label htmlFor={`${baseId}-${index}`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {index + 1}. {question}
            </label>
            <textarea
              id={`${baseId}-${index}`}
              rows={3}
              value={answers[index] ?? ''}
              onChange={(event) => onAnswerChange(index, event.target.value)}
              onBlur={() => setTouched(true)}
              disabled={busy}
              className="mt-1 w-full rounded-lg border border-slate-300 dark:border-slate-600 px-3 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 disabled:bg-slate-50"
            />
          </li>
        ))}
      </ol>
      {touched && !valid ? <p className="text-sm text-red-700 dark:text-red-300">{ANSWER_ALL_QUESTIONS}</p> : null}
      {jobStatus !== 'idle' ? (
        <div>
          <JobStatusBadge status={jobError ? 'failed' : jobStatus} progress={jobProgress} errorMessage={jobError} partialItems={jobPartialItems} />
        </div>
      ) : null}
      <div className="flex justify-between gap-2">
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="rounded-lg border border-slate-300 dark:border-slate-600 px-4 py-2 font-medium text-slate-700 dark:text-slate-300 hover:bg-slate-50 dark:hover:bg-slate-800 disabled:opacity-50"
        >
          Back
        </button>
        <button
          type="submit"
          disabled={!valid || busy}
          className="rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {generating ? GENERATING_MISSIONS : 'Generate Missions'}
        </button>
      </div>
    </form>
  );
}
