import { chatWithDirector, type DirectorChatDeps } from '../../../commands/director/chatWithDirector';
import { defaultDirectorSettings } from '../../../domain/director/settings';
import { useCaseHarness } from '../../support/useCaseHarness';

function directorDeps(h: ReturnType<typeof useCaseHarness>): DirectorChatDeps {
  return {
    ...h.deps,
    queries: {
      findDirectorSettings: async () => defaultDirectorSettings(),
      loadDirectorSnapshot: async () => ({ odysseys: [], missions: [], todos: [], steps: [], waits: [] }),
      listConversationMessages: async () => [],
    },
    tools: { createTodo: async () => ({ ok: false, error: 'not in this test' }), updateMission: async () => ({ ok: false, error: 'not in this test' }) },
    log: { info() {}, error() {} },
  };
}

describe('chat with The Director (use case, no server)', () => {
  it('records the message, streams the reply after accepting it, and records the reply', async () => {
    const h = useCaseHarness();
    const alice = h.actor();
    const seen: string[] = [];
    const chunks: string[] = [];

    const result = await chatWithDirector(
      directorDeps(h),
      { actor: alice, conversationId: null, message: 'What should I focus on today?' },
      { accepted: (id) => seen.push(`accepted ${id}`), chunk: async (_id, text) => void chunks.push(text), signal: new AbortController().signal },
    );

    expect(result.outcome).toBe('recorded');
    expect(seen).toEqual([`accepted ${result.conversationId}`]);
    expect(chunks.join('').trim()).not.toBe('');
    const events = h.store.events.filter((e) => e.streamId === `conversation-${result.conversationId}`);
    expect(events.map((e) => e.type)).toEqual(['DirectorConversationStarted', 'DirectorUserMessagePosted', 'DirectorAssistantMessagePosted', 'PlannerCallRecorded']);
    expect(events[2].data).toMatchObject({ content: chunks.join('') });
    // The planner call that wrote the reply, in the same append.
    expect(events[3].data).toMatchObject({ capability: 'directorReply', model: 'offline', output: chunks.join('') });
  });

  it('refuses a blank message before accepting anything', async () => {
    const h = useCaseHarness();
    const accepted = jest.fn();

    await expect(
      chatWithDirector(directorDeps(h), { actor: h.actor(), conversationId: null, message: '  ' }, { accepted, chunk: async () => {}, signal: new AbortController().signal }),
    ).rejects.toMatchObject({ code: 'invalid' });
    expect(accepted).not.toHaveBeenCalled();
    expect(h.store.events).toHaveLength(0);
  });

  it('does not record a reply the reader went away from', async () => {
    const h = useCaseHarness();
    const controller = new AbortController();

    const result = await chatWithDirector(
      directorDeps(h),
      { actor: h.actor(), conversationId: null, message: 'What should I focus on today?' },
      { accepted: () => controller.abort(), chunk: async () => {}, signal: controller.signal },
    );

    expect(result.outcome).toBe('cancelled');
    expect(h.store.events.map((e) => e.type)).toEqual(['DirectorConversationStarted', 'DirectorUserMessagePosted']);
  });
});
