import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allProjectors } from '../../projections/allProjectors';
import { minPosition } from '../../projections/processorRuntime';

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

/** The health answer counts unapplied events up to this many. */
const LAG_COUNT_CAP = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const deps = app.deps;
    const database = await deps.db.raw('SELECT 1').then(() => 'ok' as const, () => 'down' as const);
    let head: bigint | null = null;
    const eventStore = await deps.store.headPosition().then(
      (h) => {
        head = h;
        return 'ok' as const;
      },
      () => 'down' as const,
    );
    let lag: number | null = null;
    if (database === 'ok' && eventStore === 'ok') {
      const rows = await deps.db('projection_checkpoints').whereIn('name', allProjectors.map((p) => p.name)).select('position');
      const lowest = rows.length === allProjectors.length ? minPosition(rows.map((r: { position: string | null }) => (r.position === null ? null : BigInt(r.position)))) : null;
      // Positions are sparse (docs/core.md): the lag is the number of events not yet applied,
      // counted up to a cap so a health check stays cheap.
      lag = head === null || (lowest !== null && lowest >= head) ? 0 : (await deps.store.readAll({ after: lowest, limit: LAG_COUNT_CAP })).length;
    }
    const ok = database === 'ok' && eventStore === 'ok';
    // A model that does not answer is reported, not fatal: plans fall back to the offline planner.
    const plannerModel = deps.planner.modelStatus ? await deps.planner.modelStatus() : null;
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, event_store: eventStore, projection_lag: lag, planner: deps.planner.kind, planner_model: plannerModel });
  });
};
