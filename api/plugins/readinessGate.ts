import type { FastifyInstance } from 'fastify';
import { STARTING_DETAIL, type Readiness } from '../readiness';

/** Probes and documentation answer whatever the state; everything else under /api waits for readiness. */
const ungated = ['/api/health', '/api/ready', '/api/docs'];
const isGated = (url: string) => url.startsWith('/api/') && !ungated.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`));

/**
 * Until this process has once been ready, API requests answer 503 `{detail}` instead of running
 * against tables that may not exist yet (an api process started before any projector). Once
 * ready it stays out of the way: a later lag shows in /api/ready, and each command's answer
 * waits for the read models (read your writes).
 */
export function registerReadinessGate(app: FastifyInstance, check: () => Promise<Readiness>): void {
  let ready = false;
  // Requests arriving while a check runs share its answer: at most one check at a time.
  let running: Promise<Readiness> | null = null;
  app.addHook('onRequest', async (request, reply) => {
    if (ready || !isGated(request.url)) return;
    running ??= check().finally(() => {
      running = null;
    });
    const readiness = await running;
    if (readiness.ready) {
      ready = true;
      return;
    }
    const down = readiness.checks.database === 'down' || readiness.checks.event_store === 'down';
    reply.header('retry-after', '5');
    return reply.status(503).send({ detail: down ? 'The service is temporarily unavailable. Please try again shortly.' : STARTING_DETAIL });
  });
}
