/** Who wrote a planner answer (the `planner` field of the questions and step chat answers). */
export type PlannerNote = { name: string; fallback: boolean; reason: string | null };

export const plannerFallbackText = (reason: string | null) => `Planned offline: the model did not answer (${reason ?? 'no reason given'}).`;

/** The offline planner answered on its own (no model is configured): it says so, and claims no model was asked. */
export const offlinePlannerText = 'Made by the offline planner, without an AI model.';

/** Whether a planner answer gets a note: the offline planner made it (standing in, or on its own). */
export const plannerNoteShown = (planner: PlannerNote | null | undefined): boolean => planner?.fallback === true || planner?.name === 'offline';

/**
 * A small note where a planner answer is shown: when the offline planner stood in for a model
 * that failed (and why), or when it made the answer itself; none for a model's answer.
 */
export function PlannerFallbackNote({ planner }: { planner: PlannerNote | null | undefined }) {
  if (planner?.fallback) {
    return (
      <p role="note" className="rounded-lg border border-amber-200 dark:border-amber-800 bg-amber-50 dark:bg-amber-950 px-3 py-2 text-xs text-amber-900 dark:text-amber-200">
        {plannerFallbackText(planner.reason)}
      </p>
    );
  }
  if (planner?.name !== 'offline') return null;
  return (
    <p role="note" className="rounded-lg border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-900 px-3 py-2 text-xs text-slate-700 dark:text-slate-300">
      {offlinePlannerText}
    </p>
  );
}
