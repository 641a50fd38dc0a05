import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/**
 * Each mission's todo figures, kept beside the todos so that a mission list reads one row per
 * mission instead of every todo (projections/missions/missionCounts.ts): counts by status and
 * the due dates that health and the overdue count are decided from at read time (they depend
 * on the clock, so only the dates are stored). Statement triggers on `todos` recompute the
 * missions a statement touched, in the same transaction, so every path that changes todos
 * (trash, restore, re-plan, a user's deletion) is covered without knowing of it.
 */
export const MISSION_TODO_FIGURES = 'mission_todo_figures';

export async function createMissionTodoFigures(db: Db): Promise<void> {
  await db.raw(`
    CREATE TABLE mission_todo_figures (
      mission_id uuid NOT NULL,
      user_id uuid NOT NULL,
      total_todos int NOT NULL,
      completed_todos int NOT NULL,
      in_progress_count int NOT NULL,
      -- due dates of the open todos, and of the open todos with no completed step (sorted)
      open_due timestamptz[] NOT NULL,
      open_due_no_progress timestamptz[] NOT NULL,
      PRIMARY KEY (mission_id, user_id)
    );
    CREATE INDEX mission_todo_figures_user_id_index ON mission_todo_figures (user_id);
    -- Only the columns the figures are made of matter: a renamed todo recomputes nothing.
    CREATE OR REPLACE FUNCTION note_mission_todo_figures() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE ids uuid[];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT mission_id) FILTER (WHERE mission_id IS NOT NULL) INTO ids FROM touched;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT mission_id) FILTER (WHERE mission_id IS NOT NULL) INTO ids FROM touched_before;
      ELSE
        SELECT array_agg(DISTINCT m) FILTER (WHERE m IS NOT NULL) INTO ids
        FROM touched n JOIN touched_before o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.mission_id), (o.mission_id)) AS x (m)
        WHERE (n.mission_id, n.user_id, n.status, n.due_date, n.completed_steps = 0)
              IS DISTINCT FROM (o.mission_id, o.user_id, o.status, o.due_date, o.completed_steps = 0);
      END IF;
      IF ids IS NULL THEN RETURN NULL; END IF;
      EXECUTE format('DELETE FROM %I.mission_todo_figures WHERE mission_id = ANY ($1)', TG_TABLE_SCHEMA) USING ids;
      EXECUTE format($q$
        INSERT INTO %1$I.mission_todo_figures
        SELECT mission_id, user_id, count(*), count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'in_progress'),
               coalesce(array_agg(due_date ORDER BY due_date) FILTER (WHERE status <> 'completed' AND due_date IS NOT NULL), '{}'),
               coalesce(array_agg(due_date ORDER BY due_date) FILTER (WHERE status <> 'completed' AND due_date IS NOT NULL AND completed_steps = 0), '{}')
        FROM %1$I.todos WHERE mission_id = ANY ($1) GROUP BY mission_id, user_id$q$, TG_TABLE_SCHEMA) USING ids;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER todos_inserted_mission_figures AFTER INSERT ON todos REFERENCING NEW TABLE AS touched
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures();
    CREATE TRIGGER todos_updated_mission_figures AFTER UPDATE ON todos REFERENCING OLD TABLE AS touched_before NEW TABLE AS touched
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures();
    CREATE TRIGGER todos_deleted_mission_figures AFTER DELETE ON todos REFERENCING OLD TABLE AS touched_before
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures();
  `);
}
