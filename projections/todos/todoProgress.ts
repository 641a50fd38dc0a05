import type { Knex } from 'knex';
import { isoSql } from '../../commands/isoSql';
import { preparedRows } from '../preparedQuery';
import { EVIDENCE_SQL, FINDING_SQL, percentSql } from './views';

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
