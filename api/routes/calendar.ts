import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enableCalendarFeed } from '../../commands/calendar/enableCalendarFeed';
import { feedTokenHash, newFeedToken } from '../../commands/calendar/feedToken';
import { revokeCalendarFeed } from '../../commands/calendar/revokeCalendarFeed';
import { notFound } from '../../domain/decider';
import { findCalendarFeed, listOpenTodosWithDueDates } from '../../projections/calendar/queries';
import { buildDueDatesCalendar } from '../calendar/icsFeed';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';

const FEED_NOT_FOUND = 'Calendar feed not found. It may have been turned off or replaced by a newer link.';
const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedStatus = z.object({ enabled: z.boolean(), enabled_at: z.string().nullable() });
const feedCreated = z.object({ enabled: z.literal(true), enabled_at: z.string(), url: z.string() });

/**
 * A private iCalendar feed of the user's due dates (RFC 5545). The URL's secret token is the
 * only credential a calendar app can send; turning the feed on again rotates it.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['calendar'];
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get('/calendar/feed', { onRequest: [app.authenticate], schema: { tags, summary: 'Whether the calendar feed is on', response: { 200: feedStatus } } }, async (request) => {
    const feed = await findCalendarFeed(deps.db, { user_id: request.user.id });
    return { enabled: Boolean(feed), enabled_at: feed ? new Date(feed.enabled_at).toISOString() : null };
  });

  app.post(
    '/calendar/feed',
    { onRequest: [app.authenticate], schema: { tags, summary: 'Turn the calendar feed on, or replace its link (the old link stops working)', response: { 201: feedCreated } } },
    async (request, reply) => {
      const { token, enabledAt } = await enableCalendarFeed({ ...useCaseDeps(deps), newFeedToken }, { actor: userActorOf(request) });
      return reply.status(201).send({ enabled: true, enabled_at: enabledAt, url: `${origin(request)}/api/calendar/feeds/${token}.ics` });
    },
  );

  app.delete('/calendar/feed', { onRequest: [app.authenticate], schema: { tags, summary: 'Turn the calendar feed off (its link stops working)' } }, async (request, reply) => {
    await revokeCalendarFeed(useCaseDeps(deps), { actor: userActorOf(request) });
    return reply.status(204).send();
  });

  app.get(
    '/calendar/feeds/:file',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags, summary: 'The feed itself (text/calendar), for calendar apps; the token in the URL is the credential', security: [], params: z.object({ file: z.string() }) },
    },
    async (request, reply) => {
      const token = feedFile.exec(request.params.file)?.[1];
      const feed = token ? await findCalendarFeed(deps.db, { token_hash: feedTokenHash(token) }) : undefined;
      if (!feed) throw notFound(FEED_NOT_FOUND);
      const todos = await listOpenTodosWithDueDates(deps.db, feed.user_id);
      const calendar = buildDueDatesCalendar(todos, (id) => `${app.publicUrl}/todo/${id}`);
      return reply.header('cache-control', 'private, max-age=300').type('text/calendar; charset=utf-8').send(calendar);
    },
  );
};
