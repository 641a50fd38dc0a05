import type { Knex } from 'knex';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { MissionEvent } from '../../domain/missions/events';
import type { UserDeleted } from '../../domain/users/events';
import { appendNote } from '../../domain/todos/notes';
import { forceCompletedEvaluation } from '../../domain/todos/todoState';
import { restoreWindowStart } from '../../domain/restoreWindow';
import { applyInRuns } from '../batchRuns';
import { byEventType, defineProjector, deleteUserRows } from '../projector';
import { fromEvaluationRecord, toEvaluationRecord, type EvaluationRecord } from './todoAnswers';
import { relinkToRestoredParent, unlinkFromDeletedParent } from '../parentUnlinks';
import { columnsOf } from '../trash/trashTables';
import { createTodoTables, MISSION_UNLINKS, REPLAN_RESTORED_TODOS, RESTORABLE, TODO_TABLES, TRASH_TABLES, type TrashReason } from './todoTables';
import type { RecordedEvent } from '../../commands/eventStore';
import { todoStreamId } from '../../domain/todos/todoDecider';
import type { PlannerCallData } from '../../domain/plannerCalls/events';
import type { PlannerNote } from '../../domain/planning';
import { jsonParameter } from '../jsonParameter';
import { sendInTransaction } from '../pipelinedTransaction';
import { namedStatement, type NamedStatement } from '../preparedQuery';

/** Events of other areas this read model follows. */
type ForeignEvent =
  | Extract<MissionEvent, { type: 'MissionDeleted' | 'MissionRestored' | 'MissionReplanRequested' | 'MissionReplanUndone' }>
  | UserDeleted;
type Handled = TodoEvent | StepChatEvent | ForeignEvent;

type LiveTable = keyof typeof TRASH_TABLES;
/** Reasons whose rows no undo needs any more: they go once the restore window has passed. */
const EXPIRING: TrashReason[] = ['todo_deleted', 'earlier_plan'];

/** Live tables, each with the column naming what its rows belong to. */
type Rows = (readonly [table: LiveTable, column: string])[];
/** A todo's own rows in the other live tables. */
const TODO_PARTS: LiveTable[] = ['steps', 'evidence', 'findings', 'step_chat_messages'];
/** Whole todos: with their steps, evidence, findings and chat. */
const TODO_ROWS: Rows = [['todos', 'id'], ...TODO_PARTS.map((table) => [table, 'todo_id'] as const)];
/** Steps with their evidence, findings and chat. */
const STEP_ROWS: Rows = [['steps', 'id'], ...TODO_PARTS.slice(1).map((table) => [table, 'step_id'] as const)];

/** Moves the rows of `ids` from the live tables to their trash tables. */
async function trashRows(trx: Knex.Transaction, rows: Rows, ids: string[], reason: TrashReason, at: string) {
  if (ids.length === 0) return;
  for (const [table, column] of rows) {
    const cols = await columnsOf(trx, table);
    await trx.raw(`INSERT INTO ?? (${cols}, trash_reason, trashed_at) SELECT ${cols}, ?, ? FROM ?? WHERE ?? = ANY(?::uuid[])`, [TRASH_TABLES[table], reason, at, table, column, ids]);
    await trx(table).whereIn(column, ids).delete();
  }
}

/** Moves the rows of `ids` put in the trash for `reason` back to the live tables. */
async function untrashRows(trx: Knex.Transaction, rows: Rows, ids: string[], reason: TrashReason) {
  if (ids.length === 0) return;
  for (const [table, column] of rows) {
    const cols = await columnsOf(trx, table);
    const trash = TRASH_TABLES[table];
    await trx.raw(`INSERT INTO ?? (${cols}) SELECT ${cols} FROM ?? WHERE ?? = ANY(?::uuid[]) AND trash_reason = ? ON CONFLICT DO NOTHING`, [table, trash, column, ids, reason]);
    await trx(trash).whereIn(column, ids).where({ trash_reason: reason }).delete();
  }
}

