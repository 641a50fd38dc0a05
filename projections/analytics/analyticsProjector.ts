import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { ConversationEvent } from '../../domain/director/events';
import type { JobEvent } from '../../domain/jobs/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { UserDeleted } from '../../domain/users/events';
import { defineProjector } from '../projector';
import { applyInRuns } from '../batchRuns';
import { uuidKey } from '../uuidKey';
import { ANALYTICS_TABLES, AnalyticsRows, createAnalyticsTables, nothingToLoad, type AnalyticsRowsToLoad } from './analyticsRows';

/** The events of a batch's runs (a UserDeleted ends a run: see `apply`). */
type RunEvent = TodoEvent | StepChatEvent | ConversationEvent | JobEvent;
type Data<T extends RunEvent['type']> = Extract<RunEvent, { type: T }>['data'];

/** What a run reads, noted event by event in log order, and what the run writes before it reads it. */
type LoadPlan = AnalyticsRowsToLoad & { createdTodos: Set<string>; evaluationsWritten: Set<string>; callsWritten: Set<string> };

/**
 * What an event reads and how it changes the rows. `load` notes the rows `apply` will read but
 * those written earlier in the run (facts always: a creation keeps an existing one);
 * AnalyticsRows throws on any other read.
 */
type Handler<D> = {
  load?: (d: D, plan: LoadPlan) => void;
  apply: (d: D, s: AnalyticsRows, recorded: RecordedEvent) => void;
};

const loadFact = (d: { todoId: string }, plan: LoadPlan) => void plan.facts.add(uuidKey(d.todoId));
/** The todo's fact and every evaluation of it: its latest one is marked. */
const loadFactAndEvaluations = (d: { todoId: string }, plan: LoadPlan) => {
  loadFact(d, plan);
  plan.evaluationsOfTodos.add(uuidKey(d.todoId));
};
const loadEvaluation = (requestId: string, plan: LoadPlan) => {
  if (!plan.evaluationsWritten.has(uuidKey(requestId))) plan.evaluations.add(uuidKey(requestId));
};
const loadCall = (callId: string, plan: LoadPlan) => {
  if (!plan.callsWritten.has(callId)) plan.calls.add(callId);
};
/** Call ids: a todo's evaluation, a step chat message's reply, a planning job. */
const evaluationCall = (d: { requestId: string }) => `todo_evaluation:${d.requestId}`;
const stepChatCall = (messageId: string) => `step_chat:${messageId}`;
const jobCall = (d: { jobId: string }) => `job:${d.jobId}`;
const loadJobCall = (d: { jobId: string }, plan: LoadPlan) => loadCall(jobCall(d), plan);

/** A recorded call's capability under the name analytics_planner_calls gives it, where it has one. */
const RECORDED_CAPABILITIES: Record<string, string> = {
  todoSteps: 'todo_steps',
  stepChat: 'step_chat',
  evaluateTodo: 'todo_evaluation',
  directorReply: 'director_reply',
  missionTodos: 'mission_todos',
  odysseyMissions: 'odyssey_missions',
};

/** A call just requested: pending, not finished, not attempted. */
const pendingCall = (call_id: string, user_id: string | null, capability: string, subject_id: string, requested_at: string | null) =>
  ({ call_id, user_id, capability, subject_id, status: 'pending', requested_at });
/** A call answered at `at` on its first attempt. */
const answered = (at: string) => ({ status: 'completed', finished_at: at, attempts: 1 });

/** The todo is no longer completed. */
const uncomplete = (s: AnalyticsRows, todoId: string) => {
  if (s.facts.get(todoId)?.completed_at) s.facts.update(todoId, { completed_at: null, completion_kind: null });
};
/** A reopened todo is not completed (a completed todo whose step is reopened is open again). */
const reopened: Handler<{ todoId: string }> = { load: loadFact, apply: (d, s) => uncomplete(s, d.todoId) };

