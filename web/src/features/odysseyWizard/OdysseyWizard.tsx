import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../shared/toast/useToast';
import { useJobPolling } from '../../shared/jobs/useJobPolling';
import { Modal } from '../../shared/ui/Modal';
import { DiscardPrompt } from '../../shared/ui/DiscardPrompt';
import { useDiscardGuard } from '../../shared/ui/useDiscardGuard';
import { useCreateOdyssey, useOdysseyQuestions, useStartMissionBreakdown } from './odysseyWizardApi';
import type { PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import {
  CLOSE_AFTER_CREATE_MS,
  CREATED_TOAST,
  CREATE_FAILED,
  JOB_START_FAILED,
  MISSIONS_READY_TOAST,
  QUESTIONS_FAILED,
  jobFailureMessage,
  toQaPairs,
  toReviewMissions,
  type ReviewMission,
  type WizardStep,
} from './odysseyWizardModel';
import { DetailsStep } from './DetailsStep';
import { QuestionsStep } from './QuestionsStep';
import { ReviewStep } from './ReviewStep';
import { WizardSteps } from '../../shared/ui/WizardSteps';
import { generatedMissions } from '../../shared/jobs/job';

const STEP_LABELS = ['Describe', 'Answer', 'Review'] as const;

type Props = { open: boolean; onClose(): void; onCreated?(odysseyId: string): void };

/** The Start Odyssey wizard: details -> AI questions (planning job) -> review -> create. */
export function OdysseyWizard({ open, onClose, onCreated }: Props) {
  const guard = useDiscardGuard(onClose);
  return (
    <Modal open={open} onClose={guard.requestClose} title="Start New Odyssey" size="lg">
      {guard.asking ? <DiscardPrompt what="this odyssey" onKeepEditing={guard.keepEditing} onDiscard={guard.discard} /> : null}
      {/* Mounted only while open: closing resets the wizard and stops any polling. Hidden, not
          unmounted, while the discard question shows, so "Keep editing" finds everything as it was. */}
      {open ? (
        <div hidden={guard.asking}>
          <OdysseyWizardFlow onClose={onClose} onCreated={onCreated} onHoldsContent={guard.setHoldsContent} />
        </div>
      ) : null}
    </Modal>
  );
}

function OdysseyWizardFlow({ onClose, onCreated, onHoldsContent }: Omit<Props, 'open'> & { onHoldsContent(holds: boolean): void }) {
  const toast = useToast();
  const [step, setStep] = useState<WizardStep>(1);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [questions, setQuestions] = useState<string[]>([]);
  const [questionsPlanner, setQuestionsPlanner] = useState<PlannerNote | null>(null);
  const [answers, setAnswers] = useState<string[]>([]);
  const [missions, setMissions] = useState<ReviewMission[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useJobPolling(jobId);
  const askQuestions = useOdysseyQuestions();
  const startBreakdown = useStartMissionBreakdown();
  const creation = useCreateOdyssey();
  const created = creation.isSuccess;
  // Once created the wizard stays still until it closes.
  const busy = askQuestions.isPending || startBreakdown.isPending || creation.isPending || created;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A job's result opens the review once; going Back from the review must not reopen it.
  const reviewedJob = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Typed or generated content is worth a question before it is thrown away; once created, nothing is lost.
  const holdsContent = !created && (title.trim() !== '' || description.trim() !== '' || answers.some((a) => a.trim() !== '') || missions.length > 0 || jobId !== null);
  useEffect(() => onHoldsContent(holdsContent), [holdsContent, onHoldsContent]);

  // The planning job's outcome moves the wizard: a result opens the review, a failure stays here.
  useEffect(() => {
    if (job.status !== 'completed' || step !== 2 || !jobId || reviewedJob.current === jobId) return;
    const generated = generatedMissions(job.job);
    if (generated.length === 0) return;
    reviewedJob.current = jobId;
    // The product's wording announces the launch when the missions are generated; the review
    // step then says plainly that nothing is created until the person confirms.
    setMissions(toReviewMissions(generated));
    toast.success(MISSIONS_READY_TOAST);
    setStep(3);
  }, [job.status, job.job, jobId, step, toast]);

  const emptyResult = job.status === 'completed' && generatedMissions(job.job).length === 0;
  const jobRunning = job.status === 'pending' || job.status === 'running';

  // A mutation's own callbacks stop when the wizard unmounts, so a late answer changes nothing.
  const toQuestions = () => {
    setError(null);
    askQuestions.mutate(
      { title: title.trim(), description: description.trim() },
      {
        onSuccess: ({ questions: generated, planner }) => {
          setQuestions(generated);
          setQuestionsPlanner(planner);
          setAnswers((previous) => generated.map((_, index) => previous[index] ?? ''));
          setStep(2);
        },
        onError: (cause) => {
          console.error(cause);
          setError(QUESTIONS_FAILED);
        },
      },
    );
  };

  const generateMissions = () => {
    setError(null);
    setJobId(null);
    startBreakdown.mutate(
      { title: title.trim(), description: description.trim(), qaPairs: toQaPairs(questions, answers) },
      {
        onSuccess: (id) => setJobId(id),
        onError: (cause) => {
          console.error(cause);
          setError(JOB_START_FAILED);
        },
      },
    );
  };

  const create = () => {
    setError(null);
    creation.mutate(
      { title: title.trim(), description: description.trim(), missions },
      {
        onSuccess: (odysseyId) => {
          toast.success(CREATED_TOAST);
          closeTimer.current = setTimeout(() => {
            onClose();
            onCreated?.(odysseyId);
          }, CLOSE_AFTER_CREATE_MS);
        },
        onError: (cause) => {
          console.error(cause);
          setError(CREATE_FAILED);
        },
      },
    );
  };

  // The error follows the step's buttons, which stay at the dialog's foot: bring it into view.
  const showError = useCallback((alert: HTMLParagraphElement | null) => alert?.scrollIntoView?.({ block: 'nearest' }), []);

  const goBack = () => {
    setError(null);
    if (step === 3) setJobId(null);
    setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));
  };

  return (
    <div className="space-y-5">
      <WizardSteps step={step} labels={STEP_LABELS} />
      {step === 1 ? (
        <DetailsStep
          title={title}
          description={description}
          onTitleChange={setTitle}
          onDescriptionChange={setDescription}
          busy={busy}
          onNext={toQuestions}
        />
      ) : null}
      {step === 2 ? (
        <QuestionsStep
          questions={questions}
          planner={questionsPlanner}
          answers={answers}
          onAnswerChange={(index, value) => setAnswers((previous) => previous.map((a, i) => (i === index ? value : a)))}
          busy={busy || jobRunning}
          jobStatus={job.status}
          jobProgress={job.job?.progress ?? null}
          jobPartialItems={job.partialItems}
          jobError={job.status === 'failed' || emptyResult ? jobFailureMessage(job.errorMessage) : null}
          generating={startBreakdown.isPending || jobRunning}
          onBack={goBack}
          onNext={generateMissions}
        />
      ) : null}
      {step === 3 ? (
        <ReviewStep
          missions={missions}
          planner={job.job?.planner}
          onChange={setMissions}
          busy={busy}
          created={created}
          onBack={goBack}
          onCreate={create}
        />
      ) : null}
      {error ? (
        <p key={error} ref={showError} role="alert" className="rounded-lg border border-red-200 dark:border-red-800 bg-red-50 dark:bg-red-950 px-3 py-2 text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}
