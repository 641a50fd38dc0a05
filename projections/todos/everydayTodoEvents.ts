import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import { todoStreamId } from '../../domain/todos/todoDecider';
import type { PlannerCallData } from '../../domain/plannerCalls/events';
import type { PlannerNote } from '../../domain/planning';
import { toEvaluationRecord, type EvaluationRecord } from './evaluationRecord';
import { jsonParameter } from '../jsonParameter';
import { sendInTransaction } from '../pipelinedTransaction';
import { namedStatement, type NamedStatement } from '../preparedQuery';

type Everyday = TodoEvent | StepChatEvent;
type Of<T extends Everyday['type']> = Extract<Everyday, { type: T }>;

/** What a todo's life is mostly made of: a run of them is written with a handful of statements whatever its length. */
export const EVERYDAY_TYPES = [
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
  // Followed for the step-planning calls only (stepPlanCallTodo), recorded with their StepsPlanned.
  'PlannerCallRecorded',
] as const satisfies readonly Everyday['type'][];
export type EverydayType = (typeof EVERYDAY_TYPES)[number];
const EVERYDAY = new Set<string>(EVERYDAY_TYPES);

const TODO_STREAM_PREFIX = todoStreamId('');
/** The capability of the planner call that plans a todo's steps (Planner.todoSteps). */
const STEP_PLAN_CAPABILITY = 'todoSteps';

/**
 * The todo whose steps a planner call planned: a step-planning call is recorded on the todo's
 * stream in the append of the StepsPlanned it wrote (the data names no todo).
 */
export function stepPlanCallTodo(recorded: RecordedEvent): string | undefined {
  if (recorded.type !== 'PlannerCallRecorded' || !recorded.streamId.startsWith(TODO_STREAM_PREFIX)) return undefined;
  return (recorded.data as PlannerCallData).capability === STEP_PLAN_CAPABILITY ? recorded.streamId.slice(TODO_STREAM_PREFIX.length) : undefined;
}

const todoRow = (d: Of<'TodoCreated'>['data']) => ({
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
  replan_mission_id: d.replanRevision === undefined ? null : d.missionId,
  replan_revision: d.replanRevision ?? null,
});

/** What a run does to one todo row, by column, folded in log order (the last assignment wins). */
type TodoPatch = {
  status?: string;
  completed_at?: string;
  updated_at?: string;
  pending_evaluation_request_id?: string | null;
  evaluation_requested_at?: string | null;
  completion_evaluation?: EvaluationRecord;
  /** Mark the stored evaluation auto-completed (when the run did not replace it). */
  auto_flag?: boolean;
  /** Count the steps again. */
  recount?: boolean;
  /** Who planned the current steps (null: steps no planner call wrote, or none yet). */
  steps_planner?: PlannerNote | null;
};

/** Rows per VALUES list (their binds are limited). */
const CHUNK = 500;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Updates of up to this many rows are named statements: parsed and planned once per connection
 * and length (planning the todos' update cost PostgreSQL about as much as running it, and a
 * completion's append writes a few rows). Longer runs (a replay's) are planned each time rather
 * than kept on every connection in all their lengths.
 */
const NAMED_ROWS = 32;

/** `rows` VALUES rows of $n parameters, each cast to its column's type (null: left to the statement). */
const valuesRows = (rows: number, types: (string | null)[]) =>
  Array.from({ length: rows }, (_, r) => `(${types.map((type, c) => `$${r * types.length + c + 1}${type ? `::${type}` : ''}`).join(', ')})`).join(', ');

const valuesStatement = (sql: string, values: unknown[], rows: number): NamedStatement =>
  rows <= NAMED_ROWS ? namedStatement(sql, values) : { text: sql, values };

/**
 * Inserts take their rows as one JSON parameter (one bind whatever their number);
 * `json_populate_recordset(NULL::<table>, …)` reads them with the table's own column types.
 * Updates join a VALUES list instead: PostgreSQL plans it for its real number of rows, where it
 * takes a JSON list for a hundred (side by side, a completion's two updates ran 1,235-1,387
 * transactions/s as VALUES against 658-832/s as JSON).
 */
async function insertNew(trx: Knex.Transaction, sql: string, rows: object[]): Promise<Set<string>> {
  const { rows: ids } = await trx.raw<{ rows: { id: string }[] }>(sql, [jsonParameter(rows)]);
  return new Set(ids.map(({ id }) => id));
}

