import type { HistoryEntry } from './historyApi';
import { plannerCallOf } from './historyApi';

/** What each kind of event is called in the timeline, in the owner's words. */
const EVENT_LABELS: Record<string, string> = {
  TodoCreated: 'Todo created',
  TodoDetailsUpdated: 'Todo edited',
  TodoStatusChanged: 'Status changed',
  TodoStarted: 'Work started',
  TodoLinkedToMission: 'Added to a mission',
  TodoUnlinkedFromMission: 'Taken out of its mission',
  TodoDeleted: 'Todo deleted',
  TodoRestored: 'Todo restored',
  TodoEditUndone: 'Edit undone',
  TodoReplanUndone: 'Re-plan undone',
  TodoReopened: 'Todo reopened',
  TodoDependencyAdded: 'Now waits for another todo',
  TodoDependencyRemoved: 'No longer waits for a todo',
  StepAdded: 'Step added',
  StepsPlanned: 'Steps planned',
  StepsRetired: 'Re-plan',
  StepUpdated: 'Step edited',
  StepStarted: 'Step started',
  StepCompleted: 'Step completed',
  StepCompletionUndone: 'Step completion undone',
  StepReopened: 'Step reopened',
  StepNoteAdded: 'Note added',
  EvidenceAdded: 'Evidence added',
  FindingAdded: 'Finding recorded',
  FindingDeleted: 'Finding deleted',
  TodoEvaluationRequested: 'Evaluation requested',
  TodoEvaluated: 'Evaluated',
  TodoEvaluationDiscarded: 'Evaluation set aside',
  TodoAutoCompleted: 'Todo completed',
  TodoForceCompleted: 'Todo completed by hand',
  StepChatMessagePosted: 'Message to the step assistant',
  StepAssistantReplied: 'Step assistant replied',
  MissionCreated: 'Mission created',
  MissionDetailsUpdated: 'Mission edited',
  MissionStatusChanged: 'Status changed',
  MissionOdysseyChanged: 'Odyssey changed',
  MissionDeleted: 'Mission deleted',
  MissionRestored: 'Mission restored',
  MissionReplanRequested: 'Re-plan requested',
  MissionReplanUndone: 'Re-plan undone',
  MissionCompleted: 'Mission completed',
  MissionReopened: 'Mission reopened',
  OdysseyCreated: 'Odyssey created',
  OdysseyDetailsUpdated: 'Odyssey edited',
  OdysseyStatusChanged: 'Status changed',
  OdysseyCompleted: 'Odyssey completed',
  OdysseyDeleted: 'Odyssey deleted',
  OdysseyRestored: 'Odyssey restored',
  JobRequested: 'Planning requested',
  JobClaimed: 'Planning started',
  JobProgressed: 'Planning under way',
  JobCompleted: 'Planning finished',
  JobFailed: 'Planning failed',
  PlannerCallRecorded: 'Planner call',
  DirectorConversationStarted: 'Conversation started',
  DirectorUserMessagePosted: 'Question to The Director',
  DirectorAssistantMessagePosted: 'The Director replied',
  UserDeleted: 'Account deleted',
};

