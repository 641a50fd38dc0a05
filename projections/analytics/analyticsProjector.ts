import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { ConversationEvent } from '../../domain/director/events';
import type { JobEvent } from '../../domain/jobs/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { UserEvent } from '../../domain/users/events';
import { defineProjector } from '../projector';
import { applyInRuns } from '../batchRuns';
import { uuidKey } from '../uuidKey';
import { ANALYTICS_TABLES, AnalyticsRows, createAnalyticsTables, nothingToLoad, type AnalyticsRowsToLoad, type Call } from './analyticsRows';

/** The events this projector reads. */
type UserDeleted = Extract<UserEvent, { type: 'UserDeleted' }>;
type AnalyticsEvent = TodoEvent | StepChatEvent | ConversationEvent | JobEvent | UserDeleted;

/** Checked against its schema when read from the log; the type names what this projector reads. */
const asAnalyticsEvent = (recorded: RecordedEvent) => ({ type: recorded.type, data: recorded.data }) as AnalyticsEvent;

/**
 * The rows `applyToState` will read for these events, but those written earlier in the batch
 * (facts always: a creation keeps an existing one). AnalyticsRows throws on any other read.
 */
function rowsToLoad(events: RecordedEvent[]): AnalyticsRowsToLoad {
  const load = nothingToLoad();
  const createdTodos = new Set<string>();
  const evaluationsInMemory = new Set<string>();
  const callsInMemory = new Set<string>();
  const loadEvaluation = (requestId: string) => {
    if (!evaluationsInMemory.has(uuidKey(requestId))) load.evaluations.add(uuidKey(requestId));
  };
  const loadCall = (callId: string) => {
    if (!callsInMemory.has(callId)) load.calls.add(callId);
  };
  for (const recorded of events) {
    const event = asAnalyticsEvent(recorded);
    switch (event.type) {
      case 'TodoCreated':
        load.facts.add(uuidKey(event.data.todoId));
        createdTodos.add(uuidKey(event.data.todoId));
        break;
      case 'TodoDetailsUpdated':
      case 'TodoStatusChanged':
      case 'TodoStarted':
      case 'TodoLinkedToMission':
      case 'TodoUnlinkedFromMission':
      case 'TodoDeleted':
      case 'TodoRestored':
      case 'TodoEditUndone':
      case 'StepsPlanned':
      case 'TodoReopened':
      case 'StepReopened':
        load.facts.add(uuidKey(event.data.todoId));
        break;
      case 'TodoEvaluationRequested':
        load.facts.add(uuidKey(event.data.todoId));
        // Written only if the todo's fact exists: surely so once its creation was applied.
        if (createdTodos.has(uuidKey(event.data.todoId))) {
          evaluationsInMemory.add(uuidKey(event.data.requestId));
          callsInMemory.add(`todo_evaluation:${event.data.requestId}`);
        }
        break;
      case 'TodoEvaluated':
        loadEvaluation(event.data.requestId);
        loadCall(`todo_evaluation:${event.data.requestId}`);
        break;
      case 'TodoAutoCompleted':
        load.facts.add(uuidKey(event.data.todoId));
        loadEvaluation(event.data.requestId);
        break;
      case 'TodoForceCompleted':
        load.facts.add(uuidKey(event.data.todoId));
        load.evaluationsOfTodos.add(uuidKey(event.data.todoId));
        break;
      case 'StepChatMessagePosted':
        callsInMemory.add(`step_chat:${event.data.messageId}`);
        break;
      case 'StepAssistantReplied':
        loadCall(`step_chat:${event.data.replyToMessageId}`);
        break;
      case 'DirectorAssistantMessagePosted':
        load.pendingRepliesOfConversations.add(uuidKey(event.data.conversationId));
        break;
      case 'JobRequested':
        loadCall(`job:${event.data.jobId}`);
        callsInMemory.add(`job:${event.data.jobId}`);
        break;
      case 'JobClaimed':
      case 'JobCompleted':
      case 'JobFailed':
        loadCall(`job:${event.data.jobId}`);
        break;
      default:
        // DirectorUserMessagePosted writes its call whatever was there; the rest reads nothing.
        break;
    }
  }
  return load;
}

/** A call just requested: pending, not finished, not attempted. */
const pendingCall = (call_id: string, user_id: string | null, capability: string, subject_id: string, requested_at: string): Call =>
  ({ call_id, user_id, capability, subject_id, status: 'pending', requested_at, finished_at: null, attempts: 0, error_message: null });

