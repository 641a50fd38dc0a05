import type { Knex } from 'knex';
import { isoSql } from '../../commands/isoSql';
import { clockOf, missionCountsAt, missionCountsQuery, type MissionCountsRow } from './missionCounts';
import type { MissionDetailTodoView, MissionDetailView, MissionResourceSummary, MissionTodoView } from './missionAnswers';
import { missionRiskVerdicts, missionViewsAt, outlookChangesAt } from './riskVerdicts';
import { compiledOnce } from '../preparedQuery';
import { orderByWaits } from '../../domain/todos/dependencies';
import { blockedSql, waitedForIdsSql, waitsThroughOthers } from '../todos/dependencyQueries';
import { overdueSql } from '../todos/views';

/**
 * A mission's todo answer's fields in its schema's order, from todo `t`, overdue (past its due
 * day and not completed) for a reader in the zone bound to its first `?` at the instant bound to its second.
 */
export const MISSION_TODO_SQL = `t.id, t.mission_id, t.title, t.description, t.success_criteria, t.status, t.priority,
  ${isoSql('t.due_date')} AS due_date, ${overdueSql('t', '?::timestamptz', '?::text')} AS is_overdue,
  t.total_steps, t.completed_steps, ${isoSql('t.created_at')} AS created_at, ${isoSql('t.completed_at')} AS completed_at,
  ${waitedForIdsSql('t.id')} AS depends_on, ${blockedSql('t.id')} AS blocked`;

/** SQL: the open live todos the todo `todo` waits for, as a JSON array of `{id, title}` in the order the links were made (every screen's waits). */
export const openWaitsSql = (todo: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', o.id, 'title', o.title) ORDER BY d.added_at, o.id), '[]'::json)
      FROM todo_dependencies d JOIN todos o ON o.id = d.depends_on WHERE d.todo_id = ${todo} AND o.status <> 'completed')`;

type ListParams = { userId: string; at: string; soon: string; tz: string; status?: string };
const missionListRows = (filtered: boolean) =>
  compiledOnce<ListParams>((db, param) => {
    const missions = missionCountsAt(db, param('userId'), { at: param('at'), soon: param('soon'), tz: param('tz') })
      .select(
        // The next instant a count of this mission moves with the clock alone: an open todo's
        // due day ending, or coming within the at-risk window.
        db.raw(`(extract(epoch FROM least(c.next_due, c.next_due_after_window - (?::timestamptz - ?::timestamptz))) * 1000)::float8 AS next_change`, [param('soon'), param('at')]),
      );
    if (filtered) missions.where('m.status', param('status'));
    return missions.orderBy([
      { column: 'm.created_at', order: 'desc' },
      { column: 'm.id', order: 'asc' },
    ]);
  });
const listAll = missionListRows(false);
const listWithStatus = missionListRows(true);

/**
 * The user's missions, newest first, at `now` for a reader in `timeZone`, as the JSON text of the list answer, and the
 * instant (ms) from which the clock alone changes it (null: never).
 */
export async function listMissionsJson(
  db: Knex,
  userId: string,
  now: Date,
  timeZone: string,
  filter: { status?: string } = {},
): Promise<{ body: string; changesAt: number | null }> {
  const params = { userId, ...clockOf(now, timeZone), status: filter.status };
  const rows = await (filter.status ? listWithStatus : listAll)<MissionCountsRow & { next_change: number | null }>(db, params);
  const rated = await missionRiskVerdicts(db, userId, now, rows);
  const changes = [...rows.map((r) => r.next_change), outlookChangesAt(rated.map((r) => r.verdict), now)].filter((t): t is number => t !== null);
  return { body: JSON.stringify(rated.map((r) => r.view)), changesAt: changes.length === 0 ? null : Math.min(...changes) };
}

/** One mission of the user with its todos (oldest first) and what each waits for, read in `timeZone`; null when missing or not theirs. One query (two when a todo waits for one outside the mission). */
export async function getMissionDetail(db: Knex, userId: string, missionId: string, now: Date, timeZone: string): Promise<MissionDetailView | null> {
  const row: (MissionCountsRow & { todos: MissionDetailTodoView[] }) | undefined = await missionCountsQuery(db, userId, now, timeZone)
    .andWhere('m.id', missionId)
    .select(
      db.raw(
        `(select coalesce(json_agg(row_to_json(x) order by t.created_at, t.id), '[]'::json)
            from todos t cross join lateral (select ${MISSION_TODO_SQL}, ${openWaitsSql('t.id')} AS waiting_for) x where t.mission_id = m.id and t.user_id = m.user_id) as todos`,
        [timeZone, now.toISOString()],
      ),
    )
    .first();
  if (!row) return null;
  const [view] = await missionViewsAt(db, userId, now, [row]);
  return { ...view, todos: row.todos, todo_order: await todoOrder(db, userId, row.todos) };
}

/**
 * The mission's todos in an order that respects their waits, those through todos of other
 * missions too (only asked when a todo waits for one outside the mission).
 */
async function todoOrder(db: Knex, userId: string, todos: MissionTodoView[]): Promise<string[]> {
  const inMission = new Set(todos.map((t) => t.id));
  if (!todos.some((t) => t.depends_on.some((id) => !inMission.has(id)))) return orderByWaits(todos);
  const through = new Map<string, string[]>();
  for (const link of await waitsThroughOthers(db, userId, [...inMission])) through.set(link.todo_id, [...(through.get(link.todo_id) ?? []), link.depends_on]);
  return orderByWaits(todos.map((t) => ({ id: t.id, depends_on: [...t.depends_on, ...(through.get(t.id) ?? [])] })));
}

/** The mission's own row (no figures), for ownership checks and copies; null when not the user's. */
export async function findOwnMission(db: Knex, userId: string, missionId: string) {
  return (await db('missions').where({ id: missionId, user_id: userId }).first()) as
    | { id: string; user_id: string; title: string; description: string | null; status: string; odyssey_id: string | null }
    | undefined;
}

/** What a re-plan would retire; a todo "has progress" when work produced a completed step, evidence, chat or a finding. */
export async function missionResourceSummary(db: Knex, userId: string, missionId: string): Promise<MissionResourceSummary> {
  const todos: MissionResourceSummary['todo_previews'] = await db('todos as t')
    .where({ 't.user_id': userId, 't.mission_id': missionId })
    .orderBy([
      { column: 't.created_at', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ])
    .select(
      't.id as todo_id',
      't.title as todo_title',
      't.status',
      't.total_steps as step_count',
      't.completed_steps as completed_step_count',
      db.raw('(select count(*)::int from evidence e where e.todo_id = t.id) as evidence_count'),
      db.raw('(select count(*)::int from step_chat_messages c where c.todo_id = t.id) as chat_count'),
      db.raw('(select count(*)::int from findings f where f.todo_id = t.id) as finding_count'),
    );
  const sum = (pick: (t: (typeof todos)[number]) => number) => todos.reduce((n, t) => n + pick(t), 0);
  const withProgress = todos.filter((t) => t.completed_step_count + t.evidence_count + t.chat_count + t.finding_count > 0).length;
  return {
    has_resources: withProgress > 0,
    todos_with_progress: withProgress,
    total_todos: todos.length,
    total_steps: sum((t) => t.step_count),
    completed_steps: sum((t) => t.completed_step_count),
    total_evidence: sum((t) => t.evidence_count),
    total_chat_messages: sum((t) => t.chat_count),
    total_findings: sum((t) => t.finding_count),
    todo_previews: todos,
  };
}
