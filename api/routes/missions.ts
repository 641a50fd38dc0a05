import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { copyMission } from '../../commands/missions/copyMission';
import { createMission } from '../../commands/missions/createMission';
import { deleteMission } from '../../commands/missions/deleteMission';
import { replanMission } from '../../commands/missions/replanMission';
import { updateMission } from '../../commands/missions/updateMission';
import { notFound } from '../../domain/decider';
import { MISSION_NOT_FOUND } from '../../domain/missions/missionDecider';
import { normaliseMissionStatus } from '../../domain/missions/missionStatus';
import { missionGraphJson } from '../../projections/missions/graphQueries';
import { findOwnMission, getMissionDetail, listMissionsJson, missionResourceSummary } from '../../projections/missions/queries';
import { missionDetailView, missionGraphView, missionListView, missionResourceSummaryView } from '../../projections/missions/missionAnswers';
import { sendJsonText } from '../http/sendJsonText';
import { idOf } from '../http/ids';
import { setUndoHeader } from '../http/undoHeader';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { text } from '../http/textField';

const missionIdOf = (params: { id: string }) => idOf(params.id, MISSION_NOT_FOUND);

const odysseyIdField = z.uuid({ error: 'odyssey_id must be a UUID or null' }).nullish();

const createBody = z.object({
  title: text('title'),
  description: text('description').nullish(),
  odyssey_id: odysseyIdField,
});
const updateBody = z.object({
  title: text('title').optional(),
  description: text('description').nullish(),
  status: text('status').optional(),
  odyssey_id: odysseyIdField,
});
const replanBody = z.object({
  title: text('title'),
  description: text('description').nullish(),
});
const idParams = z.object({ id: z.string() });
const listQuery = z.object({ status: z.string().optional() });

const tags = ['missions'];

export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const auth = { onRequest: [app.authenticate] };

  async function detailOrNotFound(request: FastifyRequest, missionId: string) {
    const detail = await getMissionDetail(deps.db, request.user.id, missionId, deps.now(), request.timeZone);
    if (!detail) throw notFound(MISSION_NOT_FOUND);
    return detail;
  }

  app.get('/missions', { ...auth, schema: { tags, querystring: listQuery, response: { 200: missionListView } } }, async (request, reply) => {
    const status = request.query.status ? normaliseMissionStatus(request.query.status) : undefined;
    const userId = request.user.id;
    return app.answerCache.send(request, reply, `missions:${userId}:${status ?? ''}`, () => listMissionsJson(deps.db, userId, deps.now(), request.timeZone, { status }));
  });

  app.post('/missions', { ...auth, schema: { tags, body: createBody, response: { 201: missionDetailView } } }, async (request, reply) => {
    const b = request.body;
    const { missionId } = await createMission(useCaseDeps(deps), { actor: userActorOf(request), mission: { title: b.title, description: b.description, odysseyId: b.odyssey_id } });
    return reply.status(201).send(await detailOrNotFound(request, missionId));
  });

  app.get('/missions/:id', { ...auth, schema: { tags, params: idParams, response: { 200: missionDetailView } } }, async (request) =>
    detailOrNotFound(request, missionIdOf(request.params)),
  );

  app.put('/missions/:id', { ...auth, schema: { tags, params: idParams, body: updateBody, response: { 200: missionDetailView } } }, async (request) => {
    const b = request.body;
    const { missionId } = await updateMission(useCaseDeps(deps), {
      actor: userActorOf(request),
      missionId: missionIdOf(request.params),
      changes: { title: b.title, description: b.description, status: b.status, odysseyId: b.odyssey_id },
    });
    return detailOrNotFound(request, missionId);
  });

  app.delete('/missions/:id', { ...auth, schema: { tags, params: idParams } }, async (request, reply) => {
    const missionId = missionIdOf(request.params);
    const { revision } = await deleteMission(useCaseDeps(deps), { actor: userActorOf(request), missionId });
    setUndoHeader(reply, 'mission_delete', missionId, revision);
    return reply.status(204).send();
  });

  app.get('/missions/:id/graph', { ...auth, schema: { tags, params: idParams, response: { 200: missionGraphView } } }, async (request, reply) => {
    // Already JSON text in the documented shape (see graphQueries.ts): sent as is.
    const graph = await missionGraphJson(deps.db, request.user.id, missionIdOf(request.params), deps.now(), request.timeZone);
    if (graph === null) throw notFound(MISSION_NOT_FOUND);
    sendJsonText(reply, graph);
    return reply;
  });

  app.get('/missions/:id/resource-summary', { ...auth, schema: { tags, params: idParams, response: { 200: missionResourceSummaryView } } }, async (request) => {
    const userId = request.user.id;
    const missionId = missionIdOf(request.params);
    if (!(await findOwnMission(deps.db, userId, missionId))) throw notFound(MISSION_NOT_FOUND);
    return missionResourceSummary(deps.db, userId, missionId);
  });

  app.post('/missions/:id/copy', { ...auth, schema: { tags, params: idParams, response: { 201: missionDetailView } } }, async (request, reply) => {
    const { missionId } = await copyMission(useCaseDeps(deps), { actor: userActorOf(request), missionId: missionIdOf(request.params) });
    return reply.status(201).send(await detailOrNotFound(request, missionId));
  });

  app.post('/missions/:id/replan', { ...auth, schema: { tags, params: idParams, body: replanBody, response: { 200: missionDetailView } } }, async (request, reply) => {
    const { missionId, revision } = await replanMission(useCaseDeps(deps), {
      actor: userActorOf(request),
      missionId: missionIdOf(request.params),
      title: request.body.title,
      description: request.body.description,
    });
    setUndoHeader(reply, 'mission_replan', missionId, revision);
    return detailOrNotFound(request, missionId);
  });
};
