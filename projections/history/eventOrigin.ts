import type { RecordedEvent } from '../../commands/eventStore';

/**
 * Who did an event: the user's own request, the AI planner working for them, the app reacting
 * by itself to an earlier event of theirs (a reactor), or the system with no user behind it.
 */
export const EVENT_ORIGINS = ['user', 'ai_planner', 'reactor', 'system'] as const;
export type EventOrigin = (typeof EVENT_ORIGINS)[number];

/** Events whose content a planner call wrote (an auto-completion follows its verdict), when a call is on the record beside them. */
const PLANNER_OUTPUTS = new Set(['StepsPlanned', 'TodoEvaluated', 'TodoAutoCompleted', 'StepAssistantReplied', 'MissionCompleted', 'JobCompleted', 'DirectorAssistantMessagePosted']);

/** Events of one command share its correlation and cause: a planner call beside an output wrote it. */
const commandKey = (e: RecordedEvent) => `${e.metadata?.correlationId ?? ''}|${e.metadata?.causationId ?? ''}`;

type Data = { chatReplyId?: unknown; source?: unknown };

function originOf(e: RecordedEvent, plannerCommands: Set<string>): EventOrigin {
  const data = (e.data ?? {}) as Data;
  if (e.type === 'PlannerCallRecorded') return 'ai_planner';
  if (PLANNER_OUTPUTS.has(e.type) && plannerCommands.has(commandKey(e))) return 'ai_planner';
  // The step assistant read the user's chat message as the step started or done.
  if ((e.type === 'StepCompleted' || e.type === 'StepStarted') && typeof data.chatReplyId === 'string') return 'ai_planner';
  if (e.type === 'FindingAdded' && data.source === 'step_assistant') return 'ai_planner';
  if (!e.metadata?.userId) return 'system';
  // A request's events are caused by the request itself; a reaction's by the event it followed.
  const { causationId, correlationId } = e.metadata;
  if (causationId && causationId !== correlationId) return 'reactor';
  return 'user';
}

/** The origin of each of the events, which hold the planner calls recorded beside them. */
export function eventOrigins(events: RecordedEvent[]): EventOrigin[] {
  const plannerCommands = new Set(events.filter((e) => e.type === 'PlannerCallRecorded').map(commandKey));
  return events.map((e) => originOf(e, plannerCommands));
}
