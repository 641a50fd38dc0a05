import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeOdyssey } from '../../commands/odysseys/completeOdyssey';
import { createOdyssey } from '../../commands/odysseys/createOdyssey';
import { deleteOdyssey } from '../../commands/odysseys/deleteOdyssey';
import { updateOdyssey } from '../../commands/odysseys/updateOdyssey';
import { notFound } from '../../domain/decider';
import { ODYSSEY_NOT_FOUND } from '../../domain/odysseys/odysseyDecider';
import { odysseyGraphJson } from '../../projections/missions/graphQueries';
import { odysseyGraphView, odysseyView } from '../../projections/odysseys/odysseyAnswers';
import { getOdyssey, listOdysseys } from '../../projections/odysseys/queries';
import { sendJsonText } from '../http/sendJsonText';
import { idOf } from '../http/ids';
import { setUndoHeader } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { text } from '../http/textField';

const odysseyIdOf = (params: { id: string }) => idOf(params.id, ODYSSEY_NOT_FOUND);

const createBody = z.object({ title: text('title'), description: text('description').nullish() });
const updateBody = z.object({ title: text('title').optional(), description: text('description').nullish(), status: text('status').optional() });
const idParams = z.object({ id: z.string() });

const tags = ['odysseys'];

export const odysseyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  async function odysseyOrNotFound(request: FastifyRequest, odysseyId: string) {
    const odyssey = await getOdyssey(deps.db, request.user.id, odysseyId, deps.now(), request.timeZone);
    if (!odyssey) throw notFound(ODYSSEY_NOT_FOUND);
    return odyssey;
  }

  app.get('/odysseys', { ...auth, schema: { tags, response: { 200: z.array(odysseyView) } } }, async (request) =>
    listOdysseys(deps.db, request.user.id, deps.now(), request.timeZone),
  );

  app.post('/odysseys', { ...auth, schema: { tags, body: createBody, response: { 201: odysseyView } } }, async (request, reply) => {
    const { odysseyId } = await createOdyssey(useCaseDeps(deps), { actor: userActorOf(request), title: request.body.title, description: request.body.description });
    return reply.status(201).send(await odysseyOrNotFound(request, odysseyId));
  });

  app.get('/odysseys/:id', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyView } } }, async (request) =>
    odysseyOrNotFound(request, odysseyIdOf(request.params)),
  );

  app.put('/odysseys/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: odysseyView } } }, async (request) => {
    const b = request.body;
    const { odysseyId } = await updateOdyssey(useCaseDeps(deps), {
      actor: userActorOf(request),
      odysseyId: odysseyIdOf(request.params),
      changes: { title: b.title, description: b.description, status: b.status },
    });
    return odysseyOrNotFound(request, odysseyId);
  });

  app.delete('/odysseys/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const odysseyId = odysseyIdOf(request.params);
    const { revision } = await deleteOdyssey(useCaseDeps(deps), { actor: userActorOf(request), odysseyId });
    setUndoHeader(reply, 'odyssey_delete', odysseyId, revision);
    return reply.status(204).send();
  });

  app.post('/odysseys/:id/complete', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyView } } }, async (request) => {
    const { odysseyId } = await completeOdyssey(useCaseDeps(deps), { actor: userActorOf(request), odysseyId: odysseyIdOf(request.params) });
    return odysseyOrNotFound(request, odysseyId);
  });

  app.get('/odysseys/:id/graph', { ...auth, schema: { tags, params: idParams, response: { 200: odysseyGraphView } } }, async (request, reply) => {
    // Already JSON text in the documented shape (see graphQueries.ts): sent as is.
    const graph = await odysseyGraphJson(deps.db, request.user.id, odysseyIdOf(request.params), deps.now(), request.timeZone);
    if (graph === null) throw notFound(ODYSSEY_NOT_FOUND);
    sendJsonText(reply, graph);
    return reply;
  });
};
