import { AsyncLocalStorage } from 'node:async_hooks';
import type { PlannerCallData } from '../../domain/plannerCalls/events';
import type { FallbackReasonKind } from '../../domain/plannerCalls/fallbackReasons';
import type { PlannerNote } from '../../domain/planning';
import type { Planner, PlannerError } from '../ports/planner';

export type TokenUsage = { input_tokens: number; output_tokens: number; total_tokens: number };

/** What the model client reports after one structured call (corrective re-ask included). */
export type ModelCallReport = { model: string; attempts: number; usage: TokenUsage | null; problems: string[] };

/** The offline planner's rules and families, versioned like a prompt: a new date whenever what they plan or answer changes. */
export const OFFLINE_PLANNER_VERSION = 'offline-2026-11-29r';

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
  /** Why the offline planner stood in, in words ("its reply failed validation twice: …"). */
  fallback_reason: string | null;
  /** The same as a kind analysts count: the PlannerError's reason (null: no fallback). */
  fallback_kind: FallbackReasonKind | null;
  /** Why the model's replies were rejected or the call failed (zod issues, broken rules). */
  problems: string[];
  error: string | null;
};

export type PlannerCallRecorder = (record: PlannerCallRecord) => void;

type CallNotes = {
  model: string | null;
  usage: TokenUsage | null;
  attempts: number;
  problems: string[];
  fallback: boolean;
  fallbackReason: string | null;
  fallbackKind: FallbackReasonKind | null;
};
const current = new AsyncLocalStorage<CallNotes>();

