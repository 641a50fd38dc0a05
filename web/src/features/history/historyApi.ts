import { apiFetch } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';

/** GET /api/history/{kind}/{id}, read from the generated contract. */
export type EntityHistory = ApiResponse<'/api/history/{kind}/{id}', 'get'>;
export type HistoryKind = EntityHistory['kind'];
export type HistoryEntry = EntityHistory['events'][number];
export type HistoryActor = EntityHistory['owner'];

export const historyQueryKey = (kind: HistoryKind, id: string) => ['history', kind, id] as const;

export const fetchHistory = (kind: HistoryKind, id: string, signal?: AbortSignal) => apiFetch<EntityHistory>(`/history/${kind}/${id}`, { signal });

/** Events that carry what the AI was asked or answered. */
const AI_EVENT_TYPES = new Set([
  'StepsPlanned',
  'TodoEvaluationRequested',
  'TodoEvaluated',
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
]);

export const isAiEvent = (entry: HistoryEntry) => AI_EVENT_TYPES.has(entry.type);

/** Where an event comes from, when not the entity's own stream. */
export function sourceLabel(entry: HistoryEntry, kind: HistoryKind): string | null {
  if (entry.stream.startsWith(`${kind}-`)) return null;
  if (entry.stream.startsWith('stepchat-')) return 'Step chat';
  if (entry.stream.startsWith('job-')) return 'Planning job';
  return null;
}
