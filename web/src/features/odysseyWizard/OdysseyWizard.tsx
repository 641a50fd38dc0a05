import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../shared/toast/useToast';
import { useJobPolling } from '../../shared/jobs/useJobPolling';
import { Modal } from '../../shared/ui/Modal';
import { createOdysseyWithMissions, fetchOdysseyQuestions, startMissionBreakdown } from './odysseyWizardApi';
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
import { WizardProgress } from './WizardProgress';
import { generatedMissions } from '../../shared/jobs/job';

type Props = { open: boolean; onClose(): void; onCreated?(odysseyId: string): void };

/** The Start Odyssey wizard: details -> AI questions (planning job) -> review -> create. */
export function OdysseyWizard({ open, onClose, onCreated }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Start New Odyssey" size="lg">
      {/* Mounted only while open: closing resets the wizard and stops any polling. */}
      {open ? <OdysseyWizardFlow onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function OdysseyWizardFlow({ onClose, onCreated }: Omit<Props, 'open'>) {
  const toast = useToast();
  const [step, setStep] = useState<WizardStep>(1);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [questions, setQuestions] = useState<string[]>([]);
  const [questionsPlanner, setQuestionsPlanner] = useState<PlannerNote | null>(null);
  const [answers, setAnswers] = useState<string[]>([]);
  const [missions, setMissions] = useState<ReviewMission[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const job = useJobPolling(jobId);
  const mounted = useRef(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A job's result opens the review once; going Back from the review must not reopen it.
  const reviewedJob = useRef<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  // The planning job's outcome moves the wizard: a result opens the review, a failure stays here.
  useEffect(() => {
    if (job.status !== 'completed' || step !== 2 || !jobId || reviewedJob.current === jobId) return;
    const generated = generatedMissions(job.job);
    if (generated.length === 0) return;
    reviewedJob.current = jobId;
    setMissions(toReviewMissions(generated));
    toast.success(MISSIONS_READY_TOAST);
    setStep(3);
  }, [job.status, job.job, jobId, step, toast]);

  const emptyResult = job.status === 'completed' && generatedMissions(job.job).length === 0;
  const jobRunning = job.status === 'pending' || job.status === 'running';

  const askQuestions = async () => {
    setError(null);
    setBusy(true);
    try {
      const { questions: generated, planner } = await fetchOdysseyQuestions(title.trim(), description.trim());
      if (!mounted.current) return;
      setQuestions(generated);
      setQuestionsPlanner(planner);
      setAnswers((previous) => generated.map((_, index) => previous[index] ?? ''));
      setStep(2);
    } catch (cause) {
      console.error(cause);
      if (mounted.current) setError(QUESTIONS_FAILED);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const generateMissions = async () => {
    setError(null);
    setBusy(true);
    setJobId(null);
    try {
      const id = await startMissionBreakdown(title.trim(), description.trim(), toQaPairs(questions, answers));
      if (mounted.current) setJobId(id);
    } catch (cause) {
      console.error(cause);
      if (mounted.current) setError(JOB_START_FAILED);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const create = async () => {
    setError(null);
    setBusy(true);
    try {
      const odysseyId = await createOdysseyWithMissions(title.trim(), description.trim(), missions);
      if (!mounted.current) return;
      setCreated(true);
      toast.success(CREATED_TOAST);
      closeTimer.current = setTimeout(() => {
        onClose();
        onCreated?.(odysseyId);
      }, CLOSE_AFTER_CREATE_MS);
    } catch (cause) {
      console.error(cause);
      if (mounted.current) {
        setError(CREATE_FAILED);
        setBusy(false);
      }
    }
  };

  const goBack = () => {
    setError(null);
    if (step === 3) setJobId(null);
    setStep((current) => (current > 1 ? ((current - 1) as WizardStep) : current));
  };

  return (
    <div className="space-y-5">
      <WizardProgress step={step} />
      {step === 1 ? (
        <DetailsStep
          title={title}
          description={description}
          onTitleChange={setTitle}
          onDescriptionChange={setDescription}
          busy={busy}
          onNext={askQuestions}
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
          onBack={goBack}
          onNext={generateMissions}
        />
      ) : null}
      {step === 3 ? (
        <ReviewStep
          missions={missions}
          onChange={setMissions}
          busy={busy}
          created={created}
          onBack={goBack}
          onCreate={create}
        />
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
