import { LangChainPlanner } from './langchainPlanner';
import { withOfflineFallback, type FallbackLogger } from './fallbackPlanner';
import { OfflinePlanner } from './offlinePlanner';
import type { Planner } from '../commands/ports/planner';
import { noteFallback, noteModelCall, withCallRecording, type PlannerCallRecorder } from '../commands/plannerCalls/recordingPlanner';
import type { StructuredOutputMode } from './structuredCall';

export type PlannerEnv = {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  PLANNER_MODEL?: string;
  PLANNER_OUTPUT?: StructuredOutputMode;
  PLANNER_TIMEOUT_MS?: number;
  PLANNER_MAX_RETRIES?: number;
  PLANNER_BACKGROUND_TIMEOUT_MS?: number;
  PLANNER_BACKGROUND_MAX_RETRIES?: number;
  PLANNER_BUDGET_MS?: number;
};

export const DEFAULT_PLANNER_MODEL = 'gpt-4o-mini';
/** Planning calls are interactive (the wizard waits): fail clearly instead of hanging. */
export const PLANNER_TIMEOUT_MS = 60_000;
export const PLANNER_MAX_RETRIES = 2;
/** Background calls (todo steps, evaluations) may wait longer but retry less. */
export const PLANNER_BACKGROUND_TIMEOUT_MS = 120_000;
export const PLANNER_BACKGROUND_MAX_RETRIES = 1;
/** One capability call, corrective re-ask and retries included, never takes longer. */
export const PLANNER_BUDGET_MS = 150_000;

const silent: FallbackLogger = { warn: () => undefined };

/**
 * LangChain when a key or an endpoint is configured (OpenAI, or Ollama /
 * vLLM / LM Studio / llama.cpp through OPENAI_BASE_URL), with the offline
 * planner answering whenever the model cannot give a usable plan; else the
 * offline planner alone. With a recorder, every call is reported for the
 * audit record (model, prompt version, inputs, output, tokens, fallback).
 */
export function createPlanner(env: PlannerEnv, logger: FallbackLogger = silent, recorder?: PlannerCallRecorder): Planner {
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  const offline = new OfflinePlanner();
  const recorded = (planner: Planner) => (recorder ? withCallRecording(planner, recorder) : planner);
  if (!apiKey && !baseURL) return recorded(offline);
  const model = new LangChainPlanner({
    apiKey,
    baseURL,
    model: env.PLANNER_MODEL?.trim() || DEFAULT_PLANNER_MODEL,
    output: env.PLANNER_OUTPUT ?? 'tools',
    timeoutMs: env.PLANNER_TIMEOUT_MS ?? PLANNER_TIMEOUT_MS,
    maxRetries: env.PLANNER_MAX_RETRIES ?? PLANNER_MAX_RETRIES,
    background: {
      timeoutMs: env.PLANNER_BACKGROUND_TIMEOUT_MS ?? PLANNER_BACKGROUND_TIMEOUT_MS,
      maxRetries: env.PLANNER_BACKGROUND_MAX_RETRIES ?? PLANNER_BACKGROUND_MAX_RETRIES,
    },
    budgetMs: env.PLANNER_BUDGET_MS ?? PLANNER_BUDGET_MS,
    onModelCall: noteModelCall,
  });
  return recorded(withOfflineFallback(model, offline, logger, noteFallback));
}
