import { assertNever, conflict, invalid, notFound, type Decider } from '../decider';
import { withPlannerCall, type PlannerCallData } from '../plannerCalls/events';
import { conversationTitleFrom } from './conversationTitle';
import type { ConversationEvent, ToolCallOutcome } from './events';

/** The `conversation-{id}` stream: one Director chat thread of one user. */
export type ConversationState =
  | { status: 'none' }
  | { status: 'open'; conversationId: string; userId: string; title: string; messageCount: number };

export type StartConversation = {
  type: 'StartConversation';
  conversationId: string;
  userId: string;
  messageId: string;
  content: string;
  now: string;
};

export type PostUserMessage = {
  type: 'PostUserMessage';
  conversationId: string;
  userId: string;
  messageId: string;
  content: string;
  now: string;
};

export type PostAssistantMessage = {
  type: 'PostAssistantMessage';
  conversationId: string;
  userId: string;
  messageId: string;
  content: string;
  toolCalls: ToolCallOutcome[];
  now: string;
  /** The audit record of the planner call that wrote the reply. */
  plannerCall?: PlannerCallData;
};

/** A planner call that wrote no reply (an empty answer) still goes on the conversation's record. */
export type RecordPlannerCall = { type: 'RecordPlannerCall'; conversationId: string; userId: string; plannerCall: PlannerCallData };

export type ConversationCommand = StartConversation | PostUserMessage | PostAssistantMessage | RecordPlannerCall;

export const blankMessageDetail = 'Please enter a message';
export const conversationNotFoundDetail = 'Conversation not found';
/** Long enough for a pasted plan; a bound so one request cannot flood the model or the log. */
export const messageMaxLength = 8000;

function requireMessage(content: string): string {
  const text = content.trim();
  if (text === '') throw invalid(blankMessageDetail);
  if (text.length > messageMaxLength) throw invalid(`A message can be at most ${messageMaxLength} characters`);
  return text;
}

/** Another user's conversation answers exactly like a missing one (no leak of existence). */
function requireOwnConversation(state: ConversationState, userId: string) {
  if (state.status === 'none' || state.userId !== userId) throw notFound(conversationNotFoundDetail);
  return state;
}

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'DirectorConversationStarted':
        return {
          status: 'open',
          conversationId: event.data.conversationId,
          userId: event.data.userId,
          title: event.data.title,
          messageCount: 0,
        };
      case 'DirectorUserMessagePosted':
      case 'DirectorAssistantMessagePosted':
        return state.status === 'open' ? { ...state, messageCount: state.messageCount + 1 } : state;
      case 'PlannerCallRecorded':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'StartConversation': {
        const content = requireMessage(command.content);
        if (state.status !== 'none') throw conflict('This conversation already exists');
        return [
          {
            type: 'DirectorConversationStarted',
            data: {
              conversationId: command.conversationId,
              userId: command.userId,
              title: conversationTitleFrom(content),
              startedAt: command.now,
            },
          },
          {
            type: 'DirectorUserMessagePosted',
            data: { conversationId: command.conversationId, messageId: command.messageId, content, postedAt: command.now },
          },
        ];
      }
      case 'PostUserMessage': {
        const content = requireMessage(command.content);
        requireOwnConversation(state, command.userId);
        return [
          {
            type: 'DirectorUserMessagePosted',
            data: { conversationId: command.conversationId, messageId: command.messageId, content, postedAt: command.now },
          },
        ];
      }
      case 'PostAssistantMessage': {
        requireOwnConversation(state, command.userId);
        // Keep the reply as streamed (markdown indentation matters); only an empty one is refused.
        if (command.content.trim() === '') throw invalid('An assistant reply cannot be empty');
        return withPlannerCall<ConversationEvent>(
          [
            {
              type: 'DirectorAssistantMessagePosted',
              data: {
                conversationId: command.conversationId,
                messageId: command.messageId,
                content: command.content,
                postedAt: command.now,
                toolCalls: command.toolCalls,
              },
            },
          ],
          command.plannerCall,
        );
      }
      case 'RecordPlannerCall':
        requireOwnConversation(state, command.userId);
        return [{ type: 'PlannerCallRecorded', data: command.plannerCall }];
      default:
        return assertNever(command);
    }
  },
};
