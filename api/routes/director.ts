import { randomUUID } from 'node:crypto';
import { fastifySSE } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleCommand } from '../../commands/handleCommand';
import { notFound } from '../../domain/decider';
import { conversationDecider, conversationNotFoundDetail } from '../../domain/director/conversationDecider';
import { directorSettingsSchema, type ToolCallOutcome } from '../../domain/director/events';
import { directorSettingsDecider } from '../../domain/director/settingsDecider';
import { findDirectorSettings, findOwnConversation, listConversations, listMessages } from '../../projections/director/queries';
import { loadDirectorSnapshot } from '../../projections/director/snapshotQuery';
import { actorOf, execute, waitForProjections } from '../appDeps';
import { directorToolRunner } from '../directorToolRunner';
import { directorHistoryLimit } from '../../planner/directorTypes';
import { plannerRateLimit } from '../plannerRateLimit';
import { toPlannerCallData, withCallRecording, type PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import { UUID as uuidPattern } from '../http/ids';
import { encodeCursor, NEXT_CURSOR_HEADER, pageQuery, requestedPage } from '../paging/cursor';


const chatBody = z.object({
  message: z.string({ message: 'Please enter a message' }),
  conversation_id: z.string().nullable().optional(),
});
const conversationItem = z.object({ id: z.string(), title: z.string(), updated_at: z.string() });
const messageItem = z.object({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), timestamp: z.string() });
const conversationParams = z.object({ id: z.string() });
/** Validated by the settings decider, whose messages the Settings tab shows as they are. */
const settingsBody = z
  .record(z.string(), z.unknown(), { message: 'Settings must be a JSON object' })
  .describe('Any of response_style, temperature, max_tokens, tool_permissions, context_settings, system_prompt_role, custom_system_prompt');

/** Shown in the reply when the model fails after the stream has started. */
const replyFailedNote = '\n\n⚠️ The Director could not finish this reply. Please try again in a moment.';

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
      const userId = request.user.id;
      const actor = actorOf(request);
      // null, absent or empty: a new conversation.
      const given = request.body.conversation_id || null;
      if (given !== null && !uuidPattern.test(given)) throw notFound(conversationNotFoundDetail);
      const conversationId = given ?? randomUUID();
      const messageId = randomUUID();
      const now = deps.now().toISOString();

      // Validation, ownership and the user's message are recorded before anything streams,
      // so a refusal is an ordinary JSON error (400 blank, 404 not yours).
      // Not waiting for the read models here saves the first chunk a round trip; `done` waits.
      const posted = await handleCommand(deps, {
        streamId: `conversation-${conversationId}`,
        decider: conversationDecider,
        command:
          given === null
            ? { type: 'StartConversation', conversationId, userId, messageId, content: request.body.message, now }
            : { type: 'PostUserMessage', conversationId, userId, messageId, content: request.body.message, now },
        actor,
      });
      let lastPosition = posted.position;
      const [settings, data, earlier] = await Promise.all([
        findDirectorSettings(deps.db, userId),
        loadDirectorSnapshot(deps.db, userId),
        listMessages(deps.db, conversationId, directorHistoryLimit + 1),
      ]);
      const history = earlier
        .filter((m) => m.id !== messageId)
        .slice(-directorHistoryLimit)
        .map(({ role, content }) => ({ role, content }));

      const controller = new AbortController();
      // A client that goes away cancels the model call.
      reply.sse.onClose(() => controller.abort());
      reply.sse.sendHeaders();
      const send = async (data: object) => {
        if (reply.sse.isConnected) await reply.sse.send({ data }).catch(() => undefined);
      };

      let text = '';
      const toolCalls: ToolCallOutcome[] = [];
      // The reply's planner call goes on the conversation's record with the reply.
      const recorded: { call: PlannerCallRecord | null } = { call: null };
      const planner = withCallRecording(deps.planner, (r) => (recorded.call = r));
      try {
        const pieces = planner.directorReply(
          {
            message: request.body.message.trim(),
            history,
            settings,
            data,
            now,
            tools: directorToolRunner(deps, actor, userId),
            onToolCall: (outcome) => toolCalls.push(outcome),
          },
          controller.signal,
        );
        for await (const chunk of pieces) {
          if (chunk === '') continue;
          text += chunk;
          await send({ conversation_id: conversationId, chunk });
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          request.log.error({ err: error, conversationId }, 'director reply failed');
          text += replyFailedNote;
          await send({ conversation_id: conversationId, chunk: replyFailedNote });
        }
      }
      // The client left: the reply it never saw is not recorded (its own message is).
      if (controller.signal.aborted) {
        request.log.info({ conversationId }, 'director reply cancelled by the client');
        return;
      }

      if (text.trim() !== '') {
        try {
          const result = await handleCommand(deps, {
            streamId: `conversation-${conversationId}`,
            decider: conversationDecider,
            command: {
              type: 'PostAssistantMessage',
              conversationId,
              userId,
              messageId: randomUUID(),
              content: text,
              toolCalls,
              now: deps.now().toISOString(),
              plannerCall: recorded.call ? toPlannerCallData(recorded.call, deps.now().toISOString(), { userId }) : undefined,
            },
            actor,
          });
          lastPosition = result.position ?? lastPosition;
        } catch (error) {
          request.log.error({ err: error, conversationId }, 'could not record the director reply');
        }
      }
      // The client reloads the conversation list on `done`: let it see this exchange.
      await waitForProjections(deps, lastPosition);
      await send({ done: true, conversation_id: conversationId });
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
      const userId = request.user.id;
      const result = await execute(deps, request, {
        streamId: `director-settings-${userId}`,
        decider: directorSettingsDecider,
        command: { type: 'UpdateDirectorSettings', userId, changes: request.body, now: deps.now().toISOString() },
      });
      return result.state.settings;
    },
  );
};
