import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatWithDirector } from '../../commands/director/chatWithDirector';
import { updateDirectorSettings } from '../../commands/director/updateDirectorSettings';
import { notFound } from '../../domain/decider';
import { conversationNotFoundDetail } from '../../domain/director/conversationDecider';
import { directorSettingsSchema } from '../../domain/director/events';
import { findDirectorSettings, findOwnConversation, listConversations, listMessages } from '../../projections/director/queries';
import { useCaseDeps, userActorOf } from '../http/useCaseDeps';
import { directorToolRunner } from '../directorToolRunner';
import { plannerRateLimit } from '../plannerRateLimit';
import { UUID as uuidPattern } from '../http/ids';
import { encodeCursor, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';

const TIME_ZONE_MESSAGE = 'time_zone must be an IANA time zone name such as Pacific/Auckland (at most 100 characters)';
const chatBody = z.object({
  message: z.string({ message: 'Please enter a message' }),
  conversation_id: z.string({ error: 'conversation_id must be the id of one of your conversations, or null for a new one' }).nullable().optional(),
  time_zone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .max(100, { error: TIME_ZONE_MESSAGE })
    .nullable()
    .optional()
    .describe('The user’s IANA time zone (e.g. Pacific/Auckland): The Director reads “today”, overdue and due soon in the user’s day. Absent: the X-Time-Zone header’s zone, else UTC; unknown: UTC'),
});
const conversationItem = z.object({ id: z.string(), title: z.string(), updated_at: z.string() });
const messageItem = z.object({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), timestamp: z.string() });
const conversationParams = z.object({ id: z.string() });
/** Validated by the settings decider, whose messages the Settings tab shows as they are. */
const settingsBody = z
  .record(z.string(), z.unknown(), { message: 'Settings must be a JSON object' })
  .describe('Any of response_style, temperature, max_tokens, tool_permissions, context_settings, system_prompt_role, custom_system_prompt');

/** The Director: streamed chat (SSE), saved conversations, per-user settings. */
export const directorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Scoped to these routes; skipped if the app already registered it.
  if (!app.hasPlugin('@fastify/sse')) await app.register(fastifySSE, { heartbeatInterval: 15_000 });

  app.post(
    '/director/chat',
    {
      onRequest: [app.authenticate],
      config: plannerRateLimit(deps.plannerRateLimit ?? 30),
      sse: 'manual',
      schema: {
        tags: ['director'],
        summary: 'Send a message; the reply streams as text/event-stream `data:` lines',
        body: chatBody,
      },
    },
    async (request, reply) => {
      // null, absent or empty: a new conversation. Ids are stored lower-case: any spelling names the same one.
      const given = request.body.conversation_id?.toLowerCase() || null;
      if (given !== null && !uuidPattern.test(given)) throw notFound(conversationNotFoundDetail);
      const actor = userActorOf(request);
      const controller = new AbortController();
      const send = async (data: object) => {
        if (reply.sse.isConnected) await reply.sse.send({ data }).catch(() => undefined);
      };
      // Validation, ownership and the user's message are recorded before anything streams,
      // so a refusal is an ordinary JSON error (400 blank, 404 not yours).
      const { conversationId, outcome } = await chatWithDirector(
        { ...useCaseDeps(deps), tools: directorToolRunner(deps, actor), log: request.log },
        // The zone named in the message, else the one every request of the app names (X-Time-Zone).
        { actor, conversationId: given, message: request.body.message, timeZone: request.body.time_zone ?? (request.timeZoneGiven ? request.timeZone : null) },
        {
          accepted() {
            // A client that goes away cancels the model call.
            reply.sse.onClose(() => controller.abort());
            reply.sse.sendHeaders();
          },
          chunk: (conversationId, chunk) => send({ conversation_id: conversationId, chunk }),
          signal: controller.signal,
        },
      );
      if (outcome === 'recorded') await send({ done: true, conversation_id: conversationId });
    },
  );

  app.get(
    '/director/conversations',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['director'],
        querystring: z.object(pageQuery),
        description: 'Most recently active first. With `limit` one page; the next page\'s `cursor` comes in the X-Next-Cursor header.',
        response: { 200: z.array(conversationItem) },
      },
    },
    async (request, reply) => {
      const { conversations, next } = await listConversations(deps.db, request.user.id, requestedPage(request.query, 'position'));
      if (next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
      return conversations;
    },
  );

  app.get(
    '/director/conversations/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['director'], params: conversationParams, response: { 200: z.array(messageItem) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!uuidPattern.test(id) || !(await findOwnConversation(deps.db, request.user.id, id))) throw notFound(conversationNotFoundDetail);
      return (await listMessages(deps.db, id)).map(({ id: messageId, role, content, timestamp }) => ({ id: messageId, role, content, timestamp }));
    },
  );

  app.get(
    '/director/settings',
    { onRequest: [app.authenticate], schema: { tags: ['director'], response: { 200: directorSettingsSchema } } },
    async (request) => findDirectorSettings(deps.db, request.user.id),
  );

  app.put(
    '/director/settings',
    {
      onRequest: [app.authenticate],
      schema: { tags: ['director'], body: settingsBody, response: { 200: directorSettingsSchema } },
    },
    async (request) => {
      return updateDirectorSettings(useCaseDeps(deps), { actor: userActorOf(request), changes: request.body });
    },
  );
};
