import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../domain/decider';
import { HEALTH_STATUSES } from '../../domain/missions/health';
import { odysseyDecider, odysseyStreamId } from '../../domain/odysseys/odysseyDecider';
import { ODYSSEY_STATUSES } from '../../domain/odysseys/odysseyStatus';
import { odysseyGraphJson } from '../../projections/missions/graphQueries';
import { findOwnOdyssey, getOdyssey, listOdysseys } from '../../projections/odysseys/queries';
import { execute } from '../appDeps';
import { graphTodoView, missionView, sendJsonText } from '../http/missionViews';
import { UUID } from '../http/ids';
import { setUndoHeader } from '../http/undoHeader';

const ODYSSEY_NOT_FOUND = 'Odyssey not found';

/** A malformed id cannot name an existing odyssey: same answer as a missing one. */
function odysseyIdOf(params: { id: string }): string {
  if (!UUID.test(params.id)) throw notFound(ODYSSEY_NOT_FOUND);
  return params.id.toLowerCase();
}

const text = (field: string) => z.string({ error: `${field} must be a text` });
const createBody = z.object({ title: text('title'), description: text('description').nullish() });
const updateBody = z.object({ title: text('title').optional(), description: text('description').nullish(), status: text('status').optional() });
const idParams = z.object({ id: z.string() });

const odysseyFields = {
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(ODYSSEY_STATUSES),
  /** Absent when the odyssey has no active mission. */
  health_status: z.enum(HEALTH_STATUSES).optional(),
  total_missions: z.number(),
  completed_missions: z.number(),
  active_missions: z.number(),
  paused_missions: z.number(),
  progress_percentage: z.number(),
  is_sample: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
};
const odysseyView = z.object({ ...odysseyFields, missions: z.array(missionView) });
const odysseyGraph = z.object({
  ...odysseyFields,
  total_todos: z.number(),
  total_steps: z.number(),
  missions: z.array(missionView.extend({ todos: z.array(graphTodoView) })),
});

const tags = ['odysseys'];

export const odysseyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  async function odysseyOrNotFound(userId: string, odysseyId: string) {
    const odyssey = await getOdyssey(deps.db, userId, odysseyId, deps.now());
    if (!odyssey) throw notFound(ODYSSEY_NOT_FOUND);
    return odyssey;
  }

  /** Runs a command on an odyssey the user owns (404 otherwise) and answers its new view. */
  async function changeOdyssey(
    request: Parameters<typeof execute>[1] & { user: { id: string } },
    odysseyId: string,
    command: Parameters<typeof odysseyDecider.decide>[0],
  ) {
    if (!(await findOwnOdyssey(deps.db, request.user.id, odysseyId))) throw notFound(ODYSSEY_NOT_FOUND);
    return execute(deps, request, { streamId: odysseyStreamId(odysseyId), decider: odysseyDecider, command });
  }

  app.get('/odysseys', { ...auth, schema: { tags, response: { 200: z.array(odysseyView) } } }, async (request) =>
    listOdysseys(deps.db, request.user.id, deps.now()),
  );

  app.post('/odysseys', { ...auth, schema: { tags, body: createBody, response: { 201: odysseyView } } }, async (request, reply) => {
    const userId = request.user.id;
    const odysseyId = randomUUID();
    await execute(deps, request, {
      streamId: odysseyStreamId(odysseyId),
      decider: odysseyDecider,
      command: { type: 'CreateOdyssey', odysseyId, userId, title: request.body.title, description: request.body.description, now: deps.now().toISOString() },
    });
    return reply.status(201).send(await odysseyOrNotFound(userId, odysseyId));
  });

  app.get('/odysseys/:id', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyView } } }, async (request) =>
    odysseyOrNotFound(request.user.id, odysseyIdOf(request.params)),
  );

  app.put('/odysseys/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: odysseyView } } }, async (request) => {
    const userId = request.user.id;
    const odysseyId = odysseyIdOf(request.params);
    await changeOdyssey(request, odysseyId, {
      type: 'UpdateOdyssey',
      userId,
      title: request.body.title,
      description: request.body.description,
      status: request.body.status,
      now: deps.now().toISOString(),
    });
    return odysseyOrNotFound(userId, odysseyId);
  });

  app.delete('/odysseys/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const odysseyId = odysseyIdOf(request.params);
    const deleted = await changeOdyssey(request, odysseyId, { type: 'DeleteOdyssey', userId: request.user.id, now: deps.now().toISOString() });
    setUndoHeader(reply, 'odyssey_delete', odysseyId, deleted.revision);
    return reply.status(204).send();
  });

  app.post('/odysseys/:id/complete', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyView } } }, async (request) => {
    const userId = request.user.id;
    const odysseyId = odysseyIdOf(request.params);
    await changeOdyssey(request, odysseyId, { type: 'CompleteOdyssey', userId, now: deps.now().toISOString() });
    return odysseyOrNotFound(userId, odysseyId);
  });

  app.get('/odysseys/:id/graph', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyGraph } } }, async (request, reply) => {
    // Already JSON text in the documented shape (see graphQueries.ts): sent as is.
    const graph = await odysseyGraphJson(deps.db, request.user.id, odysseyIdOf(request.params), deps.now());
    if (graph === null) throw notFound(ODYSSEY_NOT_FOUND);
    sendJsonText(reply, graph);
    return reply;
  });
};
