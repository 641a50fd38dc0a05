import type { Knex } from 'knex';
import type { TodoStatus } from '../../domain/todos/status';
import { nextPageAfter, pageAtSql, restrictToPage, type Page, type PageAfter } from '../keysetPage';
import { isoSql } from '../../commands/isoSql';
import { combinedReads } from '../combinedReads';
import { preparedRows } from '../preparedQuery';
import { readTogether } from '../readTogether';
import { todoProgressJson } from './todoProgress';
import { blockedSql, waitingTodosSql } from './dependencyQueries';
import { previewSql, toChatMessageView, toEvidenceView, toFindingView, toStepView, toTodoView } from './views';
import type { ChatMessageView, EvidenceView, FindingView, StepView, TodoDetailView, TodoProgressView, TodoResourceSummary, TodoView } from './todoAnswers';

type Db = Knex | Knex.Transaction;

export type TodoFilters = {
  status?: TodoStatus;
  priority?: string;
  /** A mission id, or 'standalone' for todos without a mission. */
  missionId?: string | 'standalone';
};

const todoWithMission = (db: Db) =>
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
function todoListQuery(db: Db, userId: string, filters: TodoFilters, page?: Page) {
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

/** The user's todos, newest first, with step counts (no steps). */
export async function listTodos(db: Db, userId: string, filters: TodoFilters, now: Date, page?: Page): Promise<{ todos: TodoView[]; next: PageAfter | null }> {
  const rows = await todoListQuery(db, userId, filters, page);
  const next = nextPageAfter(rows, page, (row) => row.id);
  return { todos: rows.map((row) => toTodoView(row, now)), next };
}

/**
 * `listTodos` as the JSON text of its answer, built by PostgreSQL: no row becomes an object here
 * (the SPA's heaviest read). Fields and values equal `toTodoView` (todoListJson.test.ts).
 */
export async function listTodosJson(
  db: Db,
  userId: string,
  filters: TodoFilters,
  now: Date,
  page?: Page,
): Promise<{ json: string; next: PageAfter | null; changesAt: number | null }> {
  const inner = todoListQuery(db, userId, filters, page).toSQL();
  const rows = await preparedRows<{ json: string; count: number; last: PageAfter | null; changes_at: number | null }>(db, db.raw(
    // row_to_json writes compact JSON (json_build_object would add spaces to every field).
    `WITH p AS (${inner.sql}),
     v AS (
       SELECT p.created_at AS sort_at, p.id AS sort_id, row_to_json(x)::text AS json
       FROM p CROSS JOIN LATERAL (SELECT
         p.id, p.title, p.description, p.success_criteria, p.status, p.priority,
         ${isoSql('p.due_date')} AS due_date, p.mission_id, p.mission_title,
         ${isoSql('p.created_at')} AS created_at, ${isoSql('p.updated_at')} AS updated_at, ${isoSql('p.completed_at')} AS completed_at,
         p.completion_evaluation, p.total_steps, p.completed_steps,
         -- Math.round of the same double as toTodoView computes
         CASE WHEN p.total_steps = 0 THEN 0 ELSE floor(p.completed_steps::float8 / p.total_steps * 100 + 0.5)::int END AS progress_percentage,
         (p.due_date IS NOT NULL AND p.status <> 'completed' AND p.due_date < ?::timestamptz) AS is_overdue,
         p.copied_from_todo_id, p.depends_on, p.needed_by, p.blocked) x
     )
     SELECT '[' || COALESCE((SELECT string_agg(v.json, ',' ORDER BY v.sort_at DESC, v.sort_id) FROM v), '') || ']' AS json,
       (SELECT count(*) FROM p)::int AS count,
       (SELECT json_build_object('at', p.page_at, 'id', p.id) FROM p ORDER BY p.created_at ASC, p.id DESC LIMIT 1) AS last,
       -- the next instant an open todo of the answer falls overdue (the clock alone changes it then)
       (SELECT extract(epoch FROM min(p.due_date)) * 1000 FROM p WHERE p.status <> 'completed' AND p.due_date >= ?::timestamptz)::float8 AS changes_at`,
    [...inner.bindings, now.toISOString(), now.toISOString()],
  ));
  const row = rows[0];
  const next = page && row.count >= page.limit && row.last ? { at: row.last.at, id: row.last.id } : null;
  return { json: row.json, next, changesAt: row.changes_at };
}

/** The todo's row when it exists and belongs to the user (ownership checks before commands). */
export async function findTodo(
  db: Db,
  userId: string,
  todoId: string,
): Promise<Pick<TodoView, 'id' | 'title' | 'description' | 'success_criteria' | 'status' | 'mission_id' | 'total_steps'> | undefined> {
  return db('todos').where({ id: todoId, user_id: userId }).first('id', 'title', 'description', 'success_criteria', 'status', 'mission_id', 'total_steps');
}

/** Evidence or findings (as `x`), each with its step's title. */
const withStepTitle = (db: Db, table: 'evidence' | 'findings') => db(`${table} as x`).join('steps as s', 's.id', 'x.step_id').select('x.*', 's.title as step_title');

/** Steps of a todo in plan order, each with its evidence and findings. */
export async function listSteps(db: Db, userId: string, todoId: string): Promise<StepView[]> {
  const [steps, evidence, findings] = await readTogether(db, [
    db('steps').where({ todo_id: todoId, user_id: userId }).orderBy([{ column: 'order_index' }, { column: 'created_at' }, { column: 'id' }]),
    withStepTitle(db, 'evidence').where({ 'x.todo_id': todoId, 'x.user_id': userId }).orderBy('x.created_at'),
    withStepTitle(db, 'findings').where({ 'x.todo_id': todoId, 'x.user_id': userId }).orderBy('x.created_at'),
  ]);
  const byStep = <T extends { step_id: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(item.step_id, [...(map.get(item.step_id) ?? []), item]);
    return map;
  };
  const evidenceByStep = byStep(evidence.map(toEvidenceView));
  const findingsByStep = byStep(findings.map(toFindingView));
  return steps.map((row) => toStepView(row, evidenceByStep.get(row.id) ?? [], findingsByStep.get(row.id) ?? []));
}

/** A todo with its steps; undefined when missing or not the user's. */
export async function getTodo(db: Db, userId: string, todoId: string, now: Date): Promise<TodoDetailView | undefined> {
  const row = await todoWithMission(db).where({ 't.id': todoId, 't.user_id': userId }).first();
  if (!row) return undefined;
  return { ...toTodoView(row, now), steps: await listSteps(db, userId, todoId) };
}

/** The user's step and its todo (ownership checks), or undefined for a missing or someone else's step. */
export async function findOwnStep(db: Db, userId: string, stepId: string): Promise<{ id: string; todo_id: string } | undefined> {
  const [row] = await preparedRows<{ id: string; todo_id: string }>(db, db.raw('SELECT id, todo_id FROM steps WHERE id = :stepId AND user_id = :userId', { stepId, userId }));
  return row;
}

/** The user's steps (with evidence and findings, oldest first) for pairs of ids, in the pairs' order. */
const STEPS_WITH_EVIDENCE = `SELECT k.ord, s.*,
       COALESCE((SELECT json_agg(json_build_object(
           'id', e.id, 'step_id', e.step_id, 'step_title', s.title, 'content_type', e.content_type,
           'content_text', e.content_text, 'file_url', e.file_url, 'created_at', ${isoSql('e.created_at')})
         ORDER BY e.created_at, e.id) FROM evidence e WHERE e.step_id = s.id AND e.user_id = s.user_id), '[]') AS evidence_rows,
       COALESCE((SELECT json_agg(json_build_object(
           'id', f.id, 'step_id', f.step_id, 'step_title', s.title, 'finding_type', f.finding_type, 'title', f.title,
           'content', f.content, 'source', f.source, 'created_at', ${isoSql('f.created_at')})
         ORDER BY f.created_at, f.id) FROM findings f WHERE f.step_id = s.id AND f.user_id = s.user_id), '[]') AS finding_rows
     FROM unnest(:stepIds::uuid[], :userIds::uuid[]) WITH ORDINALITY AS k(step_id, user_id, ord)
     JOIN steps s ON s.id = k.step_id AND s.user_id = k.user_id`;

async function readSteps(db: Db, keys: { userId: string; stepId: string }[]): Promise<(StepView | undefined)[]> {
  const rows = await preparedRows<Record<string, any>>(
    db,
    db.raw(STEPS_WITH_EVIDENCE, { stepIds: keys.map((k) => k.stepId), userIds: keys.map((k) => k.userId) }),
  );
  const views: (StepView | undefined)[] = keys.map(() => undefined);
  for (const row of rows) {
    views[Number(row.ord) - 1] = toStepView(row, (row.evidence_rows as Record<string, any>[]).map(toEvidenceView), (row.finding_rows as Record<string, any>[]).map(toFindingView));
  }
  return views;
}

/** Each pool's step reads, combined under load (projections/combinedReads.ts). */
const stepReadsOf = new WeakMap<Knex, (key: { userId: string; stepId: string }) => Promise<StepView | undefined>>();

/**
 * The user's step with its evidence and findings (oldest first), in one query: many commands
 * start with it (a step completion among them), so concurrent calls on a pool share a query.
 */
export async function getStep(db: Db, userId: string, stepId: string): Promise<StepView | undefined> {
  if (db.isTransaction) return (await readSteps(db, [{ userId, stepId }]))[0];
  let read = stepReadsOf.get(db);
  if (!read) stepReadsOf.set(db, (read = combinedReads({ read: (keys) => readSteps(db, keys), maxInFlight: 2, maxPerRead: 64 })));
  return read({ userId, stepId });
}

export async function listEvidence(db: Db, userId: string, stepId: string): Promise<EvidenceView[]> {
  const rows = await withStepTitle(db, 'evidence').where({ 'x.step_id': stepId, 'x.user_id': userId }).orderBy('x.created_at');
  return rows.map(toEvidenceView);
}

export async function listFindings(db: Db, userId: string, stepId: string): Promise<FindingView[]> {
  const rows = await withStepTitle(db, 'findings').where({ 'x.step_id': stepId, 'x.user_id': userId }).orderBy('x.created_at');
  return rows.map(toFindingView);
}

export async function getFinding(db: Db, userId: string, findingId: string): Promise<FindingView | undefined> {
  const row = await withStepTitle(db, 'findings').where({ 'x.id': findingId, 'x.user_id': userId }).first();
  return row ? toFindingView(row) : undefined;
}

export async function getEvidence(db: Db, userId: string, evidenceId: string): Promise<EvidenceView | undefined> {
  const row = await withStepTitle(db, 'evidence').where({ 'x.id': evidenceId, 'x.user_id': userId }).first();
  return row ? toEvidenceView(row) : undefined;
}

/** The step's chat, oldest first. */
export async function listChatMessages(db: Db, userId: string, stepId: string): Promise<ChatMessageView[]> {
  const rows = await db('step_chat_messages').where({ step_id: stepId, user_id: userId }).orderBy('position');
  return rows.map(toChatMessageView);
}

/** The next action the assistant suggested last for this step, if any. */
export async function lastSuggestedNextAction(db: Db, userId: string, stepId: string): Promise<string | null> {
  const row = await db('step_chat_messages')
    .where({ step_id: stepId, user_id: userId, role: 'assistant' })
    .whereNotNull('next_action')
    .whereRaw("next_action <> ''")
    .orderBy('position', 'desc')
    .first('next_action');
  return row?.next_action ?? null;
}

/** The progress answer of the user's todo as objects (projected: todoProgress.ts); undefined when missing or not the user's. */
export async function getTodoProgress(db: Db, userId: string, todoId: string): Promise<TodoProgressView | undefined> {
  const json = await todoProgressJson(db, userId, todoId);
  return json === undefined ? undefined : (JSON.parse(json) as TodoProgressView);
}

const PREVIEWS = 5;

/** What a re-plan would retire (the warning before it), in one query. */
export async function getTodoResourceSummary(db: Db, userId: string, todoId: string): Promise<TodoResourceSummary | undefined> {
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

/** Todos whose evaluation was asked for before `before` and never recorded (a request died). */
export async function todosAwaitingEvaluation(db: Db, before: Date, limit: number): Promise<Array<{ id: string; user_id: string; pending_evaluation_request_id: string }>> {
  return db('todos')
    .whereNotNull('pending_evaluation_request_id')
    .where('evaluation_requested_at', '<', before)
    .orderBy('evaluation_requested_at')
    .limit(limit)
    .select('id', 'user_id', 'pending_evaluation_request_id');
}

