import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SchemaCheckedEventStore } from '../../commands/eventCodec';
import type { EventStore } from '../../commands/eventStore';
import { exportEventLog } from '../../commands/exportImport';
import { storedEventsOf } from '../../commands/personalData/personalDataEventStore';
import { allEventSchemas } from '../../domain/allEventSchemas';
import { allProjectors } from '../../projections/allProjectors';
import { replayRunView } from '../../projections/history/replayAnswer';
import { dropReplay, getReplayRun, listReplayRuns, ReplayRefusedError, schemaNameProblem, startReplay } from '../../projections/history/replayRuns';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';

const REPLAY_NOT_FOUND = 'Replay not found';
const tags = ['admin'];

const replayBody = z.strictObject({
  until: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time, e.g. 2025-03-10T09:00:00Z' }),
  schema: z.string({ error: 'is required: the PostgreSQL schema the read models are rebuilt into' }),
});
const exportQuery = z.object({
  user_id: z.string().regex(UUID, { message: 'must be a user id (UUID)' }).optional(),
});

/** The store as written, without upcasting (exports and rebuilds decode on their own). */
const rawStoreOf = (store: EventStore) => (store instanceof SchemaCheckedEventStore ? store.inner : store);

/**
 * For auditors (admins only, 403 otherwise): point-in-time replays of the read models into a
 * schema of their own, and the event log as NDJSON.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireAdmin] };
  const running = new Set<Promise<void>>();
  // Closing the app lets running replays finish instead of cutting their connections.
  app.addHook('onClose', async () => {
    await Promise.all([...running]);
  });

  app.post('/admin/replays', { ...adminOnly, schema: { tags, body: replayBody, response: { 202: replayRunView } } }, async (request, reply) => {
    const { until, schema } = request.body;
    try {
      const { run, done } = await startReplay(
        {
          db: deps.db,
          // The app's own database URL (session settings included) for the replay's lock connection.
          connectionString: deps.databaseUrl,
          store: rawStoreOf(deps.store),
          schemas: allEventSchemas,
          projectors: allProjectors,
          logger: request.log,
          now: deps.now,
        },
        { until: new Date(until), schema, requestedBy: request.user.id },
      );
      running.add(done);
      void done.finally(() => running.delete(done));
      return reply.status(202).send(run);
    } catch (error) {
      if (error instanceof ReplayRefusedError) throw httpError(error.status, error.message);
      throw error;
    }
  });

  app.get('/admin/replays', { ...adminOnly, schema: { tags, response: { 200: z.array(replayRunView) } } }, async () => listReplayRuns(deps.db, deps.now()));

  app.get('/admin/replays/:id', { ...adminOnly, schema: { tags, params: z.object({ id: z.string() }), response: { 200: replayRunView } } }, async (request) => {
    if (!UUID.test(request.params.id)) throw httpError(404, REPLAY_NOT_FOUND);
    const run = await getReplayRun(deps.db, request.params.id.toLowerCase(), deps.now());
    if (!run) throw httpError(404, REPLAY_NOT_FOUND);
    return run;
  });

  app.delete('/admin/replays/:name', { ...adminOnly, schema: { tags, params: z.object({ name: z.string() }) } }, async (request, reply) => {
    const schema = request.params.name;
    if (schemaNameProblem(schema)) throw httpError(404, `No replay made a schema named "${schema}".`);
    try {
      await dropReplay(deps.db, schema, deps.now());
    } catch (error) {
      if (error instanceof ReplayRefusedError) throw httpError(error.status, error.message);
      throw error;
    }
    return reply.status(204).send();
  });

  app.get('/admin/export', { ...adminOnly, schema: { tags, querystring: exportQuery } }, async (request, reply) => {
    const userId = request.query.user_id?.toLowerCase();
    // As stored: personal data stays sealed.
    const lines = exportEventLog(storedEventsOf(deps.store), { userId });
    // The first page is read before answering: a store that is down is a 503, not a cut stream.
    const first = await lines.next();
    async function* all() {
      if (first.done) return;
      yield first.value;
      yield* lines;
    }
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="odyssey-events-${userId ? `${userId}-` : ''}${stamp}.ndjson"`)
      .send(Readable.from(all(), { objectMode: false }));
  });
};