/** The owners (`user_id`) of the given rows of a table, by id. */
async function ownersOf(trx: Knex.Transaction, table: 'todos' | 'steps', ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; user_id: string }[] = await trx(table).whereRaw('id = ANY(?::uuid[])', [ids]).select('id', 'user_id');
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

/** The trash reasons of todos a re-plan set aside, which their own streams still have active (todoTables.ts). */
export const SET_ASIDE_SQL = "('mission_replanned', 'earlier_plan')";

/** The columns a run's todo patch sets on `t`, whose steps are those of `steps` matching `ofTodo`. */
const patchedColumns = (steps: string, ofTodo: string) => `
         status = coalesce(v.status, t.status),
         completed_at = coalesce(v.completed_at::timestamptz, t.completed_at),
         updated_at = coalesce(v.updated_at::timestamptz, t.updated_at),
         pending_evaluation_request_id = CASE WHEN v.set_pending THEN v.pending_id::uuid ELSE t.pending_evaluation_request_id END,
         evaluation_requested_at = CASE WHEN v.set_pending THEN v.requested_at::timestamptz ELSE t.evaluation_requested_at END,
         completion_evaluation = coalesce(v.evaluation::jsonb, t.completion_evaluation)
           || CASE WHEN v.auto_flag THEN '{"todo_auto_completed": true}'::jsonb ELSE '{}'::jsonb END,
         steps_planner = CASE WHEN v.set_planner THEN v.planner::jsonb ELSE t.steps_planner END,
         total_steps = CASE WHEN v.recount THEN (SELECT count(*) FROM ${steps} s WHERE ${ofTodo}) ELSE t.total_steps END,
         completed_steps = CASE WHEN v.recount THEN (SELECT count(*) FROM ${steps} s WHERE ${ofTodo} AND s.status = 'completed') ELSE t.completed_steps END`;

/**
 * What the run does to the rows it creates is folded into their inserts (a replay creates most
 * todos and steps in the run that completes them); rows there before the run (or found there
 * by an insert: the run applied again) are updated. A todo or step that left the read model
 * gets nothing, except that the updates (step completions, the todo's status, evaluation and
 * counts) also reach the rows of a todo a re-plan set aside, in the same statements (a
 * completion's writes wait for no answer). Answers the todos whose steps or chat messages were
 * not written because the todo is not live: the caller applies their events again to those set
 * aside, with their rows back in the live tables.
 */