/**
 * Drops the user's todos deleted (or left behind by an earlier re-plan) more than the restore
 * window before `at` (a newer deletion's time, so replays do the same): the decider refuses to
 * restore them anyway.
 */
async function purgeExpiredTrash(trx: Knex.Transaction, userId: string, at: string) {
  const cutoff = restoreWindowStart(at);
  const expired = () => trx(TRASH_TABLES.todos).where({ user_id: userId }).whereIn('trash_reason', EXPIRING).where('trashed_at', '<', cutoff);
  for (const table of TODO_PARTS) {
    await trx(TRASH_TABLES[table]).whereIn('todo_id', expired().select('id')).delete();
  }
  await expired().delete();
}

/**
 * A re-plan's retired steps with their evidence, findings and chat, kept (only the latest
 * re-plan's) for an undo. An evaluation of (or owed for) the old plan no longer applies; `planners` says who planned which.
 */
async function retireSteps(trx: Knex.Transaction, todoId: string, stepIds: string[], at: string, planners: Record<string, unknown>) {
  for (const table of TODO_PARTS) await trx(TRASH_TABLES[table]).where({ todo_id: todoId, trash_reason: 'steps_retired' }).delete();
  await trashRows(trx, STEP_ROWS, stepIds, 'steps_retired', at);
  await recountSteps(trx, todoId, at, { ...NO_EVALUATION, ...planners });
}

/** A newer re-plan: the todos the previous one set aside can no longer come back by its undo, only from Recently deleted. */
async function keepAsEarlierPlan(trx: Knex.Transaction, todoIds: string[]) {
  if (todoIds.length === 0) return;
  for (const [table, column] of TODO_ROWS) {
    await trx(TRASH_TABLES[table])
      .whereIn(column, todoIds)
      .where({ trash_reason: 'mission_replanned' })
      .update({ trash_reason: 'earlier_plan' });
  }
}

/** The todos a mission's latest re-plan (or its undo) set aside, which that undo brings back. */
const replannedAway = (trx: Knex.Transaction, missionId: string): Promise<string[]> =>
  trx(TRASH_TABLES.todos).where({ mission_id: missionId, trash_reason: 'mission_replanned' }).pluck('id');

/**
 * Sets the fields present in a details change (knex leaves undefined ones out: unchanged). A todo
 * given a mission (or none) is no longer one a deleted mission left behind.
 */
async function updateDetails(
  trx: Knex.Transaction,
  todoId: string,
  d: { title?: string; description?: string | null; successCriteria?: string; priority?: string; dueDate?: string | null; status?: string; missionId?: string | null },
  at: string,
) {
  if (d.missionId !== undefined) await trx(MISSION_UNLINKS.unlinks).where({ todo_id: todoId }).delete();
  await trx('todos')
    .where({ id: todoId })
    .update({ title: d.title, description: d.description, success_criteria: d.successCriteria, priority: d.priority, due_date: d.dueDate, status: d.status, mission_id: d.missionId, updated_at: at });
}

/** Keeps the step counts on the todo row in step with the steps table (with the other `changes` its steps' event makes). */
async function recountSteps(trx: Knex.Transaction, todoId: string, at: string, changes: Record<string, unknown> = {}) {
  await trx('todos')
    .where({ id: todoId })
    .update({
      ...changes,
      total_steps: trx('steps').count('*').where({ todo_id: todoId }),
      completed_steps: trx('steps').count('*').where({ todo_id: todoId, status: 'completed' }),
      updated_at: at,
    });
}

/** The owner of a live todo; undefined when the todo left the read model (deleted, re-planned away). */
const ownerOf = async (trx: Knex.Transaction, todoId: string) => (await ownersOf(trx, 'todos', [todoId])).get(todoId);

/** A todo with no evaluation, none owed either. */
const NO_EVALUATION = { completion_evaluation: null, pending_evaluation_request_id: null, evaluation_requested_at: null };

const touch = (trx: Knex.Transaction, todoId: string, at: string) => trx('todos').where({ id: todoId }).update({ updated_at: at });

