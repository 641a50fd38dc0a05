import type { Knex } from 'knex';
import { createUnlinksTable, type ParentUnlinks } from '../parentUnlinks';

/**
 * The live tables (other areas read `todos`, missions for their counts and health: keep its
 * columns), each with its trash: rows that left it but can come back (a restore, an undo of a
 * re-plan), with the live table's columns plus why the row is here, so the queries of the live
 * tables need not know.
 */
export const TRASH_TABLES = {
  todos: 'trashed_todos',
  steps: 'trashed_steps',
  evidence: 'trashed_evidence',
  findings: 'trashed_findings',
  step_chat_messages: 'trashed_step_chat_messages',
} as const;

/**
 * todo_deleted: the user deleted the todo; steps_retired: the todo's latest re-plan retired the
 * steps; mission_replanned: the mission's latest re-plan (or its undo) set the todo aside;
 * earlier_plan: an earlier re-plan did. All but steps_retired are in Recently deleted.
 */
export type TrashReason = 'todo_deleted' | 'steps_retired' | 'mission_replanned' | 'earlier_plan';
/** The reasons of the todos in Recently deleted, which a restore takes back. */
export const RESTORABLE: TrashReason[] = ['todo_deleted', 'mission_replanned', 'earlier_plan'];

/** Todos moved away from the mission deleted under them (restoring the mission takes them back). */
export const MISSION_UNLINKS: ParentUnlinks = { items: 'todos', parentColumn: 'mission_id', unlinks: 'todo_mission_unlinks', itemColumn: 'todo_id' };

/**
 * Todos restored from Recently deleted into their mission while its latest re-plan, which had
 * set them aside, can still be undone: that undo keeps them (they belong to the plan it brings back).
 */
export const REPLAN_RESTORED_TODOS = 'replan_restored_todos';

export const TODO_TABLES = [...Object.keys(TRASH_TABLES), ...Object.values(TRASH_TABLES), MISSION_UNLINKS.unlinks, REPLAN_RESTORED_TODOS];

/**
 * Tables of earlier versions that answers now build when read (progress answers, missions' todo
 * figures): dropped with their trigger functions when the read model is built again.
 */
const RETIRED = `DROP TABLE IF EXISTS todo_progress, todo_progress_stale, mission_todo_figures, mission_todo_figures_stale;
  DROP FUNCTION IF EXISTS note_todo_progress_stale(), note_mission_todo_figures_stale();`;

export async function createTodoTables(db: Knex | Knex.Transaction): Promise<void> {
  await db.schema.createTable('todos', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable();
    t.text('title').notNullable();
    t.text('description').nullable();
    t.text('success_criteria').notNullable();
    t.text('status').notNullable();
    t.text('priority').notNullable();
    t.timestamp('due_date', { useTz: true }).nullable();
    t.uuid('mission_id').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    /** API shape (snake_case): gaps_found, gaps, suggestions, recommendation, criteria, todo_auto_completed, user_override, evaluated_at. */
    t.jsonb('completion_evaluation').nullable();
    t.integer('total_steps').notNullable().defaultTo(0);
    t.integer('completed_steps').notNullable().defaultTo(0);
    t.uuid('copied_from_todo_id').nullable();
    /** Set while an evaluation is owed (the last step was completed, no result yet). */
    t.uuid('pending_evaluation_request_id').nullable();
    t.timestamp('evaluation_requested_at', { useTz: true }).nullable();
    /**
     * Who planned the current steps (PlannerNote: name, fallback, reason), from the step-planning
     * call recorded with them; null when no planner call wrote them.
     */
    t.jsonb('steps_planner').nullable();
    /** The same for the steps the latest re-plan retired, which its undo brings back. */
    t.jsonb('retired_steps_planner').nullable();
    /** The mission re-plan (mission and revision) the todo was created for: that re-plan's undo takes it back. */
    t.uuid('replan_mission_id').nullable();
    t.integer('replan_revision').nullable();
    t.index(['user_id', 'created_at']);
    t.index(['mission_id']);
  });
  await db.schema.createTable('steps', (t) => {
    t.uuid('id').primary();
    t.uuid('todo_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('title').notNullable();
    t.text('description').nullable();
    t.text('status').notNullable();
    t.integer('order_index').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.index(['todo_id', 'order_index']);
  });
  await db.schema.createTable('evidence', (t) => {
    t.uuid('id').primary();
    t.uuid('todo_id').notNullable();
    t.uuid('step_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('content_type').notNullable();
    t.text('content_text').notNullable();
    t.text('file_url').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['todo_id']);
    t.index(['step_id']);
  });
  await db.schema.createTable('findings', (t) => {
    t.uuid('id').primary();
    t.uuid('todo_id').notNullable();
    t.uuid('step_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('finding_type').notNullable();
    t.text('title').notNullable();
    t.text('content').notNullable();
    t.text('source').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['todo_id']);
    t.index(['step_id']);
  });
  await db.schema.createTable('step_chat_messages', (t) => {
    t.uuid('id').primary();
    t.uuid('step_id').notNullable();
    t.uuid('todo_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('role').notNullable();
    t.text('message').notNullable();
    /** Assistant replies only. */
    t.jsonb('extracted_findings').nullable();
    t.boolean('step_completed').nullable();
    t.text('next_action').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    /** Log position: a stable order for messages with the same time. */
    t.bigInteger('position').notNullable();
    t.index(['step_id', 'position']);
    t.index(['todo_id']);
  });
  for (const [live, trash] of Object.entries(TRASH_TABLES)) {
    // trash_reason: why the row is here (todosProjector.ts, TrashReason).
    await db.raw(`CREATE TABLE ?? (LIKE ?? INCLUDING DEFAULTS, trash_reason text NOT NULL, trashed_at timestamptz NOT NULL)`, [trash, live]);
    await db.raw(`CREATE INDEX ?? ON ?? (??, trash_reason)`, [`${trash}_todo_idx`, trash, live === 'todos' ? 'id' : 'todo_id']);
  }
  await db.raw(`CREATE INDEX trashed_todos_user_idx ON trashed_todos (user_id, trashed_at)`);
  await createUnlinksTable(db, MISSION_UNLINKS);
  await db.schema.createTable(REPLAN_RESTORED_TODOS, (t) => {
    t.uuid('todo_id').primary();
    t.uuid('mission_id').notNullable();
    t.uuid('user_id').notNullable();
    t.index(['mission_id']);
  });
  await db.raw(RETIRED);
}
