import { useEffect, useRef } from 'react';
import type { Step, StepChatReply } from '../../shared/models/todo';
import { PlannerFallbackNote, plannerNoteShown, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { AddStepForm } from './AddStepForm';
import { StepItem } from './StepItem';
import { WaitingForPlan } from './WaitingForPlan';


type Props = {
  todoId: string;
  steps: Step[];
  /** Who planned the steps: a note shows when the offline planner stood in for the model. */
  planner: PlannerNote | null;
  highlightedStepId: string | null;
  completingStepId: string | null;
  onComplete(step: Step): void;
  onChanged(): void;
  onChatReply(reply: StepChatReply): void;
};

/** The plan: completed/total, Add Step, and each step with its actions. */
export function StepsTab({ todoId, steps, planner, highlightedStepId, completingStepId, onComplete, onChanged, onChatReply }: Props) {
  const refs = useRef(new Map<string, HTMLLIElement>());
  const completed = steps.filter((s) => s.status === 'completed').length;

  useEffect(() => {
    if (highlightedStepId) refs.current.get(highlightedStepId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [highlightedStepId]);

  return (
    <div>
      {/* On phones "+ Add Step" sits under the heading, at the left: clear of the floating Director button. */}
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">AI-Generated Plan</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {completed} of {steps.length} steps completed
          </p>
        </div>
        <AddStepForm todoId={todoId} onAdded={onChanged} />
      </div>
      {steps.length > 0 && plannerNoteShown(planner) ? (
        <div className="mt-3">
          <PlannerFallbackNote planner={planner} />
        </div>
      ) : null}
      {steps.length > 0 ? <ProgressBar percent={(completed / steps.length) * 100} label="Steps completed" className="mt-3" /> : null}
      {steps.length === 0 ? (
        <WaitingForPlan todoId={todoId} onGenerated={onChanged} />
      ) : (
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => (
            <StepItem
              key={step.id}
              ref={(node) => {
                if (node) refs.current.set(step.id, node);
                else refs.current.delete(step.id);
              }}
              step={step}
              index={index}
              highlighted={highlightedStepId === step.id}
              completing={completingStepId === step.id}
              onComplete={onComplete}
              onChanged={onChanged}
              onChatReply={onChatReply}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