/** A creation of a todo or a job keeps a row already there; the other rows written here replace the one with the same key. */
function applyToState(s: AnalyticsRows, recorded: RecordedEvent): void {
  const event = asAnalyticsEvent(recorded);
  const causation = recorded.metadata?.causationId ?? null;
  switch (event.type) {
    case 'TodoCreated': {
      const d = event.data;
      s.addFactIfAbsent({
        todo_id: d.todoId,
        user_id: d.userId,
        mission_id: d.missionId,
        priority: d.priority,
        is_copy: d.copiedFromTodoId !== null,
        created_at: d.createdAt,
        created_causation: causation,
        started_at: null,
        completed_at: null,
        completion_kind: null,
        deleted_at: null,
        ai_plans: 0,
      });
      return;
    }
    case 'TodoDetailsUpdated':
      if (event.data.priority) s.updateFact(event.data.todoId, { priority: event.data.priority });
      return;
    case 'TodoStatusChanged':
      if (event.data.status === 'in_progress' && s.fact(event.data.todoId)?.started_at === null) s.updateFact(event.data.todoId, { started_at: event.data.changedAt });
      return;
    case 'TodoStarted':
      if (s.fact(event.data.todoId)?.started_at === null) s.updateFact(event.data.todoId, { started_at: event.data.startedAt });
      return;
    case 'TodoLinkedToMission':
      s.updateFact(event.data.todoId, { mission_id: event.data.missionId });
      return;
    case 'TodoUnlinkedFromMission':
      s.updateFact(event.data.todoId, { mission_id: null });
      return;
    case 'TodoDeleted':
      s.updateFact(event.data.todoId, { deleted_at: event.data.deletedAt });
      return;
    case 'TodoRestored':
      s.updateFact(event.data.todoId, { deleted_at: null, mission_id: event.data.missionId });
      return;
    case 'TodoEditUndone': {
      const { priority, missionId } = event.data.previous;
      if (priority) s.updateFact(event.data.todoId, { priority });
      if (missionId !== undefined) s.updateFact(event.data.todoId, { mission_id: missionId });
      return;
    }
    case 'StepsPlanned': {
      const fact = s.fact(event.data.todoId);
      // A plan appended with the creation (copy, sample data) came from no planner.
      if (!fact || causation === fact.created_causation) return;
      s.putCall({
        call_id: `todo_steps:${event.data.todoId}:${fact.ai_plans + 1}`,
        user_id: fact.user_id,
        capability: 'todo_steps',
        subject_id: event.data.todoId,
        status: 'completed',
        // The first plan is made in the background right after creation: that wait is its duration.
        requested_at: fact.ai_plans === 0 ? fact.created_at : null,
        finished_at: event.data.plannedAt,
        attempts: 1,
        error_message: null,
      });
      s.updateFact(event.data.todoId, { ai_plans: fact.ai_plans + 1 });
      return;
    }
    case 'TodoEvaluationRequested': {
      const fact = s.fact(event.data.todoId);
      if (!fact) return;
      const d = event.data;
      s.putEvaluation({
        request_id: d.requestId,
        todo_id: d.todoId,
        user_id: fact.user_id,
        requested_at: d.requestedAt,
        evaluated_at: null,
        gaps_found: null,
        gap_count: null,
        suggestion_count: null,
        criteria_count: null,
        criteria_met: null,
        recommendation: null,
        completion: null,
      });
      s.putCall(pendingCall(`todo_evaluation:${d.requestId}`, fact.user_id, 'todo_evaluation', d.todoId, d.requestedAt));
      return;
    }
    case 'TodoEvaluated': {
      const d = event.data;
      s.updateEvaluation(d.requestId, {
        evaluated_at: d.evaluatedAt,
        gaps_found: d.gapsFound,
        gap_count: d.gaps.length,
        suggestion_count: d.suggestions.length,
        criteria_count: d.criteria.length,
        criteria_met: d.criteria.filter((c) => c.met).length,
        recommendation: d.recommendation,
      });
      s.updateCall(`todo_evaluation:${d.requestId}`, { status: 'completed', finished_at: d.evaluatedAt, attempts: 1 });
      return;
    }
    case 'TodoAutoCompleted':
      s.updateFact(event.data.todoId, { completed_at: event.data.completedAt, completion_kind: 'auto' });
      s.updateEvaluation(event.data.requestId, { completion: 'auto' });
      return;
    case 'TodoReopened':
    case 'StepReopened':
      // A reopened todo is not completed (a completed todo whose step is reopened is open again).
      if (s.fact(event.data.todoId)?.completed_at) s.updateFact(event.data.todoId, { completed_at: null, completion_kind: null });
      return;
    case 'TodoForceCompleted': {
      s.updateFact(event.data.todoId, { completed_at: event.data.completedAt, completion_kind: 'forced' });
      // The evaluation the user overrode: the todo's latest one.
      const latest = s.latestEvaluationOf(event.data.todoId);
      if (latest) s.updateEvaluation(latest.request_id, { completion: 'forced' });
      return;
    }
    case 'StepChatMessagePosted':
      s.putCall(pendingCall(`step_chat:${event.data.messageId}`, event.data.userId, 'step_chat', event.data.stepId, event.data.postedAt));
      return;
    case 'StepAssistantReplied':
      s.updateCall(`step_chat:${event.data.replyToMessageId}`, { status: 'completed', finished_at: event.data.repliedAt, attempts: 1 });
      return;
    case 'DirectorUserMessagePosted':
      s.putCall(pendingCall(`director_reply:${event.data.messageId}`, recorded.metadata?.userId ?? null, 'director_reply', event.data.conversationId, event.data.postedAt));
      return;
    case 'DirectorAssistantMessagePosted': {
      // The reply answers the conversation's newest message still waiting for one.
      const waiting = s.newestPendingReplyOf(event.data.conversationId);
      if (waiting) s.updateCall(waiting.call_id, { status: 'completed', finished_at: event.data.postedAt, attempts: 1 });
      return;
    }
    case 'JobRequested':
      s.addCallIfAbsent(pendingCall(`job:${event.data.jobId}`, event.data.userId, event.data.type, event.data.jobId, event.data.requestedAt));
      return;
    case 'JobClaimed':
      s.updateCall(`job:${event.data.jobId}`, { status: 'running', attempts: event.data.attempt });
      return;
    case 'JobCompleted':
      s.updateCall(`job:${event.data.jobId}`, { status: 'completed', finished_at: event.data.completedAt });
      return;
    case 'JobFailed':
      s.updateCall(`job:${event.data.jobId}`, { status: 'failed', finished_at: event.data.failedAt, error_message: event.data.errorMessage });
      return;
  }
}

