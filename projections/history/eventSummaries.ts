import type { RecordedEvent } from '../../commands/eventStore';
import type { HistoryEntityKind } from './historyAnswer';
import { ERASED } from '../../domain/personalFields';
import type { EventOrigin } from './eventOrigin';

/** One line per event for the history timeline, in log order with the titles seen so far: later events name their step. */
export class SummaryContext {
  stepTitles = new Map<string, string>();
  findingTitles = new Map<string, string>();
  /**
   * The title, at the event being told, of the other entity it names: the mission (of an
   * odyssey) or todo (of a mission) it is about, the todo a todo waits for or was copied from.
   */
  namedTitle: string | null = null;
  /**
   * Where its mission's re-plans left the todo: in the mission, set aside by the latest re-plan
   * (an undo brings it back) or by an earlier one; and whether it was restored into the mission
   * since the latest re-plan (an undo keeps it).
   */
  setAside: 'no' | 'latest' | 'earlier' = 'no';
  restoredSinceReplan = false;
  /** The mission re-plan (mission, revision) the todo was created for, if any: only that re-plan's undo sets it aside. */
  plannedFor: { missionId: string; revision: number } | null = null;
  /** Whether the todo stands completed: an undone step completion may reopen it. */
  todoCompleted = false;
  /** The mission's or odyssey's title and description so far: an edit names what it changed. */
  details: { title?: string; description?: string | null } = {};
  /** Who did the event being told: the AI planner's work and a reactor's say so. */
  origin: EventOrigin = 'user';
  /** Whether the event before was a copy's creation: the steps that come with it are copied, not planned. */
  justCopied = false;

  constructor(
    /** Whose history it is: a todo's tells its mission's events by what they did to the todo. */
    readonly subject: HistoryEntityKind,
    /** Its id: a mission moving between odysseys moves into or out of this one. */
    readonly subjectId: string,
  ) {}
}

/** A mission's or odyssey's edit, named by what it changed from the details seen before. */
function detailsUpdated(d: Data, ctx: SummaryContext): string {
  const before = ctx.details;
  ctx.details = { title: d.title, description: d.description ?? null };
  const titleChanged = before.title !== d.title;
  const descriptionChanged = before.description !== (d.description ?? null);
  if (titleChanged && descriptionChanged) return `Title changed to ${quote(d.title)}, and the description`;
  if (titleChanged) return `Title changed to ${quote(d.title)}`;
  if (descriptionChanged) return d.description ? 'Description changed' : 'Description removed';
  return 'Details saved without changes';
}

/** The summary of a creation, re-plan or undo of a mission or odyssey, noting the details it sets. */
const settingDetails = (summary: (d: Data, ctx: SummaryContext) => string) => (d: Data, ctx: SummaryContext) => {
  ctx.details = { title: d.title, description: d.description ?? null };
  return summary(d, ctx);
};

/** The summary of an event after which the todo stands completed, or open. */
const leavingTodo = (completed: boolean, summary: string) => (_d: Data, ctx: SummaryContext) => {
  ctx.todoCompleted = completed;
  return summary;
};

type Data = Record<string, any>;

const MAX_QUOTE = 80;

/** A quoted, single-line excerpt of user or AI text. */
export function quote(text: unknown, max = MAX_QUOTE): string {
  const line = String(text ?? '').replace(/\s+/g, ' ').trim();
  return `"${line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line}"`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** The first three titles, quoted short ("…" for the rest). */
const firstTitles = (items: Array<{ title: string }>) => `${items.slice(0, 3).map((i) => quote(i.title, 40)).join(', ')}${items.length > 3 ? ', …' : ''}`;
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);
/** `JobLeaseExpired` -> `Job lease expired`. */
const humanise = (type: string) => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  successCriteria: 'success criteria',
  priority: 'priority',
  dueDate: 'due date',
};

/** The other todo an event names, by its title then. */
const todoName = (ctx: SummaryContext) => (ctx.namedTitle === null ? 'a todo not on record' : quote(ctx.namedTitle, 60));

function stepName(ctx: SummaryContext, stepId: string): string {
  const title = ctx.stepTitles.get(stepId);
  return title ? `step ${quote(title, 60)}` : 'a step';
}

/** What a reopened step left open, noting whether the todo still stands completed: the todo too when it no longer does. */
function reopenedStep(ctx: SummaryContext, todoCompleted: boolean): string {
  const reopensTodo = ctx.todoCompleted && !todoCompleted;
  ctx.todoCompleted = todoCompleted;
  return reopensTodo ? 'the step and the todo are open again' : 'the step is open again';
}

