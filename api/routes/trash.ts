import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoreMission } from '../../commands/trash/restoreMission';
import { restoreOdyssey } from '../../commands/trash/restoreOdyssey';
import { restoreTodo } from '../../commands/trash/restoreTodo';
import { RESTORE_WINDOW_DAYS } from '../../domain/restoreWindow';
import { listRecentlyDeleted } from '../../projections/trash/queries';
import { TRASH_KINDS as KINDS, trashItemView } from '../../projections/trash/trashAnswer';
import { undoDepsOf } from '../http/undoDeps';

const restoreParams = z.object({
  kind: z.enum(KINDS, { message: 'Kind must be todo, mission or odyssey.' }),
  // Ids are stored lower-case: an upper-case spelling names the same item.
  id: z.uuid({ message: 'Id must be the id of a deleted todo, mission or odyssey.' }).transform((id) => id.toLowerCase()),
});
const restored = z.object({ kind: z.enum(KINDS), id: z.string(), detail: z.string() });

/** Recently deleted: what the user deleted in the last 30 days, and restoring it. */
export const trashRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['trash'];
  app.get(
    '/trash',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: `Todos, missions and odysseys deleted in the last ${RESTORE_WINDOW_DAYS} days, newest first`, response: { 200: z.array(trashItemView) } },
    },
    async (request) => listRecentlyDeleted(deps.db, request.user.id, deps.now()),
  );

  app.post(
    '/trash/:kind/:id/restore',
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: 'Restore a deleted todo (with its steps, evidence, findings and chat), mission or odyssey', params: restoreParams, response: { 200: restored } },
    },
    async (request) => {
      const { kind, id } = request.params;
      const userId = request.user.id;
      const now = deps.now().toISOString();
      const ucDeps = undoDepsOf(deps, request);
      if (kind === 'todo') await restoreTodo(ucDeps, { userId, todoId: id, now });
      else if (kind === 'mission') await restoreMission(ucDeps, { userId, missionId: id, now });
      else await restoreOdyssey(ucDeps, { userId, odysseyId: id, now });
      return { kind, id, detail: `Restored the ${kind}.` };
    },
  );
};
