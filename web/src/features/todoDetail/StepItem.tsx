import { forwardRef, useId, useState, type FormEvent } from 'react';
import type { Step, StepChatReply } from '../../shared/models/todo';
import { TodoStatusBadge } from '../../shared/ui/statusBadges';
import { inputClass, primaryButton, secondaryButton, smallGhostButton } from '../../shared/ui/styles';
import { givesWayMark } from '../../shared/ui/floatingDirectorGivesWay';
import { StepChat } from './StepChat';
import { StepEvidence } from './StepEvidence';
import { useToast } from '../../shared/toast/useToast';
import { errorDetail } from '../../shared/api/http';
import { useReopenStep, useUpdateStep } from './todoDetailApi';
import { useStepToggleFocus } from './useStepToggleFocus';

type Props = {
  step: Step;
  index: number;
  highlighted: boolean;
  completing: boolean;
  onComplete(step: Step): void;
  onChanged(): void;
  onChatReply(reply: StepChatReply): void;
};

type Panel = 'none' | 'edit' | 'evidence' | 'chat';

/** One step of the plan: checkbox to complete (Reopen once completed), Edit, evidence and the AI chat. */
export const StepItem = forwardRef<HTMLLIElement, Props>(function StepItem({ step, index, highlighted, completing, onComplete, onChanged, onChatReply }, ref) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>('none');
  const [title, setTitle] = useState(step.title);
  const [description, setDescription] = useState(step.description ?? '');
  const updateStep = useUpdateStep();
  const saving = updateStep.isPending;
  const done = step.status === 'completed';
  const reopenStep = useReopenStep(step.todo_id);
  const toast = useToast();
  const toggleFocus = useStepToggleFocus(done);

  const reopen = () => {
    toggleFocus.markPressed();
    reopenStep.mutate(step.id, {
      onSuccess: () => {
        toast.success(`Step "${step.title}" is open again.`);
        onChanged();
      },
      onError: (error) => toast.error(errorDetail(error, 'Failed to reopen the step. Please try again.')),
    });
  };

  const toggle = (next: Panel) => {
    if (next === 'edit') {
      setTitle(step.title);
      setDescription(step.description ?? '');
    }
    setPanel((current) => (current === next ? 'none' : next));
  };

  const saveEdit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || saving) return;
    try {
      await updateStep.mutateAsync({ stepId: step.id, title: trimmed, description: description.trim() ? description.trim() : null });
      setPanel('none');
      onChanged();
    } catch (error) {
      console.error('Updating the step failed', error);
    }
  };

  return (
    <li
      ref={ref}
      id={`step-${step.id}`}
      data-highlighted={highlighted || undefined}
      {...(panel === 'none' ? {} : givesWayMark)}
      className={`rounded-xl border bg-white dark:bg-slate-900 p-4 shadow-sm transition ${highlighted ? 'border-yellow-400 ring-4 ring-yellow-200' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <div className="flex items-start gap-3">
        {done ? (
          // A completed step is taken back with Reopen (below), not by unticking.
          <span aria-hidden="true" className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded bg-green-600 text-xs font-bold text-white">
            ✓
          </span>
        ) : (
          <input
            ref={toggleFocus.checkbox}
            id={`${id}-done`}
            type="checkbox"
            checked={completing}
            disabled={completing}
            onChange={() => {
              toggleFocus.markPressed();
              onComplete(step);
            }}
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-green-600 disabled:cursor-default"
            aria-describedby={`${id}-desc`}
          />
        )}
        <div className="min-w-0 flex-1">
          {done ? (
            <p id={`${id}-title-text`} className="block font-medium text-slate-500 dark:text-slate-400 line-through">
              <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
              {step.title}
            </p>
          ) : (
            <label id={`${id}-title-text`} htmlFor={`${id}-done`} className="block font-medium text-slate-900 dark:text-slate-100">
              <span className="mr-2 text-slate-500 dark:text-slate-400">{index + 1}.</span>
              {step.title}
            </label>
          )}
          <p id={`${id}-desc`} className="mt-1 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            {step.description}
          </p>
          {/*
            The actions' text, not their padding, lines up with the status badge when they wrap
            under it: the group sits one button padding to the left.
          */}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <TodoStatusBadge status={step.status} />
            <div className="-ml-1.5 flex flex-wrap items-center gap-1.5">
              {done ? (
                <button ref={toggleFocus.reopen} type="button" onClick={reopen} disabled={reopenStep.isPending} aria-describedby={`${id}-title-text`} className={smallGhostButton}>
                  {reopenStep.isPending ? 'Reopening...' : 'Reopen'}
                </button>
              ) : null}
              <button type="button" onClick={() => toggle('edit')} aria-expanded={panel === 'edit'} className={smallGhostButton}>
                Edit
              </button>
              <button type="button" onClick={() => toggle('evidence')} aria-expanded={panel === 'evidence'} className={smallGhostButton}>
                Add evidence
              </button>
              <button type="button" onClick={() => toggle('chat')} aria-expanded={panel === 'chat'} className={smallGhostButton}>
                {panel === 'chat' ? 'Hide AI chat' : 'AI chat'}
              </button>
            </div>
          </div>
        </div>
      </div>
      {panel === 'edit' ? (
        <form onSubmit={saveEdit} className="mt-3 space-y-2 rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-3">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Step title
          </label>
          <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Step description
          </label>
          <textarea id={`${id}-description`} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} />
          <div className="flex gap-2">
            <button type="submit" disabled={saving || !title.trim()} className={primaryButton}>
              {saving ? 'Saving...' : 'Save Step'}
            </button>
            <button type="button" onClick={() => setPanel('none')} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {panel === 'evidence' ? <StepEvidence stepId={step.id} stepTitle={step.title} onAdded={onChanged} /> : null}
      {panel === 'chat' ? <StepChat stepId={step.id} stepTitle={step.title} onReply={onChatReply} /> : null}
    </li>
  );
});
