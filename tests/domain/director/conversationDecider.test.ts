import { randomUUID } from 'node:crypto';
import { conversationDecider, type ConversationCommand } from '../../../domain/director/conversationDecider';
import { allEventSchemas } from '../../../domain/allEventSchemas';
import type { ConversationEvent } from '../../../domain/director/events';
import { deciderSpec } from '../../support/deciderSpec';

const spec = deciderSpec(conversationDecider);
const now = '2025-03-01T09:30:00.000Z';
const later = '2025-03-01T09:31:00.000Z';
const conversationId = randomUUID();
const owner = randomUUID();
const stranger = randomUUID();
const firstMessageId = randomUUID();

const started: ConversationEvent[] = [
  { type: 'DirectorConversationStarted', data: { conversationId, userId: owner, title: 'What should I focus on today?', startedAt: now } },
  { type: 'DirectorUserMessagePosted', data: { conversationId, messageId: firstMessageId, content: 'What should I focus on today?', postedAt: now } },
];

const post = (overrides: Partial<Extract<ConversationCommand, { type: 'PostUserMessage' }>> = {}): ConversationCommand => ({
  type: 'PostUserMessage',
  conversationId,
  userId: owner,
  messageId: randomUUID(),
  content: 'And tomorrow?',
  now: later,
  ...overrides,
});

describe('conversation decider', () => {
  describe('starting a conversation', () => {
    it('records the start, titled from the first message, and the trimmed message', () => {
      spec
        .given([])
        .when({ type: 'StartConversation', conversationId, userId: owner, messageId: firstMessageId, content: '  What should I focus on today?\n', now })
        .then(started);
    });

    it('shortens a long first message at a word boundary for the title', () => {
      const content =
        'Please look at every mission in my marathon odyssey and tell me which of the todos are blocking the others and why';
      spec
        .given([])
        .when({ type: 'StartConversation', conversationId, userId: owner, messageId: firstMessageId, content, now })
        .thenEvents(([start, message]) => {
          expect(start.type).toBe('DirectorConversationStarted');
          const title = (start.data as { title: string }).title;
          expect(title).toBe('Please look at every mission in my marathon odyssey and…');
          expect(title.length).toBeLessThanOrEqual(60);
          expect((message.data as { content: string }).content).toBe(content);
        });
    });

    it('refuses a blank first message', () => {
      spec
        .given([])
        .when({ type: 'StartConversation', conversationId, userId: owner, messageId: firstMessageId, content: ' \n\t ', now })
        .thenThrows('invalid', 'Please enter a message');
    });

    it('refuses to start the same conversation twice', () => {
      spec
        .given(started)
        .when({ type: 'StartConversation', conversationId, userId: owner, messageId: randomUUID(), content: 'Hi', now })
        .thenThrows('conflict');
    });
  });

  describe('posting a user message', () => {
    it('appends the trimmed message to the owner’s conversation', () => {
      const messageId = randomUUID();
      spec
        .given(started)
        .when(post({ messageId, content: ' And tomorrow? ' }))
        .then([{ type: 'DirectorUserMessagePosted', data: { conversationId, messageId, content: 'And tomorrow?', postedAt: later } }]);
    });

    it('answers not found for a conversation that does not exist', () => {
      spec.given([]).when(post()).thenThrows('not_found', 'Conversation not found');
    });

    it('answers not found, never forbidden, for another user’s conversation', () => {
      spec.given(started).when(post({ userId: stranger })).thenThrows('not_found', 'Conversation not found');
    });

    it('refuses a blank message before looking anything up', () => {
      spec.given(started).when(post({ content: '   ' })).thenThrows('invalid', 'Please enter a message');
    });

    it('refuses a message longer than the limit', () => {
      spec.given(started).when(post({ content: 'x'.repeat(8001) })).thenThrows('invalid', /at most 8000 characters/);
    });
  });

  describe('posting the assistant reply', () => {
    it('keeps the reply exactly as streamed, with the tool calls it made', () => {
      const messageId = randomUUID();
      const content = '## Today\n\n- Finish the **draft**\n';
      const toolCalls = [{ tool: 'create_todo', status: 'executed' as const, summary: 'Created todo "Book venue"' }];
      spec
        .given(started)
        .when({ type: 'PostAssistantMessage', conversationId, userId: owner, messageId, content, toolCalls, now: later })
        .then([{ type: 'DirectorAssistantMessagePosted', data: { conversationId, messageId, content, postedAt: later, toolCalls } }]);
    });

    it('refuses an empty reply', () => {
      spec
        .given(started)
        .when({ type: 'PostAssistantMessage', conversationId, userId: owner, messageId: randomUUID(), content: ' ', toolCalls: [], now })
        .thenThrows('invalid');
    });

    it('answers not found for another user’s conversation', () => {
      spec
        .given(started)
        .when({ type: 'PostAssistantMessage', conversationId, userId: stranger, messageId: randomUUID(), content: 'Hi', toolCalls: [], now })
        .thenThrows('not_found');
    });
  });

  it('counts the messages of the thread', () => {
    const events: ConversationEvent[] = [
      ...started,
      { type: 'DirectorAssistantMessagePosted', data: { conversationId, messageId: randomUUID(), content: 'Focus on X', postedAt: later, toolCalls: [] } },
    ];
    const state = events.reduce(conversationDecider.evolve, conversationDecider.initialState());
    expect(state).toEqual({ status: 'open', conversationId, userId: owner, title: 'What should I focus on today?', messageCount: 2 });
  });

  it('produces events that pass the registered schemas', () => {
    const events = conversationDecider.decide(
      { type: 'StartConversation', conversationId, userId: owner, messageId: firstMessageId, content: 'Plan my week', now },
      conversationDecider.initialState(),
    );
    for (const event of events) expect(allEventSchemas[event.type].schema.safeParse(event.data).success).toBe(true);
  });
});