/** What each planner capability is called in a history line. */
const CALL_NAMES: Record<string, string> = {
  missionQuestions: 'mission questions',
  odysseyQuestions: 'odyssey questions',
  missionTodos: 'todos of a mission',
  odysseyMissions: 'missions of an odyssey',
  todoSteps: 'step plan',
  stepChat: 'step chat reply',
  evaluateTodo: 'evaluation',
  missionCompletionSummary: 'mission summary',
  directorReply: 'Director reply',
  sampleData: 'sample odyssey',
};

const summarisers: Record<string, (d: Data, ctx: SummaryContext) => string> = {
  // ---- todo stream ----
  TodoCreated: (d, ctx) => {
    ctx.plannedFor = d.replanRevision && d.missionId ? { missionId: d.missionId, revision: d.replanRevision } : null;
    const extras = [`priority ${d.priority}`, d.dueDate ? `due ${day(d.dueDate)}` : null, d.missionId ? 'in a mission' : 'standalone'].filter(Boolean).join(', ');
    ctx.justCopied = !!d.copiedFromTodoId;
    const made = d.copiedFromTodoId ? `Todo copied from ${todoName(ctx)} as` : 'Todo created:';
    return `${made} ${quote(d.title)} (${extras})`;
  },
  TodoDetailsUpdated: (d) => {
    const changed = Object.keys(FIELD_NAMES).filter((k) => k in d);
    if (changed.length === 1 && 'title' in d) return `Title changed to ${quote(d.title)}`;
    if (changed.length === 1 && 'priority' in d) return `Priority changed to ${d.priority}`;
    if (changed.length === 1 && 'dueDate' in d) return d.dueDate ? `Due date changed to ${day(d.dueDate)}` : 'Due date removed';
    return changed.length ? `Details updated: ${changed.map((k) => FIELD_NAMES[k]).join(', ')}` : 'Details saved without changes';
  },
  TodoStatusChanged: (d) => `Status set to ${d.status}`,
  TodoStarted: (d) => `Todo started (${d.reason === 'step_chat' ? 'first step chat' : 'first step completed'})`,
  TodoLinkedToMission: (d) => (d.previousMissionId ? 'Moved to another mission' : 'Linked to a mission'),
  TodoUnlinkedFromMission: () => 'Unlinked from its mission (now standalone)',
  TodoDeleted: () => 'Todo deleted (its history stays)',
  StepAdded: (d, ctx) => {
    ctx.stepTitles.set(d.stepId, d.title);
    return `Step added: ${quote(d.title)}`;
  },
  StepsPlanned: (d, ctx) => {
    const steps = d.steps as Array<{ stepId: string; title: string }>;
    for (const s of steps) ctx.stepTitles.set(s.stepId, s.title);
    if (ctx.justCopied) return `${plural(steps.length, 'step')} copied: ${firstTitles(steps)}`;
    if (ctx.origin === 'ai_planner') return `Plan of ${plural(steps.length, 'step')} by the AI planner: ${firstTitles(steps)}`;
    return `Plan of ${plural(steps.length, 'step')}: ${firstTitles(steps)}`;
  },
  StepsRetired: (d) => `Re-plan: ${plural((d.stepIds as string[]).length, 'step')} retired`,
  StepUpdated: (d, ctx) => {
    const before = stepName(ctx, d.stepId);
    if (typeof d.title === 'string') ctx.stepTitles.set(d.stepId, d.title);
    if (typeof d.title === 'string') return `Step renamed: ${before} is now ${quote(d.title, 60)}`;
    return `Description of ${before} edited`;
  },
  StepStarted: (d, ctx) => `Work started on ${stepName(ctx, d.stepId)}${d.chatReplyId ? ' (the step assistant read the chat message as begun)' : ''}`,
  StepCompleted: (d, ctx) => `Completed ${stepName(ctx, d.stepId)}${d.chatReplyId ? ' (the step assistant read the chat message as done)' : ''}`,
  StepNoteAdded: (d, ctx) => `Note on ${stepName(ctx, d.stepId)}: ${quote(d.content)}`,
  TodoEvaluationRequested: () => 'All steps done: evaluation against the success criteria requested',
  TodoEvaluated: (d, ctx) => {
    const evaluated = ctx.origin === 'ai_planner' ? 'Evaluated by the AI planner' : 'Evaluated';
    return d.gapsFound ? `${evaluated}: ${plural((d.gaps as string[]).length, 'gap')} found, ${quote(d.recommendation, 60)}` : `${evaluated}: success criteria met, ${quote(d.recommendation, 60)}`;
  },
  TodoEvaluationDiscarded: (d) =>
    `Evaluation set aside: it judged the ${(d.changed as string[]).map((k) => FIELD_NAMES[k] ?? k).join(' and ')} as they were before an edit; the todo is evaluated again`,
  TodoAutoCompleted: leavingTodo(true, 'Completed automatically: the evaluation found no gaps'),
  TodoForceCompleted: leavingTodo(true, 'Completed by the user (force-complete)'),
  EvidenceAdded: (d, ctx) => `Evidence on ${stepName(ctx, d.stepId)}: ${quote(d.contentText)}`,
  FindingAdded: (d, ctx) => {
    ctx.findingTitles.set(d.findingId, d.title);
    const by = d.source === 'step_assistant' ? ' by the step assistant' : '';
    return `${String(d.findingType).replace(/^./, (c) => c.toUpperCase())} finding${by} on ${stepName(ctx, d.stepId)}: ${quote(d.title, 60)}`;
  },
  FindingDeleted: (d, ctx) => {
    const title = ctx.findingTitles.get(d.findingId);
    return title ? `Finding ${quote(title, 60)} deleted` : 'A finding was deleted';
  },

  TodoRestored: (d, ctx) => {
    ctx.restoredSinceReplan = ctx.setAside !== 'no' && d.missionId !== null;
    ctx.setAside = 'no';
    return `Todo restored from Recently deleted${d.missionId ? ' (back in its mission)' : ' (standalone)'}`;
  },
  TodoEditUndone: (d) => {
    const fields = Object.keys(d.previous ?? {}).map((k) => (k === 'missionId' ? 'mission' : (FIELD_NAMES[k] ?? k)));
    return `Edit undone: ${fields.length ? fields.join(', ') : 'nothing'} back to the earlier value${fields.length === 1 ? '' : 's'}`;
  },
  StepCompletionUndone: (d, ctx) => `Completion of ${stepName(ctx, d.stepId)} undone (${reopenedStep(ctx, d.todoStatus === 'completed')})`,
  StepReopened: (d, ctx) => `Reopened ${stepName(ctx, d.stepId)} (${reopenedStep(ctx, false)})`,
  TodoReopened: leavingTodo(false, 'Todo reopened: it is open again'),
  TodoDependencyAdded: (d, ctx) => `Now waits for ${todoName(ctx)}${d.undoneRevision === undefined ? '' : ' again (its removal undone)'}`,
  TodoDependencyRemoved: (d, ctx) => `No longer waits for ${todoName(ctx)}${d.undoneRevision === undefined ? '' : ' (the wait undone)'}`,
  TodoReplanUndone: (d) => `Re-plan undone: ${plural((d.restoredStepIds as string[]).length, 'step')} back, ${plural((d.retiredStepIds as string[]).length, 'step')} of the re-plan retired`,

  // ---- step chat streams (part of a todo's history) ----
  StepChatMessagePosted: (d, ctx) => `Message about ${stepName(ctx, d.stepId)}: ${quote(d.message)}`,
  StepAssistantReplied: (d, ctx) => {
    const notes = [
      d.stepCompleted ? 'step completed' : null,
      (d.extractedFindings as unknown[]).length ? plural((d.extractedFindings as unknown[]).length, 'finding') : null,
    ].filter(Boolean);
    return `Step assistant replied on ${stepName(ctx, d.stepId)}: ${quote(d.response)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  },

  // ---- missions ----
  MissionCreated: settingDetails((d, ctx) => `${d.copiedFromMissionId ? `Mission copied from ${ctx.namedTitle === null ? 'a mission not on record' : quote(ctx.namedTitle, 60)} as` : 'Mission created:'} ${quote(d.title)}${d.odysseyId ? ' (in an odyssey)' : ''}`),
  MissionDetailsUpdated: detailsUpdated,
  MissionStatusChanged: (d) => `Status set to ${d.status}`,
  MissionOdysseyChanged: (d) => (d.odysseyId ? 'Linked to an odyssey' : 'Unlinked from its odyssey (now standalone)'),
  MissionDeleted: () => 'Mission deleted (its todos stay as standalone todos)',
  MissionRestored: (d) => `Mission restored from Recently deleted${d.odysseyId ? ' (back in its odyssey)' : ''}: its todos still standalone since the deletion are back in it`,
  MissionReplanRequested: settingDetails((d) => `Re-plan requested for ${quote(d.title)}: the current todos were retired`),
  MissionReplanUndone: settingDetails((d) => `Re-plan undone: back to ${quote(d.title)} and the todos it had retired (the re-plan's todos set aside)`),
  MissionCompleted: (d, ctx) => `Mission completed${ctx.origin === 'ai_planner' ? ', summed up by the AI planner' : ''}: ${quote(d.evaluation)}`,
  MissionReopened: () => 'Mission reopened: it has an open todo again',

  // ---- odysseys ----
  OdysseyCreated: settingDetails((d) => `${d.isSample ? 'Sample odyssey created' : 'Odyssey created'}: ${quote(d.title)}`),
  OdysseyDetailsUpdated: detailsUpdated,
  OdysseyStatusChanged: (d) => `Status set to ${d.status}`,
  OdysseyCompleted: () => 'Odyssey marked complete',
  OdysseyDeleted: () => 'Odyssey deleted (its missions stay as standalone missions)',
  OdysseyRestored: () => 'Odyssey restored from Recently deleted',

  // ---- planning jobs (part of a mission's or odyssey's history) ----
  JobRequested: (d) => {
    const title = d.input?.mission_title ?? d.input?.odyssey_title ?? '';
    const what = d.type === 'odyssey_missions' ? 'missions for odyssey' : d.type === 'mission_replan' ? 'a new plan of todos for mission' : 'todos for mission';
    const answers = Array.isArray(d.input?.qa_pairs) ? `, ${plural(d.input.qa_pairs.length, 'answered question')}` : '';
    return `AI planning job requested: ${what} ${quote(title, 60)}${answers}`;
  },
  JobClaimed: (d) => `Planning job started (attempt ${d.attempt})`,
  JobProgressed: (d) => `Planning job at ${d.progress}%`,
  JobCompleted: (d) => {
    const items = (d.result?.todos ?? d.result?.missions ?? []) as Array<{ title: string }>;
    const kind = d.result?.missions ? 'mission' : 'todo';
    return `Planning job completed with ${plural(items.length, kind)}: ${firstTitles(items)}`;
  },
  JobFailed: (d) => `Planning job failed: ${quote(d.errorMessage)}`,
  PlannerCallRecorded: (d) => {
    const what = CALL_NAMES[d.capability] ? ` (${CALL_NAMES[d.capability]})` : '';
    const tokens = d.usage ? `, ${plural(d.usage.totalTokens, 'token')}` : '';
    const reason = d.fallbackReason ?? (d.problems?.length ? d.problems.at(-1) : null);
    const fallback = d.fallback ? `; fallback: the offline planner stood in (${reason ? quote(reason, 120) : 'the model failed'})` : '';
    const failed = d.error && !d.fallback ? `; failed: ${quote(d.error, 120)}` : '';
    return `AI planner call${what}: ${d.model}, prompt ${d.promptVersion}, ${d.latencyMs} ms${tokens}${fallback}${failed}`;
  },

  // ---- the owner's account ----
  UserDeleted: () => `The owner's account was deleted: their personal data is erased (texts read as ${quote(ERASED)})`,

  // ---- Director conversations ----
  DirectorConversationStarted: (d) => `Conversation started: ${quote(d.title)}`,
  DirectorUserMessagePosted: (d) => `Asked The Director: ${quote(d.content)}`,
  DirectorAssistantMessagePosted: (d) => {
    const tools = (d.toolCalls as Array<{ tool: string; status: string }>) ?? [];
    const used = tools.length ? ` (tools: ${tools.map((t) => `${t.tool} ${t.status}`).join(', ')})` : '';
    return `The Director replied: ${quote(d.content)}${used}`;
  },
};

/** A todo's mission's events in the todo's history: what each did to the todo; and the creation of a copy of it. */
const otherEventsSeenFromATodo: Record<string, (d: Data, ctx: SummaryContext) => string> = {
  TodoCreated: (d) => `Copied to ${quote(d.title)}`,
  MissionDeleted: () => 'Its mission was deleted: this todo stays, as a standalone todo',
  MissionRestored: () => 'Its mission was restored from Recently deleted, and this todo is back in it',
  MissionReplanRequested: (d, ctx) => {
    const was = ctx.setAside;
    ctx.setAside = was === 'no' ? 'latest' : 'earlier';
    ctx.restoredSinceReplan = false;
    const replanned = `Its mission was re-planned as ${quote(d.title, 60)}`;
    return was === 'no' ? `${replanned}: this todo was set aside in Recently deleted` : `${replanned}: this todo stays in Recently deleted`;
  },
  MissionReplanUndone: (d, ctx) => {
    const undone = `The re-plan of its mission was undone (back to ${quote(d.title, 60)})`;
    const was = ctx.setAside;
    const restored = ctx.restoredSinceReplan;
    ctx.restoredSinceReplan = false;
    if (was === 'latest') {
      ctx.setAside = 'no';
      return `${undone}: this todo is back in the mission`;
    }
    if (was === 'earlier') return `${undone}: this todo stays in Recently deleted`;
    if (restored) return `${undone}: this todo, restored since, stays in the mission`;
    const planned = ctx.plannedFor;
    if (d.plannedTodosOnly && (planned === null || planned.missionId !== d.missionId || planned.revision !== d.undoneRevision)) return `${undone}: this todo, not made by the re-plan, stays in the mission`;
    ctx.setAside = 'latest';
    return `${undone}: this todo, part of the re-plan, was set aside in Recently deleted`;
  },
};

const missionName = (ctx: SummaryContext) => `Mission ${quote(ctx.namedTitle ?? 'without a title', 60)}`;
const todoOfMission = (ctx: SummaryContext) => `Todo ${quote(ctx.namedTitle ?? 'without a title', 60)}`;

/** A mission's todos' events in the mission's history: each puts a todo into it or takes one out, or completes or reopens one; and the creation of a copy of the mission. */
const todoEventsSeenFromAMission: Record<string, (d: Data, ctx: SummaryContext) => string> = {
  MissionCreated: (d) => `Copied to ${quote(d.title)}`,
  TodoCreated: (d, ctx) => `${todoOfMission(ctx)} ${d.copiedFromTodoId ? 'copied into' : 'created in'} this mission`,
  TodoLinkedToMission: (d, ctx) => `${todoOfMission(ctx)} moved ${d.missionId === ctx.subjectId ? 'into' : 'out of'} this mission`,
  TodoUnlinkedFromMission: (_d, ctx) => `${todoOfMission(ctx)} taken out of this mission (now standalone)`,
  TodoEditUndone: (d, ctx) => `${todoOfMission(ctx)} ${d.previous?.missionId === ctx.subjectId ? 'back in' : 'out of'} this mission: a move undone`,
  TodoDeleted: (_d, ctx) => `${todoOfMission(ctx)} deleted: it leaves this mission`,
  TodoRestored: (_d, ctx) => `${todoOfMission(ctx)} restored from Recently deleted, back in this mission`,
  TodoAutoCompleted: (_d, ctx) => `${todoOfMission(ctx)} completed automatically: the evaluation found no gaps`,
  TodoForceCompleted: (_d, ctx) => `${todoOfMission(ctx)} completed by the user (force-complete)`,
  TodoReopened: (_d, ctx) => `${todoOfMission(ctx)} reopened`,
};

/** An odyssey's missions' events in the odyssey's history: each puts a mission into it or takes one out. */
const missionEventsSeenFromAnOdyssey: Record<string, (d: Data, ctx: SummaryContext) => string> = {
  MissionCreated: (d, ctx) => `${missionName(ctx)} ${d.copiedFromMissionId ? 'copied into' : 'created in'} this odyssey`,
  // Only the moves into and out of this odyssey are told here.
  MissionOdysseyChanged: (d, ctx) => `${missionName(ctx)} moved ${d.odysseyId === ctx.subjectId ? 'into' : 'out of'} this odyssey`,
  MissionDeleted: (_d, ctx) => `${missionName(ctx)} deleted: it leaves this odyssey (its todos stay as standalone todos)`,
  MissionRestored: (_d, ctx) => `${missionName(ctx)} restored from Recently deleted, back in this odyssey`,
};

/** Another entity's events as a todo's, a mission's or an odyssey's history tells them. */
const seenFrom: Partial<Record<HistoryEntityKind, Record<string, (d: Data, ctx: SummaryContext) => string>>> = {
  todo: otherEventsSeenFromATodo,
  mission: todoEventsSeenFromAMission,
  odyssey: missionEventsSeenFromAnOdyssey,
};

/**
 * The one-line summary of an event; an unknown type still reads as a sentence. Another stream's
 * event is told by what it did to the subject. What the app did by itself after an earlier
 * change (a reactor) says so: the actor is the user it acted for.
 */
export function summariseEvent(e: Pick<RecordedEvent, 'type' | 'data' | 'streamId'>, ctx: SummaryContext, origin: EventOrigin = 'user'): string {
  const own = e.streamId === `${ctx.subject}-${ctx.subjectId}`;
  const summarise = (own ? undefined : seenFrom[ctx.subject]?.[e.type]) ?? summarisers[e.type];
  const copied = ctx.justCopied;
  ctx.origin = origin;
  const summary = summarise ? summarise((e.data ?? {}) as Data, ctx) : humanise(e.type);
  // Only the event right after a copy's creation is its copied steps.
  if (copied) ctx.justCopied = false;
  return origin === 'reactor' ? `${summary} (by the app on its own, after an earlier change)` : summary;
}
