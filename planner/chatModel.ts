import { ChatOpenAI } from '@langchain/openai';

export type ChatModelConfig = {
  /** May be absent for local servers (Ollama, vLLM, LM Studio) that need none. */
  apiKey?: string;
  /** An OpenAI-compatible endpoint, e.g. http://localhost:11434/v1. */
  baseURL?: string;
  model: string;
  /** Per request; a slower answer fails with a PlannerError('timeout'). */
  timeoutMs: number;
  /** Retries after a failed request (time-outs, 429, 5xx), with backoff. */
  maxRetries: number;
  temperature?: number;
  maxTokens?: number;
  streaming?: boolean;
};

/** The one place a ChatOpenAI client is configured (planner and Director share it). */
export function createChatModel(cfg: ChatModelConfig): ChatOpenAI {
  return new ChatOpenAI({
    model: cfg.model,
    apiKey: cfg.apiKey ?? 'not-needed',
    maxRetries: cfg.maxRetries,
    timeout: cfg.timeoutMs,
    ...(cfg.temperature !== undefined ? { temperature: cfg.temperature } : {}),
    ...(cfg.maxTokens !== undefined ? { maxTokens: cfg.maxTokens } : {}),
    ...(cfg.streaming ? { streaming: true } : {}),
    configuration: cfg.baseURL ? { baseURL: cfg.baseURL } : {},
  });
}
