import { useCallback, useEffect, useId, useState } from 'react';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { generatedTodos, type GeneratedTodo } from '../../shared/jobs/job';
import { JobStatusInView } from '../../shared/jobs/JobStatusInView';
import { useJobPolling } from '../../shared/jobs/useJobPolling';
import { useToast } from '../../shared/toast/useToast';
import { Modal } from '../../shared/ui/Modal';
import { OdysseySelect } from '../../shared/ui/OdysseySelect';
import { DiscardPrompt } from '../../shared/ui/DiscardPrompt';
import { useDiscardGuard } from '../../shared/ui/useDiscardGuard';
import { WizardSteps } from '../../shared/ui/WizardSteps';
import { StepActions } from '../../shared/ui/WizardStepActions';
import { dialogActionsClass, inputClass, labelClass, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { MISSING_MISSION_FIELDS, NO_TODOS_LEFT, UNANSWERED_QUESTIONS, allAnswered, detailsComplete, reviewedTodos } from './missionWizardRules';
import { WAITS_FAILED_TOAST_MS, waitsFailedMessage } from '../../shared/plannedTodos/waitsFailedMessage';
import { ReviewTodos } from './ReviewTodos';
import { useCreateMission, useMissionQuestions, useStartTodoGeneration, type MissionCreation } from './missionWizardApi';

type Props = { open: boolean; onClose(): void; odysseyId?: string | null; onCreated?(missionId: string): void };

/** The mission creation wizard: details, AI questions, review of the generated todos. */
export function MissionWizard(props: Props) {
  const guard = useDiscardGuard(props.onClose);
  return (
    <Modal open={props.open} onClose={guard.requestClose} title="Create New Mission" size="xl">
      {guard.asking ? <DiscardPrompt what="this mission" onKeepEditing={guard.keepEditing} onDiscard={guard.discard} /> : null}
      {/* Mounted only while open: closing drops the state and stops the job polling. Hidden, not
          unmounted, while the discard question shows, so "Keep editing" finds everything as it was. */}
      {props.open ? (
        <div hidden={guard.asking}>
          <WizardBody {...props} onCancel={guard.requestClose} onHoldsContent={guard.setHoldsContent} />
        </div>
      ) : null}
    </Modal>
  );
}

type Step = 1 | 2 | 3;

const STEP_LABELS = ['Mission details', 'AI questions', 'Review todos'] as const;

type BodyProps = Props & { onCancel(): void; onHoldsContent(holds: boolean): void };

function WizardBody({ onClose, odysseyId = null, onCreated, onCancel, onHoldsContent }: BodyProps) {
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState<Step>(1);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [odyssey, setOdyssey] = useState(odysseyId ?? '');
  const [questions, setQuestions] = useState<string[]>([]);
  const [questionsPlanner, setQuestionsPlanner] = useState<PlannerNote | null>(null);
  const [answers, setAnswers] = useState<string[]>([]);
  const [todos, setTodos] = useState<GeneratedTodo[]>([]);
  const [todosPlanner, setTodosPlanner] = useState<PlannerNote | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const job = useJobPolling(jobId);
  const askQuestions = useMissionQuestions();
  const startGeneration = useStartTodoGeneration();
  const skipCreation = useCreateMission();
  const creation = useCreateMission();
  // Generating lasts from the request until the polled job ends.
  const busy = askQuestions.isPending
    ? 'questions'
    : startGeneration.isPending || jobId !== null
      ? 'job'
      : creation.isPending
        ? 'create'
        : skipCreation.isPending
          ? 'skip'
          : null;

  useEffect(() => {
    if (!jobId) return;
    if (job.status === 'completed' && job.job) {
      const generated = generatedTodos(job.job);
      setTodos(generated);
      setTodosPlanner(job.job.planner);
      setJobId(null);
      setStep(3);
    } else if (job.status === 'failed') {
      setError(job.errorMessage || 'Failed to generate todos. Please try again.');
      setJobId(null);
    }
  }, [jobId, job.status, job.job, job.errorMessage]);

  const complete = detailsComplete(title, description);

  // Typed or generated content is worth a question before it is thrown away.
  const holdsContent = title.trim() !== '' || description.trim() !== '' || answers.some((a) => a.trim() !== '') || todos.length > 0 || jobId !== null;
  useEffect(() => onHoldsContent(holdsContent), [holdsContent, onHoldsContent]);

  const finish = (missionId: string) => {
    onCreated?.(missionId);
    onClose();
  };

  /** True when the details are complete; otherwise the error says what is missing. */
  const detailsReady = () => {
    setError(complete ? null : MISSING_MISSION_FIELDS);
    return complete;
  };

  const missionBody = () => ({ title: title.trim(), description: description.trim(), odyssey_id: odyssey || null });

  const toQuestions = () => {
    if (!detailsReady()) return;
    // The questions are asked in the field of the odyssey picked, as its todos will be planned.
    askQuestions.mutate(
      { title: title.trim(), description: description.trim(), odyssey_id: odyssey || null },
      {
        onSuccess: (result) => {
          setQuestions(result.questions);
          setQuestionsPlanner(result.planner ?? null);
          setAnswers(result.questions.map(() => ''));
          setStep(2);
        },
        onError: () => setError('Failed to generate questions. Please try again.'),
      },
    );
  };

  const skipPlanning = () => {
    if (!detailsReady()) return;
    skipCreation.mutate(
      { mission: missionBody(), todos: [] },
      {
        onSuccess: ({ missionId }) => {
          toast.success('Mission created successfully!');
          finish(missionId);
        },
        onError: () => setError('Failed to create mission. Please try again.'),
      },
    );
  };

  const generate = () => {
    if (!allAnswered(answers)) {
      setError(UNANSWERED_QUESTIONS);
      return;
    }
    setError(null);
    startGeneration.mutate(
      {
        mission_title: title.trim(),
        mission_description: description.trim(),
        qa_pairs: questions.map((question, index) => ({ question, answer: answers[index].trim() })),
        odyssey_id: odyssey || null,
      },
      { onSuccess: (id) => setJobId(id), onError: () => setError('Failed to start todo generation. Please try again.') },
    );
  };

  const create = () => {
    const accepted = reviewedTodos(todos);
    if (accepted.length === 0) {
      setError(NO_TODOS_LEFT);
      return;
    }
    setError(null);
    creation.mutate(
      { mission: missionBody(), todos: accepted, onProgress: setProgress },
      {
        onSuccess: ({ missionId, todosFailed, waitsFailed }: MissionCreation) => {
          if (todosFailed) toast.error('Failed to create todos. Please try again.');
          // Long enough to read which waits are missing: the wizard is gone by then.
          else if (waitsFailed.length > 0) toast.error(waitsFailedMessage(`Mission created with ${accepted.length} todos`, waitsFailed), { ms: WAITS_FAILED_TOAST_MS });
          else toast.success(`Mission created with ${accepted.length} todos!`);
          finish(missionId);
        },
        onError: () => setError('Failed to create mission. Please try again.'),
        onSettled: () => setProgress(null),
      },
    );
  };

  const back = () => {
    setError(null);
    setJobId(null);
    // A request still under way no longer moves the wizard.
    startGeneration.reset();
    setStep((s) => (s > 1 ? ((s - 1) as Step) : s));
  };

  // A failure is said above the step, which may be scrolled far down a long list: bring it into view.
  const showError = useCallback((alert: HTMLParagraphElement | null) => alert?.scrollIntoView?.({ block: 'nearest' }), []);

  return (
    <div>
      <div className="mb-5">
        <WizardSteps step={step} labels={STEP_LABELS} />
      </div>

      {error ? (
        <p key={error} ref={showError} role="alert" className="mb-4 rounded-lg bg-red-50 dark:bg-red-950 p-3 text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      ) : null}

      {step === 1 ? (
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-title`} className={labelClass}>
              Mission Title
            </label>
            <input id={`${id}-title`} data-autofocus value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} placeholder="e.g. Launch the new website" />
          </div>
          <div>
            <label htmlFor={`${id}-description`} className={labelClass}>
              Description
            </label>
            <textarea id={`${id}-description`} rows={4} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} placeholder="What does success look like?" />
          </div>
          <OdysseySelect id={`${id}-odyssey`} value={odyssey} onChange={setOdyssey} current={odysseyId} disabled={Boolean(odysseyId)} />
          {!complete && !error ? <p className="text-sm text-slate-600 dark:text-slate-400">{MISSING_MISSION_FIELDS}</p> : null}
          {/*
            Three buttons do not fit one phone-wide row: there Skip takes a row of its own and
            Cancel and Next share the next, each row filled edge to edge (wrapping left them ragged).
          */}
          <div className={`${dialogActionsClass} flex flex-col gap-2 sm:flex-row sm:justify-between`}>
            <button type="button" onClick={skipPlanning} disabled={busy !== null || !complete} className={secondaryButton}>
              {busy === 'skip' ? 'Creating...' : 'Skip Planning & Create Mission'}
            </button>
            <div className="flex gap-2">
              <button type="button" onClick={onCancel} className={secondaryButton}>
                Cancel
              </button>
              <button type="button" onClick={toQuestions} disabled={busy !== null || !complete} className={`${primaryButton} flex-1 sm:flex-none`}>
                {busy === 'questions' ? 'Generating Questions...' : 'Next: AI Questions'}
              </button>
            </div>
          </div>
        </div>
      ) : null}

      {step === 2 ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">Answer a few questions so the AI can plan the right todos.</p>
          <PlannerFallbackNote planner={questionsPlanner} />
          {questions.map((question, index) => (
            <div key={index}>
              <label htmlFor={`${id}-answer-${index}`} className={labelClass}>
                {index + 1}. {question}
              </label>
              <textarea
                id={`${id}-answer-${index}`}
                rows={3}
                value={answers[index] ?? ''}
                disabled={busy === 'job'}
                onChange={(e) => setAnswers((list) => list.map((a, i) => (i === index ? e.target.value : a)))}
                className={inputClass}
              />
            </div>
          ))}
          {!allAnswered(answers) && !error ? <p className="text-sm text-slate-600 dark:text-slate-400">{UNANSWERED_QUESTIONS}</p> : null}
          {jobId ? <JobStatusInView status={job.status} progress={job.job?.progress} errorMessage={job.errorMessage} partialItems={job.partialItems} /> : null}
          {/* Back stays open while the todos are generated: it leaves the job behind (see back). */}
          <StepActions onBack={back} busy={false} action={{ label: busy === 'job' ? 'Generating Todos...' : 'Generate Todos', disabled: busy !== null || !allAnswered(answers), onClick: generate }} />
        </div>
      ) : null}

      {step === 3 ? (
        <div className="space-y-4">
          <ReviewTodos todos={todos} onChange={setTodos} />
          <PlannerFallbackNote planner={todosPlanner} />
          {busy === 'create' && progress ? (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {progress}
            </p>
          ) : null}
          <StepActions
            onBack={back}
            busy={busy !== null}
            action={{ label: busy === 'create' ? 'Creating...' : `Create Mission & ${reviewedTodos(todos).length} Todos`, disabled: busy !== null || reviewedTodos(todos).length === 0, onClick: create }}
          />
        </div>
      ) : null}
    </div>
  );
}
