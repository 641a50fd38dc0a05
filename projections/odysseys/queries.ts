import type { Knex } from 'knex';
import { progressPercentage } from '../../domain/missions/progress';
import { odysseyRiskHealth } from '../../domain/missions/riskVerdict';
import type { DueDateOutlook } from '../../domain/forecast/completionForecast';
import type { OdysseyStatus } from '../../domain/odysseys/odysseyStatus';
import { iso, isoOrNull } from '../isoTime';
import { missionCountsQuery, type MissionCountsRow } from '../missions/missionCounts';
import type { OdysseyMissionView, OdysseyView } from './odysseyAnswers';
import { missionRiskVerdicts, odysseyOutlooks, waitChainsFor, type WaitChains } from '../missions/riskVerdicts';

type OdysseyRow = Pick<OdysseyView, 'id' | 'title' | 'description' | 'status' | 'is_sample'> & {
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  missions: MissionCountsRow[];
};

/** The odysseys' views at `now`: each mission with its risk verdict, the odyssey with its own outlook. */
async function toOdysseyViews(db: Knex, userId: string, now: Date, rows: readonly OdysseyRow[], known?: WaitChains): Promise<OdysseyView[]> {
  // The missions' verdicts and the odysseys' outlooks read the user's waits once between them.
  const chains = known ?? (await waitChainsFor(db, userId, rows.map((r) => r.id)));
  const rated = await missionRiskVerdicts(db, userId, now, rows.flatMap((r) => r.missions), chains);
  const outlooks = await odysseyOutlooks(db, userId, now, rows.map((r) => r.id), chains);
  const missionViews = rated.map(({ view, verdict }): OdysseyMissionView => ({ ...view, latest_due_date: verdict.latestDueDate }));
  // Both lists follow the rows: each odyssey's missions are the next run of the flattened list.
  let next = 0;
  return rows.map((row, i) => toOdysseyView(row, missionViews.slice(next, (next += row.missions.length)), outlooks[i].outlook));
}

function toOdysseyView(row: OdysseyRow, missions: OdysseyMissionView[], outlook: DueDateOutlook): OdysseyView {
  const count = (status: string) => missions.filter((m) => m.status === status).length;
  const completed = count('completed');
  const health = odysseyRiskHealth(missions.map((m) => ({ status: m.status, health: m.health_status })), outlook);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    ...(health === null ? {} : { health_status: health }),
    outlook,
    total_missions: missions.length,
    completed_missions: completed,
    active_missions: count('active'),
    paused_missions: count('paused'),
    progress_percentage: progressPercentage(completed, missions.length),
    is_sample: row.is_sample,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
    missions,
  };
}

/** Odysseys of the user with their missions' figures at `now` for a reader in `timeZone`, in one query. */
function odysseysQuery(db: Knex, userId: string, now: Date, timeZone: string): Knex.QueryBuilder {
  return db
    .with('ms', missionCountsQuery(db, userId, now, timeZone))
    .from('odysseys as od')
    .leftJoin('ms', 'ms.odyssey_id', 'od.id')
    .where('od.user_id', userId)
    .groupBy('od.id')
    .select('od.*', db.raw("coalesce(json_agg(ms order by ms.created_at, ms.id) filter (where ms.id is not null), '[]'::json) as missions"));
}

/** Newest first. */
export async function listOdysseys(db: Knex, userId: string, now: Date, timeZone: string): Promise<OdysseyView[]> {
  const rows: OdysseyRow[] = await odysseysQuery(db, userId, now, timeZone).orderBy([
    { column: 'od.created_at', order: 'desc' },
    { column: 'od.id', order: 'asc' },
  ]);
  return toOdysseyViews(db, userId, now, rows);
}

export async function getOdyssey(db: Knex, userId: string, odysseyId: string, now: Date, timeZone: string, known?: WaitChains): Promise<OdysseyView | null> {
  const row: OdysseyRow | undefined = await odysseysQuery(db, userId, now, timeZone).andWhere('od.id', odysseyId).first();
  return row ? (await toOdysseyViews(db, userId, now, [row], known))[0] : null;
}

/** The odyssey's own row, for ownership and parent checks; undefined when not the user's. */
export async function findOwnOdyssey(db: Knex, userId: string, odysseyId: string) {
  return (await db('odysseys').where({ id: odysseyId, user_id: userId }).first()) as
    | { id: string; user_id: string; title: string; description: string | null; status: OdysseyStatus; is_sample: boolean }
    | undefined;
}
