import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { EvaluationRecord } from './evaluationRecord';

type Bulk = TodoEvent | StepChatEvent;
type Of<T extends Bulk['type']> = Extract<Bulk, { type: T }>;

/**
 * The events a todo's life is mostly made of. A run of them is written with a handful of
 * statements per batch instead of one to three per event; any other event ends the run and
 * is applied on its own, so log order is kept where it matters.
 */
const BULK_TYPES = new Set<string>([
  'TodoCreated',
  'StepsPlanned',
  'StepAdded',
  'StepCompleted',
  'TodoStarted',
  'StepChatMessagePosted',
  'StepAssistantReplied',
  'TodoEvaluationRequested',
  'TodoEvaluated',
  'TodoAutoCompleted',
]);

export const todoRow = (d: Of<'TodoCreated'>['data']) => ({
  id: d.todoId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  success_criteria: d.successCriteria,
  status: 'pending',
  priority: d.priority,
  due_date: d.dueDate,
  mission_id: d.missionId,
  created_at: d.createdAt,
  updated_at: d.createdAt,
  copied_from_todo_id: d.copiedFromTodoId,
});

export const evaluationRecordOf = (d: Of<'TodoEvaluated'>['data']): EvaluationRecord => ({
  gaps_found: d.gapsFound,
  gaps: d.gaps,
  suggestions: d.suggestions,
  recommendation: d.recommendation,
  criteria: d.criteria,
  todo_auto_completed: false,
  user_override: false,
  evaluated_at: d.evaluatedAt,
});

/** What a run does to one todo row, folded in log order (the last assignment wins). */
type TodoPatch = {
  status?: string;
  completedAt?: string;
  updatedAt?: string;
  pending?: { requestId: string | null; at: string | null };
  evaluation?: EvaluationRecord;
  /** Mark the stored evaluation auto-completed (when the run did not replace it). */
  autoFlag?: boolean;
  recount?: boolean;
};

type MessageRow = {
  id: string;
  step_id: string;
  todo_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  message: string;
  extracted_findings: string | null;
  step_completed: boolean | null;
  next_action: string | null;
  created_at: string;
  position: string;
};

