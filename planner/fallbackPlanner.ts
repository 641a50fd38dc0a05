import { isPlannerError, type PlannerError } from './plannerError';
import type { Planner } from '../commands/ports/planner';

export type FallbackLogger = { warn(o: object, m?: string): void };

/** Told when a capability answered from the offline planner instead of the model. */
export type FallbackListener = (capability: string, error: PlannerError) => void;

/** The capabilities whose answer is a plan: the person always gets one. */
const PLAN_CAPABILITIES = ['missionQuestions', 'odysseyQuestions', 'missionTodos', 'odysseyMissions', 'todoSteps'] as const;

/**
 * The model planner with the offline planner behind it: when a planning call
 * fails (time-out, unreachable server, a reply that stayed malformed or kept
 * breaking a rule after the corrective re-ask), the offline plan answers and
 * the failure is logged with its reason. A cancelled request stays cancelled.
 * Chat, evaluation and the Director keep the model's errors: a made-up chat
 * answer would mislead.
 */
export function withOfflineFallback(primary: Planner, offline: Planner, logger: FallbackLogger, onFallback?: FallbackListener): Planner {
  const wrapped: Planner = Object.create(primary);
  for (const capability of PLAN_CAPABILITIES) {
    const call = primary[capability].bind(primary) as (input: unknown, signal?: AbortSignal, onProgress?: unknown) => Promise<unknown>;
    const backup = offline[capability].bind(offline) as (input: unknown, signal?: AbortSignal, onProgress?: unknown) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[capability] = async (input: unknown, signal?: AbortSignal, onProgress?: unknown) => {
      try {
        return await call(input, signal, onProgress);
      } catch (error) {
        if (!isPlannerError(error) || error.reason === 'aborted') throw error;
        logger.warn({ capability, reason: error.reason, problems: (error.cause as { problems?: string[] } | undefined)?.problems, error: error.message }, 'planner fell back to the offline plan');
        onFallback?.(capability, error);
        return backup(input, signal, onProgress);
      }
    };
  }
  return wrapped;
}
