import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { ConversationEvent } from '../../domain/director/events';
import type { JobEvent } from '../../domain/jobs/events';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import { defineProjector } from '../projector';

type Handled = TodoEvent | StepChatEvent | ConversationEvent | JobEvent;

type Fact = {
  todo_id: string;
  user_id: string;
  mission_id: string | null;
  priority: string;
  is_copy: boolean;
  created_at: string;
  created_causation: string | null;
  started_at: string | null;
  completed_at: string | null;
  completion_kind: 'auto' | 'forced' | null;
  deleted_at: string | null;
  ai_plans: number;
};
type Evaluation = {
  request_id: string;
  todo_id: string;
  user_id: string;
  requested_at: string;
  evaluated_at: string | null;
  gaps_found: boolean | null;
  gap_count: number | null;
  suggestion_count: number | null;
  criteria_count: number | null;
  criteria_met: number | null;
  recommendation: string | null;
  completion: 'auto' | 'forced' | null;
};
type Call = {
  call_id: string;
  user_id: string | null;
  capability: string;
  subject_id: string;
  status: 'pending' | 'running' | 'completed' | 'failed';
  requested_at: string | null;
  finished_at: string | null;
  attempts: number;
  error_message: string | null;
};

const FACT_COLUMNS: Array<keyof Fact> = ['todo_id', 'user_id', 'mission_id', 'priority', 'is_copy', 'created_at', 'created_causation', 'started_at', 'completed_at', 'completion_kind', 'deleted_at', 'ai_plans'];
const EVALUATION_COLUMNS: Array<keyof Evaluation> = ['request_id', 'todo_id', 'user_id', 'requested_at', 'evaluated_at', 'gaps_found', 'gap_count', 'suggestion_count', 'criteria_count', 'criteria_met', 'recommendation', 'completion'];
const CALL_COLUMNS: Array<keyof Call> = ['call_id', 'user_id', 'capability', 'subject_id', 'status', 'requested_at', 'finished_at', 'attempts', 'error_message'];

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));

/** The rows a batch touches, loaded once, changed in memory, written back in a few statements. */
class BatchState {
  readonly facts = new Map<string, Fact>();
  readonly evaluations = new Map<string, Evaluation>();
  readonly calls = new Map<string, Call>();
  readonly dirty = { facts: new Set<string>(), evaluations: new Set<string>(), calls: new Set<string>() };

  static async load(trx: Knex.Transaction, events: RecordedEvent[]): Promise<BatchState> {
    const state = new BatchState();
    const todoIds = new Set<string>();
    const requestIds = new Set<string>();
    const callIds = new Set<string>();
    const conversations = new Set<string>();
    const forcedTodos = new Set<string>();
    for (const e of events) {
      const d = e.data as Record<string, any>;
      if (typeof d.todoId === 'string' && !e.type.startsWith('StepChat') && e.type !== 'StepAssistantReplied') todoIds.add(d.todoId);
      if (e.type === 'TodoEvaluated' || e.type === 'TodoAutoCompleted') requestIds.add(d.requestId);
      if (e.type === 'TodoForceCompleted') forcedTodos.add(d.todoId);
      if (e.type === 'TodoEvaluated') callIds.add(`todo_evaluation:${d.requestId}`);
      if (e.type === 'StepAssistantReplied') callIds.add(`step_chat:${d.replyToMessageId}`);
      if (e.type.startsWith('Job')) callIds.add(`job:${d.jobId}`);
      if (e.type === 'DirectorAssistantMessagePosted') conversations.add(d.conversationId);
    }
    const facts: Fact[] = todoIds.size ? await trx('analytics_todo_facts').whereIn('todo_id', [...todoIds]) : [];
    for (const f of facts) state.facts.set(f.todo_id, { ...f, created_at: iso(f.created_at)!, started_at: iso(f.started_at), completed_at: iso(f.completed_at), deleted_at: iso(f.deleted_at) });
    if (requestIds.size || forcedTodos.size) {
      const rows: Evaluation[] = await trx('analytics_evaluations').where((q) => {
        if (requestIds.size) q.orWhereIn('request_id', [...requestIds]);
        if (forcedTodos.size) q.orWhereIn('todo_id', [...forcedTodos]);
      });
      for (const r of rows) state.evaluations.set(r.request_id, { ...r, requested_at: iso(r.requested_at)!, evaluated_at: iso(r.evaluated_at) });
    }
    if (callIds.size || conversations.size) {
      const rows: Call[] = await trx('analytics_planner_calls').where((q) => {
        if (callIds.size) q.orWhereIn('call_id', [...callIds]);
        if (conversations.size) q.orWhere((w) => w.where({ capability: 'director_reply', status: 'pending' }).whereIn('subject_id', [...conversations]));
      });
      for (const r of rows) state.calls.set(r.call_id, { ...r, requested_at: iso(r.requested_at), finished_at: iso(r.finished_at) });
    }
    return state;
  }

