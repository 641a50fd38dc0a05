import type { Knex } from 'knex';
import type { StepChatEvent } from '../../domain/stepChat/events';
import type { TodoEvent } from '../../domain/todos/events';
import type { MissionEvent } from '../../domain/missions/events';
import type { UserEvent } from '../../domain/users/events';
import { appendNote } from '../../domain/todos/notes';
import { forceCompletedEvaluation } from '../../domain/todos/todoState';
import { restoreWindowStart } from '../../domain/restoreWindow';
import { applyInRuns } from '../batchRuns';
import { defineProjector, deleteUserRows } from '../projector';
import { fromEvaluationRecord, toEvaluationRecord, type EvaluationRecord } from './evaluationRecord';
import { relinkToRestoredParent, unlinkFromDeletedParent } from '../parentUnlinks';
import { columnsOf } from '../trash/trashTables';
import { createTodoTables, MISSION_UNLINKS, REPLAN_RESTORED_TODOS, RESTORABLE, TODO_TABLES, TRASH_TABLES, type TrashReason } from './todoTables';
import { EVERYDAY_TYPES, isEverydayTodoEvent, SET_ASIDE_SQL, stepPlanCallTodo, writeEverydayTodoEvents, type EverydayType } from './everydayTodoEvents';
import type { RecordedEvent } from '../../commands/eventStore';

/** Events of other areas this read model follows. */
type ForeignEvent =
  | Extract<MissionEvent, { type: 'MissionDeleted' | 'MissionRestored' | 'MissionReplanRequested' | 'MissionReplanUndone' }>
  | Extract<UserEvent, { type: 'UserDeleted' }>;
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
 * re-plan's) for an undo. An evaluation of (or owed for) the old plan no longer applies.
 */
async function retireSteps(trx: Knex.Transaction, todoId: string, stepIds: string[], at: string) {
  for (const table of TODO_PARTS) await trx(TRASH_TABLES[table]).where({ todo_id: todoId, trash_reason: 'steps_retired' }).delete();
  await trashRows(trx, STEP_ROWS, stepIds, 'steps_retired', at);
  await trx('todos').where({ id: todoId }).update(NO_EVALUATION);
  await recountSteps(trx, todoId, at);
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

/** Sets the fields present in a details change (knex leaves undefined ones out: unchanged). */
async function updateDetails(
  trx: Knex.Transaction,
  todoId: string,
  d: { title?: string; description?: string | null; successCriteria?: string; priority?: string; dueDate?: string | null; status?: string; missionId?: string | null },
  at: string,
) {
  await trx('todos')
    .where({ id: todoId })
    .update({ title: d.title, description: d.description, success_criteria: d.successCriteria, priority: d.priority, due_date: d.dueDate, status: d.status, mission_id: d.missionId, updated_at: at });
}

/** Keeps the step counts on the todo row in step with the steps table. */
async function recountSteps(trx: Knex.Transaction, todoId: string, at: string) {
  await trx('todos')
    .where({ id: todoId })
    .update({
      total_steps: trx('steps').count('*').where({ todo_id: todoId }),
      completed_steps: trx('steps').count('*').where({ todo_id: todoId, status: 'completed' }),
      updated_at: at,
    });
}

/** The owner of a live todo; undefined when the todo left the read model (deleted, re-planned away). */
async function ownerOf(trx: Knex.Transaction, todoId: string): Promise<string | undefined> {
  const row = await trx('todos').where({ id: todoId }).first('user_id');
  return row?.user_id;
}

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
  await trx('todos')
    .where({ id: d.todoId })
    .update({
      status: d.todoStatus,
      ...(d.todoStatus === 'completed' ? {} : { completed_at: null }),
      ...(d.clearsEvaluation ? NO_EVALUATION : {}),
    });
  await recountSteps(trx, d.todoId, at);
}

/** Evidence or a finding, on a step of a live todo (of one gone, nothing): the todo was updated then. */
async function addToStep(trx: Knex.Transaction, table: 'evidence' | 'findings', todoId: string, row: { id: string; step_id: string } & Record<string, unknown>, at: string) {
  const userId = await ownerOf(trx, todoId);
  if (!userId) return;
  await trx(table).insert({ ...row, todo_id: todoId, user_id: userId, created_at: at }).onConflict('id').ignore();
  await touch(trx, todoId, at);
}

/**
 * Todo events of other read models (todo_dependencies, the planner audit) are not followed here,
 * nor a verdict set aside (the todo's row, its evaluation owed, does not change).
 */
type Other = Exclude<Handled, { type: EverydayType | 'TodoDependencyAdded' | 'TodoDependencyRemoved' | 'PlannerCallRecorded' | 'TodoEvaluationDiscarded' }>;

/** Every event but the everyday ones (everydayTodoEvents.ts), on its own where it falls: edits, deletions, undo, re-plans, evidence, findings. */
const OTHER_EVENTS: { [T in Other['type']]: (trx: Knex.Transaction, d: Extract<Other, { type: T }>['data']) => Promise<void> } = {
  async TodoDetailsUpdated(trx, { todoId, updatedAt, ...details }) {
    await updateDetails(trx, todoId, details, updatedAt);
  },
  async TodoStatusChanged(trx, d) {
    await trx('todos').where({ id: d.todoId }).update({ status: d.status, updated_at: d.changedAt });
  },
  async TodoLinkedToMission(trx, d) {
    await trx(MISSION_UNLINKS.unlinks).where({ todo_id: d.todoId }).delete();
    await trx('todos').where({ id: d.todoId }).update({ mission_id: d.missionId, updated_at: d.linkedAt });
  },
  async TodoUnlinkedFromMission(trx, d) {
    await trx(MISSION_UNLINKS.unlinks).where({ todo_id: d.todoId }).delete();
    await trx('todos').where({ id: d.todoId }).update({ mission_id: null, updated_at: d.unlinkedAt });
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
    if (previous.missionId !== undefined) await trx(MISSION_UNLINKS.unlinks).where({ todo_id: todoId }).delete();
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
    await retireSteps(trx, todoId, retiredStepIds, undoneAt);
    // The plans trade places, and so do the notes of who planned them.
    await trx('todos').where({ id: todoId }).update({ steps_planner: trx.ref('retired_steps_planner'), retired_steps_planner: trx.ref('steps_planner') });
  },
  async StepsRetired(trx, { todoId, stepIds, retiredAt }) {
    await retireSteps(trx, todoId, stepIds, retiredAt);
    await trx('todos').where({ id: todoId }).update({ retired_steps_planner: trx.ref('steps_planner'), steps_planner: null });
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
};

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

const applyOther = (trx: Knex.Transaction, event: RecordedEvent) => OTHER_EVENTS[event.type as Other['type']](trx, event.data as never);

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
  handles: [...EVERYDAY_TYPES, ...Object.keys(OTHER_EVENTS)],
  setup: createTodoTables,
  /**
   * Runs of everyday events written together, every other event on its own where it falls; a
   * todo a re-plan set aside takes its events as a live one does (its stream has it active).
   */
  apply: (trx, events) => applyInRuns(trx, events, movesNoTodo, applyBetweenMoves, applyOther),
});
