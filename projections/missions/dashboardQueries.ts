import type { Knex } from 'knex';
import type { HealthStatus } from '../../domain/missions/health';
import { progressPercentage } from '../../domain/missions/progress';
import { iso, isoOrNull, missionCountsQuery, toMissionView, type MissionCountsRow, type MissionView } from './missionCounts';
import type { Priority } from '../../domain/todos/priority';
import type { TodoStatus } from '../../domain/todos/status';
import { activeMissionTodoTimelines } from '../forecast/queries';
import { cachedPlanOutlook } from '../forecast/outlookCache';

type Db = Knex | Knex.Transaction;

/** Lists on the Command Center hold at most this many items (spec 000, section 9). */
export const DASHBOARD_LIST_LIMIT = 5;

export type FocusTodoView = {
  id: string;
  title: string;
  description: string | null;
  status: TodoStatus;
  priority: Priority;
  due_date: string | null;
  is_overdue: boolean;
  mission_id: string | null;
  mission_title: string | null;
  total_steps: number;
  completed_steps: number;
  progress_percentage: number;
};

export type DashboardSummary = {
  active_odysseys: number;
  total_odysseys: number;
  total_missions: number;
  active_missions: number;
  healthy_missions: number;
  at_risk_missions: number;
  critical_missions: number;
  /** Up to 5 in-progress todos: soonest due first. */
  in_progress_todos: FocusTodoView[];
  in_progress_total: number;
  /**
   * Up to 5 missions: critical, then at risk (the most overdue first), then active missions
   * that at their recent pace finish after their latest due date (the forecast's `will_miss`).
   */
  missions_needing_attention: AttentionMissionView[];
};

/** Why a mission needs attention: its health, or its forecast. */
export type AttentionReason = 'critical' | 'at_risk' | 'will_miss';
export type AttentionMissionView = MissionView & {
  attention_reason: AttentionReason;
  /** The forecast's median finish (YYYY-MM-DD) when it is after the latest due date, else null. */
  forecast_date: string | null;
};

type FocusRow = {
  id: string;
  title: string;
  description: string | null;
  status: TodoStatus;
  priority: Priority;
  due_date: string | null;
  mission_id: string | null;
  mission_title: string | null;
  total_steps: number;
  completed_steps: number;
};

const SEVERITY: Record<AttentionReason, number> = { critical: 0, at_risk: 1, will_miss: 2 };

/**
 * The median forecast finish of each active mission that will miss its latest due date at its
 * recent pace (as GET /missions/{id}/forecast says). One query for every active mission's
 * todos; the simulations are cached per mission, day and plan.
 */
async function lateForecasts(db: Db, userId: string, now: Date): Promise<Map<string, string>> {
  const rows = await activeMissionTodoTimelines(db, userId);
  const iso = (d: Date) => new Date(d).toISOString();
  const byMission = new Map<string, Array<{ completedAt: string | null; dueDate: string | null; open: boolean }>>();
  for (const r of rows) {
    const items = byMission.get(r.mission_id) ?? [];
    items.push({ completedAt: r.completed_at ? iso(r.completed_at) : null, dueDate: r.due_date ? iso(r.due_date) : null, open: r.status !== 'completed' });
    byMission.set(r.mission_id, items);
  }
  const late = new Map<string, string>();
  for (const [missionId, items] of byMission) {
    // Without an open due date there is nothing to miss: no simulation.
    if (!items.some((i) => i.open && i.dueDate !== null)) continue;
    const { forecast, outlook } = cachedPlanOutlook(missionId, items, now);
    if (outlook === 'will_miss' && forecast.status === 'forecast') late.set(missionId, forecast.p50Date);
  }
  return late;
}

/** What the Command Center shows, at `now`, in one query. */
export async function dashboardSummary(db: Db, userId: string, now: Date): Promise<DashboardSummary> {
  const inProgress = db('todos as t')
    .leftJoin('missions as pm', 'pm.id', 't.mission_id')
    .where({ 't.user_id': userId, 't.status': 'in_progress' });
  const row = (await db
    .with('ms', missionCountsQuery(db, now).where('m.user_id', userId))
    .select(
      db.raw("(select count(*)::int from odysseys where user_id = ? and status = 'active') as active_odysseys", [userId]),
      db.raw('(select count(*)::int from odysseys where user_id = ?) as total_odysseys', [userId]),
      db.raw("(select coalesce(json_agg(ms), '[]'::json) from ms) as missions"),
      db.raw('(?) as in_progress_total', [inProgress.clone().select(db.raw('count(*)::int'))]),
      db.raw("(select coalesce(json_agg(x), '[]'::json) from (?) x) as focus", [
        inProgress
          .clone()
          .select('t.id', 't.title', 't.description', 't.status', 't.priority', 't.due_date', 't.mission_id', 'pm.title as mission_title', 't.total_steps', 't.completed_steps')
          .orderByRaw('t.due_date asc nulls last, t.updated_at desc, t.id')
          .limit(DASHBOARD_LIST_LIMIT),
      ]),
    )
    .first()) as { active_odysseys: number; total_odysseys: number; missions: MissionCountsRow[]; in_progress_total: number; focus: FocusRow[] };

  const missions = row.missions.map(toMissionView);
  const withHealth = (health: HealthStatus) => missions.filter((m) => m.health_status === health).length;
  const late = await lateForecasts(db, userId, now);
  const needingAttention = missions
    .flatMap((m): AttentionMissionView[] => {
      const forecastDate = late.get(m.id) ?? null;
      if (m.health_status !== 'healthy') return [{ ...m, attention_reason: m.health_status, forecast_date: forecastDate }];
      return forecastDate !== null && m.status === 'active' ? [{ ...m, attention_reason: 'will_miss', forecast_date: forecastDate }] : [];
    })
    .sort((a, b) => SEVERITY[a.attention_reason] - SEVERITY[b.attention_reason] || b.overdue_count - a.overdue_count || a.title.localeCompare(b.title))
    .slice(0, DASHBOARD_LIST_LIMIT);
  return {
    active_odysseys: row.active_odysseys,
    total_odysseys: row.total_odysseys,
    total_missions: missions.length,
    active_missions: missions.filter((m) => m.status === 'active').length,
    healthy_missions: withHealth('healthy'),
    at_risk_missions: withHealth('at_risk'),
    critical_missions: withHealth('critical'),
    in_progress_todos: row.focus.map((t) => ({
      ...t,
      due_date: isoOrNull(t.due_date),
      is_overdue: t.due_date !== null && Date.parse(iso(t.due_date)) < now.getTime(),
      progress_percentage: progressPercentage(t.completed_steps, t.total_steps),
    })),
    in_progress_total: row.in_progress_total,
    missions_needing_attention: needingAttention,
  };
}
