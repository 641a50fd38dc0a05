import type { Knex } from 'knex';
import { utcDay } from '../../domain/forecast/completionForecast';
import { planOutlookSummary, riskVerdict, type OutlookSummary, type RiskVerdict } from '../../domain/missions/riskVerdict';
import { cachedPlanOutlook } from '../forecast/outlookCache';
import { itemsBy, missionsTodoTimelines, odysseysTodoTimelines, openChains } from '../forecast/queries';
import { missionCountsQuery, toMissionView, type MissionCountsRow } from './missionCounts';
import type { MissionView } from './missionAnswers';

export type WaitChains = ReadonlyMap<string, string[]>;

/** The user's chains of waits, read only when there is a plan to forecast (an answer with several kinds reads them once). */
export const waitChainsFor = (db: Knex, userId: string, plans: readonly string[]): Promise<WaitChains> =>
  plans.length === 0 ? Promise.resolve(new Map<string, string[]>()) : openChains(db, userId);

/** A mission as the API shows it, with its risk verdict. */
export type RatedMission = { view: MissionView; verdict: RiskVerdict };

/**
 * Each mission's view and risk verdict at `now`, in the rows' order: the verdict from its figures (counted at read time,
 * missionCounts.ts) plus the forecast of its todos (one query for every open mission).
 */
export async function missionRiskVerdicts(db: Knex, userId: string, now: Date, rows: readonly MissionCountsRow[], known?: WaitChains): Promise<RatedMission[]> {
  const open = rows.filter((r) => r.status !== 'completed').map((r) => r.id);
  const [timelines, chains] = await Promise.all([missionsTodoTimelines(db, userId, open), known ?? waitChainsFor(db, userId, open)]);
  const items = itemsBy(timelines, (r) => r.mission_id, chains);
  return rows.map((row) => {
    const outlook = planOutlookSummary(items.get(row.id) ?? [], (plan) => cachedPlanOutlook(row.id, plan, now));
    const counts = { openTodos: row.total_todos - row.completed_todos, overdueTodos: row.overdue_count, dueSoonWithoutProgress: row.due_soon_count };
    const verdict = riskVerdict(row.status, counts, outlook);
    return { view: toMissionView(row, verdict), verdict };
  });
}

/** The forecast outlook of each given odyssey, in the ids' order: all its missions' todos at their pooled pace. */
export async function odysseyOutlooks(db: Knex, userId: string, now: Date, odysseyIds: readonly string[], chains: WaitChains): Promise<OutlookSummary[]> {
  const timelines = await odysseysTodoTimelines(db, userId, odysseyIds);
  const items = itemsBy(timelines, (r) => r.odyssey_id, chains);
  return odysseyIds.map((id) => planOutlookSummary(items.get(id) ?? [], (plan) => cachedPlanOutlook(id, plan, now)));
}

/** When the clock alone next changes a forecast: the next UTC midnight (it counts whole days); null when none was needed. */
export function outlookChangesAt(verdicts: Iterable<RiskVerdict>, now: Date): number | null {
  for (const v of verdicts) {
    // Without recent completions time only ages them further: no_pace stays no_pace.
    if (v.outlook === 'on_track' || v.outlook === 'at_risk' || v.outlook === 'will_miss') {
      return Date.parse(`${utcDay(now)}T00:00:00.000Z`) + 24 * 60 * 60 * 1000;
    }
  }
  return null;
}

/** Mission rows as the API shows them, each with its verdict at `now`. */
export async function missionViewsAt(db: Knex, userId: string, now: Date, rows: readonly MissionCountsRow[]): Promise<MissionView[]> {
  return (await missionRiskVerdicts(db, userId, now, rows)).map((r) => r.view);
}

/** One of the user's missions' verdict at `now` for a reader in `timeZone`; null when missing or not theirs. */
export async function missionRiskVerdict(db: Knex, userId: string, missionId: string, now: Date, timeZone: string, chains: WaitChains): Promise<RiskVerdict | null> {
  const row: MissionCountsRow | undefined = await missionCountsQuery(db, userId, now, timeZone).andWhere('m.id', missionId).first();
  if (!row) return null;
  const [rated] = await missionRiskVerdicts(db, userId, now, [row], chains);
  return rated?.verdict ?? null;
}