export async function writeEverydayTodoEvents(trx: Knex.Transaction, run: RecordedEvent[]): Promise<Set<string>> {
  const notLive = new Set<string>();
  // Todos created in the run; what the rest of the run did to them is folded in as they are inserted.
  const created = new Map<string, ReturnType<typeof todoRow>>();
  const planned: { todoId: string; at: string; steps: { stepId: string; title: string; description: string | null; orderIndex: number }[] }[] = [];
  const plannedSteps = new Map<string, { todoId: string; completedAt: string | null }>();
  const completed: { id: string; todoId: string; at: string }[] = [];
  const messages: { recorded: RecordedEvent; event: Of<'StepChatMessagePosted'> | Of<'StepAssistantReplied'> }[] = [];
  const patches = new Map<string, TodoPatch>();
  const patch = (todoId: string) => {
    let p = patches.get(todoId);
    if (!p) patches.set(todoId, (p = {}));
    return p;
  };

  for (const recorded of run) {
    const event = { type: recorded.type, data: recorded.data } as Everyday;
    switch (event.type) {
      case 'TodoCreated':
        created.set(event.data.todoId, todoRow(event.data));
        break;
      case 'StepsPlanned':
      case 'StepAdded': {
        const at = event.type === 'StepAdded' ? event.data.addedAt : event.data.plannedAt;
        const steps = event.type === 'StepAdded' ? [event.data] : event.data.steps;
        planned.push({ todoId: event.data.todoId, at, steps });
        for (const s of steps) plannedSteps.set(s.stepId, { todoId: event.data.todoId, completedAt: null });
        Object.assign(patch(event.data.todoId), { recount: true, updated_at: at });
        // A new plan: the planner call recorded with it (next in the log) says who wrote it.
        if (event.type === 'StepsPlanned') patch(event.data.todoId).steps_planner = null;
        break;
      }
      case 'PlannerCallRecorded': {
        const todoId = stepPlanCallTodo(recorded);
        const d = event.data;
        if (todoId) patch(todoId).steps_planner = { name: d.model, fallback: d.fallback, reason: d.fallbackReason ?? null };
        break;
      }
      case 'StepCompleted': {
        const step = plannedSteps.get(event.data.stepId);
        if (step) step.completedAt = event.data.completedAt;
        else completed.push({ id: event.data.stepId, todoId: event.data.todoId, at: event.data.completedAt });
        Object.assign(patch(event.data.todoId), { recount: true, updated_at: event.data.completedAt });
        break;
      }
      case 'TodoStarted':
        Object.assign(patch(event.data.todoId), { status: 'in_progress', updated_at: event.data.startedAt });
        break;
      case 'StepChatMessagePosted':
      case 'StepAssistantReplied':
        messages.push({ recorded, event });
        break;
      case 'TodoEvaluationRequested':
        Object.assign(patch(event.data.todoId), { pending_evaluation_request_id: event.data.requestId, evaluation_requested_at: event.data.requestedAt });
        break;
      case 'TodoEvaluated':
        Object.assign(patch(event.data.todoId), {
          completion_evaluation: toEvaluationRecord({ ...event.data, todoAutoCompleted: false, userOverride: false }),
          auto_flag: false,
          pending_evaluation_request_id: null,
          evaluation_requested_at: null,
        });
        break;
      case 'TodoAutoCompleted': {
        const p = patch(event.data.todoId);
        Object.assign(p, { status: 'completed', completed_at: event.data.completedAt, updated_at: event.data.completedAt });
        if (p.completion_evaluation) p.completion_evaluation = { ...p.completion_evaluation, todo_auto_completed: true };
        else p.auto_flag = true;
        break;
      }
    }
  }

  // Steps first: a todo created in the run counts its steps as it is inserted (a todo's steps
  // come after its creation, so those of a new todo are all the run's).
  let insertedSteps = new Set<string>();
  let steps: { id: string; user_id: string }[] = [];
  if (planned.length > 0) {
    const owners = await ownersOf(trx, 'todos', [...new Set(planned.map((p) => p.todoId))].filter((id) => !created.has(id)));
    for (const [id, row] of created) owners.set(id, row.user_id);
    steps = planned.flatMap((p) => {
      const userId = owners.get(p.todoId);
      if (!userId) {
        notLive.add(p.todoId); // the todo left the read model (deleted or re-planned away)
        return [];
      }
      return p.steps.map((s) => {
        const completedAt = plannedSteps.get(s.stepId)?.completedAt ?? null;
        return {
          id: s.stepId,
          todo_id: p.todoId,
          user_id: userId,
          title: s.title,
          description: s.description,
          status: completedAt === null ? 'pending' : 'completed',
          order_index: s.orderIndex,
          created_at: p.at,
          updated_at: completedAt ?? p.at,
          completed_at: completedAt,
        };
      });
    });
    insertedSteps = await insertNew(
      trx,
      'INSERT INTO steps SELECT * FROM json_populate_recordset(NULL::steps, ?::json) ON CONFLICT (id) DO NOTHING RETURNING id',
      steps,
    );
  }
  // Completions of steps the run did not insert (planned earlier, or already there).
  for (const [stepId, { todoId, completedAt }] of plannedSteps) {
    if (completedAt !== null && !insertedSteps.has(stepId)) completed.push({ id: stepId, todoId, at: completedAt });
  }
  for (const part of chunks(completed)) {
    await sendInTransaction(trx, valuesStatement(
      `WITH v(id, todo_id, at) AS (VALUES ${valuesRows(part.length, ['uuid', 'uuid', null])}),
       set_aside AS (
         UPDATE trashed_steps s SET status = 'completed', completed_at = v.at::timestamptz, updated_at = v.at::timestamptz
         FROM v WHERE s.todo_id = v.todo_id AND s.trash_reason IN ${SET_ASIDE_SQL} AND s.id = v.id)
       UPDATE steps SET status = 'completed', completed_at = v.at::timestamptz, updated_at = v.at::timestamptz
       FROM v WHERE steps.id = v.id`,
      part.flatMap((c) => [c.id, c.todoId, c.at]),
      part.length,
    ));
  }

  let insertedTodos = new Set<string>();
  if (created.size > 0) {
    // The patch's columns over the created row (a flag alone on no evaluation leaves none, as the update below writes it).
    const rows = [...created.values()].map((row) => ({ ...row, ...patches.get(row.id) }));
    insertedTodos = await insertNew(
      trx,
      `INSERT INTO todos (id, user_id, title, description, success_criteria, status, priority, due_date, mission_id, created_at, updated_at,
                          completed_at, completion_evaluation, total_steps, completed_steps, copied_from_todo_id,
                          pending_evaluation_request_id, evaluation_requested_at, steps_planner, replan_mission_id, replan_revision)
       SELECT v.id, v.user_id, v.title, v.description, v.success_criteria, v.status, v.priority, v.due_date, v.mission_id, v.created_at, v.updated_at,
              v.completed_at, v.completion_evaluation,
              (SELECT count(*) FROM steps s WHERE s.todo_id = v.id),
              (SELECT count(*) FROM steps s WHERE s.todo_id = v.id AND s.status = 'completed'),
              v.copied_from_todo_id, v.pending_evaluation_request_id, v.evaluation_requested_at, v.steps_planner, v.replan_mission_id, v.replan_revision
       FROM json_populate_recordset(NULL::todos, ?::json) AS v
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      rows,
    );
  }

  if (messages.length > 0) {
    const stepOwners = await ownersOf(trx, 'steps', [...new Set(messages.map((m) => m.event.data.stepId))].filter((id) => !insertedSteps.has(id)));
    for (const step of steps) if (insertedSteps.has(step.id)) stepOwners.set(step.id, step.user_id);
    const rows = messages.flatMap(({ recorded, event }): object[] => {
      const stepOwner = stepOwners.get(event.data.stepId);
      if (!stepOwner) {
        notLive.add(event.data.todoId); // a message about a step that left the read model
        return [];
      }
      const d = event.data;
      // Fields left out are null (a user's message has no findings, completion or next action).
      const message = { id: d.messageId, step_id: d.stepId, todo_id: d.todoId, position: recorded.position.toString() };
      return event.type === 'StepChatMessagePosted'
        ? [{ ...message, user_id: event.data.userId, role: 'user', message: event.data.message, created_at: event.data.postedAt }]
        : [{ ...message, user_id: stepOwner, role: 'assistant', message: event.data.response, extracted_findings: event.data.extractedFindings, step_completed: event.data.stepCompleted, next_action: event.data.nextAction, created_at: event.data.repliedAt }];
    });
    await sendInTransaction(trx, trx.raw(
      'INSERT INTO step_chat_messages SELECT * FROM json_populate_recordset(NULL::step_chat_messages, ?::json) ON CONFLICT (id) DO NOTHING',
      [jsonParameter(rows)],
    ));
  }

  // Todos the run inserted carry their patch already. Columns left out are null: unchanged.
  const updates = [...patches].filter(([id]) => !insertedTodos.has(id));
  for (const part of chunks(updates)) {
    await sendInTransaction(trx, valuesStatement(
      `WITH v(id, status, completed_at, updated_at, set_pending, pending_id, requested_at, evaluation, auto_flag, recount, set_planner, planner) AS (
         VALUES ${valuesRows(part.length, ['uuid', 'text', 'text', 'text', 'boolean', 'text', 'text', 'text', 'boolean', 'boolean', 'boolean', 'text'])}),
       set_aside AS (
         UPDATE trashed_todos t SET ${patchedColumns('trashed_steps', 's.todo_id = t.id AND s.trash_reason = t.trash_reason')}
         FROM v WHERE t.id = v.id AND t.trash_reason IN ${SET_ASIDE_SQL})
       UPDATE todos t SET ${patchedColumns('steps', 's.todo_id = t.id')}
       FROM v WHERE t.id = v.id`,
      part.flatMap(([id, p]) => [
        id,
        p.status ?? null,
        p.completed_at ?? null,
        p.updated_at ?? null,
        'pending_evaluation_request_id' in p,
        p.pending_evaluation_request_id ?? null,
        p.evaluation_requested_at ?? null,
        p.completion_evaluation ? JSON.stringify(p.completion_evaluation) : null,
        p.auto_flag ?? false,
        p.recount ?? false,
        'steps_planner' in p,
        p.steps_planner ? JSON.stringify(p.steps_planner) : null,
      ]),
      part.length,
    ));
  }
  return notLive;
}

export const isEverydayTodoEvent = (e: RecordedEvent): e is RecordedEvent => EVERYDAY.has(e.type);
