import { useId } from 'react';
import { JobStatusInView } from '../../shared/jobs/JobStatusInView';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import type { JobPollingStatus } from '../../shared/jobs/useJobPolling';
import { ANSWER_ALL_QUESTIONS, GENERATING_MISSIONS, areAllQuestionsAnswered } from './odysseyWizardModel';
import { StepActions } from '../../shared/ui/WizardStepActions';
import { stepInputClass, stepLabelClass, useStepForm } from './stepForm';

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
  const valid = areAllQuestionsAnswered(questions, answers);
  const { showProblem, touch, submit } = useStepForm(valid, busy, onNext);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600 dark:text-slate-400">Answer a few questions so the AI can plan missions that fit your odyssey.</p>
      <PlannerFallbackNote planner={props.planner} />
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <li key={`${index}-${question}`}>
            <label htmlFor={`${baseId}-${index}`} className={stepLabelClass}>
              {index + 1}. {question}
            </label>
            <textarea
              id={`${baseId}-${index}`}
              rows={3}
              value={answers[index] ?? ''}
              onChange={(event) => onAnswerChange(index, event.target.value)}
              onBlur={touch}
              disabled={busy}
              className={stepInputClass}
            />
          </li>
        ))}
      </ol>
      {showProblem ? <p className="text-sm text-red-700 dark:text-red-300">{ANSWER_ALL_QUESTIONS}</p> : null}
      <JobStatusInView status={jobError ? 'failed' : jobStatus} progress={jobProgress} errorMessage={jobError} partialItems={jobPartialItems} />
      <StepActions onBack={onBack} busy={busy} action={{ label: generating ? GENERATING_MISSIONS : 'Generate Missions', disabled: !valid || busy }} />
    </form>
  );
}
