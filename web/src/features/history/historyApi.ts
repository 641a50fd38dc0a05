import { apiFetch } from '../../shared/api/http';

export type HistoryKind = 'odyssey' | 'mission' | 'todo' | 'conversation';

export type HistoryActor = { id: string; email: string | null };

/** One event of GET /api/history/{kind}/{id}. */
export type HistoryEntry = {
  event_id: string;
  stream: string;
  revision: number;
  position: string;
  type: string;
  time: string;
  occurred_at: string;
  actor: HistoryActor | null;
  summary: string;
  data: unknown;
};

export type EntityHistory = {
  kind: HistoryKind;
  id: string;
  title: string | null;
  owner: HistoryActor;
  deleted: boolean;
  related_streams: string[];
  events: HistoryEntry[];
};

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