/** A completed step open again: the todo takes the status the event names (an evaluation of the finished plan may no longer apply). */
async function reopenStep(
  trx: Knex.Transaction,
  d: { todoId: string; stepId: string; todoStatus: string; clearsEvaluation: boolean },
  stepStatus: string,
  at: string,
) {
  await trx('steps').where({ id: d.stepId }).update({ status: stepStatus, completed_at: null, updated_at: at });
  await recountSteps(trx, d.todoId, at, {
    status: d.todoStatus,
    ...(d.todoStatus === 'completed' ? {} : { completed_at: null }),
    ...(d.clearsEvaluation ? NO_EVALUATION : {}),
  });
}

/** Evidence or a finding, on a step of a live todo (of one gone, nothing): the todo was updated then. */
async function addToStep(trx: Knex.Transaction, table: 'evidence' | 'findings', todoId: string, row: { id: string; step_id: string } & Record<string, unknown>, at: string) {
  const userId = await ownerOf(trx, todoId);
  if (!userId) return;
  await trx(table).insert({ ...row, todo_id: todoId, user_id: userId, created_at: at }).onConflict('id').ignore();
  await touch(trx, todoId, at);
}

type Everyday = TodoEvent | StepChatEvent;
type Of<T extends Everyday['type']> = Extract<Everyday, { type: T }>;

