import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../../commands/handleCommand';
import { normaliseStatus } from '../../domain/todos/status';
import { emailReservationDecider, emailStreamId } from '../../domain/users/emailReservationDecider';
import { userDecider } from '../../domain/users/userDecider';
import { listAllTodos, listUsers, systemStats, userStats } from '../../projections/admin/queries';
import { findUserById } from '../../projections/users/userQueries';
import { actorOf, waitForProjections } from '../appDeps';
import { httpError } from '../httpError';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_NOT_FOUND = 'User not found.';

const count = z.number().int();
const statsResponse = z.object({ total_users: count, total_todos: count, completed_todos: count, in_progress_todos: count, pending_todos: count });
const userStatsResponse = z.object({ total_users: count, admin_count: count, regular_user_count: count, recent_7_days: count, recent_30_days: count });
const userView = z.object({ id: z.string(), email: z.string(), role: z.enum(['user', 'admin']), created_at: z.string(), has_completed_onboarding: z.boolean() });
const todoView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  priority: z.string(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
});
const todosQuery = z.object({
  status: z.string().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be between 1 and 1000').max(1000, 'limit must be between 1 and 1000').default(200),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be 0 or more').default(0),
});
const idParams = z.object({ id: z.string() });

const tags = ['admin'];

/** Administration: statistics, every account and todo, deleting accounts. Admins only (403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireAdmin] };

  app.get('/admin/stats', { ...adminOnly, schema: { tags, response: { 200: statsResponse } } }, async () => systemStats(deps.db));

  app.get('/admin/user-stats', { ...adminOnly, schema: { tags, response: { 200: userStatsResponse } } }, async () => userStats(deps.db, deps.now()));

  app.get('/admin/users', { ...adminOnly, schema: { tags, response: { 200: z.array(userView) } } }, async () => listUsers(deps.db));

  app.get('/admin/todos', { ...adminOnly, schema: { tags, querystring: todosQuery, response: { 200: z.array(todoView) } } }, async (request) => {
    const { status: statusInput, limit, offset } = request.query;
    let status: string | undefined;
    if (statusInput !== undefined && statusInput.trim() !== '' && statusInput.trim().toLowerCase() !== 'all') {
      status = normaliseStatus(statusInput) ?? undefined;
      if (!status) throw httpError(400, 'Status must be one of: pending, in_progress, completed');
    }
    return listAllTodos(deps.db, { status, limit, offset });
  });

  app.delete('/admin/users/:id', { ...adminOnly, schema: { tags, params: idParams } }, async (request, reply) => {
    const userId = request.params.id.toLowerCase();
    if (!UUID.test(userId)) throw httpError(404, USER_NOT_FOUND);
    if (userId === request.user.id) throw httpError(400, 'You cannot delete your own account.');
    const user = await findUserById(deps.db, userId);
    if (!user) throw httpError(404, USER_NOT_FOUND);
    const actor = actorOf(request);
    // The account goes (its read-model rows with it); its events stay in the log.
    const deleted = await handleCommand(deps, {
      streamId: `user-${userId}`,
      decider: userDecider,
      command: { type: 'DeleteUser', userId, deletedBy: request.user.id, now: deps.now().toISOString() },
      actor,
    });
    // The email address becomes free for a new registration.
    const released = await handleCommand(deps, {
      streamId: emailStreamId(user.email),
      decider: emailReservationDecider,
      command: { type: 'ReleaseEmail', email: user.email, userId },
      actor,
    });
    await waitForProjections(deps, released.position ?? deleted.position);
    return reply.status(204).send();
  });
};
