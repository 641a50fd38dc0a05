import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allProjectors } from '../../projections/allProjectors';
import { UNMATCHED_ROUTE } from '../metrics/appMetrics';
import { metricsAllowList } from '../metrics/metricsAccess';
import { readModelLag } from '../metrics/readModelLag';
import { verifiedAccount } from './auth';

const REFUSED = 'Metrics are served only to the addresses in METRICS_ALLOW and to administrators (send an admin token).';

/**
 * GET /metrics in the Prometheus text format, and the timing of every request into it (by
 * route pattern, never the raw URL, so ids do not become series). Registered before the
 * routes, so its hook sees all of them.
 *
 * Access: a connection from an address in `allow` that did not come through a proxy (no
 * X-Forwarded-For or Forwarded header: behind a proxy every request would come from the
 * proxy's address), or a request with an administrator's token. Others get 403 `{detail}`.
 */
export const metricsPlugin = fp<{ allow: string }>(async (app, options) => {
  const metrics = app.deps.metrics;
  const allowed = metricsAllowList(options.allow);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const mayScrape = async (request: FastifyRequest, reply: FastifyReply) => {
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const address = request.socket.remoteAddress;
    if (!proxied && address !== undefined && allowed(address)) return;
    if (request.headers.authorization !== undefined) {
      const account = await verifiedAccount(app, request);
      if (account?.role === 'admin') return;
    }
    return reply.status(403).send({ detail: REFUSED });
  };

  const names = allProjectors.map((p) => p.name);
  app.get('/metrics', { onRequest: [mayScrape], schema: { hide: true } }, async (request, reply) => {
    const text = await metrics.scrape(
      () => readModelLag(app.deps.db, app.deps.store, names),
      (error) => request.log.warn({ err: error }, 'metrics: the read models\' lag could not be read'),
    );
    return reply.type(metrics.contentType).send(text);
  });
});
