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

/** The step assistant read the user's chat message as the step started or done. */
const readFromChat = (e: RecordedEvent) => (e.type === 'StepCompleted' || e.type === 'StepStarted') && typeof (e.data as Data | null)?.chatReplyId === 'string';
/** What a step's completion brings with it in the same append: the todo started, its evaluation asked for. */
const FOLLOW_A_STEP = new Set(['TodoStarted', 'TodoEvaluationRequested']);

type Commands = { planner: Set<string>; chatReadings: Set<string> };

function originOf(e: RecordedEvent, commands: Commands): EventOrigin {
  const data = (e.data ?? {}) as Data;
  if (e.type === 'PlannerCallRecorded') return 'ai_planner';
  if (PLANNER_OUTPUTS.has(e.type) && commands.planner.has(commandKey(e))) return 'ai_planner';
  if (readFromChat(e) || (FOLLOW_A_STEP.has(e.type) && commands.chatReadings.has(commandKey(e)))) return 'ai_planner';
  if (e.type === 'FindingAdded' && data.source === 'step_assistant') return 'ai_planner';
  if (!e.metadata?.userId) return 'system';
  // A request's events are caused by the request itself; a reaction's by the event it followed.
  const { causationId, correlationId } = e.metadata;
  if (causationId && causationId !== correlationId) return 'reactor';
  return 'user';
}

/** The origin of each of the events, which hold the planner calls recorded beside them. */
export function eventOrigins(events: RecordedEvent[]): EventOrigin[] {
  const commands = {
    planner: new Set(events.filter((e) => e.type === 'PlannerCallRecorded').map(commandKey)),
    chatReadings: new Set(events.filter(readFromChat).map(commandKey)),
  };
  return events.map((e) => originOf(e, commands));
}
