import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';

/** GET /api/history/{kind}/{id}, read from the generated contract. */
export type EntityHistory = ApiResponse<'/api/history/{kind}/{id}', 'get'>;
export type HistoryKind = EntityHistory['kind'];
export type HistoryEntry = EntityHistory['events'][number];
export type HistoryActor = EntityHistory['owner'];

export const historyQueryKey = (kind: HistoryKind, id: string) => ['history', kind, id] as const;

export const fetchHistory = (kind: HistoryKind, id: string, signal?: AbortSignal) => apiFetch<EntityHistory>(`/history/${kind}/${id}`, { signal });

/** Events that carry what the AI was asked or answered (what it did itself also says so by its origin). */
const AI_EVENT_TYPES = new Set([
  'StepsPlanned',
  'TodoEvaluationRequested',
  'TodoEvaluated',
  'TodoEvaluationDiscarded',
  'TodoAutoCompleted',
  'StepChatMessagePosted',
  'StepAssistantReplied',
  'MissionCompleted',
  'JobRequested',
  'JobClaimed',
  'JobProgressed',
  'JobCompleted',
  'JobFailed',
  'DirectorUserMessagePosted',
  'DirectorAssistantMessagePosted',
  'PlannerCallRecorded',
]);

/** What the AI was asked or answered, and what the AI planner did (a step it read as done, a finding it saved). */
export const isAiEvent = (entry: HistoryEntry) => entry.origin === 'ai_planner' || AI_EVENT_TYPES.has(entry.type);

/** The audit record of one planner call (a PlannerCallRecorded event's data). */
export type PlannerCall = {
  capability: string;
  model: string;
  promptVersion: string;
  latencyMs: number;
  usage: { totalTokens: number } | null;
  fallback: boolean;
  fallbackReason?: string | null;
  error: string | null;
};

/** The planner call an entry records, or null for any other event. */
export function plannerCallOf(entry: HistoryEntry): PlannerCall | null {
  if (entry.type !== 'PlannerCallRecorded' || typeof entry.data !== 'object' || entry.data === null) return null;
  const d = entry.data as Partial<PlannerCall>;
  if (typeof d.model !== 'string' || typeof d.promptVersion !== 'string' || typeof d.latencyMs !== 'number') return null;
  return {
    capability: String(d.capability ?? ''),
    model: d.model,
    promptVersion: d.promptVersion,
    latencyMs: d.latencyMs,
    usage: d.usage && typeof d.usage.totalTokens === 'number' ? { totalTokens: d.usage.totalTokens } : null,
    fallback: d.fallback === true,
    fallbackReason: typeof d.fallbackReason === 'string' ? d.fallbackReason : null,
    error: typeof d.error === 'string' ? d.error : null,
  };
}

/** Where an event comes from, when not the entity's own stream. */
export function sourceLabel(entry: HistoryEntry, kind: HistoryKind): string | null {
  if (entry.stream.startsWith(`${kind}-`)) return null;
  if (entry.stream.startsWith('stepchat-')) return 'Step chat';
  if (entry.stream.startsWith('job-')) return 'Planning job';
  return null;
}
