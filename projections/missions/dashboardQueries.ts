import type { Knex } from 'knex';
import { missionsByHealth } from '../../domain/missions/health';
import { isoSql } from '../../commands/isoSql';
import { PRIORITIES } from '../../domain/todos/priority';
import { overdueSql, percentSql } from '../todos/views';
import { missionCountsQuery, type MissionCountsRow } from './missionCounts';
import type { AttentionMissionView, DashboardSummary, FocusTodoView } from './dashboardAnswer';
import { compareRisk } from '../../domain/missions/riskVerdict';
import { missionRiskVerdicts } from './riskVerdicts';
import { openWaitsSql } from './queries';
import { blockedSql } from '../todos/dependencyQueries';

/** Lists on the Command Center hold at most this many items. */
export const DASHBOARD_LIST_LIMIT = 5;
/** Today's Focus, when nothing is in progress, names at most this many todos that can start next. */
export const NEXT_TODOS_LIMIT = 3;

const riskKey = (m: AttentionMissionView) => ({ attention: m.attention_reason, overdue: m.overdue_count, title: m.title });

/** What the Command Center shows, at `now` for a reader in `timeZone`, in one query. */
export async function dashboardSummary(db: Knex, userId: string, now: Date, timeZone: string): Promise<DashboardSummary> {
  const todosIn = (status: 'pending' | 'in_progress') => db('todos as t').leftJoin('missions as pm', 'pm.id', 't.mission_id').where({ 't.user_id': userId, 't.status': status });
  const inProgress = todosIn('in_progress');
  // What each waits for, and whether it is blocked, as the mission's answer says.
  const waitingFor = `CROSS JOIN LATERAL (SELECT ${openWaitsSql('t.id')} AS waiting_for, ${blockedSql('t.id')} AS blocked) wf`;
  const focusTodos = (todos: Knex.QueryBuilder) =>
    todos
      .clone()
      .joinRaw(waitingFor)
      .select('t.id', 't.title', 't.description', 't.status', 't.priority', db.raw(`${isoSql('t.due_date')} AS due_date`))
      .select(db.raw(`${overdueSql('t', '?::timestamptz', '?::text')} AS is_overdue`, [timeZone, now.toISOString()]), 't.mission_id', 'pm.title as mission_title')
      .select('t.total_steps', 't.completed_steps', db.raw(`${percentSql('t.completed_steps', 't.total_steps')} AS progress_percentage`))
      .select('wf.waiting_for', 'wf.blocked');
  const row = (await db
    .with('ms', missionCountsQuery(db, userId, now, timeZone))
    .select(
      db.raw("(select count(*)::int from odysseys where user_id = ? and status = 'active') as active_odysseys", [userId]),
      db.raw('(select count(*)::int from odysseys where user_id = ?) as total_odysseys', [userId]),
      db.raw("(select coalesce(json_agg(ms), '[]'::json) from ms) as missions"),
      db.raw('(?) as in_progress_total', [inProgress.clone().select(db.raw('count(*)::int'))]),
      db.raw("(select coalesce(json_agg(x), '[]'::json) from (?) x) as focus", [
        focusTodos(inProgress).orderByRaw('wf.blocked, t.due_date asc nulls last, t.updated_at desc, t.id').limit(DASHBOARD_LIST_LIMIT),
      ]),
      // What can start next: pending todos that wait for no open todo, soonest due, then highest priority (PRIORITIES runs low to high).
      // A paused or completed mission's todos are not on the table: only standalone ones and an active mission's.
      db.raw("(select coalesce(json_agg(x), '[]'::json) from (?) x) as next", [
        focusTodos(todosIn('pending'))
          .where('wf.blocked', false)
          .where((q) => q.whereNull('pm.id').orWhere('pm.status', 'active'))
          .orderByRaw('t.due_date asc nulls last, array_position(?::text[], t.priority) desc, t.created_at, t.id', [[...PRIORITIES]])
          .limit(NEXT_TODOS_LIMIT),
      ]),
    )
    .first()) as { active_odysseys: number; total_odysseys: number; missions: MissionCountsRow[]; in_progress_total: number; focus: FocusTodoView[]; next: FocusTodoView[] };

  const rated = await missionRiskVerdicts(db, userId, now, row.missions);
  const missions = rated.map((r) => r.view);
  const byHealth = missionsByHealth(missions.map((m) => ({ health: m.health_status })));
  const needingAttention = rated
    .flatMap(({ view, verdict }): AttentionMissionView[] => (verdict.attention === null ? [] : [{ ...view, attention_reason: verdict.attention }]))
    .sort((a, b) => compareRisk(riskKey(a), riskKey(b)))
    .slice(0, DASHBOARD_LIST_LIMIT);
  return {
    active_odysseys: row.active_odysseys,
    total_odysseys: row.total_odysseys,
    total_missions: missions.length,
    active_missions: missions.filter((m) => m.status === 'active').length,
    healthy_missions: byHealth.healthy,
    at_risk_missions: byHealth.at_risk,
    critical_missions: byHealth.critical,
    in_progress_todos: row.focus,
    in_progress_total: row.in_progress_total,
    next_todos: row.next,
    missions_needing_attention: needingAttention,
  };
}
