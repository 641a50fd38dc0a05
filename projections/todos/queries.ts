import type { Knex } from 'knex';
import type { TodoStatus } from '../../domain/todos/status';
import { pageAtSql, restrictToPage, type Page, type PageAfter } from '../keysetPage';
import { isoSql } from '../../commands/isoSql';
import { combinedReads } from '../combinedReads';
import { preparedRows } from '../preparedQuery';
import { blockedSql, waitingTodosSql } from './dependencyQueries';
import { dueEndSql, EVIDENCE_SQL, FINDING_SQL, percentSql, previewSql, STEP_SQL, TODO_SQL } from './views';
import type { ChatMessageView, EvidenceView, FindingView, StepView, TodoDetailView, TodoResourceSummary, TodoView } from './todoAnswers';

export type TodoFilters = {
  status?: TodoStatus;
  priority?: string;
  /** A mission id, or 'standalone' for todos without a mission. */
  missionId?: string | 'standalone';
};

const todoWithMission = (db: Knex) =>
  db('todos as t')
    .leftJoin('missions as m', 'm.id', 't.mission_id')
    .select(
      't.*',
      'm.title as mission_title',
      db.raw(`${waitingTodosSql('t.id', 'waits_for')} AS depends_on`),
      db.raw(`${waitingTodosSql('t.id', 'waited_for_by')} AS needed_by`),
      db.raw(`${blockedSql('t.id')} AS blocked`),
    );

