import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteUser, USER_NOT_FOUND } from '../../commands/users/deleteUser';
import { normaliseStatus } from '../../domain/todos/status';
import { listAllTodos, listUsers, systemStats, userStats } from '../../projections/admin/queries';
import { findUserById } from '../../projections/users/userQueries';
import { eraseDeadLetters } from '../../projections/eraseDeadLetters';
import { allProjectors } from '../../projections/allProjectors';
import { eraseUserFromReplays } from '../../projections/history/eraseFromReplays';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { decodeCursor, encodeCursor, INVALID_CURSOR, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';
import { adminTodoView, adminUserView, systemStatsView, userStatsView } from '../../projections/admin/adminAnswers';

/** One message for every way a page's numbers can be wrong (1.5 and 1e20 are numbers, but not a page). */
const LIMIT_MESSAGE = 'limit must be a whole number between 1 and 1000';
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more';
const todosQuery = z.object({
  status: z.string().optional(),
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(1000, LIMIT_MESSAGE).default(200),
  offset: z.coerce.number({ error: OFFSET_MESSAGE }).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).default(0),
  cursor: pageQuery.cursor,
});
const idParams = z.object({ id: z.string() });

const tags = ['admin'];
const pagedDescription = 'Newest first. With `limit` one page; the next page\'s `cursor` comes in the X-Next-Cursor header.';

/** Administration: statistics, every account and todo, deleting accounts. Admins only (403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireAdmin] };

  app.get('/admin/stats', { ...adminOnly, schema: { tags, response: { 200: systemStatsView } } }, async () => systemStats(deps.db));

  app.get('/admin/user-stats', { ...adminOnly, schema: { tags, response: { 200: userStatsView } } }, async () => userStats(deps.db, deps.now()));

  app.get(
    '/admin/users',
    { ...adminOnly, schema: { tags, querystring: z.object(pageQuery), description: pagedDescription, response: { 200: z.array(adminUserView) } } },
    async (request, reply) => {
      const { users, next } = await listUsers(deps.db, requestedPage(request.query, 'uuid'));
      if (next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
      return users;
    },
  );

  app.get('/admin/todos', { ...adminOnly, schema: { tags, querystring: todosQuery, description: pagedDescription, response: { 200: z.array(adminTodoView) } } }, async (request, reply) => {
    const { status: statusInput, limit, offset, cursor } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor, 'uuid');
    if (after === null) throw httpError(400, INVALID_CURSOR);
    if (after && offset > 0) throw httpError(400, 'Use either offset or cursor, not both');
    let status: string | undefined;
    if (statusInput !== undefined && statusInput.trim() !== '' && statusInput.trim().toLowerCase() !== 'all') {
      status = normaliseStatus(statusInput) ?? undefined;
      if (!status) throw httpError(400, 'Status must be one of: pending, in_progress, completed');
    }
    const { todos, next } = await listAllTodos(deps.db, { status, limit, offset, after });
    if (next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
    return todos;
  });

  app.delete('/admin/users/:id', { ...adminOnly, schema: { tags, params: idParams } }, async (request, reply) => {
    const userId = request.params.id.toLowerCase();
    if (!UUID.test(userId)) throw httpError(404, USER_NOT_FOUND);
    await deleteUser(
      {
        ...useCaseDeps(deps),
        personalData: deps.personalData,
        queries: { findUserById: (id: string) => findUserById(deps.db, id) },
        eraseDeadLetters: (id: string) => eraseDeadLetters(deps.db, id),
        // The account is gone either way: a replay that cannot be scrubbed is logged for the admin to drop.
        eraseFromReplays: async (userDeleted) => {
          await eraseUserFromReplays(deps.db, allProjectors, userDeleted).catch((err) => request.log.error({ err, userId }, 'erasing a deleted user from replay schemas failed'));
        },
      },
      { actor: userActorOf(request), userId },
    );
    return reply.status(204).send();
  });
};
