import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../../commands/handleCommand';
import { normaliseStatus } from '../../domain/todos/status';
import { emailReservationDecider, emailStreamId, legacyEmailStreamId } from '../../domain/users/emailReservationDecider';
import { userDecider } from '../../domain/users/userDecider';
import { listAllTodos, listUsers, systemStats, userStats } from '../../projections/admin/queries';
import { findUserById } from '../../projections/users/userQueries';
import { eraseDeadLetters } from '../../projections/eraseDeadLetters';
import { allProjectors } from '../../projections/allProjectors';
import { eraseUserFromReplays } from '../../projections/history/eraseFromReplays';
import { actorOf, waitForProjections } from '../appDeps';
import { httpError } from '../httpError';
import { UUID } from '../http/ids';
import { decodeCursor, encodeCursor, INVALID_CURSOR, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';
import { priorityField, todoStatusField } from '../http/statusFields';

const USER_NOT_FOUND = 'User not found.';

const count = z.number().int();
const statsResponse = z.object({ total_users: count, total_todos: count, completed_todos: count, in_progress_todos: count, pending_todos: count });
const userStatsResponse = z.object({ total_users: count, admin_count: count, regular_user_count: count, recent_7_days: count, recent_30_days: count });
const userView = z.object({ id: z.string(), email: z.string(), role: z.enum(['user', 'admin']), created_at: z.string(), has_completed_onboarding: z.boolean() });
const todoView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: todoStatusField,
  priority: priorityField,
  due_date: z.string().nullable(),
  created_at: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
});
const todosQuery = z.object({
  status: z.string().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be between 1 and 1000').max(1000, 'limit must be between 1 and 1000').default(200),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be 0 or more').default(0),
  cursor: pageQuery.cursor,
});
const idParams = z.object({ id: z.string() });

const tags = ['admin'];
const pagedDescription = 'Newest first. With `limit` one page; the next page\'s `cursor` comes in the X-Next-Cursor header.';

/** Administration: statistics, every account and todo, deleting accounts. Admins only (403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireAdmin] };

  app.get('/admin/stats', { ...adminOnly, schema: { tags, response: { 200: statsResponse } } }, async () => systemStats(deps.db));

  app.get('/admin/user-stats', { ...adminOnly, schema: { tags, response: { 200: userStatsResponse } } }, async () => userStats(deps.db, deps.now()));

  app.get(
    '/admin/users',
    { ...adminOnly, schema: { tags, querystring: z.object(pageQuery), description: pagedDescription, response: { 200: z.array(userView) } } },
    async (request, reply) => {
      const { users, next } = await listUsers(deps.db, requestedPage(request.query, 'uuid'));
      if (next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
      return users;
    },
  );

  app.get('/admin/todos', { ...adminOnly, schema: { tags, querystring: todosQuery, description: pagedDescription, response: { 200: z.array(todoView) } } }, async (request, reply) => {
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
    if (userId === request.user.id) throw httpError(400, 'You cannot delete your own account.');
    const user = await findUserById(deps.db, userId);
    if (!user) throw httpError(404, USER_NOT_FOUND);
    const actor = actorOf(request);
    // The email address becomes free for a new registration (written while the key still
    // seals it; an address held under its pre-hashing stream name is released there too).
    for (const streamId of [emailStreamId(deps.personalData.emailDigest(user.email)), legacyEmailStreamId(user.email)]) {
      await handleCommand(deps, { streamId, decider: emailReservationDecider, command: { type: 'ReleaseEmail', email: user.email, userId }, actor });
    }
    // Crypto-shredding: the key goes BEFORE the account, so a crash in between leaves an
    // account whose data already reads as erased (deleting again finishes it), never a
    // deleted account with a live key.
    await deps.personalData.destroy(userId);
    // Dead letters may quote what the user wrote: their texts go with the key.
    await eraseDeadLetters(deps.db, userId);
    // The account goes (its read-model rows with it); its events stay in the log, unreadable.
    const deleted = await handleCommand(deps, {
      streamId: `user-${userId}`,
      decider: userDecider,
      command: { type: 'DeleteUser', userId, deletedBy: request.user.id, now: deps.now().toISOString() },
      actor,
    });
    await waitForProjections(deps, deleted.position);
    // Point-in-time replays made before the deletion drop the user's rows too.
    const [userDeleted] = await deps.store.readStream(`user-${userId}`).then((events) => events.filter((e) => e.type === 'UserDeleted').slice(-1));
    if (userDeleted) {
      // The account is gone either way: a replay that cannot be scrubbed is logged for the admin to drop.
      await eraseUserFromReplays(deps.db, allProjectors, userDeleted).catch((err) => request.log.error({ err, userId }, 'erasing a deleted user from replay schemas failed'));
    }
    return reply.status(204).send();
  });
};
