import type { CompletionEvaluation } from '../../shared/models/todo';
import { formatDateTime } from '../../shared/format/date';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { primaryButton } from '../../shared/ui/styles';
import { unverifiedCriteria } from './unverifiedCriteria';

type Props = {
  evaluation: CompletionEvaluation | null;
  /** Offered while the todo is still open. */
  canForceComplete: boolean;
  forcing: boolean;
  onForceComplete(): void;
  /** Who made the evaluation, when the answer that brought it says so. */
  planner?: PlannerNote | null;
};

/** The verdict in one line; a verdict resting on ticked steps alone says so, never "met". */
function verdictText(evaluation: CompletionEvaluation, gaps: string[], unverified: number): string {
  const total = evaluation.criteria?.length ?? 0;
  const onSteps =
    unverified === 0 ? '' : unverified >= total ? ', but only by ticked steps: no evidence shows them yet' : `; ${unverified} of them only by ticked steps, with no evidence to show ${unverified === 1 ? 'it' : 'them'}`;
  if (evaluation.todo_auto_completed) {
    return unverified === 0 ? 'All success criteria are met. The todo was marked as complete.' : `All success criteria are covered${onSteps}. The todo was marked as complete.`;
  }
  if (evaluation.user_override) return gaps.length > 0 ? 'Completed by you despite the gaps below.' : 'Completed by you.';
  if (evaluation.gaps_found) return 'Some success criteria are not met yet.';
  return unverified === 0 ? 'No gaps found.' : `No gaps found${onSteps}.`;
}

function List({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      <ul className={`mt-2 space-y-1.5 rounded-lg p-3 text-sm ${tone}`}>
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <span aria-hidden="true">•</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The evaluation against the success criteria: gaps, suggestions, recommendation, force-complete. */
export function EvaluationPanel({ evaluation, canForceComplete, forcing, onForceComplete, planner }: Props) {
  if (!evaluation) return <p className="text-slate-600 dark:text-slate-400">No evaluation available</p>;
  const gaps = evaluation.gaps ?? [];
  const suggestions = evaluation.suggestions ?? [];
  const unverified = unverifiedCriteria(evaluation);
  return (
    <div className="space-y-4">
      <PlannerFallbackNote planner={planner} />
      <div className={`rounded-lg p-3 text-sm font-medium ${evaluation.gaps_found || unverified.length > 0 ? 'bg-amber-50 dark:bg-amber-950 text-amber-900 dark:text-amber-200' : 'bg-green-50 dark:bg-green-950 text-green-900 dark:text-green-200'}`}>
        {verdictText(evaluation, gaps, unverified.length)}
      </div>
      <List title="Gaps" items={gaps} tone="bg-red-50 dark:bg-red-950 text-red-900 dark:text-red-200" />
      <List title="Resting on ticked steps only (unverified)" items={unverified} tone="bg-amber-50 dark:bg-amber-950 text-amber-900 dark:text-amber-200" />
      <List title="Suggestions" items={suggestions} tone="bg-blue-50 dark:bg-blue-950 text-blue-900 dark:text-blue-200" />
      {evaluation.recommendation ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Recommendation</h3>
          <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">{evaluation.recommendation}</p>
        </div>
      ) : null}
      {evaluation.evaluated_at ? <p className="text-xs text-slate-600 dark:text-slate-400">Evaluated {formatDateTime(evaluation.evaluated_at)}</p> : null}
      {canForceComplete ? (
        <div className="border-t border-slate-200 dark:border-slate-700 pt-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">Satisfied with the result anyway? You can mark the todo as complete.</p>
          <button type="button" onClick={onForceComplete} disabled={forcing} className={`${primaryButton} mt-3`}>
            {forcing ? 'Completing...' : 'Mark as Complete Anyway'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
