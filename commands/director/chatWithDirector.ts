import { conversationDecider, type ConversationCommand } from '../../domain/director/conversationDecider';
import type { ToolCallOutcome } from '../../domain/director/events';
import { noReply, replyFailed, replyFailedNote } from '../../domain/director/replyTexts';
import type { DirectorSettings } from '../../domain/director/settings';
import { handleCommand } from '../handleCommand';
import { directorHistoryLimit, type DirectorDataSnapshot, type DirectorToolRunner } from '../ports/director';
import { toPlannerCallData, withCallRecording, type PlannerCallRecord } from '../plannerCalls/recordingPlanner';
import type { Planner } from '../ports/planner';
import type { UseCaseDeps, UserActor } from '../useCase';

export type DirectorChatQueries = {
  findDirectorSettings(userId: string): Promise<DirectorSettings>;
  loadDirectorSnapshot(userId: string): Promise<DirectorDataSnapshot>;
  /** The conversation's newest messages, at most `limit`, oldest first. */
  listConversationMessages(conversationId: string, limit: number): Promise<Array<{ id: string; role: 'user' | 'assistant'; content: string }>>;
};

export type DirectorChatLog = { info(detail: object, message: string): void; error(detail: object, message: string): void };

/** Where the reply goes while it is written: the caller streams it (SSE). */
export type DirectorReplyStream = {
  /** The user's message is recorded (refusals are thrown before this): the reply may start. */
  accepted(conversationId: string): void;
  chunk(conversationId: string, text: string): Promise<void>;
  /** Aborted when the reader went away: the model call stops and the unseen reply is not recorded. */
  signal: AbortSignal;
};

export type DirectorChatDeps = UseCaseDeps & {
  planner: Planner;
  queries: DirectorChatQueries;
  /** Runs the Director's data-changing tools as the user, with the ordinary rules. */
  tools: DirectorToolRunner;
  log: DirectorChatLog;
};

/**
 * A message to The Director: recorded first (a new conversation when none is named), then the
 * planner's reply streams with the user's settings, data and recent history in view, and is
 * recorded with the tool calls it made. Read models are waited for once, at the end.
 */
export async function chatWithDirector(
  deps: DirectorChatDeps,
  input: { actor: UserActor; conversationId: string | null; message: string; timeZone?: string | null },
  stream: DirectorReplyStream,
): Promise<{ conversationId: string; outcome: 'recorded' | 'cancelled' }> {
  const { actor } = input;
  const { userId } = actor;
  const given = input.conversationId;
  const conversationId = given ?? deps.ids();
  const messageId = deps.ids();
  const now = deps.now().toISOString();
  // Not waiting for the read models per command saves the first chunk a round trip.
  const appendOnly = { store: deps.store, now: deps.now };

  const posted = await handleCommand(appendOnly, {
    streamId: `conversation-${conversationId}`,
    decider: conversationDecider,
    command:
      given === null
        ? { type: 'StartConversation', conversationId, userId, messageId, content: input.message, now }
        : { type: 'PostUserMessage', conversationId, userId, messageId, content: input.message, now },
    actor,
  });
  let lastPosition = posted.position;
  const appended = posted.events.map((e) => e.type);
  const [settings, data, earlier] = await Promise.all([
    deps.queries.findDirectorSettings(userId),
    deps.queries.loadDirectorSnapshot(userId),
    deps.queries.listConversationMessages(conversationId, directorHistoryLimit + 1),
  ]);
  const history = earlier
    .filter((m) => m.id !== messageId)
    .slice(-directorHistoryLimit)
    .map(({ role, content }) => ({ role, content }));

  stream.accepted(conversationId);
  let text = '';
  const toolCalls: ToolCallOutcome[] = [];
  // The reply's planner call goes on the conversation's record with the reply.
  const recorded: { call: PlannerCallRecord | null } = { call: null };
  const planner = withCallRecording(deps.planner, (r) => (recorded.call = r));
  try {
    const pieces = planner.directorReply(
      { message: input.message.trim(), history, settings, data, now, timeZone: input.timeZone ?? null, tools: deps.tools, onToolCall: (outcome) => toolCalls.push(outcome) },
      stream.signal,
    );
    for await (const chunk of pieces) {
      if (chunk === '') continue;
      text += chunk;
      await stream.chunk(conversationId, chunk);
    }
  } catch (error) {
    if (!stream.signal.aborted) {
      deps.log.error({ err: error, conversationId }, 'director reply failed');
      // After shown text the note starts a paragraph of its own; before any, the reply is the failure.
      const note = text === '' ? replyFailed : replyFailedNote;
      text += note;
      await stream.chunk(conversationId, note);
    }
  }
  // The reader left: the reply it never saw is not recorded (its own message is).
  if (stream.signal.aborted) {
    deps.log.info({ conversationId }, 'director reply cancelled by the client');
    return { conversationId, outcome: 'cancelled' };
  }
  // The chat shows its own text for a reply without a word; the same text is recorded, so after
  // a reload the question is not left standing alone.
  if (text.trim() === '') text = noReply;

  const plannerCall = recorded.call ? toPlannerCallData(recorded.call, deps.now().toISOString(), { userId }) : undefined;
  const command: ConversationCommand = { type: 'PostAssistantMessage', conversationId, userId, messageId: deps.ids(), content: text, toolCalls, now: deps.now().toISOString(), plannerCall };
  try {
    const result = await handleCommand(appendOnly, { streamId: `conversation-${conversationId}`, decider: conversationDecider, command, actor });
    lastPosition = result.position ?? lastPosition;
    appended.push(...result.events.map((e) => e.type));
  } catch (error) {
    deps.log.error({ err: error, conversationId, command: command.type }, 'could not record the director reply');
  }
  // The client reloads the conversation list when the reply is done: let it see this exchange.
  if (lastPosition !== null && deps.readModelsReach) await deps.readModelsReach(lastPosition, appended);
  return { conversationId, outcome: 'recorded' };
}