/** Pass to LangChainPlanner's `onModelCall`: adds the model's report to the call being recorded. */
export function noteModelCall(report: ModelCallReport): void {
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
export function noteFallback(_capability: string, error: PlannerError): void {
  const notes = current.getStore();
  if (!notes) return;
  notes.fallback = true;
  notes.fallbackReason = describeFailure(error);
  notes.fallbackKind = error.reason;
}

/** Why the model's answer could not be used, as the end of "the model did not answer (…)". */
export function describeFailure(error: PlannerError): string {
  const problems = (error.cause as { problems?: unknown } | undefined)?.problems;
  const last = Array.isArray(problems) && typeof problems.at(-1) === 'string' ? String(problems.at(-1)).replace(/^attempt \d+: /, '') : null;
  const detail = last ? `: ${last.length > 200 ? `${last.slice(0, 199)}…` : last}` : '';
  if (error.reason === 'malformed') return `its reply failed validation twice${detail}`;
  if (error.reason === 'rule_violation') return `its reply broke a rule twice${detail}`;
  // "The AI planner did not answer within 60 seconds." reads on inside the note's parentheses.
  return error.message.replace(/\.$/, '').replace(/^The /, 'the ');
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
  // The odyssey a mission's todos were planned for.
  if (i.odyssey && typeof i.odyssey === 'object') out.odyssey_title = (i.odyssey as { title?: string }).title;
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
      const notes: CallNotes = current.getStore() ?? newNotes();
      const started = Date.now();
      const finish = (output: unknown, error: string | null) => record(recordOf(planner, capability, notes, input, output, Date.now() - started, error));
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
  // A Director reply streams: it goes on the record once the last piece is out (or it failed).
  const director = planner.directorReply.bind(planner);
  wrapped.directorReply = (input, signal) =>
    (async function* () {
      const notes = current.getStore() ?? newNotes();
      const started = Date.now();
      let text = '';
      // Each piece is pulled inside the call's notes, so the model's token report lands in them.
      const pieces = director(input, signal)[Symbol.asyncIterator]();
      let finished = false;
      try {
        for (;;) {
          const next = await current.run(notes, () => pieces.next());
          if (next.done) break;
          text += next.value;
          yield next.value;
        }
        finished = true;
      } catch (e) {
        finished = true;
        record(recordOf(planner, 'directorReply', notes, input, text || null, Date.now() - started, (e as Error).message));
        throw e;
      } finally {
        // A reader that stopped early closes the reply it no longer reads.
        if (!finished) await pieces.return?.();
      }
      record(recordOf(planner, 'directorReply', notes, input, text, Date.now() - started, null));
    })();
  return wrapped;
}

const newNotes = (): CallNotes => ({ model: null, usage: null, attempts: 0, problems: [], fallback: false, fallbackReason: null, fallbackKind: null });

function recordOf(planner: Planner, capability: string, notes: CallNotes, input: unknown, output: unknown, latencyMs: number, error: string | null): PlannerCallRecord {
  // The Director streams without the structured-call report: its model is the planner's.
  const model = notes.model ?? (planner.kind === 'langchain' ? (planner.modelName ?? 'unknown') : null);
  return {
    capability,
    model: notes.fallback ? `offline (fallback from ${model ?? 'the model'})` : (model ?? 'offline'),
    // A fallback keeps the version of the prompt the model was asked with: that is what failed.
    prompt_version: model ? (planner.promptVersion ?? 'unknown') : OFFLINE_PLANNER_VERSION,
    inputs: keyInputs(input),
    output,
    usage: notes.usage,
    latency_ms: latencyMs,
    attempts: notes.attempts,
    fallback: notes.fallback,
    fallback_reason: notes.fallbackReason,
    fallback_kind: notes.fallbackKind,
    problems: notes.problems,
    error,
  };
}

/** A synchronous answer of the planner itself (the onboarding sample): always offline, never a model. */
export function offlineCallRecord(planner: Planner, capability: string, output: unknown, latencyMs: number): PlannerCallRecord {
  return { ...recordOf(planner, capability, newNotes(), {}, output, latencyMs, null), model: 'offline', prompt_version: OFFLINE_PLANNER_VERSION };
}

/**
 * A call whose failure the caller covers itself (a plain completion summary): the record
 * says what stood in and why (in words and as a kind), and keeps the prompt version that was tried.
 */
export function stoodIn(record: PlannerCallRecord, output: unknown, reason: string, kind: FallbackReasonKind): PlannerCallRecord {
  const model = record.model === 'offline' || record.model.startsWith('offline (') ? record.model : `offline (fallback from ${record.model})`;
  return { ...record, model, output, fallback: true, fallback_reason: reason, fallback_kind: kind };
}

/** What the answer of a synchronous call says about who planned it. */
export type { PlannerNote };
export const plannerNote = (r: PlannerCallRecord): PlannerNote => ({ name: r.model, fallback: r.fallback, reason: r.fallback_reason });

export type RecordedOutcome<T> = { ok: true; value: T; call: PlannerCallRecord } | { ok: false; error: unknown; call: PlannerCallRecord | null };

/** Runs one planner call and hands back its audit record with the answer (or the error). */
export async function callOnRecord<T>(planner: Planner, ask: (planner: Planner) => Promise<T>): Promise<RecordedOutcome<T>> {
  const box: { call: PlannerCallRecord | null } = { call: null };
  const recorded = withCallRecording(planner, (r) => (box.call = r));
  try {
    const value = await ask(recorded);
    // withCallRecording reports before the answer is returned.
    if (!box.call) throw new Error('the planner call was not recorded');
    return { ok: true, value, call: box.call };
  } catch (error) {
    return { ok: false, error, call: box.call };
  }
}

/** What a record names besides the call: its job, its user, the mission or odyssey it planned. */
export type PlannerCallLinks = { jobId?: string; userId?: string | null; missionId?: string | null; odysseyId?: string | null };

/** The record as the PlannerCallRecorded event carries it. */
export function toPlannerCallData(r: PlannerCallRecord, recordedAt: string, links: PlannerCallLinks): PlannerCallData {
  return {
    ...(links.jobId ? { jobId: links.jobId } : {}),
    ...(links.userId ? { userId: links.userId } : {}),
    ...(links.missionId ? { missionId: links.missionId } : {}),
    ...(links.odysseyId ? { odysseyId: links.odysseyId } : {}),
    capability: r.capability,
    model: r.model,
    promptVersion: r.prompt_version,
    inputs: r.inputs,
    output: r.output ?? null,
    usage: r.usage ? { inputTokens: r.usage.input_tokens, outputTokens: r.usage.output_tokens, totalTokens: r.usage.total_tokens } : null,
    latencyMs: Math.max(0, Math.round(r.latency_ms)),
    attempts: r.attempts,
    fallback: r.fallback,
    fallbackReason: r.fallback_reason,
    fallbackKind: r.fallback_kind,
    problems: r.problems.slice(0, 20),
    error: r.error,
    recordedAt,
  };
}
