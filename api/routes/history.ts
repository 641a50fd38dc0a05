import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadEntityHistory } from '../../projections/history/entityHistory';
import { entityHistoryView, HISTORY_KINDS } from '../../projections/history/historyAnswer';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';

const NOT_FOUND: Record<(typeof HISTORY_KINDS)[number], string> = {
  odyssey: 'Odyssey not found',
  mission: 'Mission not found',
  todo: 'Todo not found',
  conversation: 'Conversation not found',
};

const params = z.object({
  kind: z.enum(HISTORY_KINDS, { error: `must be one of: ${HISTORY_KINDS.join(', ')}` }),
  id: z.string(),
});

/**
 * GET /history/{kind}/{id}: everything that happened to an odyssey, mission, todo or Director
 * conversation, from the log (deleted ones too), with the AI inputs and outputs that shaped
 * it. The owner or an admin; anyone else gets the same 404 as for a missing id.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history/:kind/:id',
    { onRequest: [app.authenticate], schema: { tags: ['history'], params, response: { 200: entityHistoryView } } },
    async (request) => {
      const { kind, id } = request.params;
      if (!UUID.test(id)) throw httpError(404, NOT_FOUND[kind]);
      const user = request.user;
      // The links between an entity and the jobs that shaped it are a read model that may lag
      // behind command answers: a history includes everything the log holds now.
      const head = await app.deps.store.headPosition();
      if (head !== null) await app.deps.projections.waitFor(head, app.deps.readYourWritesTimeoutMs);
      const history = await loadEntityHistory(app.deps, kind, id.toLowerCase(), (ownerId) => ownerId === user.id || user.role === 'admin');
      if (!history) throw httpError(404, NOT_FOUND[kind]);
      return history;
    },
  );
};
