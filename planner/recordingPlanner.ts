import { AsyncLocalStorage } from 'node:async_hooks';
import { PROMPT_VERSION } from './prompts/shared';
import type { Planner } from './plannerPort';
import type { ModelCallReport, TokenUsage } from './structuredCall';

/** The offline planner's rules and families, versioned like a prompt. */
export const OFFLINE_PLANNER_VERSION = 'offline-families-1';

/**
 * One planner call on the record: which model (or `offline`) with which
 * prompt version, the request's key inputs, the validated output, tokens,
 * latency, and whether the offline plan stood in for the model.
 */
export type PlannerCallRecord = {
  capability: string;
  model: string;
  prompt_version: string;
  inputs: Record<string, unknown>;
  output: unknown;
  usage: TokenUsage | null;
  latency_ms: number;
  attempts: number;
  fallback: boolean;
  /** Why the model's replies were rejected or the call failed (zod issues, broken rules). */
  problems: string[];
  error: string | null;
};

export type PlannerCallRecorder = (record: PlannerCallRecord) => void;

type CallNotes = { model: string | null; usage: TokenUsage | null; attempts: number; problems: string[]; fallback: boolean };
const current = new AsyncLocalStorage<CallNotes>();

/** Pass to LangChainPlanner's `onModelCall`: adds the model's report to the call being recorded. */
export function noteModelCall(report: ModelCallReport & { model: string }): void {
  const notes = current.getStore();
  if (!notes) return;
  notes.model = report.model;
  notes.attempts += report.attempts;
  notes.problems.push(...report.problems);
  if (report.usage) {
    const u = notes.usage ?? { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
    notes.usage = { input_tokens: u.input_tokens + report.usage.input_tokens, output_tokens: u.output_tokens + report.usage.output_tokens, total_tokens: u.total_tokens + report.usage.total_tokens };
  }
}

/** Pass to withOfflineFallback's listener: marks the call being recorded as answered offline. */
export function noteFallback(): void {
  const notes = current.getStore();
  if (notes) notes.fallback = true;
}

/** The key inputs of a request: titles, the answers' count and text, no ids. */
function keyInputs(input: unknown): Record<string, unknown> {
  const i = (input ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ['title', 'description', 'mission_title', 'mission_description', 'odyssey_title', 'odyssey_description', 'message', 'success_criteria']) {
    if (typeof i[key] === 'string') out[key] = i[key];
  }
  if (Array.isArray(i.qa_pairs)) out.qa_pairs = i.qa_pairs;
  if (i.todo && typeof i.todo === 'object') out.todo_title = (i.todo as { title?: string }).title;
  if (i.mission && typeof i.mission === 'object') out.mission_title = (i.mission as { title?: string }).title;
  return out;
}

const RECORDED = ['missionQuestions', 'odysseyQuestions', 'missionTodos', 'odysseyMissions', 'todoSteps', 'stepChat', 'evaluateTodo', 'missionCompletionSummary'] as const;

/**
 * The Planner port with every call reported to a recorder (the audit record).
 * Wrap the outermost planner (after the offline fallback) so a fallback and
 * the model's tokens land in the same record.
 */
export function withCallRecording(planner: Planner, record: PlannerCallRecorder): Planner {
  const wrapped: Planner = Object.create(planner);
  for (const capability of RECORDED) {
    const call = planner[capability].bind(planner) as (input: unknown, signal?: AbortSignal, onProgress?: unknown) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[capability] = (input: unknown, signal?: AbortSignal, onProgress?: unknown) => {
      // An outer recorder (a job's) shares its notes with this one: both see the model's report.
      const notes: CallNotes = current.getStore() ?? { model: null, usage: null, attempts: 0, problems: [], fallback: false };
      const started = Date.now();
      const finish = (output: unknown, error: string | null) => {
        const offline = planner.kind === 'offline' || notes.fallback || notes.model === null;
        record({
          capability,
          model: notes.model && !notes.fallback ? notes.model : notes.fallback ? `offline (fallback from ${notes.model ?? 'the model'})` : offline ? 'offline' : 'unknown',
          prompt_version: notes.model && !notes.fallback ? PROMPT_VERSION : OFFLINE_PLANNER_VERSION,
          inputs: keyInputs(input),
          output,
          usage: notes.usage,
          latency_ms: Date.now() - started,
          attempts: notes.attempts,
          fallback: notes.fallback,
          problems: notes.problems,
          error,
        });
      };
      return current.run(notes, async () => {
        try {
          const output = await call(input, signal, onProgress);
          finish(output, null);
          return output;
        } catch (e) {
          finish(null, (e as Error).message);
          throw e;
        }
      });
    };
  }
  return wrapped;
}
