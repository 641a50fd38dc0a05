import type { FastifyInstance } from 'fastify';
import { STARTING_DETAIL, UPDATING_DETAIL, type Readiness } from '../readiness';

/** Probes and documentation answer whatever the state; everything else under /api waits for readiness. */
const ungated = ['/api/health', '/api/ready', '/api/docs'];
const isGated = (url: string) => url.startsWith('/api/') && !ungated.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`));

/**
 * Until this process has once been ready, API requests answer 503 `{detail}` instead of running
 * against tables that may not exist yet (an api process started before any projector). Once
 * ready it stays out of the way (a later lag shows in /api/ready, and each command's answer
 * waits for the read models), until read models are marked to be built again
 * (`onBuildStarted`): requests then answer 503 while the schema is being built or was built by
 * another version, rather than answers from half-built tables.
 */
export function registerReadinessGate(app: FastifyInstance, check: () => Promise<Readiness>, onBuildStarted?: (listener: () => void) => () => void): void {
  let ready = false;
  let beenReady = false;
  // Requests arriving while a check runs share its answer: at most one check at a time.
  let running: Promise<Readiness> | null = null;
  const stopListening = onBuildStarted?.(() => {
    ready = false;
  });
  if (stopListening) app.addHook('onClose', async () => stopListening());

  app.addHook('onRequest', async (request, reply) => {
    if (ready || !isGated(request.url)) return;
    running ??= check().finally(() => {
      running = null;
    });
    const readiness = await running;
    // Once ready, only a schema being built or built by another version holds requests back.
    const schemaUnfit = readiness.checks.schema === 'building' || readiness.checks.schema === 'missing';
    if (readiness.ready || (beenReady && !schemaUnfit)) {
      ready = true;
      beenReady = true;
      return;
    }
    const down = readiness.checks.database === 'down' || readiness.checks.event_store === 'down';
    reply.header('retry-after', '5');
    const detail = beenReady ? UPDATING_DETAIL : down ? 'The service is temporarily unavailable. Please try again shortly.' : STARTING_DETAIL;
    return reply.status(503).send({ detail });
  });
}
