import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/**
 * Each mission's todo figures, so a mission list reads one row per mission instead of every
 * todo (missions/missionCounts.ts): counts by status, and the due dates (what depends on the
 * clock is decided at read time). Kept like the progress answers (todoProgressDocs.ts):
 * triggers note the missions touched, the refresh computes them again.
 */
export const MISSION_TODO_FIGURES_TABLES = ['mission_todo_figures', 'mission_todo_figures_stale'] as const;

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
    CREATE TABLE mission_todo_figures_stale (mission_id uuid NOT NULL);
    -- Notes the missions a statement on todos touched, before and after (a todo may move).
    CREATE OR REPLACE FUNCTION note_mission_todo_figures_stale() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        EXECUTE format('INSERT INTO %I.mission_todo_figures_stale SELECT DISTINCT mission_id FROM touched WHERE mission_id IS NOT NULL', TG_TABLE_SCHEMA);
      ELSIF TG_OP = 'DELETE' THEN
        EXECUTE format('INSERT INTO %I.mission_todo_figures_stale SELECT DISTINCT mission_id FROM touched_before WHERE mission_id IS NOT NULL', TG_TABLE_SCHEMA);
      ELSE
        EXECUTE format('INSERT INTO %I.mission_todo_figures_stale SELECT mission_id FROM touched WHERE mission_id IS NOT NULL
                        UNION SELECT mission_id FROM touched_before WHERE mission_id IS NOT NULL', TG_TABLE_SCHEMA);
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER todos_inserted_mission_figures AFTER INSERT ON todos REFERENCING NEW TABLE AS touched
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures_stale();
    CREATE TRIGGER todos_updated_mission_figures AFTER UPDATE ON todos REFERENCING OLD TABLE AS touched_before NEW TABLE AS touched
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures_stale();
    CREATE TRIGGER todos_deleted_mission_figures AFTER DELETE ON todos REFERENCING OLD TABLE AS touched_before
      FOR EACH STATEMENT EXECUTE FUNCTION note_mission_todo_figures_stale();
  `);
}

/**
 * The refresh statement's parts: the noted missions' figures computed again or dropped, the
 * notes cleared. All parts see one snapshot: the upsert and the drop touch different missions.
 */
export const missionFiguresRefreshParts = [
  `figures_stale AS (SELECT ARRAY(SELECT DISTINCT mission_id FROM mission_todo_figures_stale) AS ids)`,
  `figures_upserted AS (
    INSERT INTO mission_todo_figures
    SELECT t.mission_id, t.user_id, count(*), count(*) FILTER (WHERE t.status = 'completed'), count(*) FILTER (WHERE t.status = 'in_progress'),
           coalesce(array_agg(t.due_date ORDER BY t.due_date) FILTER (WHERE t.status <> 'completed' AND t.due_date IS NOT NULL), '{}'),
           coalesce(array_agg(t.due_date ORDER BY t.due_date) FILTER (WHERE t.status <> 'completed' AND t.due_date IS NOT NULL AND t.completed_steps = 0), '{}')
    FROM todos t WHERE t.mission_id = ANY ((SELECT ids FROM figures_stale)::uuid[]) GROUP BY t.mission_id, t.user_id
    ON CONFLICT (mission_id, user_id) DO UPDATE SET total_todos = EXCLUDED.total_todos, completed_todos = EXCLUDED.completed_todos,
      in_progress_count = EXCLUDED.in_progress_count, open_due = EXCLUDED.open_due, open_due_no_progress = EXCLUDED.open_due_no_progress
    RETURNING mission_id, user_id)`,
  // The noted missions left without todos are those no figures were written for above: no
  // lookup in todos, which the planner took as a scan of the whole table.
  `figures_dropped AS (
    DELETE FROM mission_todo_figures f WHERE f.mission_id = ANY ((SELECT ids FROM figures_stale)::uuid[])
      AND NOT EXISTS (SELECT 1 FROM figures_upserted u WHERE u.mission_id = f.mission_id AND u.user_id = f.user_id))`,
  `figures_cleared AS (DELETE FROM mission_todo_figures_stale)`,
];