/** The rows of the user's todo list: newest first, filtered, one page when asked. */
function todoListQuery(db: Knex, userId: string, filters: TodoFilters, page?: Page) {
  const query = todoWithMission(db)
    .select(db.raw(pageAtSql('t.created_at')))
    .where('t.user_id', userId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id');
  if (filters.status) query.where('t.status', filters.status);
  if (filters.priority) query.where('t.priority', filters.priority);
  if (filters.missionId === 'standalone') query.whereNull('t.mission_id');
  else if (filters.missionId) query.where('t.mission_id', filters.missionId);
  restrictToPage(query, page, 't.created_at', 't.id', 'asc');
  return query;
}

/**
 * The user's todos, newest first, as the JSON text of the list answer (overdue for a reader in
 * `timeZone`), built by PostgreSQL: no row becomes an object here (the SPA's heaviest read).
 */
export async function listTodosJson(
  db: Knex,
  userId: string,
  filters: TodoFilters,
  now: Date,
  timeZone: string,
  page?: Page,
): Promise<{ json: string; next: PageAfter | null; changesAt: number | null }> {
  const inner = todoListQuery(db, userId, filters, page).toSQL();
  const rows = await preparedRows<{ json: string; count: number; last: PageAfter | null; changes_at: number | null }>(db, db.raw(
    // row_to_json writes compact JSON (json_build_object would add spaces to every field).
    `WITH t AS (${inner.sql}),
     v AS (SELECT t.created_at AS sort_at, t.id AS sort_id, row_to_json(x)::text AS json FROM t CROSS JOIN LATERAL (SELECT ${TODO_SQL}) x)
     SELECT '[' || COALESCE((SELECT string_agg(v.json, ',' ORDER BY v.sort_at DESC, v.sort_id) FROM v), '') || ']' AS json,
       (SELECT count(*) FROM t)::int AS count,
       (SELECT json_build_object('at', t.page_at, 'id', t.id) FROM t ORDER BY t.created_at ASC, t.id DESC LIMIT 1) AS last,
       -- the next instant an open todo of the answer falls overdue (the clock alone changes it then)
       (SELECT extract(epoch FROM min(${dueEndSql('t', '?::text')})) * 1000 FROM t WHERE t.status <> 'completed' AND ${dueEndSql('t', '?::text')} >= ?::timestamptz)::float8 AS changes_at`,
    [...inner.bindings, timeZone, now.toISOString(), timeZone, timeZone, now.toISOString()],
  ));
  const row = rows[0];
  const next = page && row.count >= page.limit && row.last ? { at: row.last.at, id: row.last.id } : null;
  return { json: row.json, next, changesAt: row.changes_at };
}

/** The todo's row when it exists and belongs to the user (ownership checks before commands). */
export async function findTodo(
  db: Knex,
  userId: string,
  todoId: string,
): Promise<Pick<TodoView, 'id' | 'title' | 'description' | 'success_criteria' | 'status' | 'mission_id' | 'total_steps'> | undefined> {
  return db('todos').where({ id: todoId, user_id: userId }).first('id', 'title', 'description', 'success_criteria', 'status', 'mission_id', 'total_steps');
}

/** Steps of a todo in plan order, each with its evidence and findings. */
export async function listSteps(db: Knex, userId: string, todoId: string): Promise<StepView[]> {
  return preparedRows<StepView>(
    db,
    db.raw(`SELECT ${STEP_SQL} FROM steps s WHERE s.todo_id = :todoId AND s.user_id = :userId ORDER BY s.order_index, s.created_at, s.id`, { todoId, userId }),
  );
}

/** A todo with its steps, overdue for a reader in `timeZone`; undefined when missing or not the user's. */
export async function getTodo(db: Knex, userId: string, todoId: string, now: Date, timeZone: string): Promise<TodoDetailView | undefined> {
  const todo = todoWithMission(db).where({ 't.id': todoId, 't.user_id': userId });
  const row: TodoView | undefined = await db.from(todo.as('t')).first(db.raw(TODO_SQL, [timeZone, now.toISOString()]));
  if (!row) return undefined;
  return { ...row, steps: await listSteps(db, userId, todoId) };
}

/**
 * GET /todos/{id}/progress as JSON text, built by PostgreSQL when it is read (fields in the
 * order of the route's schema): the steps, findings and evidence of one todo, each read once.
 */
const progressSql = `
  SELECT row_to_json(a)::text AS body
  FROM todos t
  -- The steps read once: their counts and their list. A step's finding and evidence counts come
  -- from the todo's findings and evidence grouped by step (two lookups per todo, not per step).
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE s.status = 'completed'))::int AS completed,
           (count(*) FILTER (WHERE s.status = 'in_progress'))::int AS in_progress,
           (count(*) FILTER (WHERE s.status = 'pending'))::int AS pending,
           coalesce(json_agg(row_to_json(x) ORDER BY s.order_index, s.created_at, s.id), '[]') AS steps
    FROM steps s
    LEFT JOIN (SELECT f.step_id, count(*) AS n FROM findings f WHERE f.todo_id = t.id GROUP BY f.step_id) fc ON fc.step_id = s.id
    LEFT JOIN (SELECT e.step_id, count(*) AS n FROM evidence e WHERE e.todo_id = t.id GROUP BY e.step_id) ec ON ec.step_id = s.id
    CROSS JOIN LATERAL (SELECT s.id, s.title, s.description, s.status, s.order_index, ${isoSql('s.completed_at')} AS completed_at,
                               coalesce(fc.n, 0)::int AS finding_count, coalesce(ec.n, 0)::int AS evidence_count) x
    WHERE s.todo_id = t.id
  ) c
  CROSS JOIN LATERAL (
    SELECT
      coalesce((SELECT json_agg(row_to_json(x) ORDER BY f.created_at DESC, f.id)
        FROM findings f JOIN steps s ON s.id = f.step_id
        CROSS JOIN LATERAL (SELECT ${FINDING_SQL}) x
        WHERE f.todo_id = t.id), '[]') AS findings,
      coalesce((SELECT json_agg(row_to_json(x) ORDER BY e.created_at DESC, e.id)
        FROM evidence e JOIN steps s ON s.id = e.step_id
        CROSS JOIN LATERAL (SELECT ${EVIDENCE_SQL}) x
        WHERE e.todo_id = t.id), '[]') AS evidence
    -- Kept a subquery: pulled up, each list was built twice (once more for its length below).
    OFFSET 0
  ) parts
  CROSS JOIN LATERAL (
    SELECT t.id AS todo_id,
      json_build_object(
        'completion_percentage', ${percentSql('c.completed', 'c.total')},
        'completed_steps', c.completed, 'total_steps', c.total, 'in_progress_steps', c.in_progress, 'pending_steps', c.pending,
        'total_findings', json_array_length(parts.findings), 'total_evidence', json_array_length(parts.evidence)
      ) AS metrics,
      parts.findings, parts.evidence, c.steps
  ) a
  WHERE t.id = :todoId AND t.user_id = :userId`;

/** The JSON text of the user's todo's progress answer; undefined for a missing or someone else's todo. */
export async function todoProgressJson(db: Knex, userId: string, todoId: string): Promise<string | undefined> {
  const [row] = await preparedRows<{ body: string }>(db, db.raw(progressSql, { todoId, userId }));
  return row?.body;
}

/** The user's step and its todo (ownership checks), or undefined for a missing or someone else's step. */
export async function findOwnStep(db: Knex, userId: string, stepId: string): Promise<{ id: string; todo_id: string } | undefined> {
  const [row] = await preparedRows<{ id: string; todo_id: string }>(db, db.raw('SELECT id, todo_id FROM steps WHERE id = :stepId AND user_id = :userId', { stepId, userId }));
  return row;
}

/** The user's steps (with evidence and findings, oldest first) for pairs of ids, in the pairs' order. */
async function readSteps(db: Knex, keys: { userId: string; stepId: string }[]): Promise<(StepView | undefined)[]> {
  const rows = await preparedRows<StepView & { ord: string }>(
    db,
    db.raw(
      `SELECT k.ord, ${STEP_SQL}
       FROM unnest(:stepIds::uuid[], :userIds::uuid[]) WITH ORDINALITY AS k(step_id, user_id, ord)
       JOIN steps s ON s.id = k.step_id AND s.user_id = k.user_id`,
      { stepIds: keys.map((k) => k.stepId), userIds: keys.map((k) => k.userId) },
    ),
  );
  const views: (StepView | undefined)[] = keys.map(() => undefined);
  for (const { ord, ...step } of rows) views[Number(ord) - 1] = step;
  return views;
}

/** Each pool's step reads, combined under load (projections/combinedReads.ts). */
const stepReadsOf = new WeakMap<Knex, (key: { userId: string; stepId: string }) => Promise<StepView | undefined>>();

/**
 * The user's step with its evidence and findings (oldest first), in one query: many commands
 * start with it (a step completion among them), so concurrent calls on a pool share a query.
 */
export async function getStep(db: Knex, userId: string, stepId: string): Promise<StepView | undefined> {
  if (db.isTransaction) return (await readSteps(db, [{ userId, stepId }]))[0];
  let read = stepReadsOf.get(db);
  if (!read) stepReadsOf.set(db, (read = combinedReads({ read: (keys) => readSteps(db, keys), maxInFlight: 2, maxPerRead: 64 })));
  return read({ userId, stepId });
}

const evidenceOf = (db: Knex, userId: string) =>
  db('evidence as e').join('steps as s', 's.id', 'e.step_id').where('e.user_id', userId).select(db.raw(EVIDENCE_SQL)).orderBy('e.created_at');
const findingsOf = (db: Knex, userId: string) =>
  db('findings as f').join('steps as s', 's.id', 'f.step_id').where('f.user_id', userId).select(db.raw(FINDING_SQL)).orderBy('f.created_at');

export const listEvidence = (db: Knex, userId: string, stepId: string): Promise<EvidenceView[]> => evidenceOf(db, userId).where('e.step_id', stepId);
export const listFindings = (db: Knex, userId: string, stepId: string): Promise<FindingView[]> => findingsOf(db, userId).where('f.step_id', stepId);
export const getEvidence = (db: Knex, userId: string, evidenceId: string): Promise<EvidenceView | undefined> => evidenceOf(db, userId).where('e.id', evidenceId).first();
export const getFinding = (db: Knex, userId: string, findingId: string): Promise<FindingView | undefined> => findingsOf(db, userId).where('f.id', findingId).first();

/** The step's chat, oldest first. */
export async function listChatMessages(db: Knex, userId: string, stepId: string): Promise<ChatMessageView[]> {
  return db('step_chat_messages')
    .where({ step_id: stepId, user_id: userId })
    .orderBy('position')
    .select('id', 'step_id', 'role', 'message', db.raw(`${isoSql('created_at')} AS created_at`));
}

/** The next action the assistant suggested last for this step, if any. */
export async function lastSuggestedNextAction(db: Knex, userId: string, stepId: string): Promise<string | null> {
  const row = await db('step_chat_messages')
    .where({ step_id: stepId, user_id: userId, role: 'assistant' })
    .whereNotNull('next_action')
    .whereRaw("next_action <> ''")
    .orderBy('position', 'desc')
    .first('next_action');
  return row?.next_action ?? null;
}

const PREVIEWS = 5;

/** What a re-plan would retire (the warning before it), in one query. */
export async function getTodoResourceSummary(db: Knex, userId: string, todoId: string): Promise<TodoResourceSummary | undefined> {
  const { rows } = await db.raw(
    `WITH t AS (SELECT id FROM todos WHERE id = :todoId AND user_id = :userId),
          s AS (SELECT s.* FROM steps s JOIN t ON s.todo_id = t.id),
          e AS (SELECT e.*, s.title AS step_title FROM evidence e JOIN s ON s.id = e.step_id),
          f AS (SELECT f.*, s.title AS step_title FROM findings f JOIN s ON s.id = f.step_id),
          c AS (SELECT c.*, s.title AS step_title FROM step_chat_messages c JOIN s ON s.id = c.step_id)
     SELECT (SELECT id FROM t) AS todo_id,
       (SELECT count(*) FROM s WHERE s.status = 'completed')::int AS completed_step_count,
       (SELECT count(*) FROM e)::int AS evidence_count,
       (SELECT count(*) FROM c)::int AS chat_message_count,
       (SELECT count(*) FROM f)::int AS finding_count,
       COALESCE((SELECT json_agg(x) FROM (
         SELECT id, step_title, ${previewSql('content_text')} AS content_preview,
                ${isoSql('created_at')} AS created_at
         FROM e ORDER BY created_at DESC, id LIMIT ${PREVIEWS}) x), '[]') AS evidence_previews,
       COALESCE((SELECT json_agg(x) FROM (
         SELECT id, step_title, role, ${previewSql('message')} AS message_preview,
                ${isoSql('created_at')} AS created_at
         FROM c ORDER BY position DESC LIMIT ${PREVIEWS}) x), '[]') AS chat_previews,
       COALESCE((SELECT json_agg(x) FROM (
         SELECT id, step_title, finding_type, title, ${isoSql('created_at')} AS created_at
         FROM f ORDER BY created_at DESC, id LIMIT ${PREVIEWS}) x), '[]') AS finding_previews`,
    { todoId, userId },
  );
  const row = rows[0];
  if (!row?.todo_id) return undefined;
  const counts = [row.completed_step_count, row.evidence_count, row.chat_message_count, row.finding_count];
  return { ...row, has_resources: counts.some((n: number) => n > 0) };
}

/**
 * Todos whose evaluation was asked for before `before` and never recorded (a request died, the
 * planner failed, or the user's evaluation budget was spent): each user's oldest only, users in
 * the order of that oldest, so one user's many owed evaluations take one place in the list.
 */
export async function todosAwaitingEvaluation(db: Knex, before: Date, limit: number): Promise<Array<{ id: string; user_id: string; pending_evaluation_request_id: string }>> {
  const { rows } = await db.raw(
    `SELECT id, user_id, pending_evaluation_request_id FROM (
       SELECT DISTINCT ON (user_id) id, user_id, pending_evaluation_request_id, evaluation_requested_at
       FROM todos
       WHERE pending_evaluation_request_id IS NOT NULL AND evaluation_requested_at < :before
       ORDER BY user_id, evaluation_requested_at, id) oldest
     ORDER BY evaluation_requested_at, id
     LIMIT :limit`,
    { before, limit },
  );
  return rows;
}