  fact(todoId: string): Fact | undefined {
    return this.facts.get(todoId);
  }
  updateFact(todoId: string, change: Partial<Fact>) {
    const f = this.facts.get(todoId);
    if (!f) return;
    Object.assign(f, change);
    this.dirty.facts.add(todoId);
  }
  addFact(f: Fact) {
    if (this.facts.has(f.todo_id)) return;
    this.facts.set(f.todo_id, f);
    this.dirty.facts.add(f.todo_id);
  }
  addEvaluation(e: Evaluation) {
    if (this.evaluations.has(e.request_id)) return;
    this.evaluations.set(e.request_id, e);
    this.dirty.evaluations.add(e.request_id);
  }
  updateEvaluation(requestId: string, change: Partial<Evaluation>) {
    const e = this.evaluations.get(requestId);
    if (!e) return;
    Object.assign(e, change);
    this.dirty.evaluations.add(requestId);
  }
  addCall(c: Omit<Call, 'finished_at' | 'attempts' | 'error_message'> & Partial<Call>) {
    if (this.calls.has(c.call_id)) return;
    this.calls.set(c.call_id, { finished_at: null, attempts: 0, error_message: null, ...c });
    this.dirty.calls.add(c.call_id);
  }
  updateCall(callId: string, change: Partial<Call>) {
    const c = this.calls.get(callId);
    if (!c) return;
    Object.assign(c, change);
    this.dirty.calls.add(callId);
  }

  async save(trx: Knex.Transaction) {
    const upsert = async <T extends object>(table: string, key: string, rows: T[], columns: string[]) => {
      for (let i = 0; i < rows.length; i += 1000) {
        await trx(table).insert(rows.slice(i, i + 1000)).onConflict(key).merge(columns.filter((c) => c !== key));
      }
    };
    await upsert('analytics_todo_facts', 'todo_id', [...this.dirty.facts].map((id) => this.facts.get(id)!), FACT_COLUMNS);
    await upsert('analytics_evaluations', 'request_id', [...this.dirty.evaluations].map((id) => this.evaluations.get(id)!), EVALUATION_COLUMNS);
    await upsert('analytics_planner_calls', 'call_id', [...this.dirty.calls].map((id) => this.calls.get(id)!), CALL_COLUMNS);
  }
}