/** What a todo's life is mostly made of: a run of them is written with a handful of statements whatever its length. */
const EVERYDAY_TYPES = [
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
type EverydayType = (typeof EVERYDAY_TYPES)[number];
const EVERYDAY = new Set<string>(EVERYDAY_TYPES);

const TODO_STREAM_PREFIX = todoStreamId('');
/** The capability of the planner call that plans a todo's steps (Planner.todoSteps). */
const STEP_PLAN_CAPABILITY = 'todoSteps';

/**
 * The todo whose steps a planner call planned: a step-planning call is recorded on the todo's
 * stream in the append of the StepsPlanned it wrote (the data names no todo).
 */
function stepPlanCallTodo(recorded: RecordedEvent): string | undefined {
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
const SET_ASIDE_SQL = "('mission_replanned', 'earlier_plan')";

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
    // The patch's columns over the created row (a flag alone on no evaluation leaves none, as the update below writes it);
    // every column as the table declares it, but the step counts, from the steps written above.
    const rows = [...created.values()].map((row) => ({ ...row, ...patches.get(row.id) }));
    insertedTodos = await insertNew(
      trx,
      `INSERT INTO todos SELECT r.* FROM json_populate_recordset(NULL::todos, ?::json) AS v
       CROSS JOIN LATERAL json_populate_record(v, json_build_object(
         'total_steps', (SELECT count(*) FROM steps s WHERE s.todo_id = v.id),
         'completed_steps', (SELECT count(*) FROM steps s WHERE s.todo_id = v.id AND s.status = 'completed'))) AS r
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

const isEverydayTodoEvent = (e: RecordedEvent): e is RecordedEvent => EVERYDAY.has(e.type);


/**
 * Todo events of other read models (todo_dependencies, the planner audit) are not followed here,
 * nor a verdict set aside (the todo's row, its evaluation owed, does not change).
 */
type Other = Exclude<Handled, { type: EverydayType | 'TodoDependencyAdded' | 'TodoDependencyRemoved' | 'PlannerCallRecorded' | 'TodoEvaluationDiscarded' }>;

/** Every event but the everyday ones (`EVERYDAY_TYPES`, above), on its own where it falls: edits, deletions, undo, re-plans, evidence, findings. */
const OTHER_EVENTS = byEventType<Other>({
  async TodoDetailsUpdated(trx, { todoId, updatedAt, ...details }) {
    await updateDetails(trx, todoId, details, updatedAt);
  },
  async TodoStatusChanged(trx, d) {
    await updateDetails(trx, d.todoId, { status: d.status }, d.changedAt);
  },
  async TodoLinkedToMission(trx, d) {
    await updateDetails(trx, d.todoId, { missionId: d.missionId }, d.linkedAt);
  },
  async TodoUnlinkedFromMission(trx, d) {
    await updateDetails(trx, d.todoId, { missionId: null }, d.unlinkedAt);
  },
  async TodoDeleted(trx, { todoId, deletedAt }) {
    // Into Recently deleted, whole: the todo, its steps, evidence, findings and chat.
    const owner = await ownerOf(trx, todoId);
    if (owner) await purgeExpiredTrash(trx, owner, deletedAt);
    await trashRows(trx, TODO_ROWS, [todoId], 'todo_deleted', deletedAt);
  },
  async TodoRestored(trx, { todoId, missionId, restoredAt }) {
    // From Recently deleted: deleted by the user or set aside by a re-plan.
    const setAside = await trx(TRASH_TABLES.todos).where({ id: todoId, trash_reason: 'mission_replanned' }).first('mission_id', 'user_id');
    for (const reason of RESTORABLE) await untrashRows(trx, TODO_ROWS, [todoId], reason);
    if (setAside && missionId !== null && setAside.mission_id === missionId) {
      await trx(REPLAN_RESTORED_TODOS).insert({ todo_id: todoId, mission_id: missionId, user_id: setAside.user_id }).onConflict('todo_id').merge();
    }
    await trx('todos').where({ id: todoId }).update({ mission_id: missionId, updated_at: restoredAt });
  },
  async TodoEditUndone(trx, { todoId, previous, undoneAt }) {
    await updateDetails(trx, todoId, previous, undoneAt);
    // A status put back is an open one; the verdict the edit replaced comes back with its texts.
    if (previous.status !== undefined) await trx('todos').where({ id: todoId }).update({ completed_at: null });
    if (previous.evaluation !== undefined) {
      await trx('todos')
        .where({ id: todoId })
        .update({ ...NO_EVALUATION, completion_evaluation: previous.evaluation && JSON.stringify(toEvaluationRecord(previous.evaluation)) });
    }
  },
  async StepCompletionUndone(trx, d) {
    await reopenStep(trx, d, d.stepStatus, d.undoneAt);
  },
  async StepReopened(trx, d) {
    await reopenStep(trx, d, 'pending', d.reopenedAt);
  },
  async TodoReopened(trx, d) {
    await trx('todos').where({ id: d.todoId }).update({ status: d.status, completed_at: null, ...NO_EVALUATION, updated_at: d.reopenedAt });
  },
  async TodoReplanUndone(trx, { todoId, restoredStepIds, retiredStepIds, undoneAt }) {
    await untrashRows(trx, STEP_ROWS, restoredStepIds, 'steps_retired');
    // The plans trade places, and so do the notes of who planned them.
    await retireSteps(trx, todoId, retiredStepIds, undoneAt, { steps_planner: trx.ref('retired_steps_planner'), retired_steps_planner: trx.ref('steps_planner') });
  },
  async StepsRetired(trx, { todoId, stepIds, retiredAt }) {
    await retireSteps(trx, todoId, stepIds, retiredAt, { retired_steps_planner: trx.ref('steps_planner'), steps_planner: null });
  },
  async StepUpdated(trx, { stepId, title, description, todoId, updatedAt }) {
    // An undefined title or description is left out (unchanged).
    await trx('steps').where({ id: stepId }).update({ title, description, updated_at: updatedAt });
    await touch(trx, todoId, updatedAt);
  },
  async StepStarted(trx, d) {
    await trx('steps').where({ id: d.stepId }).update({ status: 'in_progress', updated_at: d.startedAt });
    await recountSteps(trx, d.todoId, d.startedAt);
  },
  async StepNoteAdded(trx, d) {
    const step = await trx('steps').where({ id: d.stepId }).first('description');
    if (!step) return;
    await trx('steps').where({ id: d.stepId }).update({ description: appendNote(step.description, d.content), updated_at: d.addedAt });
    await touch(trx, d.todoId, d.addedAt);
  },
  async TodoForceCompleted(trx, { todoId, completedAt }) {
    const row = await trx('todos').where({ id: todoId }).first('completion_evaluation');
    if (!row) return;
    const existing = row.completion_evaluation ? fromEvaluationRecord(row.completion_evaluation as EvaluationRecord) : null;
    await trx('todos')
      .where({ id: todoId })
      .update({
        ...NO_EVALUATION,
        status: 'completed',
        completed_at: completedAt,
        updated_at: completedAt,
        completion_evaluation: JSON.stringify(toEvaluationRecord(forceCompletedEvaluation(existing, completedAt))),
      });
  },
  async EvidenceAdded(trx, d) {
    await addToStep(trx, 'evidence', d.todoId, { id: d.evidenceId, step_id: d.stepId, content_type: d.contentType, content_text: d.contentText, file_url: d.fileUrl }, d.addedAt);
  },
  async FindingAdded(trx, d) {
    await addToStep(trx, 'findings', d.todoId, { id: d.findingId, step_id: d.stepId, finding_type: d.findingType, title: d.title, content: d.content, source: d.source }, d.addedAt);
  },
  async FindingDeleted(trx, d) {
    await trx('findings').where({ id: d.findingId }).delete();
    await touch(trx, d.todoId, d.deletedAt);
  },
  async MissionDeleted(trx, d) {
    // Its todos stay, as standalone todos; restoring the mission takes back those still standalone.
    await unlinkFromDeletedParent(trx, MISSION_UNLINKS, d.missionId, d.deletedAt);
  },
  async MissionRestored(trx, d) {
    await relinkToRestoredParent(trx, MISSION_UNLINKS, d.missionId, d.restoredAt);
  },
  async MissionReplanRequested(trx, { missionId, requestedAt }) {
    // The mission's current todos leave the live tables, kept aside for an undo and listed in
    // Recently deleted; only the latest re-plan can be undone, so the previous one's stay
    // only in Recently deleted, until the restore window has passed.
    const current = await trx('todos').where({ mission_id: missionId }).pluck('id');
    const earlier = await replannedAway(trx, missionId);
    await keepAsEarlierPlan(trx, earlier);
    await trx(REPLAN_RESTORED_TODOS).where({ mission_id: missionId }).delete();
    const owner = await trx(TRASH_TABLES.todos).whereIn('id', earlier).first('user_id') ?? (await trx('todos').whereIn('id', current).first('user_id'));
    if (owner) await purgeExpiredTrash(trx, owner.user_id, requestedAt);
    await trashRows(trx, TODO_ROWS, current, 'mission_replanned', requestedAt);
  },
  async MissionReplanUndone(trx, { missionId, undoneRevision, undoneAt, plannedTodosOnly }) {
    // The plan as it was: the retired todos come back, the todos created for the re-plan are kept
    // aside instead; a todo the person made or moved into the mission since stays. Todos restored
    // from Recently deleted since the re-plan were part of that plan: they stay. An undo of an
    // older log (no plannedTodosOnly) set aside every todo then in the mission, as it did then.
    const back = await replannedAway(trx, missionId);
    const restored = trx(REPLAN_RESTORED_TODOS).where({ mission_id: missionId }).select('todo_id');
    const leaving = trx('todos').where({ mission_id: missionId }).whereNotIn('id', restored);
    if (plannedTodosOnly) leaving.where({ replan_mission_id: missionId, replan_revision: undoneRevision });
    await trashRows(trx, TODO_ROWS, await leaving.pluck('id'), 'mission_replanned', undoneAt);
    await trx(REPLAN_RESTORED_TODOS).where({ mission_id: missionId }).delete();
    await untrashRows(trx, TODO_ROWS, back, 'mission_replanned');
  },
  async UserDeleted(trx, d) {
    await deleteUserRows(trx, d.userId, TODO_TABLES);
  },
});

/** Events that set a todo aside or bring it back: applied as they are, never to a set-aside todo's rows. */
const MOVES_TODOS = new Set<string>(['TodoDeleted', 'TodoRestored', 'MissionReplanRequested', 'MissionReplanUndone', 'UserDeleted']);
const movesNoTodo = (e: RecordedEvent): e is RecordedEvent => !MOVES_TODOS.has(e.type);

type SetAside = { id: string; trash_reason: TrashReason; trashed_at: string };

/** Which of the todos a re-plan set aside (their streams still have them active, so they take events). */
async function setAsideOf(trx: Knex.Transaction, todoIds: string[]): Promise<SetAside[]> {
  if (todoIds.length === 0) return [];
  const { rows } = await trx.raw<{ rows: SetAside[] }>(
    `SELECT id, trash_reason, trashed_at::text AS trashed_at FROM ?? WHERE id = ANY(?::uuid[]) AND trash_reason IN ${SET_ASIDE_SQL}`,
    [TRASH_TABLES.todos, todoIds],
  );
  return rows;
}

/**
 * Applies `write` to set-aside todos as to live ones: their rows come back to the live tables
 * for it and then leave again, with the same reason and time, so a restore brings back what
 * their streams say (the handlers write live rows only).
 */
async function withSetAsideBack(trx: Knex.Transaction, todos: SetAside[], write: () => Promise<unknown>) {
  for (const reason of new Set(todos.map((x) => x.trash_reason))) await untrashRows(trx, TODO_ROWS, todos.filter((x) => x.trash_reason === reason).map((x) => x.id), reason);
  await write();
  for (const { id, trash_reason, trashed_at } of todos) await trashRows(trx, TODO_ROWS, [id], trash_reason, trashed_at);
}

const todoIdOf = (e: RecordedEvent): string | undefined => (e.data as { todoId?: string } | null)?.todoId ?? stepPlanCallTodo(e);

/**
 * A run of everyday events: the updates reach set-aside todos as they are (writeEverydayTodoEvents);
 * their steps and chat messages, written only for a todo found live, are written again with
 * the todo back. Only a run that met a todo not live asks which todos were set aside.
 */
async function writeEverydayRun(trx: Knex.Transaction, run: RecordedEvent[]) {
  const notLive = await writeEverydayTodoEvents(trx, run);
  if (notLive.size === 0) return;
  const setAside = await setAsideOf(trx, [...notLive]);
  if (setAside.length === 0) return;
  const ids = new Set(setAside.map((x) => x.id));
  await withSetAsideBack(trx, setAside, () => writeEverydayTodoEvents(trx, run.filter((e) => ids.has(todoIdOf(e) ?? ''))));
}

const applyOther = OTHER_EVENTS.applyEvent;

/**
 * Events between two that set todos aside or bring them back: which todos are set aside holds
 * for all of them, so one question covers the other events' todos (none for a run of everyday
 * events alone, such as a step completion's).
 */
async function applyBetweenMoves(trx: Knex.Transaction, events: RecordedEvent[]) {
  const othersTodos = new Set(events.filter((e) => !isEverydayTodoEvent(e)).map(todoIdOf).filter((id) => id !== undefined));
  const setAside = new Map((await setAsideOf(trx, [...othersTodos])).map((x) => [x.id, x]));
  await applyInRuns(trx, events, isEverydayTodoEvent, writeEverydayRun, async (trx, event) => {
    const todo = setAside.get(todoIdOf(event) ?? '');
    if (todo) await withSetAsideBack(trx, [todo], () => applyOther(trx, event));
    else await applyOther(trx, event);
  });
}

/** Todos with step counts, steps, evidence, findings and step chat messages: one projector so their removal stays consistent. */
export const todosProjector = defineProjector({
  name: 'todos',
  // Inline: a command's answer and the next screen read todos, steps and progress; rows are per todo.
  lifecycle: 'inline',
  version: 9,
  tables: TODO_TABLES,
  handles: [...EVERYDAY_TYPES, ...OTHER_EVENTS.handles],
  setup: createTodoTables,
  /**
   * Runs of everyday events written together, every other event on its own where it falls; a
   * todo a re-plan set aside takes its events as a live one does (its stream has it active).
   */
  apply: (trx, events) => applyInRuns(trx, events, movesNoTodo, applyBetweenMoves, applyOther),
});
