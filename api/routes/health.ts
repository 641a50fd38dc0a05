import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allProjectors } from '../../projections/allProjectors';
import { minPosition } from '../../projections/projectionRuntime';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  event_store: z.enum(['ok', 'down']),
  /** Events in the log not yet applied by the slowest read model (null when unknown). */
  projection_lag: z.number().nullable(),
  planner: z.string(),
});

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
      lag = head === null ? 0 : Number(head - (lowest ?? 0n));
    }
    const ok = database === 'ok' && eventStore === 'ok';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, event_store: eventStore, projection_lag: lag, planner: deps.planner.kind });
  });
};