/** A creation of a todo or a job keeps a row already there; the other rows written here replace the one with the same key. */
const ON: Partial<{ [T in RunEvent['type']]: Handler<Data<T>> }> = {
  TodoCreated: {
    load: (d, plan) => {
      loadFact(d, plan);
      plan.createdTodos.add(uuidKey(d.todoId));
    },
    apply: (d, s, recorded) =>
      s.facts.addIfAbsent({
        todo_id: d.todoId,
        user_id: d.userId,
        mission_id: d.missionId,
        priority: d.priority,
        is_copy: d.copiedFromTodoId !== null,
        created_at: d.createdAt,
        created_causation: recorded.metadata?.causationId ?? null,
      }),
  },
  TodoDetailsUpdated: {
    load: loadFact,
    apply: (d, s) => {
      if (d.priority) s.facts.update(d.todoId, { priority: d.priority });
    },
  },
  TodoStatusChanged: {
    load: loadFact,
    apply: (d, s) => {
      if (d.status === 'in_progress' && s.facts.get(d.todoId)?.started_at === null) s.facts.update(d.todoId, { started_at: d.changedAt });
    },
  },
  TodoStarted: {
    load: loadFact,
    apply: (d, s) => {
      if (s.facts.get(d.todoId)?.started_at === null) s.facts.update(d.todoId, { started_at: d.startedAt });
    },
  },
  TodoLinkedToMission: { load: loadFact, apply: (d, s) => s.facts.update(d.todoId, { mission_id: d.missionId }) },
  TodoUnlinkedFromMission: { load: loadFact, apply: (d, s) => s.facts.update(d.todoId, { mission_id: null }) },
  TodoDeleted: { load: loadFact, apply: (d, s) => s.facts.update(d.todoId, { deleted_at: d.deletedAt }) },
  TodoRestored: { load: loadFact, apply: (d, s) => s.facts.update(d.todoId, { deleted_at: null, mission_id: d.missionId }) },
  TodoEditUndone: {
    load: (d, plan) => (d.previous.evaluation !== undefined ? loadFactAndEvaluations : loadFact)(d, plan),
    apply: (d, s) => {
      const { priority, missionId, status, evaluation } = d.previous;
      if (priority) s.facts.update(d.todoId, { priority });
      if (missionId !== undefined) s.facts.update(d.todoId, { mission_id: missionId });
      // Back to pending: the edit was what started the todo (any other start leaves it in progress).
      if (status === 'pending') s.facts.update(d.todoId, { started_at: null });
      // The evaluation the edit asked for may have completed the todo: undone, it completes nothing.
      if (status !== undefined) uncomplete(s, d.todoId);
      if (evaluation !== undefined) s.markLatestEvaluation(d.todoId, null);
    },
  },
  StepsPlanned: {
    load: loadFact,
    apply: (d, s, recorded) => {
      const fact = s.facts.get(d.todoId);
      // A plan appended with the creation (copy, sample data) came from no planner.
      if (!fact || (recorded.metadata?.causationId ?? null) === fact.created_causation) return;
      // The first plan is made in the background right after creation: that wait is its duration.
      const requestedAt = fact.ai_plans === 0 ? fact.created_at : null;
      const call = pendingCall(`todo_steps:${d.todoId}:${fact.ai_plans + 1}`, fact.user_id, 'todo_steps', d.todoId, requestedAt);
      s.calls.put({ ...call, ...answered(d.plannedAt) });
      s.facts.update(d.todoId, { ai_plans: fact.ai_plans + 1 });
    },
  },
  TodoEvaluationRequested: {
    load: (d, plan) => {
      loadFact(d, plan);
      // Written only if the todo's fact exists: surely so once its creation was applied.
      if (plan.createdTodos.has(uuidKey(d.todoId))) {
        plan.evaluationsWritten.add(uuidKey(d.requestId));
        plan.callsWritten.add(evaluationCall(d));
      }
    },
    apply: (d, s) => {
      const fact = s.facts.get(d.todoId);
      if (!fact) return;
      s.evaluations.put({ request_id: d.requestId, todo_id: d.todoId, user_id: fact.user_id, requested_at: d.requestedAt });
      s.calls.put(pendingCall(evaluationCall(d), fact.user_id, 'todo_evaluation', d.todoId, d.requestedAt));
    },
  },
  TodoEvaluated: {
    load: (d, plan) => {
      loadEvaluation(d.requestId, plan);
      loadCall(evaluationCall(d), plan);
    },
    apply: (d, s) => {
      s.evaluations.update(d.requestId, {
        evaluated_at: d.evaluatedAt,
        gaps_found: d.gapsFound,
        gap_count: d.gaps.length,
        suggestion_count: d.suggestions.length,
        criteria_count: d.criteria.length,
        criteria_met: d.criteria.filter((c) => c.met).length,
        recommendation: d.recommendation,
      });
      s.calls.update(evaluationCall(d), answered(d.evaluatedAt));
    },
  },
  TodoAutoCompleted: {
    load: (d, plan) => {
      loadFact(d, plan);
      loadEvaluation(d.requestId, plan);
    },
    apply: (d, s) => {
      s.facts.update(d.todoId, { completed_at: d.completedAt, completion_kind: 'auto' });
      s.evaluations.update(d.requestId, { completion: 'auto' });
    },
  },
  TodoForceCompleted: {
    load: loadFactAndEvaluations,
    apply: (d, s) => {
      s.facts.update(d.todoId, { completed_at: d.completedAt, completion_kind: 'forced' });
      // The evaluation the user overrode: the todo's latest one.
      s.markLatestEvaluation(d.todoId, 'forced');
    },
  },
  TodoReopened: reopened,
  StepReopened: reopened,
  // An undone completion never finished the todo: the evaluation it asked for stays on record,
  // no longer completing anything.
  StepCompletionUndone: {
    load: loadFactAndEvaluations,
    apply: (d, s) => {
      if (d.todoStatus !== 'completed') uncomplete(s, d.todoId);
      // Back to pending: that completion was what started the todo.
      if (d.todoStatus === 'pending') s.facts.update(d.todoId, { started_at: null });
      if (d.clearsEvaluation) s.markLatestEvaluation(d.todoId, null);
    },
  },
  StepChatMessagePosted: {
    load: (d, plan) => void plan.callsWritten.add(stepChatCall(d.messageId)),
    apply: (d, s) => s.calls.put(pendingCall(stepChatCall(d.messageId), d.userId, 'step_chat', d.stepId, d.postedAt)),
  },
  StepAssistantReplied: {
    load: (d, plan) => loadCall(stepChatCall(d.replyToMessageId), plan),
    apply: (d, s) => s.calls.update(stepChatCall(d.replyToMessageId), answered(d.repliedAt)),
  },
  // Writes its call whatever was there: reads nothing.
  DirectorUserMessagePosted: {
    apply: (d, s, recorded) => s.calls.put(pendingCall(`director_reply:${d.messageId}`, recorded.metadata?.userId ?? null, 'director_reply', d.conversationId, d.postedAt)),
  },
  DirectorAssistantMessagePosted: {
    load: (d, plan) => void plan.pendingRepliesOfConversations.add(uuidKey(d.conversationId)),
    apply: (d, s) => {
      // The reply answers the conversation's newest message still waiting for one.
      const waiting = s.newestPendingReplyOf(d.conversationId);
      if (waiting) s.calls.update(waiting.call_id, answered(d.postedAt));
    },
  },
  JobRequested: {
    load: (d, plan) => {
      loadJobCall(d, plan);
      plan.callsWritten.add(jobCall(d));
    },
    apply: (d, s) => s.calls.addIfAbsent(pendingCall(jobCall(d), d.userId, d.type, d.jobId, d.requestedAt)),
  },
  JobClaimed: { load: loadJobCall, apply: (d, s) => s.calls.update(jobCall(d), { status: 'running', attempts: d.attempt }) },
  JobCompleted: { load: loadJobCall, apply: (d, s) => s.calls.update(jobCall(d), { status: 'completed', finished_at: d.completedAt }) },
  JobFailed: { load: loadJobCall, apply: (d, s) => s.calls.update(jobCall(d), { status: 'failed', finished_at: d.failedAt, error_message: d.errorMessage }) },
  // Every planner call on the record, whatever its stream: who answered, and why the model did not. Reads nothing.
  PlannerCallRecorded: {
    apply: (d, s, recorded) =>
      s.callRecords.put({
        record_id: recorded.id,
        user_id: d.userId ?? recorded.metadata?.userId ?? null,
        capability: RECORDED_CAPABILITIES[d.capability] ?? d.capability.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase(),
        model: d.model,
        fallback: d.fallback,
        fallback_reason: d.fallback ? (d.fallbackKind ?? 'unknown') : null,
        failed: d.error !== null,
        recorded_at: d.recordedAt,
      }),
  },
};

