import type { Knex } from 'knex';
import { isoSql } from '../../commands/isoSql';
import { preparedRows } from '../preparedQuery';
import { previewSql } from './views';

type Db = Knex | Knex.Transaction;

/**
 * GET /todos/{id}/progress as JSON text per todo (a read is one row by primary key). Statement
 * triggers note the todos a statement touched, and the refresh at the end of the transaction
 * (todoDerivedRows.ts) builds their answers again: every path that changes the tables (trash,
 * restore, re-plan, a user's deletion) is covered without knowing of it.
 */
export const TODO_PROGRESS_TABLES = ['todo_progress', 'todo_progress_stale'] as const;

/** The answers of the todos whose ids are in `todo_progress_stale`, fields in the order of the route's schema. */
const staleAnswersSql = `
  SELECT t.id AS todo_id, t.user_id, row_to_json(a)::text AS body
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
        CROSS JOIN LATERAL (SELECT f.id, f.step_id, s.title AS step_title, f.finding_type, f.title, f.content, f.source,
                                   ${isoSql('f.created_at')} AS created_at) x
        WHERE f.todo_id = t.id), '[]') AS findings,
      coalesce((SELECT json_agg(row_to_json(x) ORDER BY e.created_at DESC, e.id)
        FROM evidence e JOIN steps s ON s.id = e.step_id
        CROSS JOIN LATERAL (SELECT e.id, e.step_id, s.title AS step_title, e.content_type, e.content_type AS type, e.content_text,
                                   ${previewSql('e.content_text')} AS content_preview, e.file_url, ${isoSql('e.created_at')} AS created_at) x
        WHERE e.todo_id = t.id), '[]') AS evidence
    -- Kept a subquery: pulled up, each list was built twice (once more for its length below).
    OFFSET 0
  ) parts
  CROSS JOIN LATERAL (
    SELECT t.id AS todo_id,
      json_build_object(
        -- Math.round of the same double as domain/todos/progress.ts computes
        'completion_percentage', CASE WHEN c.total = 0 THEN 0 ELSE floor(c.completed::float8 / c.total * 100 + 0.5)::int END,
        'completed_steps', c.completed, 'total_steps', c.total, 'in_progress_steps', c.in_progress, 'pending_steps', c.pending,
        'total_findings', json_array_length(parts.findings), 'total_evidence', json_array_length(parts.evidence)
      ) AS metrics,
      parts.findings, parts.evidence, c.steps
  ) a
  -- An array, so the todos are found by their key before anything is built (a semi-join may
  -- be planned after the lateral parts, building every todo's answer).
  WHERE t.id = ANY (ARRAY(SELECT DISTINCT todo_id FROM todo_progress_stale))`;

export async function createTodoProgressTables(db: Db): Promise<void> {
  await db.raw(`
    CREATE TABLE todo_progress (todo_id uuid PRIMARY KEY, user_id uuid NOT NULL, body text NOT NULL);
    CREATE TABLE todo_progress_stale (todo_id uuid NOT NULL);
    -- Notes the todos a statement touched (TG_ARGV[0]: the column holding the todo id).
    CREATE OR REPLACE FUNCTION note_todo_progress_stale() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        EXECUTE format('INSERT INTO %I.todo_progress_stale SELECT DISTINCT %I FROM touched_before', TG_TABLE_SCHEMA, TG_ARGV[0]);
      ELSE
        EXECUTE format('INSERT INTO %I.todo_progress_stale SELECT DISTINCT %I FROM touched', TG_TABLE_SCHEMA, TG_ARGV[0]);
      END IF;
      RETURN NULL;
    END
    $fn$;
  `);
  for (const [table, column] of [['todos', 'id'], ['steps', 'todo_id'], ['evidence', 'todo_id'], ['findings', 'todo_id']] as const) {
    await db.raw(`
      CREATE TRIGGER ${table}_inserted_progress AFTER INSERT ON ${table} REFERENCING NEW TABLE AS touched
        FOR EACH STATEMENT EXECUTE FUNCTION note_todo_progress_stale('${column}');
      CREATE TRIGGER ${table}_updated_progress AFTER UPDATE ON ${table} REFERENCING NEW TABLE AS touched
        FOR EACH STATEMENT EXECUTE FUNCTION note_todo_progress_stale('${column}');
      CREATE TRIGGER ${table}_deleted_progress AFTER DELETE ON ${table} REFERENCING OLD TABLE AS touched_before
        FOR EACH STATEMENT EXECUTE FUNCTION note_todo_progress_stale('${column}');`);
  }
}

/** The refresh statement's parts (todoDerivedRows.ts): the noted todos' answers built again or dropped, the notes cleared. */
export const todoProgressRefreshParts = [
  `progress_fresh AS (${staleAnswersSql})`,
  `progress_upserted AS (
    INSERT INTO todo_progress (todo_id, user_id, body) SELECT todo_id, user_id, body FROM progress_fresh
    ON CONFLICT (todo_id) DO UPDATE SET user_id = EXCLUDED.user_id, body = EXCLUDED.body)`,
  // The noted todos that are gone are those no answer was built for: no lookup in todos,
  // which the planner took as a scan of the whole table.
  `progress_dropped AS (
    DELETE FROM todo_progress p WHERE p.todo_id = ANY (ARRAY(SELECT DISTINCT todo_id FROM todo_progress_stale))
      AND NOT EXISTS (SELECT 1 FROM progress_fresh f WHERE f.todo_id = p.todo_id))`,
  `progress_cleared AS (DELETE FROM todo_progress_stale)`,
];

/** The JSON text of the user's todo's progress answer; undefined for a missing or someone else's todo. */
export async function todoProgressJson(db: Db, userId: string, todoId: string): Promise<string | undefined> {
  const [row] = await preparedRows<{ body: string }>(db, db.raw('SELECT body FROM todo_progress WHERE todo_id = :todoId AND user_id = :userId', { todoId, userId }));
  return row?.body;
}
