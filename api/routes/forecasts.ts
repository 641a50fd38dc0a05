import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/decider';
import { burnup, type BurnupItem } from '../../domain/forecast/burnup';
import { DUE_DATE_OUTLOOKS, planOutlook, recentPace, seedOf, type DueDateOutlook } from '../../domain/forecast/completionForecast';
import { HEALTH_STATUSES, type HealthStatus } from '../../domain/missions/health';
import { missionRiskVerdict, type WaitChains } from '../../projections/missions/riskVerdicts';
import { getOdyssey } from '../../projections/odysseys/queries';
import { criticalPath } from '../../domain/forecast/criticalPath';
import { openChains, planTimeline, timelineItem, todosNamed, type TodoStepsRow, type TodoTimelineRow } from '../../projections/forecast/queries';
import { UUID } from '../http/ids';

const WINDOW_DAYS = 28;

const forecastView = z.object({
  unit: z.literal('todos'),
  /** Hourly while the plan is younger than three days, daily after. */
  burnup_bucket: z.enum(['hour', 'day']),
  /** Each bucket's start and the counts at its end (now, for the current one); progress counts open todos by their share of steps done. */
  burnup: z.array(z.object({ at: z.string(), scope: z.number().int(), done: z.number().int(), progress: z.number() })),
  pace: z.object({ window_days: z.number().int(), completed_in_window: z.number().int(), per_week: z.number() }),
  forecast: z.object({
    status: z.enum(['complete', 'no_pace', 'forecast']),
    remaining: z.number().int(),
    p50_date: z.string().nullable(),
    p85_date: z.string().nullable(),
  }),
  latest_due_date: z.string().nullable(),
  /**
   * The longest chain of open todos that the plan's open todos wait for, first to last (it may
   * pass through other missions' todos); empty when none waits for an open todo. The forecast
   * counts at least this chain as work left.
   */
  critical_path: z.array(z.object({ id: z.string(), title: z.string(), mission_id: z.string().nullable(), mission_title: z.string().nullable() })),
  /** The risk verdict's outlook: the badge, the dashboard and The Director read the same one. */
  outlook: z.enum(DUE_DATE_OUTLOOKS),
  /** The risk verdict's health, shown with the outlook (absent for an odyssey without an active mission). */
  health_status: z.enum(HEALTH_STATUSES).optional(),
});
type ForecastView = z.infer<typeof forecastView>;

/**
 * Burn-up, pace and a Monte Carlo finish date from the todos' own history (domain/forecast),
 * with the verdict's outlook and health (domain/missions/riskVerdict.ts).
 */
function forecastFromTimeline(
  rows: TodoTimelineRow[],
  steps: TodoStepsRow[],
  now: Date,
  seed: string,
  verdict: { outlook: DueDateOutlook; health: HealthStatus | null },
  chain: { chains: ReadonlyMap<string, string[]>; path: ForecastView['critical_path'] },
): ForecastView {
  const items = rows.map((r) => timelineItem(r, chain.chains));
  const { forecast, latestDueDate } = planOutlook(items, now, seedOf(seed), WINDOW_DAYS);
  const pace = recentPace(items.flatMap((i) => (i.completedAt === null ? [] : [i.completedAt])), now, WINDOW_DAYS);
  const series = burnup(burnupItems(rows, steps), now);
  return {
    unit: 'todos',
    burnup_bucket: series.bucket,
    burnup: series.points,
    pace: { window_days: pace.windowDays, completed_in_window: pace.completedInWindow, per_week: pace.perWeek },
    forecast: {
      status: forecast.status,
      remaining: forecast.remaining,
      p50_date: forecast.status === 'forecast' ? forecast.p50Date : null,
      p85_date: forecast.status === 'forecast' ? forecast.p85Date : null,
    },
    latest_due_date: latestDueDate,
    critical_path: chain.path,
    outlook: verdict.outlook,
    ...(verdict.health === null ? {} : { health_status: verdict.health }),
  };
}

/** The todos with their steps, as the burn-up counts them. */
function burnupItems(rows: TodoTimelineRow[], steps: TodoStepsRow[]): BurnupItem[] {
  const iso = (d: Date) => new Date(d).toISOString();
  const stepsOf = new Map(steps.map((s) => [s.todo_id, s]));
  return rows.map((r) => {
    const own = stepsOf.get(r.id);
    return {
      createdAt: iso(r.created_at),
      completedAt: r.completed_at ? iso(r.completed_at) : null,
      stepCount: own?.step_count ?? 0,
      stepsCompletedAt: (own?.steps_completed_at ?? []).map(iso),
    };
  });
}

/** The plan's critical path (from the user's chains of waits) with the names it is shown with. */
async function chainsOf(db: Parameters<typeof openChains>[0], userId: string, rows: readonly TodoTimelineRow[], chains: WaitChains) {
  const ids = criticalPath(
    rows.filter((r) => r.status !== 'completed').map((r) => r.id),
    chains,
  );
  return { chains, path: await todosNamed(db, userId, ids) };
}

/** GET /missions/{id}/forecast and /odysseys/{id}/forecast: when will it be done at this pace? */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const params = z.object({ id: z.string() });
  const schema = (tag: string) => ({ tags: [tag], params, response: { 200: forecastView } });

  /**
   * The forecast of the user's plan `id`: `verdictOf` answers its risk verdict (null: no such plan,
   * `missing`) from the user's waits, which the verdict and the critical path read once between them.
   */
  type VerdictOf = (userId: string, id: string, now: Date, timeZone: string, chains: WaitChains) => Promise<Parameters<typeof forecastFromTimeline>[4] | null>;
  const forecastOf = async (request: { user: { id: string }; timeZone: string }, rawId: string, scope: 'mission' | 'odyssey', missing: string, verdictOf: VerdictOf) => {
    const id = rawId.toLowerCase();
    const now = deps.now();
    const chains = UUID.test(id) ? await openChains(deps.db, request.user.id) : null;
    const verdict = chains ? await verdictOf(request.user.id, id, now, request.timeZone, chains) : null;
    if (!chains || !verdict) throw notFound(missing);
    const { rows, steps } = await planTimeline(deps.db, request.user.id, scope, id);
    return forecastFromTimeline(rows, steps, now, id, verdict, await chainsOf(deps.db, request.user.id, rows, chains));
  };

  app.get('/missions/:id/forecast', { onRequest: [app.authenticate], schema: schema('missions') }, async (request) =>
    forecastOf(request, request.params.id, 'mission', 'Mission not found', (userId, id, now, timeZone, chains) =>
      missionRiskVerdict(deps.db, userId, id, now, timeZone, chains),
    ),
  );

  app.get('/odysseys/:id/forecast', { onRequest: [app.authenticate], schema: schema('odysseys') }, async (request) =>
    forecastOf(request, request.params.id, 'odyssey', 'Odyssey not found', async (userId, id, now, timeZone, chains) => {
      const odyssey = await getOdyssey(deps.db, userId, id, now, timeZone, chains);
      return odyssey && { outlook: odyssey.outlook, health: odyssey.health_status ?? null };
    }),
  );
};
