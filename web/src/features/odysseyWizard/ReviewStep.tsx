import { useId } from 'react';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { canCreateOdyssey, removeReviewMission, updateReviewMission, type ReviewMission } from './odysseyWizardModel';
import { StepActions } from '../../shared/ui/WizardStepActions';
import { stepFieldClass } from './stepForm';
import { removeItemButton } from '../../shared/ui/styles';
import { useFocusAfterRemoval } from '../../shared/ui/useFocusAfterRemoval';

type Props = {
  missions: ReviewMission[];
  /** Who planned the missions: a note shows when the offline planner stood in for the model. */
  planner?: PlannerNote | null;
  onChange(missions: ReviewMission[]): void;
  busy: boolean;
  created: boolean;
  onBack(): void;
  onCreate(): void;
};

/** Step 3: the suggested missions, editable and removable, then 'Create Odyssey & Missions'. */
export function ReviewStep({ missions, planner, onChange, busy, created, onBack, onCreate }: Props) {
  const baseId = useId();
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLParagraphElement>('[data-removes-row]');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Nothing is created yet. Review the suggested missions, edit anything that does not fit and remove what you do not need.
      </p>
      <PlannerFallbackNote planner={planner} />
      {missions.length === 0 ? (
        <p ref={focus.fallback} tabIndex={-1} className="rounded-lg border border-dashed border-slate-300 dark:border-slate-600 p-6 text-center text-slate-600 dark:text-slate-400">
          Every mission was removed. Go back to generate a new plan.
        </p>
      ) : (
        <ul ref={focus.list} className="max-h-96 space-y-3 overflow-y-auto pr-1" aria-label="Suggested missions">
          {missions.map((mission, index) => (
            <li key={mission.key} className="rounded-lg border border-slate-200 dark:border-slate-700 p-3">
              {/* On a phone the number and Remove share the top row and the boxes take the card's width under them. */}
              <div className="grid grid-cols-[auto_1fr_auto] items-start gap-3">
                <span
                  className="col-start-1 row-start-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-100 dark:bg-indigo-900 text-sm font-semibold text-indigo-800 dark:text-indigo-200"
                  aria-label={`Mission ${mission.order}`}
                >
                  {mission.order}
                </span>
                <div className="col-span-3 row-start-2 min-w-0 space-y-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                  <label className="sr-only" htmlFor={`${baseId}-${mission.key}-title`}>
                    Mission {mission.order} title
                  </label>
                  <input
                    id={`${baseId}-${mission.key}-title`}
                    value={mission.title}
                    onChange={(event) => onChange(updateReviewMission(missions, mission.key, { title: event.target.value }))}
                    disabled={busy}
                    className={`${stepFieldClass} font-medium`}
                  />
                  <label className="sr-only" htmlFor={`${baseId}-${mission.key}-description`}>
                    Mission {mission.order} description
                  </label>
                  <textarea
                    id={`${baseId}-${mission.key}-description`}
                    rows={2}
                    value={mission.description}
                    onChange={(event) =>
                      onChange(updateReviewMission(missions, mission.key, { description: event.target.value }))
                    }
                    disabled={busy}
                    className={stepFieldClass}
                  />
                </div>
                <div className="col-start-3 row-start-1">
                  <button
                    type="button"
                    data-removes-row
                    onClick={() => {
                      focus.removing(index);
                      onChange(removeReviewMission(missions, mission.key));
                    }}
                    disabled={busy}
                    aria-label={`Remove mission ${mission.order}`}
                    className={removeItemButton}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <StepActions
        onBack={onBack}
        busy={busy}
        action={{ label: busy && !created ? 'Creating...' : 'Create Odyssey & Missions', disabled: busy || created || !canCreateOdyssey(missions), onClick: onCreate }}
      />
    </div>
  );
}