function applyToState(s: BatchState, recorded: RecordedEvent): void {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const causation = recorded.metadata?.causationId ?? null;
  switch (event.type) {
    case 'TodoCreated': {
      const d = event.data;
      s.addFact({
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
      s.addCall({
        call_id: `todo_steps:${event.data.todoId}:${fact.ai_plans + 1}`,
        user_id: fact.user_id,
        capability: 'todo_steps',
        subject_id: event.data.todoId,
        status: 'completed',
        // The first plan is made in the background right after creation: that wait is its duration.
        requested_at: fact.ai_plans === 0 ? fact.created_at : null,
        finished_at: event.data.plannedAt,
        attempts: 1,
      });
      s.updateFact(event.data.todoId, { ai_plans: fact.ai_plans + 1 });
      return;
    }
    case 'TodoEvaluationRequested': {
      const fact = s.fact(event.data.todoId);
      if (!fact) return;
      const d = event.data;
      s.addEvaluation({
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
      s.addCall({ call_id: `todo_evaluation:${d.requestId}`, user_id: fact.user_id, capability: 'todo_evaluation', subject_id: d.todoId, status: 'pending', requested_at: d.requestedAt });
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
    case 'TodoForceCompleted': {
      s.updateFact(event.data.todoId, { completed_at: event.data.completedAt, completion_kind: 'forced' });
      // The evaluation the user overrode: the todo's latest one.
      const latest = [...s.evaluations.values()]
        .filter((e) => e.todo_id === event.data.todoId && e.evaluated_at !== null)
        .sort((a, b) => Date.parse(b.evaluated_at!) - Date.parse(a.evaluated_at!))[0];
      if (latest) s.updateEvaluation(latest.request_id, { completion: 'forced' });
      return;
    }
    case 'StepChatMessagePosted':
      s.addCall({ call_id: `step_chat:${event.data.messageId}`, user_id: event.data.userId, capability: 'step_chat', subject_id: event.data.stepId, status: 'pending', requested_at: event.data.postedAt });
      return;
    case 'StepAssistantReplied':
      s.updateCall(`step_chat:${event.data.replyToMessageId}`, { status: 'completed', finished_at: event.data.repliedAt, attempts: 1 });
      return;
    case 'DirectorUserMessagePosted':
      s.addCall({
        call_id: `director_reply:${event.data.messageId}`,
        user_id: recorded.metadata?.userId ?? null,
        capability: 'director_reply',
        subject_id: event.data.conversationId,
        status: 'pending',
        requested_at: event.data.postedAt,
      });
      return;
    case 'DirectorAssistantMessagePosted': {
      // The reply answers the conversation's newest message still waiting for one.
      const waiting = [...s.calls.values()]
        .filter((c) => c.subject_id === event.data.conversationId && c.capability === 'director_reply' && c.status === 'pending')
        .sort((a, b) => Date.parse(b.requested_at!) - Date.parse(a.requested_at!))[0];
      if (waiting) s.updateCall(waiting.call_id, { status: 'completed', finished_at: event.data.postedAt, attempts: 1 });
      return;
    }
    case 'JobRequested':
      s.addCall({ call_id: `job:${event.data.jobId}`, user_id: event.data.userId, capability: event.data.type, subject_id: event.data.jobId, status: 'pending', requested_at: event.data.requestedAt });
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
    default:
      // The rest of the union (e.g. JobProgressed) says nothing new here.
      return;
  }
}

/**
 * Facts for the analysts' views (projections/analytics/analyticsViews.ts), kept for good:
 * deleting a todo removes it from the screens' read models, not from these.
 *
 * - analytics_todo_facts: one row per todo ever created (created, started, completed, how).
 * - analytics_evaluations: one row per evaluation against the success criteria.
 * - analytics_planner_calls: one row per AI call (step plans, step chat replies,
 *   evaluations, Director replies, planning jobs) with its status and timing.
 *
 * A batch is applied in memory (rows it touches loaded once) and written back with a few
 * multi-row upserts: replays stay fast. A single event is a batch of one.
 */
export const analyticsProjector = defineProjector({
  name: 'analytics_facts',
  version: 3,
  tables: ['analytics_todo_facts', 'analytics_evaluations', 'analytics_planner_calls'],
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

  async setup(db) {
    await db.schema.createTable('analytics_todo_facts', (t) => {
      t.uuid('todo_id').primary();
      t.uuid('user_id').notNullable();
      t.uuid('mission_id').nullable();
      t.text('priority').notNullable();
      t.boolean('is_copy').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      /** Events appended together with the creation (a copy's or a sample's plan) share it. */
      t.text('created_causation').nullable();
      t.timestamp('started_at', { useTz: true }).nullable();
      t.timestamp('completed_at', { useTz: true }).nullable();
      /** auto (evaluation found no gaps) | forced (the user completed it) */
      t.text('completion_kind').nullable();
      t.timestamp('deleted_at', { useTz: true }).nullable();
      /** Plans of steps the planner made for it (the first one, then each re-plan). */
      t.integer('ai_plans').notNullable().defaultTo(0);
      t.index(['user_id']);
    });
    await db.schema.createTable('analytics_evaluations', (t) => {
      t.uuid('request_id').primary();
      t.uuid('todo_id').notNullable();
      t.uuid('user_id').notNullable();
      t.timestamp('requested_at', { useTz: true }).notNullable();
      t.timestamp('evaluated_at', { useTz: true }).nullable();
      t.boolean('gaps_found').nullable();
      t.integer('gap_count').nullable();
      t.integer('suggestion_count').nullable();
      t.integer('criteria_count').nullable();
      t.integer('criteria_met').nullable();
      t.text('recommendation').nullable();
      /** What followed: auto (completed by the system) | forced (completed by the user despite gaps) */
      t.text('completion').nullable();
      t.index(['todo_id']);
    });
    await db.schema.createTable('analytics_planner_calls', (t) => {
      t.text('call_id').primary();
      t.uuid('user_id').nullable();
      /** todo_steps | step_chat | todo_evaluation | director_reply | mission_todos | mission_replan | odyssey_missions */
      t.text('capability').notNullable();
      /** The todo, step, conversation or job the call was about. */
      t.uuid('subject_id').notNullable();
      /** pending | running | completed | failed */
      t.text('status').notNullable();
      t.timestamp('requested_at', { useTz: true }).nullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('error_message').nullable();
      t.index(['subject_id', 'capability']);
    });
  },

  async applyBatch(trx, events) {
    // A deleted user's texts are cleared where they fall in the batch: rows loaded before
    // it are saved first, rows touched after it are loaded again.
    let start = 0;
    for (let i = 0; i <= events.length; i++) {
      if (i < events.length && events[i].type !== 'UserDeleted') continue;
      const part = events.slice(start, i);
      if (part.length > 0) {
        const state = await BatchState.load(trx, part);
        for (const e of part) applyToState(state, e);
        await state.save(trx);
      }
      if (i < events.length) await eraseUserTexts(trx, (events[i].data as { userId: string }).userId);
      start = i + 1;
    }
  },

  async apply(trx, event) {
    await analyticsProjector.applyBatch!(trx, [event]);
  },
});

/** Counts and times stay (they describe no one once the user is gone); texts about the user do not. */
async function eraseUserTexts(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('analytics_evaluations').where({ user_id: userId }).update({ recommendation: null });
  await trx('analytics_planner_calls').where({ user_id: userId }).update({ error_message: null });
}
