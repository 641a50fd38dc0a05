import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READY_MAX_LAG_SECONDS, readinessOf } from '../readiness';

const checks = z.object({
  database: z.enum(['ok', 'down']),
  event_store: z.enum(['ok', 'down']),
  /** The tables of the read models a request needs and the events table, built by this version (`building`: being built from the log). */
  schema: z.enum(['ok', 'missing', 'building', 'unknown']),
  /** Those read models hold every event recorded more than READY_MAX_LAG_SECONDS ago. */
  read_models: z.enum(['ok', 'behind', 'unknown']),
});

const readyResponse = z.object({ status: z.literal('ready'), checks });
const notReadyResponse = z.object({ status: z.literal('not_ready'), detail: z.string(), checks });

/** Readiness (send traffic here?), apart from /api/health, the liveness check (restart this process?). */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this process can answer requests now',
        description: `200 once the database and the event store answer, the tables exist, and the read models a request needs are at most ${READY_MAX_LAG_SECONDS} s behind the log; otherwise 503 naming the part that is not ready.`,
        security: [],
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (request, reply) => {
      const readiness = await readinessOf(app.deps);
      reply.header('cache-control', 'no-store');
      if (readiness.ready) return reply.status(200).send({ status: 'ready', checks: readiness.checks });
      if (readiness.cause) request.log.warn({ err: readiness.cause }, 'not ready');
      reply.header('retry-after', '5');
      return reply.status(503).send({ status: 'not_ready', detail: readiness.detail ?? 'Not ready.', checks: readiness.checks });
    },
  );
};
