import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/decider';
import { burnup, DUE_DATE_OUTLOOKS, planOutlook, recentPace, seedOf, type DueDateOutlook } from '../../domain/forecast/completionForecast';
import { HEALTH_STATUSES, type HealthStatus } from '../../domain/missions/health';
import { missionRiskVerdict } from '../../projections/missions/riskVerdicts';
import { getOdyssey } from '../../projections/odysseys/queries';
import { missionTodoTimeline, odysseyTodoTimeline, type TodoTimelineRow } from '../../projections/forecast/queries';
import { UUID } from '../http/ids';

const WINDOW_DAYS = 28;

const forecastView = z.object({
  unit: z.literal('todos'),
  burnup: z.array(z.object({ date: z.string(), scope: z.number().int(), done: z.number().int() })),
  pace: z.object({ window_days: z.number().int(), completed_in_window: z.number().int(), per_week: z.number() }),
  forecast: z.object({
    status: z.enum(['complete', 'no_pace', 'forecast']),
    remaining: z.number().int(),
    p50_date: z.string().nullable(),
    p85_date: z.string().nullable(),
  }),
  latest_due_date: z.string().nullable(),
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
function forecastFromTimeline(rows: TodoTimelineRow[], now: Date, seed: string, verdict: { outlook: DueDateOutlook; health: HealthStatus | null }): ForecastView {
  const iso = (d: Date) => new Date(d).toISOString();
  const items = rows.map((r) => ({ completedAt: r.completed_at ? iso(r.completed_at) : null, dueDate: r.due_date ? iso(r.due_date) : null, open: r.status !== 'completed' }));
  const { forecast, latestDueDate } = planOutlook(items, now, seedOf(seed), WINDOW_DAYS);
  const pace = recentPace(items.flatMap((i) => (i.completedAt === null ? [] : [i.completedAt])), now, WINDOW_DAYS);
  return {
    unit: 'todos',
    burnup: burnup(rows.map((r) => ({ createdAt: iso(r.created_at), completedAt: r.completed_at ? iso(r.completed_at) : null })), now),
    pace: { window_days: pace.windowDays, completed_in_window: pace.completedInWindow, per_week: pace.perWeek },
    forecast: {
      status: forecast.status,
      remaining: forecast.remaining,
      p50_date: forecast.status === 'forecast' ? forecast.p50Date : null,
      p85_date: forecast.status === 'forecast' ? forecast.p85Date : null,
    },
    latest_due_date: latestDueDate,
    outlook: verdict.outlook,
    ...(verdict.health === null ? {} : { health_status: verdict.health }),
  };
}

/** GET /missions/{id}/forecast and /odysseys/{id}/forecast: when will it be done at this pace? */
export const forecastRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const params = z.object({ id: z.string() });
  const schema = (tag: string) => ({ tags: [tag], params, response: { 200: forecastView } });

  app.get('/missions/:id/forecast', { onRequest: [app.authenticate], schema: schema('missions') }, async (request) => {
    const id = request.params.id.toLowerCase();
    const now = deps.now();
    const verdict = UUID.test(id) ? await missionRiskVerdict(deps.db, request.user.id, id, now) : null;
    if (!verdict) throw notFound('Mission not found');
    return forecastFromTimeline(await missionTodoTimeline(deps.db, request.user.id, id), now, id, verdict);
  });

  app.get('/odysseys/:id/forecast', { onRequest: [app.authenticate], schema: schema('odysseys') }, async (request) => {
    const id = request.params.id.toLowerCase();
    const now = deps.now();
    const odyssey = UUID.test(id) ? await getOdyssey(deps.db, request.user.id, id, now) : null;
    if (!odyssey) throw notFound('Odyssey not found');
    return forecastFromTimeline(await odysseyTodoTimeline(deps.db, request.user.id, id), now, id, { outlook: odyssey.outlook, health: odyssey.health_status ?? null });
  });
};