const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function flushRun(trx: Knex.Transaction, run: RecordedEvent[]) {
  const todos: ReturnType<typeof todoRow>[] = [];
  const planned: { todoId: string; at: string; steps: { stepId: string; title: string; description: string | null; orderIndex: number }[] }[] = [];
  const completed: { stepId: string; at: string }[] = [];
  const messages: { recorded: RecordedEvent; event: Of<'StepChatMessagePosted'> | Of<'StepAssistantReplied'> }[] = [];
  const patches = new Map<string, TodoPatch>();
  const patch = (todoId: string) => {
    let p = patches.get(todoId);
    if (!p) patches.set(todoId, (p = {}));
    return p;
  };

  for (const recorded of run) {
    const event = { type: recorded.type, data: recorded.data } as Bulk;
    switch (event.type) {
      case 'TodoCreated':
        todos.push(todoRow(event.data));
        break;
      case 'StepsPlanned':
      case 'StepAdded': {
        const at = event.type === 'StepAdded' ? event.data.addedAt : event.data.plannedAt;
        planned.push({ todoId: event.data.todoId, at, steps: event.type === 'StepAdded' ? [event.data] : event.data.steps });
        Object.assign(patch(event.data.todoId), { recount: true, updatedAt: at });
        break;
      }
      case 'StepCompleted':
        completed.push({ stepId: event.data.stepId, at: event.data.completedAt });
        Object.assign(patch(event.data.todoId), { recount: true, updatedAt: event.data.completedAt });
        break;
      case 'TodoStarted':
        Object.assign(patch(event.data.todoId), { status: 'in_progress', updatedAt: event.data.startedAt });
        break;
      case 'StepChatMessagePosted':
      case 'StepAssistantReplied':
        messages.push({ recorded, event });
        break;
      case 'TodoEvaluationRequested':
        patch(event.data.todoId).pending = { requestId: event.data.requestId, at: event.data.requestedAt };
        break;
      case 'TodoEvaluated':
        Object.assign(patch(event.data.todoId), { evaluation: evaluationRecordOf(event.data), autoFlag: false, pending: { requestId: null, at: null } });
        break;
      case 'TodoAutoCompleted': {
        const p = patch(event.data.todoId);
        Object.assign(p, { status: 'completed', completedAt: event.data.completedAt, updatedAt: event.data.completedAt });
        if (p.evaluation) p.evaluation = { ...p.evaluation, todo_auto_completed: true };
        else p.autoFlag = true;
        break;
      }
    }
  }

  for (const rows of chunks(todos)) await trx('todos').insert(rows).onConflict('id').ignore();

  if (planned.length > 0) {
    const owners = new Map<string, string>();
    for (const part of chunks([...new Set(planned.map((p) => p.todoId))])) {
      for (const row of await trx('todos').whereIn('id', part).select('id', 'user_id')) owners.set(row.id, row.user_id);
    }
    const steps = planned.flatMap((p) => {
      const userId = owners.get(p.todoId);
      if (!userId) return []; // the todo left the read model (deleted or re-planned away)
      return p.steps.map((s) => ({
        id: s.stepId,
        todo_id: p.todoId,
        user_id: userId,
        title: s.title,
        description: s.description,
        status: 'pending',
        order_index: s.orderIndex,
        created_at: p.at,
        updated_at: p.at,
      }));
    });
    for (const rows of chunks(steps)) await trx('steps').insert(rows).onConflict('id').ignore();
  }

  for (const part of chunks(completed)) {
    await trx.raw(
      `UPDATE steps SET status = 'completed', completed_at = v.at::timestamptz, updated_at = v.at::timestamptz
       FROM (VALUES ${part.map(() => '(?::uuid, ?)').join(', ')}) AS v(id, at) WHERE steps.id = v.id`,
      part.flatMap((c) => [c.stepId, c.at]),
    );
  }

  if (messages.length > 0) {
    const stepOwners = new Map<string, string>();
    for (const part of chunks([...new Set(messages.map((m) => m.event.data.stepId))])) {
      for (const row of await trx('steps').whereIn('id', part).select('id', 'user_id')) stepOwners.set(row.id, row.user_id);
    }
    const rows = messages.flatMap(({ recorded, event }): MessageRow[] => {
      const stepOwner = stepOwners.get(event.data.stepId);
      if (!stepOwner) return []; // a message about a step that left the read model
      const d = event.data;
      return event.type === 'StepChatMessagePosted'
        ? [{ id: event.data.messageId, step_id: d.stepId, todo_id: d.todoId, user_id: event.data.userId, role: 'user', message: event.data.message, extracted_findings: null, step_completed: null, next_action: null, created_at: event.data.postedAt, position: recorded.position.toString() }]
        : [{ id: event.data.messageId, step_id: d.stepId, todo_id: d.todoId, user_id: stepOwner, role: 'assistant', message: event.data.response, extracted_findings: JSON.stringify(event.data.extractedFindings), step_completed: event.data.stepCompleted, next_action: event.data.nextAction, created_at: event.data.repliedAt, position: recorded.position.toString() }];
    });
    for (const part of chunks(rows)) await trx('step_chat_messages').insert(part).onConflict('id').ignore();
  }

  const updates = [...patches];
  for (const part of chunks(updates)) {
    await trx.raw(
      `UPDATE todos t SET
         status = coalesce(v.status, t.status),
         completed_at = CASE WHEN v.completed_at IS NOT NULL THEN v.completed_at::timestamptz ELSE t.completed_at END,
         updated_at = coalesce(v.updated_at::timestamptz, t.updated_at),
         pending_evaluation_request_id = CASE WHEN v.set_pending THEN v.pending_id::uuid ELSE t.pending_evaluation_request_id END,
         evaluation_requested_at = CASE WHEN v.set_pending THEN v.requested_at::timestamptz ELSE t.evaluation_requested_at END,
         completion_evaluation = CASE WHEN v.evaluation IS NOT NULL THEN v.evaluation::jsonb ELSE t.completion_evaluation END
           || CASE WHEN v.auto_flag THEN '{"todo_auto_completed": true}'::jsonb ELSE '{}'::jsonb END,
         total_steps = CASE WHEN v.recount THEN (SELECT count(*) FROM steps s WHERE s.todo_id = t.id) ELSE t.total_steps END,
         completed_steps = CASE WHEN v.recount THEN (SELECT count(*) FROM steps s WHERE s.todo_id = t.id AND s.status = 'completed') ELSE t.completed_steps END
       FROM (VALUES ${part.map(() => '(?::uuid, ?::text, ?::text, ?::text, ?::boolean, ?::text, ?::text, ?::text, ?::boolean, ?::boolean)').join(', ')})
         AS v(id, status, completed_at, updated_at, set_pending, pending_id, requested_at, evaluation, auto_flag, recount)
       WHERE t.id = v.id`,
      part.flatMap(([id, p]) => [
        id,
        p.status ?? null,
        p.completedAt ?? null,
        p.updatedAt ?? null,
        p.pending !== undefined,
        p.pending?.requestId ?? null,
        p.pending?.at ?? null,
        p.evaluation ? JSON.stringify(p.evaluation) : null,
        p.autoFlag ?? false,
        p.recount ?? false,
      ]),
    );
  }
}

/** Applies a batch in log order: runs of a todo's everyday events together, everything else one by one. */
export async function applyTodosBatch(trx: Knex.Transaction, events: RecordedEvent[], applyOne: (trx: Knex.Transaction, e: RecordedEvent) => Promise<void>) {
  let run: RecordedEvent[] = [];
  for (const e of events) {
    if (BULK_TYPES.has(e.type)) {
      run.push(e);
      continue;
    }
    if (run.length > 0) await flushRun(trx, run);
    run = [];
    await applyOne(trx, e);
  }
  if (run.length > 0) await flushRun(trx, run);
}
