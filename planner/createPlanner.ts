import { LangChainPlanner } from './langchainPlanner';
import { OfflinePlanner } from './offlinePlanner';
import type { Planner } from './plannerPort';

export type PlannerEnv = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  PLANNER_MODEL?: string;
};

export const DEFAULT_PLANNER_MODEL = 'gpt-4o-mini';
/** Planning calls are interactive (the wizard waits): fail clearly instead of hanging. */
export const PLANNER_TIMEOUT_MS = 60_000;
export const PLANNER_MAX_RETRIES = 2;

/**
 * LangChain when a key or an endpoint is configured (OpenAI, or Ollama /
 * vLLM / LM Studio through OPENAI_BASE_URL), else the offline planner.
 */
export function createPlanner(env: PlannerEnv): Planner {
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  if (!apiKey && !baseURL) return new OfflinePlanner();
  return new LangChainPlanner({
    apiKey,
    baseURL,
    model: env.PLANNER_MODEL?.trim() || DEFAULT_PLANNER_MODEL,
    timeoutMs: PLANNER_TIMEOUT_MS,
    maxRetries: PLANNER_MAX_RETRIES,
  });
}