/** The event's handler; its data was checked against its schema when read from the log. */
const handlerOf = (recorded: RecordedEvent) => (ON as Record<string, Handler<unknown> | undefined>)[recorded.type];

/**
 * Facts for the analysts' views (analyticsViews.ts), one row per todo ever created, evaluation
 * and AI call, kept for good: deleting a todo removes it from the screens' read models only.
 * A batch is applied in memory and written back with one statement: replays stay fast.
 */
export const analyticsProjector = defineProjector({
  name: 'analytics_facts',
  // Async: aggregates across every user's streams (counters concurrent appends would serialise on); screens may lag.
  lifecycle: 'async',
  version: 6,
  tables: ANALYTICS_TABLES,
  handles: [...Object.keys(ON), 'UserDeleted'],

  setup: createAnalyticsTables,

  // A deleted user's texts are cleared where the deletion falls in the batch: rows changed
  // before it are written first, rows touched after it are read again.
  apply: (trx, events) => applyInRuns(trx, events, notUserDeleted, applyRun, (t, deleted) => eraseUserTexts(t, (deleted as UserDeleted).data.userId)),
});

const notUserDeleted = (e: RecordedEvent): e is RecordedEvent => e.type !== 'UserDeleted';

/** Events without a UserDeleted among them: the rows they read loaded at once, written back at once. */
async function applyRun(trx: Knex.Transaction, run: RecordedEvent[]): Promise<void> {
  const plan: LoadPlan = { ...nothingToLoad(), createdTodos: new Set(), evaluationsWritten: new Set(), callsWritten: new Set() };
  for (const e of run) handlerOf(e)?.load?.(e.data, plan);
  const rows = await AnalyticsRows.load(trx, plan);
  for (const e of run) handlerOf(e)?.apply(e.data, rows, e);
  await rows.save(trx);
}

/** Counts and times stay (they describe no one once the user is gone); texts about the user do not. */
async function eraseUserTexts(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('analytics_evaluations').where({ user_id: userId }).update({ recommendation: null });
  await trx('analytics_planner_calls').where({ user_id: userId }).update({ error_message: null });
}
