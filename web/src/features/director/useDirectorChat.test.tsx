import '../odysseys/testing/jsdomTextCodec';
import { act, renderHook } from '@testing-library/react';
import { CHAT_ERROR_REPLY, EMPTY_REPLY_FALLBACK, useDirectorChat } from './useDirectorChat';

/** A chat endpoint whose stream the test feeds line by line. */
function fakeChatServer() {
  const requests: Array<{ body: { message: string; conversation_id: string | null; time_zone: string | null }; signal?: AbortSignal }> = [];
  let push: (text: string | null) => void = () => {};
  let status = 200;
  const fetchMock = jest.fn(async (_url: string, init: { body: string; signal?: AbortSignal }) => {
    requests.push({ body: JSON.parse(init.body), signal: init.signal });
    const queue: Array<string | null> = [];
    let wake: (() => void) | null = null;
    push = (text) => {
      queue.push(text);
      wake?.();
    };
    const encoder = new TextEncoder();
    return {
      ok: status < 300,
      status,
      json: async () => ({ detail: 'The Director is unavailable.' }),
      body: {
        getReader: () => ({
          read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
            while (queue.length === 0) {
              if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
              await new Promise<void>((resolve) => {
                wake = resolve;
                init.signal?.addEventListener('abort', () => resolve());
              });
            }
            const next = queue.shift()!;
            return next === null ? { done: true } : { done: false, value: encoder.encode(next) };
          },
        }),
      },
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    requests,
    failWith(code: number) {
      status = code;
    },
    send: async (text: string | null) => {
      await act(async () => push(text));
      for (let i = 0; i < 4; i += 1) await act(async () => undefined);
    },
  };
}

async function settle() {
  for (let i = 0; i < 4; i += 1) await act(async () => undefined);
}

function setup() {
  const onReplyDone = jest.fn();
  const onSendFailed = jest.fn(() => ({ role: 'assistant' as const, content: CHAT_ERROR_REPLY, timestamp: '2025-01-01T00:00:00Z' }));
  const hook = renderHook(() => useDirectorChat({ onReplyDone, onSendFailed }));
  return { hook, onReplyDone, onSendFailed };
}

describe('useDirectorChat', () => {
  afterEach(() => jest.restoreAllMocks());

  test('shows the message at once, streams the reply, keeps the conversation id', async () => {
    const server = fakeChatServer();
    const { hook, onReplyDone } = setup();

    let accepted = false;
    act(() => {
      accepted = hook.result.current.send('  What should I focus on?  ');
    });
    expect(accepted).toBe(true);
    expect(hook.result.current.messages).toEqual([expect.objectContaining({ role: 'user', content: 'What should I focus on?' })]);
    expect(hook.result.current.phase).toBe('waiting');
    await settle();
    expect(server.requests[0].body).toEqual({ message: 'What should I focus on?', conversation_id: null, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });

    await server.send('data: {"conversation_id":"conv-1","chunk":"Finish the "}\n\n');
    expect(hook.result.current.phase).toBe('streaming');
    expect(hook.result.current.streamText).toBe('Finish the ');
    expect(hook.result.current.conversationId).toBe('conv-1');

    await server.send('data: {"chunk":"**launch plan**."}\n\ndata: {"done":true,"conversation_id":"conv-1"}\n\n');
    await server.send(null);
    expect(hook.result.current.phase).toBe('idle');
    expect(hook.result.current.streamText).toBe('');
    expect(hook.result.current.messages[1]).toEqual(expect.objectContaining({ role: 'assistant', content: 'Finish the **launch plan**.' }));
    expect(onReplyDone).toHaveBeenCalledTimes(1);

    act(() => void hook.result.current.send('And after that?'));
    await settle();
    expect(server.requests[1].body).toEqual({ message: 'And after that?', conversation_id: 'conv-1', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  test('an empty reply becomes the apology fallback', async () => {
    const server = fakeChatServer();
    const { hook } = setup();
    act(() => void hook.result.current.send('Hello'));
    await settle();
    await server.send('data: {"conversation_id":"c"}\n\ndata: {"done":true}\n\n');
    expect(hook.result.current.messages[1].content).toBe(EMPTY_REPLY_FALLBACK);
  });

  test('refuses blank messages and a second message while a reply runs', async () => {
    const server = fakeChatServer();
    const { hook } = setup();
    let accepted = true;
    act(() => {
      accepted = hook.result.current.send('   ');
    });
    expect(accepted).toBe(false);
    act(() => void hook.result.current.send('First'));
    act(() => {
      accepted = hook.result.current.send('Second');
    });
    expect(accepted).toBe(false);
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  test('a failed request reports through onSendFailed and returns to idle', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeChatServer();
    server.failWith(503);
    const { hook, onSendFailed, onReplyDone } = setup();
    act(() => void hook.result.current.send('Hello'));
    await settle();
    expect(onSendFailed).toHaveBeenCalledTimes(1);
    expect(hook.result.current.messages.map((m) => m.content)).toEqual(['Hello', CHAT_ERROR_REPLY]);
    expect(hook.result.current.phase).toBe('idle');
    expect(onReplyDone).not.toHaveBeenCalled();
  });

  test('New Conversation aborts the reply silently and forgets the conversation', async () => {
    const server = fakeChatServer();
    const { hook, onSendFailed } = setup();
    act(() => void hook.result.current.send('Hello'));
    await settle();
    await server.send('data: {"conversation_id":"conv-9","chunk":"Part"}\n\n');
    act(() => hook.result.current.reset());
    await settle();
    expect(server.requests[0].signal?.aborted).toBe(true);
    expect(onSendFailed).not.toHaveBeenCalled();
    expect(hook.result.current.messages).toEqual([]);
    expect(hook.result.current.conversationId).toBeNull();
    expect(hook.result.current.streamText).toBe('');
    expect(hook.result.current.phase).toBe('idle');

    act(() => void hook.result.current.send('Fresh start'));
    await settle();
    expect(server.requests[1].body.conversation_id).toBeNull();
  });
});
