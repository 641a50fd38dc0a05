import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../httpError';
import { LiveHub, TooManyStreamsError } from '../live/liveHub';

const positionPattern = /^\d{1,19}$/;

const positiveInt = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

/**
 * GET /api/live: a Server-Sent Events stream of what changed for the signed-in user (kind,
 * id, log position) after each read-model commit. Resumes from `Last-Event-ID`. Read with a
 * fetch stream: it needs the bearer token, which EventSource cannot send. The stream ends
 * once its token is revoked (password change, deletion) or expires.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = {
    heartbeatMs: positiveInt('LIVE_HEARTBEAT_MS', 15_000),
    maxStreamsPerUser: positiveInt('LIVE_MAX_STREAMS_PER_USER', 5),
    maxBufferBytes: 256 * 1024,
    maxReplayEvents: 10_000,
  };
  // Started on the first stream: an app nobody follows holds no LISTEN connection.
  let hub: Promise<LiveHub> | null = null;
  let started: LiveHub | null = null;
  app.deps.metrics.followLiveStreams(() => started?.openStreams ?? 0);
  const hubStarted = () => {
    hub ??= (async () => {
      const created = new LiveHub({
        db: app.deps.db,
        store: app.deps.store,
        readModels: app.deps.projections,
        accounts: app.userAuthCache,
        logger: app.log,
        ...settings,
      });
      await created.start();
      started = created;
      return created;
    })().catch((error) => {
      hub = null;
      throw error;
    });
    return hub;
  };
  app.addHook('preClose', async () => {
    if (hub) await (await hub.catch(() => null))?.stop();
  });

  app.get(
    '/live',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['live'],
        summary: 'Changes to your data as text/event-stream: `id: <position>`, `data: {kind, id, position, type}`; resume with Last-Event-ID',
        headers: z.object({ 'last-event-id': z.string().optional() }),
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      if (lastEventId !== undefined && lastEventId !== '' && !positionPattern.test(lastEventId)) {
        throw httpError(400, 'Last-Event-ID must be a log position from this stream.');
      }
      const streamHeaders = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      };
      // HEAD (fastify answers it with this handler): the headers a stream would have, and no stream.
      if (request.method === 'HEAD') return reply.status(200).headers(streamHeaders).send();
      let live: LiveHub;
      try {
        live = await hubStarted();
      } catch (error) {
        request.log.error({ err: error }, 'live updates could not start')
        throw httpError(503, 'Live updates are unavailable right now; the screens refresh on their own.');
      }
      // `authenticate` has verified the token: its claims say how long the stream may stay open.
      const claims = await request.jwtDecode<{ gen?: number; exp: number }>();
      const session = { tokenGeneration: claims.gen ?? 0, expiresAtMs: claims.exp * 1000 };
      reply.hijack();
      const raw = reply.raw;
      try {
        live.open(request.user.id, session, raw, lastEventId ? BigInt(lastEventId) : null);
      } catch (error) {
        if (!(error instanceof TooManyStreamsError)) throw error;
        raw.writeHead(429, { 'content-type': 'application/json; charset=utf-8' });
        raw.end(JSON.stringify({ detail: `At most ${settings.maxStreamsPerUser} live connections per account; close a tab and try again.` }));
        return;
      }
      raw.writeHead(200, streamHeaders);
      raw.write('retry: 2000\n\n');
    },
  );
};