/** `SomethingHappened` reads as "Something happened" when no label is known. */
function humanise(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function eventLabel(type: string): string {
  return EVENT_LABELS[type] ?? humanise(type);
}

const copiedFrom = (entry: HistoryEntry) => (entry.data as { copiedFromTodoId?: unknown } | null)?.copiedFromTodoId;
const copiedFromMission = (entry: HistoryEntry) => (entry.data as { copiedFromMissionId?: unknown } | null)?.copiedFromMissionId;

/**
 * The steps a copy came with: the plan appended with the copy's creation, right after it in its
 * stream. They are the source todo's steps, not the AI planner's work.
 */
export function copiedStepPlans(events: HistoryEntry[]): Set<string> {
  const copies = new Set(events.filter((e) => e.type === 'TodoCreated' && copiedFrom(e)).map((e) => `${e.stream}@${e.revision + 1}`));
  return new Set(events.filter((e) => e.type === 'StepsPlanned' && copies.has(`${e.stream}@${e.revision}`)).map((e) => e.event_id));
}

/** The label of an event, a copy's creation and its steps named as copied. */
function labelOf(entry: HistoryEntry, copiedSteps: boolean): string {
  if (entry.type === 'TodoCreated' && copiedFrom(entry)) return 'Todo copied';
  if (entry.type === 'MissionCreated' && copiedFromMission(entry)) return 'Mission copied';
  if (entry.type === 'StepsPlanned' && copiedSteps) return 'Steps copied';
  return eventLabel(entry.type);
}

/** What each planner capability produces, as the subject of a sentence. */
const PLANNER_WORK: Record<string, string> = {
  missionQuestions: 'Questions about the mission',
  odysseyQuestions: 'Questions about the odyssey',
  missionTodos: 'Todos of the mission',
  odysseyMissions: 'Missions of the odyssey',
  todoSteps: 'Plan',
  stepChat: 'Step assistant reply',
  evaluateTodo: 'Evaluation',
  missionCompletionSummary: 'Mission summary',
  directorReply: 'The Director’s reply',
  sampleData: 'Sample odyssey',
};

const STATUS_WORDS: Record<string, string> = {
  pending: 'pending',
  in_progress: 'in progress',
  completed: 'completed',
  active: 'active',
  paused: 'paused',
  archived: 'archived',
  cancelled: 'cancelled',
};

/** A planner call told as who did the work: the AI model, or the offline planner (and why). */
function plannerSentence(entry: HistoryEntry): string | null {
  const call = plannerCallOf(entry);
  if (!call) return null;
  const work = PLANNER_WORK[call.capability] ?? 'Planner answer';
  if (call.fallback) return `${work} made by the offline planner, because the AI model’s answer could not be used`;
  if (call.model === 'offline') return `${work} made by the offline planner`;
  if (call.error) return `${work} could not be made: the AI model failed`;
  return `${work} made by the AI model`;
}

/**
 * The line a person reads for an event: the server's summary, except where it speaks in the
 * system's terms (planner audit records, status codes); those keep their raw form in the
 * technical details.
 */
export function plainSummary(entry: HistoryEntry): string {
  const planner = plannerSentence(entry);
  if (planner) return planner;
  const status = /^Status set to (\w+)$/.exec(entry.summary);
  if (status) return `Status set to ${STATUS_WORDS[status[1]] ?? status[1].replace(/_/g, ' ')}`;
  return entry.summary;
}

/**
 * The event's label and, when it says more than the label, the readable line under it (a
 * summary that opens with the label, "Todo created: …", loses that opening).
 */
export function describeEvent(entry: HistoryEntry, copiedSteps = false): { label: string; text: string | null } {
  const label = labelOf(entry, copiedSteps);
  const text = plainSummary(entry);
  if (text.toLowerCase() === label.toLowerCase()) return { label, text: null };
  const lead = `${label.toLowerCase()}: `;
  if (text.toLowerCase().startsWith(lead)) return { label, text: text.slice(lead.length) };
  return { label, text };
}

/**
 * Who did an event, as the line above it says: the user themself, the AI planner or the app on
 * its own working for them (in the words their summaries use), or the system with no user behind it.
 */
export function whoDidIt(entry: HistoryEntry): string {
  const person = entry.actor ? (entry.actor.email ?? 'a deleted account') : null;
  const forPerson = person ? ` (for ${person})` : '';
  switch (entry.origin) {
    case 'ai_planner':
      return `by the AI planner${forPerson}`;
    case 'reactor':
      return `by the app on its own, after an earlier change${forPerson}`;
    case 'user':
      return person ? `by ${person}` : 'by the system';
    case 'system':
      return 'by the system';
  }
}
