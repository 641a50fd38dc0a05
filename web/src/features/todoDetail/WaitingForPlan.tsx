import { useEffect, useState } from 'react';
import { useToast } from '../../shared/toast/useToast';
import { useGenerateSteps } from './todoDetailApi';

export const WAITING_FOR_PLAN = 'Waiting for AI to generate your plan... usually takes a few seconds';

/** After this long without a plan, the background planning probably failed: offer to ask again. */
export const OFFER_GENERATE_AFTER_MS = 15_000;

/** The empty plan: the spec's waiting text, and a way out when the plan does not come. */
export function WaitingForPlan({ todoId, onGenerated }: { todoId: string; onGenerated(): void }) {
  const toast = useToast();
  const [offer, setOffer] = useState(false);
  const generateSteps = useGenerateSteps(todoId);
  const busy = generateSteps.isPending;

  useEffect(() => {
    const timer = setTimeout(() => setOffer(true), OFFER_GENERATE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [todoId]);

  const generate = () =>
    generateSteps.mutate(undefined, {
      onSuccess: () => onGenerated(),
      onError: () => toast.error('Failed to regenerate plan. Please try again.'),
    });

  return (
    <div role="status" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-indigo-300 dark:border-indigo-700 bg-indigo-50 dark:bg-indigo-950 p-6 text-indigo-900 dark:text-indigo-200">
      <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent" />
      <span className="flex-1">{WAITING_FOR_PLAN}</span>
      {offer ? (
        <button
          type="button"
          onClick={generate}
          disabled={busy}
          className="rounded-lg border border-indigo-300 dark:border-indigo-700 bg-white dark:bg-slate-900 px-3 py-1.5 text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:bg-indigo-100 dark:hover:bg-indigo-900 disabled:opacity-60"
        >
          {busy ? 'Generating...' : 'Generate plan now'}
        </button>
      ) : null}
    </div>
  );
}
