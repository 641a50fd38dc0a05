import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allProjectors } from '../../projections/allProjectors';
import { readModelLag } from '../metrics/readModelLag';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  event_store: z.enum(['ok', 'down']),
  /** Events in the log not yet applied by the slowest read model (null when unknown). */
  projection_lag: z.number().nullable(),
  planner: z.string(),
  /** Whether the configured model server answers (a cached probe); null for the offline planner. */
  planner_model: z.object({ model: z.string(), answers: z.boolean(), checked_at: z.string(), detail: z.string().nullable() }).nullable(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const deps = app.deps;
    const database = await deps.db.raw('SELECT 1').then(() => 'ok' as const, () => 'down' as const);
    const eventStore = await deps.store.headPosition().then(() => 'ok' as const, () => 'down' as const);
    const ok = database === 'ok' && eventStore === 'ok';
    // The slowest read model's unapplied events, counted up to a cap as the metrics count them.
    const lag = ok ? Math.max(0, ...(await readModelLag(deps.db, deps.store, allProjectors.map((p) => p.name))).map((l) => l.events)) : null;
    // A model that does not answer is reported, not fatal: plans fall back to the offline planner.
    const plannerModel = deps.planner.modelStatus ? await deps.planner.modelStatus() : null;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, event_store: eventStore, projection_lag: lag, planner: deps.planner.kind, planner_model: plannerModel });
  });
};
