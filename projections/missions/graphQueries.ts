import type { Knex } from 'knex';
import { missionCountsQuery, type MissionCountsRow } from './missionCounts';
import { missionViewsAt } from './riskVerdicts';
import { getOdyssey } from '../odysseys/queries';
import { MISSION_TODO_SQL } from './queries';

/**
 * The 3D graphs (mission > todos > steps). A graph can hold thousands of steps: PostgreSQL
 * writes the todos' JSON text and it is passed through (parsing it again dominated the time).
 */

type MissionTodosJson = { todosJson: string; todoCount: number; stepCount: number };

/** Per mission: its todos (oldest first) with their steps (in order), as JSON text. One query. */
async function todosJsonByMission(db: Knex, userId: string, missionIds: string[], now: Date, timeZone: string): Promise<Map<string, MissionTodosJson>> {
  if (missionIds.length === 0) return new Map();
  const rows: Array<{ mission_id: string; todos: string; todo_count: number; step_count: number }> = await db('todos as t')
    .where('t.user_id', userId)
    .whereIn('t.mission_id', missionIds)
    // The steps as the mission's todo answer has them, with their evidence and finding counts.
    .joinRaw(
      `CROSS JOIN LATERAL (SELECT ${MISSION_TODO_SQL},
         (SELECT coalesce(json_agg(json_build_object(
              'id', s.id, 'todo_id', s.todo_id, 'title', s.title, 'description', s.description,
              'status', s.status, 'order_index', s.order_index,
              'evidence_count', coalesce(ec.n, 0), 'finding_count', coalesce(fc.n, 0)
            ) ORDER BY s.order_index, s.created_at, s.id), '[]'::json)
          FROM steps s
          LEFT JOIN (SELECT e.step_id, count(*)::int AS n FROM evidence e WHERE e.todo_id = t.id GROUP BY e.step_id) ec ON ec.step_id = s.id
          LEFT JOIN (SELECT f.step_id, count(*)::int AS n FROM findings f WHERE f.todo_id = t.id GROUP BY f.step_id) fc ON fc.step_id = s.id
          WHERE s.todo_id = t.id) AS steps) x`,
      [timeZone, now.toISOString()],
    )
    .groupBy('t.mission_id')
    .select(
      't.mission_id',
      db.raw('count(*)::int as todo_count'),
      db.raw('coalesce(sum(t.total_steps), 0)::int as step_count'),
      db.raw('json_agg(row_to_json(x) order by t.created_at, t.id)::text as todos'),
    );
  return new Map(rows.map((r) => [r.mission_id, { todosJson: r.todos, todoCount: r.todo_count, stepCount: r.step_count }]));
}

/** `{...object, "todos": <raw JSON>}` without parsing the raw part. */
function withRawTodos(object: object, todosJson: string | undefined): string {
  return `${JSON.stringify(object).slice(0, -1)},"todos":${todosJson ?? '[]'}}`;
}

/** The mission graph as JSON text; null when the mission is missing or not the user's. */
export async function missionGraphJson(db: Knex, userId: string, missionId: string, now: Date, timeZone: string): Promise<string | null> {
  const row: MissionCountsRow | undefined = await missionCountsQuery(db, userId, now, timeZone).andWhere('m.id', missionId).first();
  if (!row) return null;
  const [view] = await missionViewsAt(db, userId, now, [row]);
  const todos = (await todosJsonByMission(db, userId, [missionId], now, timeZone)).get(missionId);
  return withRawTodos(view, todos?.todosJson);
}

/** The odyssey graph as JSON text, with total todo and step counts; null when not the user's. */
export async function odysseyGraphJson(db: Knex, userId: string, odysseyId: string, now: Date, timeZone: string): Promise<string | null> {
  const odyssey = await getOdyssey(db, userId, odysseyId, now, timeZone);
  if (!odyssey) return null;
  const byMission = await todosJsonByMission(db, userId, odyssey.missions.map((m) => m.id), now, timeZone);
  const total = (count: (m: MissionTodosJson) => number) => [...byMission.values()].reduce((n, m) => n + count(m), 0);
  const { missions, ...fields } = odyssey;
  const head = JSON.stringify({ ...fields, total_todos: total((m) => m.todoCount), total_steps: total((m) => m.stepCount) }).slice(0, -1);
  return `${head},"missions":[${missions.map((m) => withRawTodos(m, byMission.get(m.id)?.todosJson)).join(',')}]}`;
}
