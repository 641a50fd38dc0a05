/** Who wrote a planner answer (the `planner` field of the questions and step chat answers). */
export type PlannerNote = { name: string; fallback: boolean; reason: string | null };

export const plannerFallbackText = (reason: string | null) => `Planned offline: the model did not answer (${reason ?? 'no reason given'}).`;

/** A small note where a planner answer is shown, when the offline planner stood in for the model. */
export function PlannerFallbackNote({ planner }: { planner: PlannerNote | null | undefined }) {
  if (!planner?.fallback) return null;
  return (
    <p role="note" className="rounded-lg border border-amber-200 dark:border-amber-800 bg-amber-50 dark:bg-amber-950 px-3 py-2 text-xs text-amber-900 dark:text-amber-200">
      {plannerFallbackText(planner.reason)}
    </p>
  );
}