/**
 * Facts for the analysts' views (analyticsViews.ts), one row per todo ever created, evaluation
 * and AI call, kept for good: deleting a todo removes it from the screens' read models only.
 * A batch is applied in memory and written back with one statement: replays stay fast.
 */
export const analyticsProjector = defineProjector({
  name: 'analytics_facts',
  // Async: aggregates across every user's streams (counters concurrent appends would serialise on); screens may lag.
  lifecycle: 'async',
  version: 3,
  tables: ANALYTICS_TABLES,
  handles: [
    'TodoCreated',
    'TodoDetailsUpdated',
    'TodoStatusChanged',
    'TodoStarted',
    'TodoLinkedToMission',
    'TodoUnlinkedFromMission',
    'TodoDeleted',
    'TodoRestored',
    'TodoEditUndone',
    'StepsPlanned',
    'TodoEvaluationRequested',
    'TodoEvaluated',
    'TodoAutoCompleted',
    'TodoForceCompleted',
    'TodoReopened',
    'StepReopened',
    'StepChatMessagePosted',
    'StepAssistantReplied',
    'DirectorUserMessagePosted',
    'DirectorAssistantMessagePosted',
    'JobRequested',
    'JobClaimed',
    'JobCompleted',
    'JobFailed',
    'UserDeleted',
  ],

  setup: createAnalyticsTables,

  // A deleted user's texts are cleared where the deletion falls in the batch: rows changed
  // before it are written first, rows touched after it are read again.
  apply: (trx, events) => applyInRuns(trx, events, notUserDeleted, applyRun, (t, deleted) => eraseUserTexts(t, (deleted as UserDeleted).data.userId)),
});

const notUserDeleted = (e: RecordedEvent): e is RecordedEvent => e.type !== 'UserDeleted';

/** Events without a UserDeleted among them: the rows they read loaded at once, written back at once. */
async function applyRun(trx: Knex.Transaction, run: RecordedEvent[]): Promise<void> {
  const rows = await AnalyticsRows.load(trx, rowsToLoad(run));
  for (const e of run) applyToState(rows, e);
  await rows.save(trx);
}

/** Counts and times stay (they describe no one once the user is gone); texts about the user do not. */
async function eraseUserTexts(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('analytics_evaluations').where({ user_id: userId }).update({ recommendation: null });
  await trx('analytics_planner_calls').where({ user_id: userId }).update({ error_message: null });
}
